import 'server-only';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import type { orders, quotes } from '@/lib/server/db/schema';

/**
 * The rows of page `page` (1-based) of a list of `total` rows, as LIMIT/OFFSET in the list's
 * order — or, for pages past the middle, in the reverse order (`backwards`: read that way, then
 * reverse the rows). An index read from the nearer end skips at most half the list, so the last
 * page costs what the first does. A page past the end is empty, as before.
 */
export function pageWindow(total: number, page: number, perPage: number): { backwards: boolean; offset: number; limit: number } {
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
 * One page of a sale list, newest first (`created_at desc, id desc`, on the lists' indexes): the
 * exact total of `where` and the ids of page `page`, read from the nearer end (pageWindow).
 */
export async function newestFirstPage(db: Db, table: NewestFirst, where: SQL | undefined, page: number, perPage: number) {
  const [counted] = await db.select({ n: count() }).from(table as typeof quotes).where(where);
  const total = counted?.n ?? 0;
  const window = pageWindow(total, page, perPage);
  const order = window.backwards ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  const rows = await db.select({ id: table.id }).from(table as typeof quotes).where(where).orderBy(...order).limit(window.limit).offset(window.offset);
  const ids = rows.map((row) => row.id);
  if (window.backwards) ids.reverse();
  return { total, ids, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
