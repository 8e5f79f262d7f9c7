/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, tokenFor } from '@/tests/support/accounts';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout-user/route';
import { GET as getMe, PUT as putMe } from '@/app/api/login-user/route';
import { POST as checkPassword } from '@/app/api/check-password/route';
import { PUT as updatePassword } from '@/app/api/update-password/route';
import { GET as toggleActive } from '@/app/api/user-active/[id]/route';
import { getDb } from '@/lib/server/db/client';
import { createUser } from '@/lib/server/services/users';
import { apiTokens, users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const USER_KEYS = [
  'active',
  'address',
  'company',
  'coordinates',
  'created_at',
  'discount_limit_pct',
  'distributor_id',
  'email',
  'id',
  'image',
  'invitation_pending',
  'municipality_id',
  'name',
  'phone',
  'postal_code',
  'public_email',
  'rfc',
  'role',
  'role_id',
  'show_on_map',
  'state_id',
  'two_factor_enabled',
  'two_factor_required',
  'whatsapp',
];

describe('POST /api/login', () => {
  it('returns a Sanctum-style token and the user without any password field', async () => {
    const res = await call(login, { json: { email: CUSTOMER, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({ email: CUSTOMER, role: { name: 'customer' }, active: true });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('stores only the SHA-256 of the token', async () => {
    const res = await call(login, { json: { email: CUSTOMER, password: DEMO_PASSWORD } });
    const [id, secret] = (res.body.token as string).split('|');
    const [row] = await db.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, Number(id)));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(secret);
  });

  it('accepts the email in any case', async () => {
    const res = await call(login, { json: { email: 'Cliente@Solara.TEST', password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('answers 401 with a message for a wrong password or an unknown email', async () => {
    for (const json of [
      { email: CUSTOMER, password: 'incorrecta-123' },
      { email: 'nadie@solara.test', password: 'lo-que-sea-1' },
    ]) {
      const res = await call(login, { json });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Estas credenciales no coinciden con nuestros registros.' });
    }
  });

  it("answers 422 with Laravel's body when fields are missing", async () => {
    const res = await call(login, { json: {} });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Escribe tu correo electrónico. (y 1 error más)',
      errors: { email: ['Escribe tu correo electrónico.'], password: ['Escribe tu contraseña.'] },
    });
  });

  it('answers 422 for an invalid email', async () => {
    const res = await call(login, { json: { email: 'no-es-correo', password: 'x' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(login, { body: '{"email":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'El cuerpo de la solicitud no es JSON válido.' });
  });
});

describe('tokens', () => {
  it('the literal "Bearer no token" and a missing header are 401 with Laravel\'s message', async () => {
    expect((await call(getMe, { token: null })).body).toEqual({ message: 'No autenticado.' });
    expect((await call(getMe, { token: null })).status).toBe(401);
    expect((await call(getMe)).status).toBe(401);
    expect((await call(getMe, { token: '1|' + 'a'.repeat(40) })).status).toBe(401);
  });

  it('logout revokes the token of the request only', async () => {
    const first = await tokenFor(CUSTOMER);
    const second = await tokenFor(CUSTOMER);
    expect((await call(logout, { token: first, method: 'POST' })).status).toBe(200);
    expect((await call(getMe, { token: first })).status).toBe(401);
    expect((await call(getMe, { token: second })).status).toBe(200);
  });

  it('deactivating an account revokes its tokens and blocks sign-in', async () => {
    const admin = await tokenFor(ADMIN);
    const target = await createUser(await getDb(), {
      name: 'Cuenta Temporal',
      email: 'temporal@solara.test',
      password: 'Toldo-de-prueba-2026',
      roleId: 3,
    });
    const token = await tokenFor('temporal@solara.test', 'Toldo-de-prueba-2026');
    const toggled = await call(toggleActive, { token: admin, params: { id: String(target.id) } });
    expect(toggled.status).toBe(200);
    expect(toggled.body.active).toBe(false);
    expect((await call(getMe, { token })).status).toBe(401);
    const again = await call(login, { json: { email: 'temporal@solara.test', password: 'Toldo-de-prueba-2026' } });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/desactivada/);
  });
});

describe('GET/PUT /api/login-user', () => {
  it('returns the signed-in user', async () => {
    const res = await call(getMe, { token: await tokenFor(CUSTOMER) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: CUSTOMER, role: { name: 'customer', label: 'Cliente' } });
  });

  it('updates only the fields sent and returns the user', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(putMe, { token, method: 'PUT', json: { phone: '33 1234 5678', company: 'Casa Hernández' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '3312345678', company: 'Casa Hernández', email: CUSTOMER });
  });

  it('rejects a taken email and a municipality of another state with 422, changing nothing', async () => {
    const token = await tokenFor(CUSTOMER);
    const taken = await call(putMe, {
      token,
      method: 'PUT',
      json: { email: ADMIN, name: 'Otro Nombre', current_password: DEMO_PASSWORD },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    const me = await call(getMe, { token });
    expect(me.body.name).not.toBe('Otro Nombre');
    const jalisco = await db.db.query.municipalities.findFirst({ where: (m, { eq }) => eq(m.stateId, 14) });
    const wrong = await call(putMe, { token, method: 'PUT', json: { state_id: 19, municipality_id: jalisco!.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.municipality_id).toEqual(['El municipio seleccionado no pertenece al estado.']);
  });

  it('rejects invalid fields with Spanish messages', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(putMe, { token, method: 'PUT', json: { name: '', phone: '123', postal_code: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['El campo nombre es obligatorio.'],
      phone: ['El campo teléfono debe tener 10 dígitos.'],
      postal_code: ['El campo código postal debe tener 5 dígitos.'],
    });
  });
});

describe('passwords', () => {
  it('check-password: 200 for the right one, 422 for a wrong one', async () => {
    const token = await tokenFor(CUSTOMER);
    expect((await call(checkPassword, { token, json: { password: DEMO_PASSWORD } })).status).toBe(200);
    const wrong = await call(checkPassword, { token, json: { password: 'no-es-esta' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: 'La contraseña no es correcta.',
      errors: { password: ['La contraseña no es correcta.'] },
    });
  });

  it('update-password: needs the current password and a confirmed new one; other sessions end', async () => {
    const created = await createUser(await getDb(), {
      name: 'Cambio Clave',
      email: 'cambio@solara.test',
      password: 'Primera-2026',
      roleId: 3,
    });
    const token = await tokenFor(created.email, 'Primera-2026');
    const other = await tokenFor(created.email, 'Primera-2026');
    const mismatch = await call(updatePassword, {
      token,
      method: 'PUT',
      json: { current_password: 'Primera-2026', password: 'Segunda-2026', password_confirmation: 'otra' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['La confirmación de la contraseña no coincide.'] });
    const wrongCurrent = await call(updatePassword, {
      token,
      method: 'PUT',
      json: { current_password: 'x', password: 'Segunda-2026', password_confirmation: 'Segunda-2026' },
    });
    expect(wrongCurrent.body.errors).toEqual({ current_password: ['La contraseña actual no es correcta.'] });
    const short = await call(updatePassword, {
      token,
      method: 'PUT',
      json: { current_password: 'Primera-2026', password: 'corta', password_confirmation: 'corta' },
    });
    expect(short.body.errors.password).toEqual(['El campo nueva contraseña debe tener al menos 12 caracteres.']);
    const ok = await call(updatePassword, {
      token,
      method: 'PUT',
      json: { current_password: 'Primera-2026', password: 'Segunda-2026', password_confirmation: 'Segunda-2026' },
    });
    expect(ok.status).toBe(200);
    expect((await call(getMe, { token })).status).toBe(200);
    expect((await call(getMe, { token: other })).status).toBe(401);
    expect((await call(login, { json: { email: created.email, password: 'Primera-2026' } })).status).toBe(401);
    expect((await call(login, { json: { email: created.email, password: 'Segunda-2026' } })).status).toBe(200);
  });

  it('stores passwords with argon2id at OWASP parameters', async () => {
    const [row] = await db.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, CUSTOMER));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(row!.hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });
});
