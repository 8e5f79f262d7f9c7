// EXPLAIN of every list query, for `npm run bench:scale`:
//   tsx --conditions=react-server scripts/bench/scale-explain.ts
// on DATABASE_URL, or the PGlite under DATA_DIR (no server may hold it). Runs the list services
// as the API would (first and last page, with the filters the panel offers), records the SQL
// drizzle sends, then EXPLAIN ANALYZEs each distinct statement. Prints one JSON line.
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm';
import path from 'node:path';
import * as schema from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { env } from '@/lib/env';
import { listQuotes } from '@/lib/server/services/quotes';
import { listOrders } from '@/lib/server/services/orders';
import { findUserByEmail, listUsers, type UserRecord } from '@/lib/server/services/users';
import { listPrices, listStock } from '@/lib/server/services/inventory';

type Captured = { query: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  'Actual Rows'?: number;
};

/**
 * Tables that grow with the data: a Seq Scan on one of them is what the indexes must avoid.
 * table_totals (migration 0006) is not one: it holds one row per counted table, whatever the data.
 */
const GROWING = new Set([
  'quotes',
  'orders',
  'users',
  'quote_items',
  'order_items',
  'order_status_history',
  'colors',
  'fabrics',
  'prices',
  'fabric_types',
  'dealer_profiles',
]);

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name']) {
    const how = node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'];
    out.push(`${how} on ${node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function main() {
  const captured: Captured[] = [];
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
  let db: Db;
  let explain: (text: string, params: unknown[]) => Promise<unknown>;
  let close: () => Promise<void>;
  if (env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 1 });
    db = pgDrizzle({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
    explain = async (text, params) => (await pool.query(text, params)).rows[0]['QUERY PLAN'];
    close = () => pool.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create({ dataDir: path.resolve(env.DATA_DIR, 'pglite'), extensions: { pg_trgm } });
    db = pgliteDrizzle({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
    explain = async (text, params) =>
      ((await client.query(text, params)).rows[0] as Record<string, unknown>)['QUERY PLAN'];
    close = () => client.close();
  }
  const actor = async (email: string) => (await findUserByEmail(db, email)) as UserRecord;
  const admin = await actor('admin@solara.test');
  const dealer = await actor('distribuidor@solara.test');
  const customer = await actor('cliente@solara.test');
  const perPage = 15;

  type Page = { last_page: number };
  const paged = (name: string, list: (page: number) => Promise<Page>) => ({ name, list });
  const cases = [
    paged('quotes own (customer)', (page) => listQuotes(db, customer, { scope: 'own', page, perPage })),
    paged('quotes-admin (admin)', (page) => listQuotes(db, admin, { scope: 'served', page, perPage })),
    paged('quotes-admin status=solicitada (admin)', (page) =>
      listQuotes(db, admin, { scope: 'served', status: 'solicitada', page, perPage }),
    ),
    paged('quotes-admin search (admin)', (page) =>
      listQuotes(db, admin, { scope: 'served', search: 'Cliente 12', page, perPage }),
    ),
    paged('quotes-admin (distributor)', (page) => listQuotes(db, dealer, { scope: 'served', page, perPage })),
    paged('orders own (customer)', (page) => listOrders(db, customer, { scope: 'own', page, perPage })),
    paged('orders-admin (admin)', (page) => listOrders(db, admin, { scope: 'served', page, perPage })),
    paged('orders-admin status=pendiente (admin)', (page) =>
      listOrders(db, admin, { scope: 'served', status: 'pendiente', page, perPage }),
    ),
    paged('orders-admin (distributor)', (page) => listOrders(db, dealer, { scope: 'served', page, perPage })),
    paged('list-users (admin)', (page) => listUsers(db, { page, perPage })),
    paged('list-users role=customer (admin)', (page) => listUsers(db, { role: 'customer', page, perPage })),
    paged('list-users search (admin)', (page) => listUsers(db, { search: 'Cliente 12', page, perPage })),
  ];
  // `total`: the statement that gives a list its total — a count(*), or (the admin's unfiltered
  // quotes and orders) the total kept in table_totals.
  type Explained = { sql: string; ms: number; scans: string[]; seqOnGrowing: string[]; total: boolean };
  const results: { name: string; page: string; queries: Explained[] }[] = [];
  const explainOne = async (name: string, page: string, run: () => Promise<unknown>) => {
    captured.length = 0;
    await run();
    const seen = new Set<string>();
    const queries: Explained[] = [];
    for (const { query, params } of captured) {
      if (!/^\s*(select|with)/i.test(query) || seen.has(query)) continue; // one plan per distinct statement
      seen.add(query);
      const [plan] = (await explain(`explain (analyze, format json) ${query}`, params)) as [
        { Plan: PlanNode; 'Execution Time': number },
      ];
      const used = scans(plan.Plan);
      const seq = used.filter((s) => s.startsWith('Seq Scan') && GROWING.has(s.split(' on ')[1]!));
      const total = /^\s*select (count\(|"total" from "table_totals")/i.test(query);
      queries.push({
        sql: query.replace(/\s+/g, ' '),
        ms: plan['Execution Time'],
        scans: used,
        seqOnGrowing: seq,
        total,
      });
    }
    results.push({ name, page, queries });
  };
  for (const c of cases) {
    const { last_page } = await c.list(1);
    await explainOne(c.name, 'first', () => c.list(1));
    await explainOne(c.name, `last (${last_page})`, () => c.list(last_page));
  }
  await explainOne('catalogs (stock, whole list)', 'all', () => listStock(db));
  await explainOne('catalogs-prices (whole list)', 'all', () => listPrices(db, 'publico'));
  console.log(JSON.stringify({ driver: env.DATABASE_URL ? 'postgres' : 'pglite', results }));
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
