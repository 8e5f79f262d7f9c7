/** @jest-environment node */
// Who may call what: every API route file × method against five actors, with the status each
// gets. Authorized calls are made with a harmless request (often an empty body → 422) so a
// status past 401/403 proves the request got through authorization without changing much.
// The table must list every route file and method under app/api (checked by scanning them).
// A deactivated user's token was revoked when the account was deactivated, so it gets what
// an anonymous caller gets (401 where sign-in is needed; DESIGN.md: deactivation revokes tokens).
import { setupTestDatabase } from '@/tests/support/db';
import { call, type CallOptions } from '@/tests/support/http';
import { discoverApiRoutes, routeKey, type ApiRoute } from '@/tests/support/api-routes';
import { ACTORS, ROLLER, buildWorld, type Actor, type World } from '@/tests/support/world';
import { tokenFor, CUSTOMER, DISTRIBUTOR, ADMIN } from '@/tests/support/accounts';
import { POST as saveQuote } from '@/app/api/quotes/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let world: World;
let routes: ApiRoute[];
beforeAll(async () => {
  db = await setupTestDatabase();
  world = await buildWorld(db.db);
  routes = await discoverApiRoutes();
});
afterAll(async () => {
  await db.dispose();
});

type Request = (w: World, actor: Actor) => CallOptions | Promise<CallOptions>;
type Row = { method: string; path: string; expect: Record<Actor, number>; request?: Request };

function row(
  method: string,
  path: string,
  anonymous: number,
  customer: number,
  distributor: number,
  admin: number,
  deactivated: number,
  request?: Request,
): Row {
  return { method, path, expect: { anonymous, customer, distributor, admin, deactivated }, request };
}

const s = (n: number) => String(n);
const none = { params: { path: 'no-existe' } };
/** Logging out spends the token: that row signs in again first. */
const EMAILS: Partial<Record<Actor, string>> = { customer: CUSTOMER, distributor: DISTRIBUTOR, admin: ADMIN };
/** Deleting spends the quote: each call gets a fresh draft of the demo customer. */
async function freshQuote(w: World): Promise<number> {
  return (await call(saveQuote, { token: w.tokens.customer, json: { items: [ROLLER] } })).body.id;
}

/** The id of a token `<id>|<secret>` (an unknown one without a token): ending one's own session here is a 409. */
const sessionId = (token: string | null) => token?.split('|', 1)[0] ?? '999999999';

// prettier-ignore
const MATRIX: Row[] = [
  //   method    path                                anon cust dist admin deact  request
  row('GET',    '/api/{...path}',                    404, 404, 404, 404, 404, () => none),
  row('POST',   '/api/{...path}',                    404, 404, 404, 404, 404, () => none),
  row('PUT',    '/api/{...path}',                    404, 404, 404, 404, 404, () => none),
  row('PATCH',  '/api/{...path}',                    404, 404, 404, 404, 404, () => none),
  row('DELETE', '/api/{...path}',                    404, 404, 404, 404, 404, () => none),
  row('GET',    '/api/admin/catalog',                401, 403, 403, 200, 401),
  row('GET',    '/api/admin/failed-jobs',            401, 403, 403, 200, 401),
  row('POST',   '/api/admin/failed-jobs/{id}/retry', 401, 403, 403, 404, 401, () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } })),
  row('POST',   '/api/admin/catalog/{kind}',         401, 403, 403, 422, 401, () => ({ params: { kind: 'colors' }, json: {} })),
  row('PUT',    '/api/admin/catalog/{kind}/{id}',    401, 403, 403, 422, 401, () => ({ params: { kind: 'colors', id: '1' }, json: { name: '' } })),
  row('DELETE', '/api/admin/catalog/{kind}/{id}',    401, 403, 403, 404, 401, () => ({ params: { kind: 'colors', id: '999999' } })),
  row('POST',   '/api/admin/catalog/{kind}/{id}/image', 401, 403, 403, 415, 401, () => ({ params: { kind: 'colors', id: '1' }, body: 'no es un formulario' })),
  row('DELETE', '/api/admin/catalog/{kind}/{id}/image', 401, 403, 403, 404, 401, () => ({ params: { kind: 'colors', id: '999999' } })),
  row('GET',    '/api/business-summary',             401, 403, 200, 200, 401),
  row('GET',    '/api/audit',                        401, 403, 403, 200, 401),
  row('PUT',    '/api/add-coordinates/{id}',         401, 403, 403, 200, 401, (w) => ({ params: { id: s(w.userIds.target) }, json: { lat: 20.67, lng: -103.35 } })),
  row('GET',    '/api/capabilities',                 200, 200, 200, 200, 200),
  row('GET',    '/api/cart',                         401, 200, 200, 200, 401),
  row('POST',   '/api/cart',                         401, 422, 422, 422, 401, () => ({ json: {} })),
  row('PUT',    '/api/cart/{itemId}',                401, 200, 404, 404, 401, (w) => ({ params: { itemId: s(w.mine.cartItem) }, json: { quantity: 2 } })),
  row('DELETE', '/api/cart/{itemId}',                401, 200, 404, 404, 401, (w) => ({ params: { itemId: s(w.mine.cartItem) } })),
  row('POST',   '/api/cart/checkout',                401, 422, 422, 422, 401, () => ({ headers: { 'Idempotency-Key': 'x' }, json: {} })),
  row('GET',    '/api/catalog-images/{file}',        404, 404, 404, 404, 404, () => ({ params: { file: 'no-existe.png' } })),
  row('GET',    '/api/catalog',                      200, 200, 200, 200, 200),
  row('GET',    '/api/catalogs',                     401, 200, 200, 200, 401),
  row('PUT',    '/api/catalogs/{id}',                401, 403, 403, 422, 401, () => ({ params: { id: '1' }, json: {} })),
  row('GET',    '/api/catalogs-prices',              401, 200, 200, 200, 401),
  row('PUT',    '/api/catalogs-prices/{id}',         401, 403, 403, 422, 401, () => ({ params: { id: '1' }, json: {} })),
  row('POST',   '/api/check-password',               401, 422, 422, 422, 401, () => ({ json: {} })),
  row('POST',   '/api/contact',                      422, 422, 422, 422, 422, () => ({ json: {} })),
  row('OPTIONS', '/api/cors-preflight',              204, 204, 204, 204, 204),
  row('GET',    '/api/count-cart',                   401, 200, 200, 200, 401),
  row('GET',    '/api/count-cot',                    401, 200, 200, 200, 401),
  row('GET',    '/api/count-orders',                 401, 200, 200, 200, 401),
  // A distributor reaches only its own page data: the demo customer's id is another user's → 403.
  row('GET',    '/api/dealer-profile/{userId}',      401, 403, 200, 200, 401, (w, actor) => ({ params: { userId: s(actor === 'admin' ? w.userIds.distributor : actor === 'distributor' ? w.userIds.distributor : w.userIds.customer) } })),
  row('PUT',    '/api/dealer-profile/{userId}',      401, 403, 422, 422, 401, (w) => ({ params: { userId: s(w.userIds.distributor) }, json: {} })),
  row('GET',    '/api/dealers',                      200, 200, 200, 200, 200),
  row('GET',    '/api/exports/orders',               401, 200, 200, 200, 401),
  row('GET',    '/api/exports/orders-admin',         401, 403, 200, 200, 401),
  row('GET',    '/api/exports/quotes',               401, 200, 200, 200, 401),
  row('GET',    '/api/exports/quotes-admin',         401, 403, 200, 200, 401),
  row('GET',    '/api/exports/users',                401, 403, 403, 200, 401),
  row('GET',    '/api/exports/audit',                401, 403, 403, 200, 401),
  row('GET',    '/api/files/{kind}',                 401, 200, 200, 200, 401, () => ({ params: { kind: 'list-price' } })),
  row('POST',   '/api/files/{kind}',                 401, 403, 403, 415, 401, () => ({ params: { kind: 'list-price' }, body: 'no es un formulario' })),
  row('GET',    '/api/files/{kind}/{id}',            401, 200, 200, 200, 401, (w) => ({ params: { kind: 'list-price', id: s(w.file) } })),
  row('DELETE', '/api/files/{kind}/{id}',            401, 403, 403, 404, 401, () => ({ params: { kind: 'list-price', id: '999999' } })),
  row('GET',    '/api/image-user/{file}',            404, 404, 404, 404, 404, () => ({ params: { file: 'no-existe.png' } })),
  row('POST',   '/api/image-user',                   401, 415, 415, 415, 401, () => ({ body: 'no es un formulario' })),
  row('GET',    '/api/list-users',                   401, 403, 403, 200, 401),
  row('POST',   '/api/login',                        422, 422, 422, 422, 422, () => ({ json: {} })),
  row('POST',   '/api/login/two-factor',             422, 422, 422, 422, 422, () => ({ json: {} })),
  row('GET',    '/api/login-user',                   401, 200, 200, 200, 401),
  row('PUT',    '/api/login-user',                   401, 422, 422, 422, 401, () => ({ json: { email: 'no-es-correo' } })),
  row('POST',   '/api/logout-user',                  401, 200, 200, 200, 401),
  row('GET',    '/api/municipality/{stateId}',       200, 200, 200, 200, 200, () => ({ params: { stateId: '14' } })),
  row('GET',    '/api/orders',                       401, 200, 200, 200, 401),
  row('GET',    '/api/orders/{id}',                  401, 200, 200, 200, 401, (w) => ({ params: { id: s(w.mine.order) } })),
  row('PUT',    '/api/orders/{id}/status',           401, 422, 422, 422, 401, (w) => ({ params: { id: s(w.mine.order) }, json: {} })),
  row('POST',   '/api/orders/{id}/payments',         401, 403, 422, 422, 401, (w) => ({ params: { id: s(w.mine.order) }, json: {} })),
  row('GET',    '/api/orders/{id}/payments/{paymentId}/receipt', 401, 404, 404, 404, 401, (w) => ({ params: { id: s(w.mine.order), paymentId: '999999' } })),
  row('POST',   '/api/orders/{id}/online-payment',   401, 422, 422, 422, 401, (w) => ({ params: { id: s(w.mine.order) }, json: {} })),
  row('POST',   '/api/orders/{id}/online-payment/sync', 401, 422, 422, 422, 401, (w) => ({ params: { id: s(w.mine.order) }, json: {} })),
  // Without a valid Stripe-Signature (and on this host, without a provider) every caller is refused.
  row('POST',   '/api/payments/webhook',             403, 403, 403, 403, 403, () => ({ json: { id: 'evt_1', type: 'checkout.session.completed' } })),
  row('POST',   '/api/orders/{id}/reorder',          401, 201, 403, 403, 401, (w) => ({ params: { id: s(w.mine.order) }, json: {} })),
  row('GET',    '/api/orders-admin',                 401, 403, 200, 200, 401),
  row('POST',   '/api/quote-price',                  422, 422, 422, 422, 422, () => ({ json: {} })),
  row('POST',   '/api/quote-requests',               422, 422, 422, 422, 422, () => ({ json: {} })),
  row('POST',   '/api/sample-requests',              422, 422, 422, 422, 422, () => ({ json: {} })),
  row('GET',    '/api/sample-requests/summary',      401, 403, 403, 200, 401),
  row('POST',   '/api/quote-pdf',                    422, 422, 422, 422, 422, () => ({ json: {} })),
  row('POST',   '/api/quote-share',                  422, 422, 422, 422, 422, () => ({ json: {} })),
  row('GET',    '/api/quote-share/{token}',          422, 422, 422, 422, 422, () => ({ params: { token: 'no-es-un-enlace' } })),
  row('GET',    '/api/openapi.json',                 200, 200, 200, 200, 200),
  row('GET',    '/api/quoter-options',               200, 200, 200, 200, 200),
  row('GET',    '/api/quotes',                       401, 200, 200, 200, 401),
  row('POST',   '/api/quotes',                       401, 422, 422, 422, 401, () => ({ json: {} })),
  row('GET',    '/api/quotes/{id}',                  401, 200, 200, 200, 401, (w) => ({ params: { id: s(w.mine.quote) } })),
  row('DELETE', '/api/quotes/{id}',                  401, 200, 403, 403, 401, async (w) => ({ params: { id: s(await freshQuote(w)) } })),
  row('GET',    '/api/quotes/{id}/pdf',              401, 200, 200, 200, 401, (w) => ({ params: { id: s(w.mine.quote) } })),
  row('PUT',    '/api/quotes/{id}/status',           401, 403, 422, 422, 401, (w) => ({ params: { id: s(w.mine.quote) }, json: {} })),
  row('PUT',    '/api/quotes/{id}',                  401, 403, 422, 422, 401, (w) => ({ params: { id: s(w.mine.quote) }, json: {} })),
  // The customer's draft: staff may not send it (409 for who serves it), nor answer for the customer (403).
  row('POST',   '/api/quotes/{id}/send',             401, 403, 409, 409, 401, (w) => ({ params: { id: s(w.mine.quote) } })),
  row('POST',   '/api/quotes/{id}/request',          401, 200, 403, 403, 401, async (w) => ({ params: { id: s(await freshQuote(w)) }, json: {} })),
  row('POST',   '/api/quotes/{id}/accept',           401, 409, 403, 403, 401, (w) => ({ params: { id: s(w.mine.quote) } })),
  row('POST',   '/api/quotes/{id}/request-changes',  401, 422, 422, 422, 401, (w) => ({ params: { id: s(w.mine.quote) }, json: {} })),
  row('POST',   '/api/quotes/{id}/decline',          401, 409, 403, 403, 401, (w) => ({ params: { id: s(w.mine.quote) }, json: {} })),
  row('POST',   '/api/quotes/{id}/claim',            401, 422, 422, 422, 401, (w) => ({ params: { id: s(w.mine.quote) }, json: {} })),
  row('GET',    '/api/notifications',                401, 200, 200, 200, 401),
  row('POST',   '/api/notifications/read',           401, 200, 200, 200, 401, () => ({ json: {} })),
  row('GET',    '/api/notification-prefs',           401, 200, 200, 200, 401),
  row('PUT',    '/api/notification-prefs',           401, 422, 422, 422, 401, () => ({ json: {} })),
  row('GET',    '/api/visits',                       401, 200, 200, 200, 401),
  row('POST',   '/api/visits',                       401, 403, 422, 422, 401, () => ({ json: {} })),
  row('PUT',    '/api/visits/{id}',                  401, 403, 422, 422, 401, () => ({ params: { id: '999999' }, json: {} })),
  row('POST',   '/api/visits/{id}/cancel',           401, 403, 404, 404, 401, () => ({ params: { id: '999999' }, json: {} })),
  row('POST',   '/api/visits/{id}/done',             401, 403, 404, 404, 401, () => ({ params: { id: '999999' } })),
  row('GET',    '/api/inbox',                        401, 403, 200, 200, 401),
  row('GET',    '/api/inbox/{id}',                   401, 403, 404, 404, 401, () => ({ params: { id: '999999' } })),
  row('POST',   '/api/inbox/{id}/status',            401, 403, 422, 422, 401, () => ({ params: { id: '999999' }, json: {} })),
  row('POST',   '/api/inbox/{id}/quote',             401, 403, 422, 422, 401, () => ({ params: { id: '999999' }, json: {} })),
  row('GET',    '/api/quotes-admin',                 401, 403, 200, 200, 401),
  row('GET',    '/api/sales-settings',               401, 403, 403, 200, 401),
  row('PUT',    '/api/sales-settings',               401, 403, 403, 422, 401, () => ({ json: {} })),
  // Not a bearer call: only the API host's signature (REVALIDATE_SECRET) opens it.
  row('POST',   '/api/revalidate',                   403, 403, 403, 403, 403, () => ({ json: { tags: ['catalog'] } })),
  row('POST',   '/api/register',                     422, 422, 422, 422, 422, () => ({ json: {} })),
  row('POST',   '/api/reset-password',               422, 422, 422, 422, 422, () => ({ json: {} })),
  row('GET',    '/api/roles',                        401, 403, 403, 200, 401),
  row('POST',   '/api/send-recover-email',           422, 422, 422, 422, 422, () => ({ json: {} })),
  row('GET',    '/api/sessions',                     401, 200, 200, 200, 401),
  // Only for requests the method guard sends here (with its header); called by itself, no such path.
  row('GET',    '/api/metodo-no-permitido',          404, 404, 404, 404, 404),
  row('POST',   '/api/metodo-no-permitido',          404, 404, 404, 404, 404),
  row('PUT',    '/api/metodo-no-permitido',          404, 404, 404, 404, 404),
  row('PATCH',  '/api/metodo-no-permitido',          404, 404, 404, 404, 404),
  row('DELETE', '/api/metodo-no-permitido',          404, 404, 404, 404, 404),
  row('GET',    '/api/solicitud-invalida',           400, 400, 400, 400, 400),
  row('POST',   '/api/solicitud-invalida',           400, 400, 400, 400, 400),
  row('PUT',    '/api/solicitud-invalida',           400, 400, 400, 400, 400),
  row('PATCH',  '/api/solicitud-invalida',           400, 400, 400, 400, 400),
  row('DELETE', '/api/solicitud-invalida',           400, 400, 400, 400, 400),
  row('DELETE', '/api/sessions/{id}',                401, 409, 409, 409, 401, (w, actor) => ({ params: { id: sessionId(w.tokens[actor]) }, json: {} })),
  row('POST',   '/api/sessions/end-others',          401, 422, 422, 422, 401, () => ({ json: {} })),
  row('GET',    '/api/two-factor',                   401, 200, 200, 200, 401),
  row('POST',   '/api/two-factor/setup',             401, 422, 422, 422, 401, () => ({ json: {} })),
  row('POST',   '/api/two-factor/enable',            401, 422, 422, 422, 401, () => ({ json: {} })),
  row('POST',   '/api/two-factor/disable',           401, 422, 422, 422, 401, () => ({ json: {} })),
  row('POST',   '/api/two-factor/recovery-codes',    401, 422, 422, 422, 401, () => ({ json: {} })),
  row('GET',    '/api/states',                       200, 200, 200, 200, 200),
  row('PUT',    '/api/update-password',              401, 422, 422, 422, 401, () => ({ json: {} })),
  row('GET',    '/api/user-active/{id}',             401, 403, 403, 200, 401, (w) => ({ params: { id: s(w.userIds.target) } })),
  row('GET',    '/api/user-active-map/{id}',         401, 403, 403, 200, 401, (w) => ({ params: { id: s(w.userIds.target) } })),
  row('POST',   '/api/user-add',                     401, 403, 403, 422, 401, () => ({ json: {} })),
  row('PUT',    '/api/user-update/{id}',             401, 403, 403, 422, 401, (w) => ({ params: { id: s(w.userIds.target) }, json: { email: 'no-es-correo' } })),
  row('POST',   '/api/users/invitations',            401, 403, 403, 422, 401, () => ({ json: {} })),
  row('POST',   '/api/users/{id}/invitation',        401, 403, 403, 409, 401, (w) => ({ params: { id: s(w.userIds.target) } })),
  row('GET',    '/api/wallet',                       401, 200, 200, 200, 401),
  row('GET',    '/api/wallet/{userId}',              401, 403, 403, 200, 401, (w) => ({ params: { userId: s(w.userIds.customer) } })),
  row('POST',   '/api/wallet/{userId}',              401, 403, 403, 422, 401, (w) => ({ params: { userId: s(w.userIds.customer) }, json: {} })),
];

// The spec's call table (§7), as written there; every call must have its row above.
const SPEC_CALLS = [
  'POST /api/register',
  'GET /api/states',
  'GET /api/municipality/{stateId}',
  'GET /api/login-user',
  'PUT /api/login-user',
  'GET /api/count-cot',
  'GET /api/count-orders',
  'GET /api/count-cart',
  'POST /api/check-password',
  'PUT /api/update-password',
  'POST /api/login',
  'POST /api/logout-user',
  'POST /api/image-user',
  'GET /api/catalogs',
  'GET /api/catalogs-prices',
  'GET /api/list-users',
  'GET /api/user-active/{id}',
  'GET /api/user-active-map/{id}',
  'GET /api/roles',
  'POST /api/user-add/',
  'PUT /api/add-coordinates/{id}',
  'PUT /api/user-update/{id}',
  'GET /api/files/list-price',
  'GET /api/files/digital-catalog',
  'GET /api/files/promotions',
  'POST /api/send-recover-email',
];
// The spec's concrete file sections are one dynamic route; its trailing slash is the same route.
const specToRoute = (call: string) =>
  call.replace(/\/api\/files\/(list-price|digital-catalog|promotions)$/, '/api/files/{kind}').replace(/\/$/, '');

async function tokenOf(actor: Actor, r: Row): Promise<string | null | undefined> {
  if (actor === 'anonymous') return undefined;
  if (r.path === '/api/logout-user' && EMAILS[actor]) return tokenFor(EMAILS[actor]!);
  return world.tokens[actor];
}

describe('authorization matrix', () => {
  it('lists every route file and exported method under app/api, and nothing else', () => {
    const onDisk = routes.map(routeKey).sort();
    const inTable = MATRIX.map(routeKey).sort();
    expect(inTable.filter((k) => !onDisk.includes(k))).toEqual([]); // rows for routes that no longer exist
    expect(onDisk.filter((k) => !inTable.includes(k))).toEqual([]); // routes the table forgot
    expect(new Set(inTable).size).toBe(inTable.length);
  });

  it("covers every call of the spec's call table", () => {
    const inTable = MATRIX.map(routeKey);
    expect(SPEC_CALLS.map(specToRoute).filter((k) => !inTable.includes(k))).toEqual([]);
  });

  it('answers each actor with the status in the table', async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const r of MATRIX) {
      const found = routes.find((x) => routeKey(x) === routeKey(r));
      if (!found) continue; // reported by the completeness test
      for (const actor of ACTORS) {
        const options = (await r.request?.(world, actor)) ?? {};
        const token = await tokenOf(actor, r);
        const res = await call(found.handler, { ...options, method: r.method, token, path: r.path });
        const cell = `${routeKey(r)} as ${actor}`;
        got.push(`${cell}: ${res.status}`);
        want.push(`${cell}: ${r.expect[actor]}`);
        if (res.status >= 400) expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      }
    }
    expect(got).toEqual(want);
  });

  it('a deactivated account cannot sign in again: 403 with a message', async () => {
    const { POST: login } = await import('@/app/api/login/route');
    const res = await call(login, { json: { email: 'desactivada@ejemplo.mx', password: 'Fuzz-persona-2026' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/desactivada/);
  });
});

// Object level: another customer's things. What the caller cannot see is a 404 (its existence is
// not revealed, like the services' scoped lookups); what it can see but not change is a 403.
describe("another user's objects", () => {
  const A = () => world.tokens.customer;
  const B = () => world.other.token;
  const handler = (method: string, path: string) => routes.find((r) => routeKey(r) === `${method} ${path}`)!.handler;
  const as = (token: string | null, method: string, path: string, options: CallOptions = {}) =>
    call(handler(method, path), { ...options, method, token, path });

  it('a quote: not readable, printable, deletable or movable by another customer or an unrelated distributor', async () => {
    const id = { id: s(world.other.quote) };
    expect((await as(A(), 'GET', '/api/quotes/{id}', { params: id })).status).toBe(404);
    expect((await as(A(), 'GET', '/api/quotes/{id}/pdf', { params: id })).status).toBe(404);
    expect((await as(A(), 'DELETE', '/api/quotes/{id}', { params: id })).status).toBe(404);
    expect((await as(world.tokens.distributor, 'GET', '/api/quotes/{id}', { params: id })).status).toBe(404);
    expect(
      (
        await as(world.tokens.distributor, 'PUT', '/api/quotes/{id}/status', {
          params: id,
          json: { status: 'aceptada' },
        })
      ).status,
    ).toBe(404);
    const list = await as(A(), 'GET', '/api/quotes');
    expect(list.body.data.map((q: { id: number }) => q.id)).not.toContain(world.other.quote);
    const still = await as(B(), 'GET', '/api/quotes/{id}', { params: id });
    expect(still.status).toBe(200);
    expect(still.body.status).toBe('borrador');
  });

  it('an order: not readable or cancellable by another customer or an unrelated distributor', async () => {
    const id = { id: s(world.other.order) };
    expect((await as(A(), 'GET', '/api/orders/{id}', { params: id })).status).toBe(404);
    expect(
      (await as(A(), 'PUT', '/api/orders/{id}/status', { params: id, json: { status: 'cancelado' } })).status,
    ).toBe(404);
    expect(
      (
        await as(world.tokens.distributor, 'PUT', '/api/orders/{id}/status', {
          params: id,
          json: { status: 'confirmado' },
        })
      ).status,
    ).toBe(404);
    const list = await as(A(), 'GET', '/api/orders');
    expect(list.body.data.map((o: { id: number }) => o.id)).not.toContain(world.other.order);
    const still = await as(B(), 'GET', '/api/orders/{id}', { params: id });
    expect(still.body.status).toBe('pendiente');
  });

  it('a cart line: not changeable or removable by another user, even an admin', async () => {
    const params = { itemId: s(world.other.cartItem) };
    for (const token of [A(), world.tokens.distributor, world.tokens.admin]) {
      expect((await as(token, 'PUT', '/api/cart/{itemId}', { params, json: { quantity: 9 } })).status).toBe(404);
      expect((await as(token, 'DELETE', '/api/cart/{itemId}', { params })).status).toBe(404);
    }
    const theirs = await as(B(), 'GET', '/api/cart');
    expect(theirs.body.items).toEqual([expect.objectContaining({ id: world.other.cartItem, quantity: 1 })]);
  });

  it('a file: readable by any signed-in user, removable only by an admin', async () => {
    const params = { kind: 'list-price', id: s(world.file) };
    expect((await as(A(), 'DELETE', '/api/files/{kind}/{id}', { params })).status).toBe(403);
    expect((await as(world.tokens.distributor, 'DELETE', '/api/files/{kind}/{id}', { params })).status).toBe(403);
    expect((await as(B(), 'GET', '/api/files/{kind}/{id}', { params })).status).toBe(200);
    // The same id under another section is not that file.
    expect((await as(A(), 'GET', '/api/files/{kind}/{id}', { params: { ...params, kind: 'promotions' } })).status).toBe(
      404,
    );
  });

  it("a wallet: each user reads only its own; only an admin reads or moves another's", async () => {
    // The demo customer's wallet has the demo's history besides the world's 100.00: it reads the
    // same as an admin sees it.
    const mine = (await as(A(), 'GET', '/api/wallet')).body;
    expect(mine.movements[0]).toMatchObject({ kind: 'abono', amount: '100.00', concept: 'Saldo de prueba' });
    expect(mine.balance).toBe(
      (await as(world.tokens.admin, 'GET', '/api/wallet/{userId}', { params: { userId: s(world.userIds.customer) } }))
        .body.balance,
    );
    expect((await as(B(), 'GET', '/api/wallet')).body.balance).toBe('50.00');
    expect((await as(A(), 'GET', '/api/wallet/{userId}', { params: { userId: s(world.userIds.other) } })).status).toBe(
      403,
    );
    expect(
      (
        await as(A(), 'POST', '/api/wallet/{userId}', {
          params: { userId: s(world.userIds.customer) },
          json: { kind: 'abono', amount: '999.00', concept: 'Me lo regalo' },
        })
      ).status,
    ).toBe(403);
    expect((await as(A(), 'GET', '/api/wallet')).body.balance).toBe(mine.balance);
  });

  it("an account: another user's profile, state or photo cannot be changed by a non-admin", async () => {
    const params = { id: s(world.userIds.other) };
    expect((await as(A(), 'PUT', '/api/user-update/{id}', { params, json: { name: 'Cambiado' } })).status).toBe(403);
    expect((await as(A(), 'GET', '/api/user-active/{id}', { params })).status).toBe(403);
    expect(
      (await as(world.tokens.distributor, 'PUT', '/api/add-coordinates/{id}', { params, json: { lat: 1, lng: 1 } }))
        .status,
    ).toBe(403);
    expect((await as(B(), 'GET', '/api/login-user')).body).toMatchObject({ name: 'Otra Clienta', active: true });
  });
});
