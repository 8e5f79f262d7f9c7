/** @jest-environment node */
// Lists at scale: the list indexes of migration 0004 exist, and the lists still page the
// same way now that pages past the middle are read from the other end (services/pages.ts):
// walking every page gives exactly the list in its order, on the demo multiplied a little. The
// totals of quotes and orders kept by migration 0006's triggers stay exact through every write.
import { sql } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { seedScale } from '@/lib/server/db/seed/scale';
import { GET as ownQuotes } from '@/app/api/quotes/route';
import { GET as quotesAdmin } from '@/app/api/quotes-admin/route';
import { GET as ownOrders } from '@/app/api/orders/route';
import { GET as ordersAdmin } from '@/app/api/orders-admin/route';
import { GET as listUsers } from '@/app/api/list-users/route';
import { POST as saveQuote } from '@/app/api/quotes/route';
import { DELETE as deleteQuote } from '@/app/api/quotes/[id]/route';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as checkout } from '@/app/api/cart/checkout/route';
import { quotes } from '@/lib/server/db/schema';
import type { Tx } from '@/lib/server/db/types';
import { newestFirstPage } from '@/lib/server/services/pages';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
const tokens: Record<string, string> = {};
let distributorId: number;
let customerId: number;
beforeAll(async () => {
  db = await setupTestDatabase();
  // 0.12 × the 1× sizes: 120 quotes and orders (a few pages of 7, and an odd last page).
  await seedScale(db.db, 0.12);
  [tokens.admin, tokens.distributor, tokens.customer] = await Promise.all([
    tokenFor(ADMIN),
    tokenFor(DISTRIBUTOR),
    tokenFor(CUSTOMER),
  ]);
  distributorId = await idOf(DISTRIBUTOR);
  customerId = await idOf(CUSTOMER);
});
afterAll(async () => {
  await db.dispose();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
const idOf = async (email: string) =>
  (await rows<{ id: number }>(sql`select id from users where email = ${email}`))[0]!.id;

describe('migrations 0004, 0005 and 0007: the list indexes', () => {
  it("creates the indexes the lists read, in the lists' order", async () => {
    const found = new Map(
      (
        await rows<{ indexname: string; indexdef: string }>(
          sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
        )
      ).map((r) => [r.indexname, r.indexdef]),
    );
    const expected: Record<string, string> = {
      quotes_created_idx: '(created_at DESC, id DESC)',
      quotes_status_created_idx: '(status, created_at DESC, id DESC)',
      quotes_user_created_idx: '(user_id, created_at DESC, id DESC)',
      quotes_distributor_created_idx: '(distributor_id, created_at DESC, id DESC)',
      orders_created_idx: '(created_at DESC, id DESC)',
      orders_status_created_idx: '(status, created_at DESC, id DESC)',
      orders_user_created_idx: '(user_id, created_at DESC, id DESC)',
      orders_distributor_created_idx: '(distributor_id, created_at DESC, id DESC)',
      users_name_idx: '(name, id)',
      // 0005: the search's trigram indexes.
      quotes_folio_trgm_idx: 'gin (folio gin_trgm_ops)',
      quotes_contact_name_trgm_idx: 'gin (contact_name gin_trgm_ops)',
      orders_folio_trgm_idx: 'gin (folio gin_trgm_ops)',
      users_name_trgm_idx: 'gin (name gin_trgm_ops)',
      // 0007: the users list searches its four fields as one text, on one index.
      users_search_trgm_idx: 'gin_trgm_ops',
    };
    for (const [name, columns] of Object.entries(expected)) expect(found.get(name)).toContain(columns);
    // The single-column indexes they replace are gone (the composite ones lead with the same column).
    for (const name of ['quotes_user_idx', 'quotes_distributor_idx', 'orders_user_idx', 'orders_distributor_idx'])
      expect(found.has(name)).toBe(false);
    expect(found.get('users_search_trgm_idx')).toMatch(
      /USING gin .*name.*email.*coalesce\(company.*coalesce\(phone.*gin_trgm_ops/is,
    );
    for (const name of ['users_email_trgm_idx', 'users_company_trgm_idx', 'users_phone_trgm_idx'])
      expect(found.has(name)).toBe(false);
  });
});

type Handler = Parameters<typeof call>[0];

/** Every page of a list, 7 at a time: the ids in page order, and what each page said. */
async function walk(handler: Handler, token: string, query: Record<string, string>, key: 'id' = 'id') {
  const first = await call(handler, { token, query: { ...query, per_page: '7' } });
  expect(first.status).toBe(200);
  const { total, last_page: lastPage } = first.body;
  expect(lastPage).toBe(Math.max(1, Math.ceil(total / 7)));
  const ids: number[] = [];
  for (let page = 1; page <= lastPage; page++) {
    const res = await call(handler, { token, query: { ...query, per_page: '7', page: String(page) } });
    expect(res.body).toMatchObject({ current_page: page, last_page: lastPage, total });
    expect(res.body.data).toHaveLength(page < lastPage ? 7 : total - 7 * (lastPage - 1));
    ids.push(...res.body.data.map((row: Record<string, number>) => row[key]));
  }
  const beyond = await call(handler, { token, query: { ...query, per_page: '7', page: String(lastPage + 1) } });
  expect(beyond.body.data).toEqual([]);
  return ids;
}

const newestFirst = (table: 'quotes' | 'orders', where: ReturnType<typeof sql>) =>
  rows<{ id: number }>(sql`select id from ${sql.raw(table)} where ${where} order by created_at desc, id desc`).then(
    (r) => r.map((x) => x.id),
  );
// Its customers' rows and those routed to it, never its own purchases.
const servedBy = (id: number) =>
  sql`(distributor_id = ${id} or user_id in (select id from users where distributor_id = ${id})) and user_id is distinct from ${id}`;

describe('pages read from either end give the same list', () => {
  const customerNamed = (like: string) => sql`user_id in (select id from users where name ilike ${like})`;
  it.each([
    ['quotes-admin as admin', 'quotes', 'admin', quotesAdmin, {}, () => sql`true`],
    [
      'quotes-admin ?status=',
      'quotes',
      'admin',
      quotesAdmin,
      { status: 'solicitada' },
      () => sql`status = 'solicitada'`,
    ],
    [
      'quotes-admin ?search= a folio',
      'quotes',
      'admin',
      quotesAdmin,
      { search: 'cot-e0000' },
      () => sql`folio ilike '%cot-e0000%'`,
    ],
    [
      'quotes-admin ?search= a customer',
      'quotes',
      'admin',
      quotesAdmin,
      { search: 'hernández' },
      () => sql`(folio ilike '%hernández%' or contact_name ilike '%hernández%' or ${customerNamed('%hernández%')})`,
    ],
    ['quotes-admin as distributor', 'quotes', 'distributor', quotesAdmin, {}, () => servedBy(distributorId)],
    ['quotes as customer', 'quotes', 'customer', ownQuotes, {}, () => sql`user_id = ${customerId}`],
    ['orders-admin as admin', 'orders', 'admin', ordersAdmin, {}, () => sql`true`],
    ['orders-admin ?status=', 'orders', 'admin', ordersAdmin, { status: 'pendiente' }, () => sql`status = 'pendiente'`],
    [
      'orders-admin ?search= a customer',
      'orders',
      'admin',
      ordersAdmin,
      { search: 'hernández' },
      () => sql`(folio ilike '%hernández%' or ${customerNamed('%hernández%')})`,
    ],
    ['orders-admin as distributor', 'orders', 'distributor', ordersAdmin, {}, () => servedBy(distributorId)],
    ['orders as customer', 'orders', 'customer', ownOrders, {}, () => sql`user_id = ${customerId}`],
  ] as const)('%s', async (_title, table, who, handler, query, where) => {
    const expected = await newestFirst(table, where());
    expect(expected.length).toBeGreaterThan(7);
    expect(await walk(handler as Handler, tokens[who]!, query)).toEqual(expected);
  });

  it.each([
    ['list-users', {}, sql`true`],
    ['list-users ?role=customer', { role: 'customer' }, sql`role_id = (select id from roles where name = 'customer')`],
    [
      'list-users ?search=',
      { search: 'solara' },
      sql`(name ilike '%solara%' or email ilike '%solara%' or company ilike '%solara%' or phone ilike '%solara%')`,
    ],
    // A company's word and a phone's digits: the one-text search finds what a search of each field does.
    ['list-users ?search= a company', { search: 'INTERIORES' }, sql`company ilike '%interiores%'`],
    [
      'list-users ?search= a phone',
      { search: '3312' },
      sql`(name ilike '%3312%' or email ilike '%3312%' or company ilike '%3312%' or phone ilike '%3312%')`,
    ],
  ] as const)('%s', async (_title, query, where) => {
    const expected = (await rows<{ id: number }>(sql`select id from users where ${where} order by name, id`)).map(
      (r) => r.id,
    );
    expect(await walk(listUsers as Handler, tokens.admin!, query)).toEqual(expected);
  });
});

describe('migration 0006: the totals of quotes and orders kept by the database', () => {
  const lists = { quotes: quotesAdmin, orders: ordersAdmin } as const;
  type Sale = keyof typeof lists;
  const counted = async (table: Sale) =>
    Number((await rows<{ n: unknown }>(sql`select count(*) as n from ${sql.raw(table)}`))[0]!.n);
  const stored = async (table: Sale) =>
    Number((await rows<{ n: unknown }>(sql`select total as n from table_totals where table_name = ${table}`))[0]!.n);

  /** The stored total is count(*), and the admin's unfiltered list says so: total, last_page and a full last page. */
  async function expectExact(table: Sale): Promise<number> {
    const n = await counted(table);
    expect(await stored(table)).toBe(n);
    const first = await call(lists[table] as Handler, { token: tokens.admin!, query: { per_page: '7' } });
    const lastPage = Math.max(1, Math.ceil(n / 7));
    expect(first.body).toMatchObject({ total: n, last_page: lastPage });
    const last = await call(lists[table] as Handler, {
      token: tokens.admin!,
      query: { per_page: '7', page: String(lastPage) },
    });
    expect(last.body.data).toHaveLength(n - 7 * (lastPage - 1));
    return n;
  }

  /** Runs `work` in a transaction that is then rolled back. */
  const rolledBack = (work: (tx: Tx) => Promise<void>) =>
    expect(
      db.db.transaction(async (tx) => {
        await work(tx);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');

  const roller = {
    line: 'persianas',
    type: 'enrollables',
    fabric: 'blackout-premium',
    color: 'marfil',
    width_cm: 150,
    height_cm: 180,
    quantity: 1,
    options: { installation: true },
  };

  it('creates the table and a statement-level insert, delete and truncate trigger on each table', async () => {
    const triggers = (
      await rows<{ tgname: string }>(
        // Migration 0006's own: the business roll-ups (0018) add triggers of their own.
        sql`select tgname from pg_trigger where not tgisinternal and tgrelid in ('quotes'::regclass, 'orders'::regclass) and tgname like '%total%' order by tgname`,
      )
    ).map((r) => r.tgname);
    expect(triggers).toEqual([
      'orders_total_delete',
      'orders_total_insert',
      'orders_total_truncate',
      'quotes_total_delete',
      'quotes_total_insert',
      'quotes_total_truncate',
    ]);
  });

  it('equals count(*) after the bulk seed (INSERT … SELECT)', async () => {
    expect(await expectExact('quotes')).toBeGreaterThan(100);
    expect(await expectExact('orders')).toBeGreaterThan(100);
  });

  it('counts a quote saved through the API, and its deletion', async () => {
    const before = await expectExact('quotes');
    const saved = await call(saveQuote, { token: tokens.customer!, json: { items: [roller] } });
    expect(saved.status).toBe(201);
    expect(await expectExact('quotes')).toBe(before + 1);
    expect(
      (await call(deleteQuote, { token: tokens.customer!, method: 'DELETE', params: { id: String(saved.body.id) } }))
        .status,
    ).toBe(200);
    expect(await expectExact('quotes')).toBe(before);
  });

  it('counts an order made at checkout, and orders deleted in the database (no service deletes one)', async () => {
    const before = await expectExact('orders');
    expect((await call(addToCart, { token: tokens.customer!, json: { items: [roller] } })).status).toBe(201);
    expect((await call(checkout, { token: tokens.customer!, json: {} })).status).toBe(201);
    expect(await expectExact('orders')).toBe(before + 1);
    await db.db.execute(sql`delete from orders where id in (select id from orders order by id desc limit 3)`);
    expect(await expectExact('orders')).toBe(before - 2);
  });

  it('counts a bulk insert and a bulk delete as a whole', async () => {
    const [quotesBefore, ordersBefore] = [await counted('quotes'), await counted('orders')];
    const added = await seedScale(db.db, 0.15); // tops 120 up to 150 of each in one statement per table
    expect(added).toMatchObject({ quotes: 150 - quotesBefore, orders: 150 - ordersBefore });
    expect(await expectExact('quotes')).toBe(150);
    expect(await expectExact('orders')).toBe(150);
    await db.db.execute(sql`delete from quotes where folio like 'COT-E%' and id % 4 = 0`);
    await db.db.execute(sql`delete from quotes where false`);
    await expectExact('quotes');
  });

  it('rolls back with the transaction; TRUNCATE sets it to 0', async () => {
    const [quotesBefore, ordersBefore] = [await counted('quotes'), await counted('orders')];
    await rolledBack(async (tx) => {
      await tx.execute(
        sql`insert into quotes (folio, status, subtotal_cents, tax_cents, total_cents, valid_until) values ('COT-T0000001', 'borrador', 0, 0, 0, now())`,
      );
      expect((await newestFirstPage(tx, quotes, undefined, 1, 7)).total).toBe(quotesBefore + 1);
      await tx.execute(sql`truncate quotes, orders cascade`);
      expect((await newestFirstPage(tx, quotes, undefined, 1, 7)).total).toBe(0);
      const totals = (await tx.execute(
        sql`select table_name, total from table_totals order by table_name`,
      )) as unknown as { rows: { table_name: string; total: unknown }[] };
      expect(totals.rows.map((r) => [r.table_name, Number(r.total)])).toEqual([
        ['orders', 0],
        ['quotes', 0],
      ]);
    });
    expect(await expectExact('quotes')).toBe(quotesBefore);
    expect(await expectExact('orders')).toBe(ordersBefore);
  });

  it('an unfiltered page reads the kept total; a filtered one still counts', async () => {
    const n = await counted('quotes');
    await rolledBack(async (tx) => {
      await tx.execute(sql`update table_totals set total = total + 700 where table_name = 'quotes'`);
      expect((await newestFirstPage(tx, quotes, undefined, 1, 7)).total).toBe(n + 700);
      expect((await newestFirstPage(tx, quotes, sql`true`, 1, 7)).total).toBe(n);
    });
  });
});
