import 'server-only';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { orders, quotes, salesMonthly, users } from '@/lib/server/db/schema';
import type { UserRecord } from './users';

// Who sees which quotes and orders: the lists, the exports and the counters all filter with these.

export type Owned = {
  userId: typeof quotes.userId | typeof orders.userId | typeof salesMonthly.userId;
  distributorId: typeof quotes.distributorId | typeof orders.distributorId | typeof salesMonthly.distributorId;
};

/**
 * What a user may see of quotes or orders: a customer its own; a distributor its own, its
 * customers' and those routed to it; an admin all.
 */
export async function scopeFor(db: Db, user: UserRecord, table: Owned): Promise<SQL | undefined> {
  if (user.role.name === 'admin') return undefined;
  if (user.role.name === 'customer') return eq(table.userId, user.id);
  return or(eq(table.userId, user.id), servedBy(db, table, user.id));
}

/**
 * Rows routed to a distributor or of the customers it serves, never its own purchases (those are
 * "Mis pedidos", though routed to it too). `user_id = any(array(subquery))` rather than
 * `in (subquery)`: PostgreSQL then reads the two (user_id / distributor_id) indexes and ORs them;
 * an IN subquery under an OR makes it scan the whole table.
 */
export function servedBy(db: Db, table: Owned, distributorId: number): SQL {
  const served = db.select({ id: users.id }).from(users).where(eq(users.distributorId, distributorId));
  return and(
    or(eq(table.distributorId, distributorId), sql`${table.userId} = any(array${served})`),
    // An anonymous request has no user: still served.
    sql`${table.userId} is distinct from ${distributorId}`,
  )!;
}

/**
 * Rows whose customer's name matches `like` (an ILIKE pattern), written so PostgreSQL answers it
 * from indexes (the trigram index on users.name, then the user_id index) rather than by joining
 * every row to its customer.
 */
export function customerNamed(db: Db, table: Owned, like: string): SQL {
  const named = db.select({ id: users.id }).from(users).where(ilike(users.name, like));
  return sql`${table.userId} = any(array${named})`;
}
