import 'server-only';
import { count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { cartItems, orders, quotes, users } from '@/lib/server/db/schema';
import type { UserRecord } from './users';

type Owned = { userId: typeof quotes.userId | typeof orders.userId; distributorId: typeof quotes.distributorId | typeof orders.distributorId };

/**
 * What a user may see of quotes or orders, and so what the toolbar counts:
 * a customer its own; a distributor its own, its customers' and those routed to it; an admin all.
 */
export async function scopeFor(db: Db, user: UserRecord, table: Owned): Promise<SQL | undefined> {
  if (user.role.name === 'admin') return undefined;
  if (user.role.name === 'customer') return eq(table.userId, user.id);
  const served = db.select({ id: users.id }).from(users).where(eq(users.distributorId, user.id));
  return or(eq(table.userId, user.id), eq(table.distributorId, user.id), inArray(table.userId, served));
}

export async function countQuotes(db: Db, user: UserRecord): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotes).where(await scopeFor(db, user, quotes));
  return row?.n ?? 0;
}

export async function countOrders(db: Db, user: UserRecord): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(await scopeFor(db, user, orders));
  return row?.n ?? 0;
}

/** Lines in the user's own cart: a badge counts lines, not pieces. */
export async function countCart(db: Db, user: UserRecord): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id));
  return row?.n ?? 0;
}
