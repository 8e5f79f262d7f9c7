import 'server-only';
import { count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { cartItems, orders, quotes } from '@/lib/server/db/schema';
import { totalOf } from './pages';
import { servedBy, type Owned } from './sale-visibility';
import type { UserRecord } from './users';

/**
 * What a quote or order counter counts: the rows of the list it opens in the panel — a customer's
 * own list; a distributor's and an admin's customers' list (routed to the distributor or of its
 * customers; every one for an admin). The number beside a link is that list's total.
 */
function counted(db: Db, user: UserRecord, table: Owned): SQL | undefined {
  if (user.role.name === 'admin') return undefined;
  if (user.role.name === 'customer') return eq(table.userId, user.id);
  return servedBy(db, table, user.id);
}

export async function countQuotes(db: Db, user: UserRecord): Promise<number> {
  return totalOf(db, quotes, counted(db, user, quotes));
}

export async function countOrders(db: Db, user: UserRecord): Promise<number> {
  return totalOf(db, orders, counted(db, user, orders));
}

/** Lines in the user's own cart: a badge counts lines, not pieces. */
export async function countCart(db: Db, user: UserRecord): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id));
  return row?.n ?? 0;
}
