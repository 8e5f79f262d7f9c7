import 'server-only';
import { asc, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { tableTotals, type orders, type quotes } from '@/lib/server/db/schema';

/**
 * The rows of page `page` (1-based) of a list of `total` rows, as LIMIT/OFFSET in the list's
 * order — or, for pages past the middle, in the reverse order (`backwards`: read that way, then
 * reverse the rows). An index read from the nearer end skips at most half the list, so the last
 * page costs what the first does. A page past the end is empty, as before.
 */
export function pageWindow(
  total: number,
  page: number,
  perPage: number,
): { backwards: boolean; offset: number; limit: number } {
  const offset = (page - 1) * perPage;
  const limit = Math.min(perPage, total - offset);
  if (limit <= 0) return { backwards: false, offset, limit: perPage };
  const after = total - offset - limit;
  return after < offset ? { backwards: true, offset: after, limit } : { backwards: false, offset, limit };
}

/**
 * A sale table listed newest first: quotes and orders. drizzle's `from()` takes one table type, not
 * a union; the two share every column read here, so each query names it as `quotes`.
 */
type NewestFirst = typeof quotes | typeof orders;

/**
 * The exact number of rows of `where`. With no filter (the admin's whole list) it is read from
 * table_totals, which the database's triggers keep exact (migration 0006): a count(*) of every
 * row grew with the table (a Seq Scan, 15–18 ms on PostgreSQL and up to 113 ms on PGlite at
 * 100,000 rows). A filter is counted as before, on its index. The admin's toolbar counts use it too.
 */
export async function totalOf(db: Db, table: NewestFirst, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [kept] = await db
      .select({ n: tableTotals.total })
      .from(tableTotals)
      .where(eq(tableTotals.tableName, getTableName(table)));
    return kept?.n ?? 0;
  }
  const [counted] = await db
    .select({ n: count() })
    .from(table as typeof quotes)
    .where(where);
  return counted?.n ?? 0;
}

/**
 * One page of a sale list, newest first (`created_at desc, id desc`, on the lists' indexes): the
 * exact total of `where` and the ids of page `page`, read from the nearer end (pageWindow).
 */
export async function newestFirstPage(
  db: Db,
  table: NewestFirst,
  where: SQL | undefined,
  page: number,
  perPage: number,
) {
  const total = await totalOf(db, table, where);
  const window = pageWindow(total, page, perPage);
  const order = window.backwards ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  const rows = await db
    .select({ id: table.id })
    .from(table as typeof quotes)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const ids = rows.map((row) => row.id);
  if (window.backwards) ids.reverse();
  return { total, ids, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/** Where a keyset batch starts: after the last (created_at, id) seen, the timestamp as PostgreSQL's own text. */
export type NewestFirstKey = { at: string; id: number };

/**
 * The keyset of a sale list read newest first, for exports: the key column to select, the
 * condition "after this key" and the order. The timestamp travels as text (microseconds), which a
 * JavaScript Date would round to milliseconds.
 */
export function newestFirstKeyset(table: NewestFirst) {
  return {
    at: sql<string>`${table.createdAt}::text`,
    after: (key: NewestFirstKey | null) =>
      key ? sql`(${table.createdAt}, ${table.id}) < (${key.at}::timestamptz, ${key.id})` : undefined,
    order: [desc(table.createdAt), desc(table.id)],
  };
}

/**
 * Every row of a list `size` at a time, by keyset: each batch starts after the last key seen, so a
 * long export never holds more than one batch nor re-reads skipped rows as OFFSET would.
 */
export async function* keysetBatches<Row, Key, Out>(
  size: number,
  batch: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  shape: (row: Row) => Out,
): AsyncGenerator<Out[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await batch(after, size);
    if (rows.length) yield rows.map(shape);
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    after = keyOf(last);
  }
}
