/** @jest-environment node */
// Freshness across processes: the public catalogue call a front end renders from, the
// API telling its front ends (REVALIDATE_URLS) what changed with a signed call, and the
// revalidation call itself refusing what is not signed with the shared secret.
import type { DbHandle } from '@/lib/server/db/types';
import { startFakeHost, sendJson } from '@/tests/support/fake-json-host';

type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

const SECRET = 'una-clave-compartida-de-al-menos-32-caracteres';

// Loaded once the fake front end listens: lib/env must read REVALIDATE_URLS first.
let front: Awaited<ReturnType<typeof startFakeHost>>;
let db: DbHandle & { dispose: () => Promise<void> };
let call: typeof import('@/tests/support/http').call;
let tokenFor: typeof import('@/tests/support/accounts').tokenFor;
let ADMIN: string;
let routes: {
  catalog: Handler;
  revalidate: Handler;
  prices: Handler;
  changePrice: Handler;
  toggleMap: Handler;
  dealers: Handler;
};
let signRevalidation: typeof import('@/lib/server/revalidation/signature').signRevalidation;
let verifyRevalidation: typeof import('@/lib/server/revalidation/signature').verifyRevalidation;
let settleNotifications: typeof import('@/lib/server/revalidation/notify').settleNotifications;

beforeAll(async () => {
  front = await startFakeHost();
  front.answer((_req, res) => sendJson(res, 200, { revalidated: [] }));
  process.env.REVALIDATE_URLS = front.url;
  process.env.REVALIDATE_SECRET = SECRET;
  db = await (await import('@/tests/support/db')).setupTestDatabase();
  ({ call } = await import('@/tests/support/http'));
  ({ tokenFor, ADMIN } = await import('@/tests/support/accounts'));
  routes = {
    catalog: (await import('@/app/api/catalog/route')).GET,
    revalidate: (await import('@/app/api/revalidate/route')).POST,
    prices: (await import('@/app/api/catalogs-prices/route')).GET,
    changePrice: (await import('@/app/api/catalogs-prices/[id]/route')).PUT,
    toggleMap: (await import('@/app/api/user-active-map/[id]/route')).GET,
    dealers: (await import('@/app/api/dealers/route')).GET,
  };
  ({ signRevalidation, verifyRevalidation } = await import('@/lib/server/revalidation/signature'));
  ({ settleNotifications } = await import('@/lib/server/revalidation/notify'));
});
afterAll(async () => {
  await db.dispose();
  await front.close();
});

const signed = (body: string, secret = SECRET, now = Date.now()) => ({
  'X-Solara-Signature': signRevalidation(body, secret, now),
  'Content-Type': 'application/json',
});

describe('the signature', () => {
  const body = '{"tags":["catalog"]}';
  it('holds for the exact body, within five minutes, with the shared secret only', () => {
    const now = Date.now();
    expect(verifyRevalidation(body, signRevalidation(body, SECRET, now), SECRET, now)).toBe(true);
    expect(verifyRevalidation('{"tags":["dealers"]}', signRevalidation(body, SECRET, now), SECRET, now)).toBe(false);
    expect(verifyRevalidation(body, signRevalidation(body, `${SECRET}x`, now), SECRET, now)).toBe(false);
    expect(verifyRevalidation(body, signRevalidation(body, SECRET, now - 301_000), SECRET, now)).toBe(false);
    for (const header of [null, '', 't=1', 'v1=abc', `t=x,v1=${'0'.repeat(64)}`])
      expect(verifyRevalidation(body, header, SECRET, now)).toBe(false);
  });
});

describe('POST /api/revalidate', () => {
  it('expires the named tags when signed with the shared secret', async () => {
    const body = '{"tags":["catalog","dealers"]}';
    const res = await call(routes.revalidate, { method: 'POST', body, headers: signed(body) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revalidated: ['catalog', 'dealers'] });
  });

  it("takes `site`, every page: what a server sends itself when it starts under another address than its build's", async () => {
    const body = '{"tags":["site"]}';
    const res = await call(routes.revalidate, { method: 'POST', body, headers: signed(body) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revalidated: ['site'] });
  });

  it('refuses a wrong or missing signature with 403 and changes nothing', async () => {
    const body = '{"tags":["catalog"]}';
    for (const headers of [
      signed(body, 'otra-clave-que-no-es-la-compartida-123'),
      { 'Content-Type': 'application/json' },
    ]) {
      const res = await call(routes.revalidate, { method: 'POST', body, headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'La firma del aviso no es válida.' });
    }
  });

  it('answers a signed but invalid body with the Spanish 422', async () => {
    for (const body of ['{"tags":["precios"]}', '{"tags":[]}', 'no es json']) {
      const res = await call(routes.revalidate, { method: 'POST', body, headers: signed(body) });
      expect(res.status).toBe(422);
      expect(res.body.errors).toBeDefined();
    }
    const unknown = '{"tags":["precios"]}';
    expect(
      (await call(routes.revalidate, { method: 'POST', body: unknown, headers: signed(unknown) })).body.errors[
        'tags.0'
      ],
    ).toEqual(['Cada etiqueta debe ser catalog, dealers o site.']);
  });
});

describe('GET /api/catalog', () => {
  it('is the public catalogue: every list, public prices only, cacheable by shared caches', async () => {
    const res = await call(routes.catalog);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=60/);
    expect(Object.keys(res.body).sort()).toEqual([
      'accessories',
      'fabrics',
      'galleries',
      'lines',
      'models',
      'motors',
      'types',
    ]);
    expect(res.body.fabrics.length).toBeGreaterThan(3);
    for (const fabric of res.body.fabrics)
      for (const price of fabric.prices) expect(price.distributorCents).toBe(price.publicCents);
    for (const motor of res.body.motors) expect(motor.distributorCents).toBe(motor.publicCents);
    for (const model of res.body.models) expect(model.grid.distributorCents).toEqual(model.grid.publicCents);
  });
});

describe('the API tells its front ends', () => {
  it('a price change: one signed call naming the catalogue', async () => {
    const admin = await tokenFor(ADMIN);
    const row = (await call(routes.prices, { token: admin })).body[0];
    const before = front.requests.length;
    const res = await call(routes.changePrice, {
      token: admin,
      method: 'PUT',
      params: { id: String(row.id) },
      json: { public_price: 1234 },
    });
    expect(res.status).toBe(200);
    await settleNotifications();
    const sent = front.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/revalidate', body: '{"tags":["catalog"]}' });
    expect(verifyRevalidation(sent[0]!.body, sent[0]!.headers['x-solara-signature'] as string, SECRET)).toBe(true);
  });

  it('a dealer hidden from the map: the dealers tag', async () => {
    const admin = await tokenFor(ADMIN);
    const dealer = (await call(routes.dealers)).body[0];
    const before = front.requests.length;
    expect((await call(routes.toggleMap, { token: admin, params: { id: String(dealer.id) } })).status).toBe(200);
    await settleNotifications();
    expect(front.requests.slice(before).map((r) => r.body)).toEqual(['{"tags":["dealers"]}']);
  });

  it('an order placed or cancelled moves stock: the catalogue tag', async () => {
    const { CUSTOMER } = await import('@/tests/support/accounts');
    const { ROLLER } = await import('@/tests/support/world');
    const cart = (await import('@/app/api/cart/route')).POST;
    const checkout = (await import('@/app/api/cart/checkout/route')).POST;
    const status = (await import('@/app/api/orders/[id]/status/route')).PUT;
    const customer = await tokenFor(CUSTOMER);
    expect((await call(cart, { token: customer, json: { items: [ROLLER] } })).status).toBe(201);
    const before = front.requests.length;
    const order = await call(checkout, { token: customer, json: { shipping_address: 'Av. Patria 1200, Zapopan' } });
    expect(order.status).toBe(201);
    await settleNotifications();
    expect(front.requests.slice(before).map((r) => r.body)).toEqual(['{"tags":["catalog"]}']);
    const cancelled = await call(status, {
      token: customer,
      method: 'PUT',
      params: { id: String(order.body.id) },
      json: { status: 'cancelado' },
    });
    expect(cancelled.status).toBe(200);
    await settleNotifications();
    expect(front.requests.slice(before).map((r) => r.body)).toEqual(['{"tags":["catalog"]}', '{"tags":["catalog"]}']);
  });

  it('a front end that fails is tried again, then left to the 60 s timer', async () => {
    let answered = 0;
    front.answer((_req, res) => sendJson(res, ++answered < 2 ? 503 : 200, {}));
    const admin = await tokenFor(ADMIN);
    const dealer = (await call(routes.dealers)).body[0];
    const before = front.requests.length;
    await call(routes.toggleMap, { token: admin, params: { id: String(dealer.id) } });
    await settleNotifications();
    expect(front.requests.length - before).toBe(2);
  });
});
