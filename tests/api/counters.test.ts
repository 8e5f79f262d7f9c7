/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { GET as countCot } from '@/app/api/count-cot/route';
import { GET as countOrders } from '@/app/api/count-orders/route';
import { GET as countCart } from '@/app/api/count-cart/route';
import { GET as ownQuotes } from '@/app/api/quotes/route';
import { GET as ownOrders } from '@/app/api/orders/route';
import { GET as servedQuotes } from '@/app/api/quotes-admin/route';
import { GET as servedOrders } from '@/app/api/orders-admin/route';
import { cartItems, orders, quotes, users } from '@/lib/server/db/schema';
import { createUser } from '@/lib/server/services/users';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const item = {
  line: 'persianas' as const,
  type: 'enrollables',
  width_cm: 100,
  height_cm: 100,
  quantity: 1,
  options: {},
};
const totals = { subtotalCents: 100_000, taxCents: 16_000, totalCents: 116_000 };

async function idOf(email: string) {
  const [row] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('count-cot, count-orders, count-cart', () => {
  it('answer a bare 0 when there is nothing', async () => {
    // The demo customer has the demo's history: a new customer has nothing yet.
    await createUser(db.db, {
      name: 'Cliente Nueva',
      email: 'nueva@solara.test',
      password: 'Nueva-clave-2026',
      roleId: 3,
    });
    const token = await tokenFor('nueva@solara.test', 'Nueva-clave-2026');
    for (const handler of [countCot, countOrders, countCart]) {
      const res = await call(handler, { token });
      expect(res.status).toBe(200);
      expect(res.body).toBe(0);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it("count real rows: the customer its own, the distributor its customers', the admin all", async () => {
    const customer = await idOf(CUSTOMER);
    const distributor = await idOf(DISTRIBUTOR);
    const stranger = await createUser(db.db, {
      name: 'Otra Clienta',
      email: 'otra@solara.test',
      password: 'Otra-clave-2026',
      roleId: 3,
    });
    const [asCustomer, asDistributor, asAdmin] = await Promise.all([
      tokenFor(CUSTOMER),
      tokenFor(DISTRIBUTOR),
      tokenFor(ADMIN),
    ]);
    const counts = async (token: string) =>
      Promise.all(
        [countCot, countOrders, countCart].map(async (handler) => (await call(handler, { token })).body as number),
      );
    // Where each count stands before (the demo's history), then what the rows below add.
    const [customerBefore, distributorBefore, adminBefore] = await Promise.all([
      counts(asCustomer),
      counts(asDistributor),
      counts(asAdmin),
    ]);
    expect(customerBefore[0]).toBeGreaterThan(0);

    const validUntil = new Date(Date.now() + 15 * 86_400_000);
    // Folios of a year no seed reaches, so they never meet the demo's.
    await db.db.insert(quotes).values([
      { folio: 'COT-2099-000001', userId: customer, ...totals, validUntil },
      { folio: 'COT-2099-000002', userId: customer, ...totals, validUntil },
      { folio: 'COT-2099-000003', userId: stranger.id, ...totals, validUntil },
    ]);
    // The distributor's own purchase is routed to it too, but it is not its customers' business.
    await db.db.insert(orders).values([
      { folio: 'PED-2099-000001', userId: customer, distributorId: distributor, ...totals },
      { folio: 'PED-2099-000002', userId: distributor, distributorId: distributor, ...totals },
    ]);
    await db.db.insert(cartItems).values([
      { userId: customer, config: item, quantity: 2 },
      { userId: customer, config: item, quantity: 1 },
      { userId: stranger.id, config: item, quantity: 1 },
    ]);

    const plus = (before: number[], delta: number[]) => before.map((n, i) => n + delta[i]!);
    expect(await counts(asCustomer)).toEqual(plus(customerBefore, [2, 1, 2]));
    expect(await counts(asDistributor)).toEqual(plus(distributorBefore, [2, 1, 0]));
    expect((await counts(asAdmin)).slice(0, 2)).toEqual(plus(adminBefore, [3, 2, 0]).slice(0, 2));
    const served = await call(servedOrders, { token: asDistributor, query: { search: 'PED-2099' } });
    expect((served.body as { data: { folio: string }[] }).data.map((order) => order.folio)).toEqual([
      'PED-2099-000001',
    ]);
  });

  it("count what the list they open shows: a customer its own list, a distributor and an admin their customers' list", async () => {
    const lists = {
      customer: [ownQuotes, ownOrders],
      distributor: [servedQuotes, servedOrders],
      admin: [servedQuotes, servedOrders],
    } as const;
    for (const [email, role] of [
      [CUSTOMER, 'customer'],
      [DISTRIBUTOR, 'distributor'],
      [ADMIN, 'admin'],
    ] as const) {
      const token = await tokenFor(email);
      const [quotesList, ordersList] = lists[role];
      const listed = async (handler: typeof ownQuotes) =>
        ((await call(handler, { token })).body as { total: number }).total;
      expect([(await call(countCot, { token })).body, (await call(countOrders, { token })).body]).toEqual([
        await listed(quotesList),
        await listed(ordersList),
      ]);
    }
  });

  it('answer 401 to an anonymous visitor', async () => {
    for (const handler of [countCot, countOrders, countCart]) {
      const res = await call(handler, { token: null });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'No autenticado.' });
    }
  });
});
