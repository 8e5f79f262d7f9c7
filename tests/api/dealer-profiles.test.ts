/** @jest-environment node */
// Dealer pages: GET/PUT /api/dealer-profile/{userId} — who may read and edit which
// profile, the Spanish 422s of the hours editor, the public refresh (dealersChanged, seen as the
// signed call to a front end), the new fields of GET /api/dealers, and the profile every
// distributor gets: at creation, on becoming one, and lazily for one written without it.
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/server/db/types';
import { startFakeHost, sendJson } from '@/tests/support/fake-json-host';

type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

let front: Awaited<ReturnType<typeof startFakeHost>>;
let db: DbHandle & { dispose: () => Promise<void> };
let call: typeof import('@/tests/support/http').call;
let accounts: typeof import('@/tests/support/accounts');
let schema: typeof import('@/lib/server/db/schema');
let settleNotifications: typeof import('@/lib/server/revalidation/notify').settleNotifications;
let routes: { get: Handler; put: Handler; dealers: Handler; userAdd: Handler; userUpdate: Handler };
let tokens: { admin: string; distributor: string; customer: string };
let ids: { distributor: number; customer: number; occidente: number };

const HOURS = [
  { day: 1, opens: '09:00', closes: '14:00' },
  { day: 1, opens: '16:00', closes: '19:00' },
  { day: 6, opens: '10:00', closes: '13:30' },
];
const VALID = {
  opening_hours: HOURS,
  products: ['toldos', 'persianas'],
  services: ['instalacion'],
  description: 'Toldos para terrazas.',
};

beforeAll(async () => {
  front = await startFakeHost();
  front.answer((_req, res) => sendJson(res, 200, { revalidated: [] }));
  process.env.REVALIDATE_URLS = front.url;
  process.env.REVALIDATE_SECRET = 'una-clave-compartida-de-al-menos-32-caracteres';
  db = await (await import('@/tests/support/db')).setupTestDatabase();
  ({ call } = await import('@/tests/support/http'));
  accounts = await import('@/tests/support/accounts');
  schema = await import('@/lib/server/db/schema');
  ({ settleNotifications } = await import('@/lib/server/revalidation/notify'));
  const profile = await import('@/app/api/dealer-profile/[userId]/route');
  routes = {
    get: profile.GET,
    put: profile.PUT,
    dealers: (await import('@/app/api/dealers/route')).GET,
    userAdd: (await import('@/app/api/user-add/route')).POST,
    userUpdate: (await import('@/app/api/user-update/[id]/route')).PUT,
  };
  const [admin, distributor, customer] = await Promise.all([
    accounts.tokenFor(accounts.ADMIN),
    accounts.tokenFor(accounts.DISTRIBUTOR),
    accounts.tokenFor(accounts.CUSTOMER),
  ]);
  tokens = { admin, distributor, customer };
  const idOf = async (email: string) =>
    (await db.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
  ids = {
    distributor: await idOf(accounts.DISTRIBUTOR),
    customer: await idOf(accounts.CUSTOMER),
    occidente: await idOf('occidente@solara.test'),
  };
});
afterAll(async () => {
  await settleNotifications();
  await db.dispose();
  await front.close();
});

const get = (token: string | null, userId: number) => call(routes.get, { token, params: { userId: String(userId) } });
const put = (token: string | null, userId: number, json: unknown) =>
  call(routes.put, { token, method: 'PUT', params: { userId: String(userId) }, json });

describe('GET /api/dealer-profile/{userId}', () => {
  it('gives a distributor its own seeded profile with its public path', async () => {
    const res = await get(tokens.distributor, ids.distributor);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: ids.distributor,
      slug: 'decor-ventanas-providencia',
      path: '/distribuidores/jalisco/decor-ventanas-providencia',
      public: true,
      products: ['persianas', 'toldos', 'motorizacion'],
      services: ['medicion', 'instalacion', 'motorizacion'],
    });
    expect(res.body.opening_hours).toContainEqual({ day: 6, opens: '10:00', closes: '14:00' });
    expect(res.body.opening_hours.some((h: { day: number }) => h.day === 7)).toBe(false);
  });

  it("refuses another dealer's profile to a distributor (403), customers (403) and anonymous callers (401)", async () => {
    expect((await get(tokens.distributor, ids.occidente)).status).toBe(403);
    expect((await get(tokens.distributor, 999_999)).status).toBe(403); // no hint whether the id exists
    expect((await get(tokens.customer, ids.distributor)).status).toBe(403);
    expect((await get(null, ids.distributor)).status).toBe(401);
  });

  it("lets an admin read any distributor's; 404 for a user who is not one", async () => {
    expect((await get(tokens.admin, ids.occidente)).body.slug).toBe('persianas-y-toldos-de-occidente');
    const notDealer = await get(tokens.admin, ids.customer);
    expect(notDealer.status).toBe(404);
    expect(notDealer.body.message).toBe('Este usuario no es distribuidor.');
    expect((await get(tokens.admin, 999_999)).status).toBe(404);
  });
});

describe('PUT /api/dealer-profile/{userId}', () => {
  it("saves the distributor's own hours in week order, refreshes the public list and tells the front ends", async () => {
    const before = front.requests.length;
    const res = await put(tokens.distributor, ids.distributor, { ...VALID, opening_hours: [...HOURS].reverse() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      opening_hours: HOURS,
      products: ['persianas', 'toldos'],
      services: ['instalacion'],
      description: 'Toldos para terrazas.',
    });
    await settleNotifications();
    expect(front.requests.slice(before).map((r) => r.body)).toContain('{"tags":["dealers"]}');
    const listed = (await call(routes.dealers)).body.find((d: { id: number }) => d.id === ids.distributor);
    expect(listed).toMatchObject({
      slug: 'decor-ventanas-providencia',
      opening_hours: HOURS,
      products: ['persianas', 'toldos'],
      services: ['instalacion'],
    });
  });

  it("lets an admin edit any distributor; a distributor never another's, a customer never", async () => {
    expect((await put(tokens.admin, ids.occidente, VALID)).status).toBe(200);
    expect((await put(tokens.distributor, ids.occidente, VALID)).status).toBe(403);
    expect((await put(tokens.customer, ids.distributor, VALID)).status).toBe(403);
    expect((await put(null, ids.distributor, VALID)).status).toBe(401);
    expect((await put(tokens.admin, ids.customer, VALID)).status).toBe(404);
  });

  it.each([
    [
      'a malformed time',
      { opening_hours: [{ day: 1, opens: '9:00', closes: '18:00' }] },
      'opening_hours.0.opens',
      'La hora de apertura debe tener la forma HH:MM, por ejemplo 09:00.',
    ],
    [
      'closing before opening',
      { opening_hours: [{ day: 2, opens: '18:00', closes: '09:00' }] },
      'opening_hours.0.closes',
      'El martes debe cerrar después de abrir.',
    ],
    [
      'overlapping intervals',
      {
        opening_hours: [
          { day: 3, opens: '09:00', closes: '14:00' },
          { day: 3, opens: '13:00', closes: '18:00' },
        ],
      },
      'opening_hours.1.opens',
      'Los horarios del miércoles se enciman.',
    ],
    [
      'a day out of range',
      { opening_hours: [{ day: 8, opens: '09:00', closes: '18:00' }] },
      'opening_hours.0.day',
      'Elige el día.',
    ],
    ['an unknown product', { products: ['cortinas'] }, 'products.0', 'Elige los productos de la lista.'],
    ['an unknown service', { services: ['limpieza'] }, 'services.0', 'Elige los servicios de la lista.'],
    [
      'a description too long',
      { description: 'x'.repeat(601) },
      'description',
      'El campo descripción no debe tener más de 600 caracteres.',
    ],
  ])('answers %s with a Spanish 422 and changes nothing', async (_what, change, field, message) => {
    const before = (await get(tokens.distributor, ids.distributor)).body;
    const res = await put(tokens.distributor, ids.distributor, { ...VALID, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await get(tokens.distributor, ids.distributor)).body).toEqual(before);
  });

  it('closes a day when it has no intervals, and clears the description', async () => {
    const res = await put(tokens.distributor, ids.distributor, {
      opening_hours: [],
      products: [],
      services: [],
      description: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ opening_hours: [], products: [], services: [], description: null });
  });
});

describe('every distributor has a profile', () => {
  const NEW = { password: 'Persianas-nuevas-2026', state_id: 9, phone: '5512345678' };

  it('made when an admin adds a distributor, its slug from the company without accents, suffixed on a clash', async () => {
    const first = await call(routes.userAdd, {
      token: tokens.admin,
      json: { ...NEW, name: 'Ana Peña', email: 'ana@ejemplo.mx', role_id: 2, company: 'Toldos Ñandú Querétaro' },
    });
    expect(first.status).toBe(201);
    expect((await get(tokens.admin, first.body.id)).body).toMatchObject({
      slug: 'toldos-nandu-queretaro',
      path: '/distribuidores/ciudad-de-mexico/toldos-nandu-queretaro',
      public: false,
      opening_hours: [],
    });
    const second = await call(routes.userAdd, {
      token: tokens.admin,
      json: { ...NEW, name: 'Luis Peña', email: 'luis@ejemplo.mx', role_id: 2, company: 'Toldos Ñandú Querétaro' },
    });
    const [row] = await db.db
      .select()
      .from(schema.dealerProfiles)
      .where(eq(schema.dealerProfiles.userId, second.body.id));
    expect(row?.slug).toBe('toldos-nandu-queretaro-2');
  });

  it('made when a customer becomes a distributor', async () => {
    const added = await call(routes.userAdd, {
      token: tokens.admin,
      json: { ...NEW, name: 'Rosa Díaz', email: 'rosa@ejemplo.mx', role_id: 3 },
    });
    expect(
      await db.db.select().from(schema.dealerProfiles).where(eq(schema.dealerProfiles.userId, added.body.id)),
    ).toHaveLength(0);
    expect(
      (
        await call(routes.userUpdate, {
          token: tokens.admin,
          method: 'PUT',
          params: { id: String(added.body.id) },
          json: { role_id: 2 },
        })
      ).status,
    ).toBe(200);
    const [row] = await db.db
      .select()
      .from(schema.dealerProfiles)
      .where(eq(schema.dealerProfiles.userId, added.body.id));
    expect(row?.slug).toBe('rosa-diaz');
  });

  it('made lazily for a distributor written without one (a database from before the pages), and listed with it', async () => {
    await db.db.delete(schema.dealerProfiles).where(eq(schema.dealerProfiles.userId, ids.occidente));
    const listed = (await call(routes.dealers)).body.find((d: { id: number }) => d.id === ids.occidente);
    expect(listed).toMatchObject({
      slug: 'persianas-y-toldos-de-occidente',
      opening_hours: [],
      products: [],
      services: [],
      description: null,
    });
  });
});

describe('GET /api/dealers', () => {
  it("carries each dealer's page fields, with unique slugs", async () => {
    const dealers = (await call(routes.dealers)).body as {
      slug: string;
      opening_hours: unknown[];
      products: string[];
      services: string[];
      description: string | null;
    }[];
    expect(dealers.length).toBeGreaterThan(10);
    for (const dealer of dealers) {
      expect(dealer.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Array.isArray(dealer.opening_hours)).toBe(true);
    }
    expect(new Set(dealers.map((d) => d.slug)).size).toBe(dealers.length);
    expect(dealers.some((d) => d.products.includes('toldos') && d.services.includes('medicion'))).toBe(true);
  });
});
