/** @jest-environment node */
// The demo a fresh `npm start` gets: generated PDFs in every files section, dated
// promotions, and months of quotes and orders in every status for the demo customer and the
// customers of the demo distributor — and none of it on a production seed.
import { count, eq, inArray } from 'drizzle-orm';
import { installTestDatabase } from '@/lib/server/db/client';
import { connectDatabase } from '@/lib/server/db/connect';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { seedDatabase } from '@/lib/server/db/seed';
import * as t from '@/lib/server/db/schema';
import type { DbHandle } from '@/lib/server/db/types';
import { loadCatalogSnapshot } from '@/lib/server/services/catalog-snapshot';
import { priceQuote } from '@/lib/pricing/engine';
import type { QuoteItem } from '@/lib/pricing/types';
import { validityOf } from '@/lib/content/validity';
import { FILE_KINDS } from '@/lib/contract/files';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import * as filesRoute from '@/app/api/files/[kind]/route';
import * as fileRoute from '@/app/api/files/[kind]/[id]/route';
import { GET as ownQuotes } from '@/app/api/quotes/route';
import { GET as servedQuotes } from '@/app/api/quotes-admin/route';
import { GET as ownOrders } from '@/app/api/orders/route';
import { GET as servedOrders } from '@/app/api/orders-admin/route';
import { GET as walletRoute } from '@/app/api/wallet/route';
import * as visitsRoute from '@/app/api/visits/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { GET as inboxRoute } from '@/app/api/inbox/route';
import { BLANK_PDF } from '@/tests/support/pdf';
import { emptyPostgresDatabase, onPostgres, openAppDatabaseWith } from '@/tests/support/app-database';

const QUOTE_STATUSES = ['borrador', 'solicitada', 'enviada', 'aceptada', 'rechazada', 'vencida'] as const;
const ORDER_STATUSES = ['pendiente', 'confirmado', 'en_produccion', 'enviado', 'entregado', 'cancelado'] as const;

let handle: DbHandle;
let customer: string;
let distributor: string;
let admin: string;
const started = Date.now();
beforeAll(async () => {
  // A brand-new database, seeded the way the app seeds it at start (files included).
  handle = await connectDatabase({ inMemory: true });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true, onlyIfEmpty: true });
  installTestDatabase(handle);
  [customer, distributor, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR), tokenFor(ADMIN)]);
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe('demo files', () => {
  it.each(FILE_KINDS)('%s lists generated PDFs that download as application/pdf', async (kind) => {
    const list = await call(filesRoute.GET, { token: customer, params: { kind } });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const file of list.body) {
      expect(file).toMatchObject({ kind, mime_type: 'application/pdf' });
      const res = await call(fileRoute.GET, {
        token: distributor,
        params: { kind, id: String(file.id) },
        query: { download: '1' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await res.raw.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(file.size);
    }
  });

  it('the price list is the public one: no distributor prices in a file every customer reads', async () => {
    const [list] = (await call(filesRoute.GET, { token: customer, params: { kind: 'list-price' } })).body;
    expect(list.name).toMatch(/^Lista de precios al público/);
    expect(list.valid_from).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('promotions carry dates: current first, then upcoming, then expired', async () => {
    const list = (await call(filesRoute.GET, { token: customer, params: { kind: 'promotions' } })).body as {
      valid_from: string;
      valid_until: string;
      name: string;
    }[];
    const states = list.map((f) => validityOf(f.valid_from, f.valid_until));
    expect(states).toEqual(['vigente', 'proxima', 'vencida']);
    expect(list[0]!.name).toMatch(/^Gaceta de promociones de /);
    for (const f of list) expect(f.valid_until >= f.valid_from).toBe(true);
  });

  it('an admin uploads a promotion with its dates; an end before the start is a Spanish 422', async () => {
    const form = (from: string, until: string) => {
      const body = new FormData();
      body.set('file', new Blob([new Uint8Array(BLANK_PDF)], { type: 'application/pdf' }), 'Buen Fin.pdf');
      body.set('valid_from', from);
      body.set('valid_until', until);
      return body;
    };
    const ok = await call(filesRoute.POST, {
      token: admin,
      body: form('2026-11-13', '2026-11-16'),
      params: { kind: 'promotions' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ name: 'Buen Fin.pdf', valid_from: '2026-11-13', valid_until: '2026-11-16' });
    const bad = await call(filesRoute.POST, {
      token: admin,
      body: form('2026-12-15', '2026-12-01'),
      params: { kind: 'promotions' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ valid_until: ['La fecha de fin no puede ser anterior a la de inicio.'] });
    const notADay = await call(filesRoute.POST, {
      token: admin,
      body: form('15/12/2026', ''),
      params: { kind: 'promotions' },
    });
    expect(notADay.status).toBe(422);
    expect(notADay.body.errors.valid_from[0]).toMatch(/^La fecha de inicio/);
  });
});

describe('demo history', () => {
  it.each(QUOTE_STATUSES)('the customer and the distributor see quotes in status %s', async (status) => {
    const own = await call(ownQuotes, { token: customer, query: { status, per_page: '50' } });
    expect(own.status).toBe(200);
    expect(own.body.total).toBeGreaterThan(0);
    const served = await call(servedQuotes, { token: distributor, query: { status, per_page: '50' } });
    expect(served.body.total).toBeGreaterThanOrEqual(own.body.total);
  });

  it.each(ORDER_STATUSES)('the customer and the distributor see orders in status %s', async (status) => {
    const own = await call(ownOrders, { token: customer, query: { status, per_page: '50' } });
    expect(own.body.total).toBeGreaterThan(0);
    for (const order of own.body.data) {
      expect(order.status).toBe(status);
      expect(order.history[0]).toMatchObject({ from: null, to: 'pendiente' });
      expect(order.history.at(-1)).toMatchObject({ to: status });
    }
    const served = await call(servedOrders, { token: distributor, query: { status, per_page: '50' } });
    expect(served.body.total).toBeGreaterThanOrEqual(own.body.total);
  });

  it('open quotes are still open (recent enough), and the distributor serves several customers over months', async () => {
    const served = (await call(servedQuotes, { token: distributor, query: { per_page: '100' } })).body;
    const shown = new Set(served.data.map((q: { status: string }) => q.status));
    for (const status of QUOTE_STATUSES) expect(shown).toContain(status);
    const customers = new Set(served.data.map((q: { customer: { name: string | null } }) => q.customer.name));
    expect(customers.size).toBeGreaterThanOrEqual(5);
    const orders = (await call(servedOrders, { token: distributor, query: { per_page: '100' } })).body.data as {
      created_at: string;
    }[];
    const oldest = Math.min(...orders.map((o) => Date.parse(o.created_at)));
    expect(started - oldest).toBeGreaterThan(90 * 86_400_000);
    expect(Math.max(...orders.map((o) => Date.parse(o.created_at)))).toBeLessThanOrEqual(Date.now());
  });

  it("totals are the price engine's, on today's catalogue, for each stored configuration", async () => {
    const catalog = await loadCatalogSnapshot(handle.db);
    const stored = [
      ...(await handle.db.select().from(t.quotes)).map((q) => ({
        head: q,
        items: handle.db.select().from(t.quoteItems).where(eq(t.quoteItems.quoteId, q.id)),
      })),
      ...(await handle.db.select().from(t.orders)).map((o) => ({
        head: o,
        items: handle.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, o.id)),
      })),
    ];
    expect(stored.length).toBeGreaterThan(30);
    for (const { head, items } of stored) {
      const lines = (await items).sort((a, b) => a.position - b.position);
      const priced = priceQuote(
        catalog,
        lines.map((i) => ({ ...i.config, quantity: i.quantity }) as QuoteItem),
        head.priceList,
      );
      if (!priced.ok) throw new Error(JSON.stringify(priced.errors));
      expect({ folio: head.folio, total: head.totalCents, subtotal: head.subtotalCents }).toEqual({
        folio: head.folio,
        total: priced.quote.totalCents,
        subtotal: priced.quote.subtotalCents,
      });
      expect(lines.map((i) => i.lineTotalCents)).toEqual(priced.quote.items.map((i) => i.lineTotalCents));
    }
  });

  it('folios follow the counters and the dates', async () => {
    const counters = new Map((await handle.db.select().from(t.folioCounters)).map((c) => [c.scope, c.lastValue]));
    for (const [table, prefix] of [
      [t.quotes, 'COT'],
      [t.orders, 'PED'],
    ] as const) {
      const all = (await handle.db.select({ folio: table.folio, createdAt: table.createdAt }).from(table)).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
      const byYear = new Map<string, number[]>();
      for (const row of all) {
        const [p, year, n] = row.folio.split('-');
        expect(p).toBe(prefix);
        expect(Number(year)).toBe(row.createdAt.getUTCFullYear());
        byYear.set(`${p}-${year}`, [...(byYear.get(`${p}-${year}`) ?? []), Number(n)]);
      }
      for (const [scope, numbers] of byYear) {
        expect(numbers).toEqual(numbers.map((_, i) => i + 1)); // 1, 2, 3… in date order
        expect(counters.get(scope)).toBe(numbers.length);
      }
    }
  });

  it('wallet movements pay for orders and refund the cancelled ones; the balance adds up', async () => {
    const withWallet = (await handle.db.select().from(t.orders)).filter((o) => o.walletAppliedCents > 0);
    expect(withWallet.length).toBeGreaterThan(0);
    for (const order of withWallet) {
      const moves = await handle.db.select().from(t.walletMovements).where(eq(t.walletMovements.orderId, order.id));
      expect(moves.find((m) => m.kind === 'cargo')?.amountCents).toBe(-order.walletAppliedCents);
      expect(moves.some((m) => m.kind === 'abono')).toBe(order.status === 'cancelado');
    }
    const wallet = (await call(walletRoute, { token: customer })).body;
    expect(wallet.movements.length).toBeGreaterThan(1);
    const sum = wallet.movements.reduce(
      (s: number, m: { amount: string }) => s + Math.round(Number(m.amount) * 100),
      0,
    );
    expect(Math.round(Number(wallet.balance) * 100)).toBe(sum);
  });

  it('the distributor’s week is lived in: visits booked ahead, deposits and balances paid, notices waiting', async () => {
    const week = (await call(visitsRoute.GET, { token: distributor })).body.data as {
      kind: string;
      status: string;
      start: string;
    }[];
    expect(week.filter((v) => v.status === 'programada').map((v) => v.kind)).toEqual(
      expect.arrayContaining(['medicion', 'instalacion']),
    );
    const served = (await call(servedOrders, { token: distributor, query: { per_page: '100' } })).body.data as {
      id: number;
      status: string;
    }[];
    const delivered = served.find((o) => o.status === 'entregado')!;
    const inProduction = served.find((o) => o.status === 'en_produccion')!;
    const [done, making] = await Promise.all(
      [delivered, inProduction].map(
        async (o) => (await call(orderRoute, { token: distributor, params: { id: String(o.id) } })).body,
      ),
    );
    expect(done.payments.map((p: { kind: string }) => p.kind)).toEqual(['anticipo', 'saldo']);
    expect(done.amount_due).toBe('0.00');
    expect(making.payments.map((p: { kind: string }) => p.kind)).toEqual(['anticipo']);
    expect(Number(making.amount_due)).toBeGreaterThan(0);
    expect(making.estimated_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const token of [customer, distributor])
      expect((await call(notificationsRoute, { token })).body.unread).toBeGreaterThan(0);
  });

  it('the distributor’s inbox holds requests of every kind in every state', async () => {
    const inbox = (await call(inboxRoute, { token: distributor, query: { vista: 'todas' } })).body;
    expect(Object.values(inbox.counts).every((n) => (n as number) > 0)).toBe(true);
    expect(new Set(inbox.data.map((r: { kind: string }) => r.kind))).toEqual(
      new Set(['cotizacion', 'mensaje', 'visita', 'muestras']),
    );
  });

  // How fast it is made: the start-up bench prints the seed's share (`npm run bench startup`).
  it('is made once: seeding again adds nothing', async () => {
    const before = await Promise.all(
      [t.quotes, t.orders, t.files, t.walletMovements, t.users].map(
        async (table) => (await handle.db.select({ n: count() }).from(table))[0]!.n,
      ),
    );
    await seedDatabase(handle.db, { demo: true });
    const after = await Promise.all(
      [t.quotes, t.orders, t.files, t.walletMovements, t.users].map(
        async (table) => (await handle.db.select({ n: count() }).from(table))[0]!.n,
      ),
    );
    expect(after).toEqual(before);
  });
});

describe('a production seed', () => {
  it('has the catalogue but no demo accounts, files, quotes, orders or wallet movements', async () => {
    const prod = await connectDatabase({ inMemory: true });
    try {
      await migrateDatabase(prod);
      await seedDatabase(prod.db, { demo: false, onlyIfEmpty: true });
      const n = async (
        table:
          | typeof t.files
          | typeof t.quotes
          | typeof t.orders
          | typeof t.walletMovements
          | typeof t.prices
          | typeof t.orderStatusHistory,
      ) => (await prod.db.select({ n: count() }).from(table))[0]!.n;
      expect(await n(t.prices)).toBeGreaterThan(50);
      for (const table of [t.files, t.quotes, t.orders, t.walletMovements, t.orderStatusHistory])
        expect(await n(table)).toBe(0);
      const demoUsers = await prod.db
        .select()
        .from(t.users)
        .where(inArray(t.users.email, [ADMIN, DISTRIBUTOR, CUSTOMER]));
      expect(demoUsers).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});

// README "Demo accounts": the decision is openAppDatabase's (lib/server/db/open.ts), so these start
// the app's own way on an empty PostgreSQL database; PGlite has no production-on-PostgreSQL case.
(onPostgres ? describe : describe.skip)('a production start on PostgreSQL', () => {
  async function demoAccountsAfterStart(seedDemo: string | undefined): Promise<{ demo: string[]; prices: number }> {
    const target = await emptyPostgresDatabase('seed');
    try {
      const started = await openAppDatabaseWith({
        NODE_ENV: 'production',
        DATABASE_URL: target.url,
        SEED_DEMO: seedDemo,
      });
      try {
        const demo = await started.db
          .select({ email: t.users.email })
          .from(t.users)
          .where(inArray(t.users.email, [ADMIN, DISTRIBUTOR, CUSTOMER]));
        const [prices] = await started.db.select({ n: count() }).from(t.prices);
        return { demo: demo.map((u) => u.email).sort(), prices: prices!.n };
      } finally {
        await started.close();
      }
    } finally {
      await target.drop();
    }
  }

  it('seeds the catalogue but no demo accounts without SEED_DEMO=1', async () => {
    const seeded = await demoAccountsAfterStart(undefined);
    expect(seeded.prices).toBeGreaterThan(50);
    expect(seeded.demo).toEqual([]);
  }, 120_000);

  it('with SEED_DEMO=1 seeds the demo accounts', async () => {
    expect((await demoAccountsAfterStart('1')).demo).toEqual([ADMIN, CUSTOMER, DISTRIBUTOR].sort());
  }, 120_000);
});
