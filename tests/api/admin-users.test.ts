/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call, type CallResult } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { GET as listUsers } from '@/app/api/list-users/route';
import { GET as roles } from '@/app/api/roles/route';
import { GET as toggleActive } from '@/app/api/user-active/[id]/route';
import { GET as toggleMap } from '@/app/api/user-active-map/[id]/route';
import { POST as addUser } from '@/app/api/user-add/route';
import { PUT as addCoordinates } from '@/app/api/add-coordinates/[id]/route';
import { PUT as updateUser } from '@/app/api/user-update/[id]/route';
import { POST as login } from '@/app/api/login/route';
import { users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  admin = await tokenFor(ADMIN);
});
afterAll(async () => {
  await db.dispose();
});

const newUser = {
  name: 'Rosa Martínez',
  email: 'rosa@solara.test',
  password: 'Rosa-clave-2026',
  role_id: 3,
  phone: '4421234567',
  state_id: 22,
};

// Every admin call of spec §6, each with a sample request made as the given identity.
const ADMIN_CALLS: Record<string, (token: string | null) => Promise<CallResult>> = {
  'list-users': (token) => call(listUsers, { token }),
  roles: (token) => call(roles, { token }),
  'user-active': (token) => call(toggleActive, { token, params: { id: '1' } }),
  'user-active-map': (token) => call(toggleMap, { token, params: { id: '1' } }),
  'user-add': (token) => call(addUser, { token, json: newUser }),
  'add-coordinates': (token) =>
    call(addCoordinates, { token, method: 'PUT', params: { id: '1' }, json: { lat: 20.6, lng: -103.3 } }),
  'user-update': (token) => call(updateUser, { token, method: 'PUT', params: { id: '1' }, json: { name: 'X' } }),
};

describe('admin endpoints', () => {
  it.each(Object.keys(ADMIN_CALLS))(
    '%s: 401 anonymous, 403 customer and distributor, nothing changed',
    async (name) => {
      const identities = [
        [null, 401],
        [await tokenFor(CUSTOMER), 403],
        [await tokenFor(DISTRIBUTOR), 403],
      ] as const;
      const before = await db.db.select().from(users).where(eq(users.id, 1));
      const count = (await db.db.select({ id: users.id }).from(users)).length;
      for (const [token, status] of identities) {
        const res = await ADMIN_CALLS[name]!(token);
        expect(res.status).toBe(status);
        expect(res.body).toEqual({
          message: status === 401 ? 'No autenticado.' : 'No tienes permiso para realizar esta acción.',
        });
      }
      expect(await db.db.select().from(users).where(eq(users.id, 1))).toEqual(before);
      expect((await db.db.select({ id: users.id }).from(users)).length).toBe(count);
    },
  );
});

describe('GET /api/list-users', () => {
  it("answers Laravel's paginator", async () => {
    const res = await call(listUsers, { token: admin, query: { per_page: '5' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, per_page: 5, from: 1, to: 5 });
    expect(res.body.data).toHaveLength(5);
    expect(res.body.total).toBeGreaterThanOrEqual(15);
    expect(res.body.last_page).toBe(Math.ceil(res.body.total / 5));
    expect(res.body.data[0]).not.toHaveProperty('password_hash');
  });

  it('filters by search and by role, and pages', async () => {
    const search = await call(listUsers, { token: admin, query: { search: 'cliente@solara' } });
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual([CUSTOMER]);
    const distributors = await call(listUsers, { token: admin, query: { role: 'distributor', per_page: '100' } });
    expect(distributors.body.total).toBeGreaterThanOrEqual(12);
    expect(distributors.body.data.every((u: { role: { name: string } }) => u.role.name === 'distributor')).toBe(true);
    const page2 = await call(listUsers, { token: admin, query: { role: 'distributor', per_page: '5', page: '2' } });
    expect(page2.body.current_page).toBe(2);
    expect(page2.body.from).toBe(6);
    const wildcard = await call(listUsers, { token: admin, query: { search: '%' } });
    expect(wildcard.body.total).toBe(0);
  });

  it('rejects a bad page size with 422', async () => {
    const res = await call(listUsers, { token: admin, query: { per_page: '1000' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.per_page).toEqual(['El tamaño de página debe ser entre 1 y 100.']);
  });
});

describe('GET /api/roles', () => {
  it('lists the three roles', async () => {
    const res = await call(roles, { token: admin });
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['admin', 'distributor', 'customer']);
  });
});

describe('user-add, user-update, toggles and coordinates', () => {
  let created: { id: number; active: boolean; show_on_map: boolean };

  it('user-add creates the user (201) and returns it', async () => {
    const res = await call(addUser, { token: admin, json: newUser });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Rosa Martínez',
      email: 'rosa@solara.test',
      role: { name: 'customer' },
      state_id: 22,
      active: true,
    });
    created = res.body;
    expect((await call(login, { json: { email: newUser.email, password: newUser.password } })).status).toBe(200);
  });

  it('user-add rejects a duplicate email, a missing password and an unknown role with 422', async () => {
    const res = await call(addUser, { token: admin, json: { ...newUser, password: undefined, role_id: 99 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['El campo contraseña es obligatorio.'] });
    const dup = await call(addUser, { token: admin, json: newUser });
    expect(dup.body.errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    const role = await call(addUser, { token: admin, json: { ...newUser, email: 'otro@solara.test', role_id: 99 } });
    expect(role.body.errors).toEqual({ role_id: ['El rol seleccionado no existe.'] });
  });

  it('user-update changes only the fields sent', async () => {
    const res = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(created.id) },
      json: { company: 'Decoraciones Rosa', role_id: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: 'Decoraciones Rosa',
      role: { name: 'distributor' },
      name: 'Rosa Martínez',
    });
  });

  it('user-active and user-active-map flip the flags and return the updated user', async () => {
    const map = await call(toggleMap, { token: admin, params: { id: String(created.id) } });
    expect(map.body).toMatchObject({ id: created.id, show_on_map: !created.show_on_map });
    const off = await call(toggleActive, { token: admin, params: { id: String(created.id) } });
    expect(off.body).toMatchObject({ id: created.id, active: false });
    const on = await call(toggleActive, { token: admin, params: { id: String(created.id) } });
    expect(on.body.active).toBe(true);
  });

  it('an admin cannot deactivate itself', async () => {
    const me = await call(listUsers, { token: admin, query: { search: ADMIN } });
    const res = await call(toggleActive, { token: admin, params: { id: String(me.body.data[0].id) } });
    expect(res.status).toBe(409);
  });

  it('add-coordinates stores {lat, lng} and validates the range', async () => {
    const res = await call(addCoordinates, {
      token: admin,
      method: 'PUT',
      params: { id: String(created.id) },
      json: { lat: 20.5888, lng: -100.3899 },
    });
    expect(res.status).toBe(200);
    expect(res.body.coordinates).toEqual({ lat: 20.5888, lng: -100.3899 });
    const bad = await call(addCoordinates, {
      token: admin,
      method: 'PUT',
      params: { id: String(created.id) },
      json: { lat: 'x', lng: 10 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['lat', 'lng']);
  });

  it('404 for a user that does not exist', async () => {
    expect((await call(toggleActive, { token: admin, params: { id: '999999' } })).status).toBe(404);
    expect((await call(updateUser, { token: admin, method: 'PUT', params: { id: 'abc' }, json: {} })).status).toBe(404);
  });
});
