import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/types';
import { users, type orders, type quotes } from '@/lib/server/db/schema';
import { keysetBatches, newestFirstKeyset, type NewestFirstKey } from './pages';

// What quotes and orders read alike: who a sale is for and who serves it (the users table twice,
// under these names), and the batches an export reads.
export const customer = alias(users, 'customer');
export const dealer = alias(users, 'dealer');

type Sale = typeof quotes | typeof orders;

/** One sale as an export batch reads it: the row, its keyset text, its parties' names and its item count. */
export type SaleExportRead<T extends Sale> = {
  sale: T['$inferSelect'];
  at: string;
  items: number;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  dealerName: string | null;
  dealerCompany: string | null;
};

/**
 * Every sale of `where` in the list's order (newest first), `size` at a time by keyset, each
 * shaped by `shape`. `itemCount` counts a sale's items (a subquery on its items table).
 */
export function saleExportBatches<T extends Sale, Out>(
  db: Db,
  table: T,
  itemCount: SQL<number>,
  where: SQL | undefined,
  shape: (read: SaleExportRead<T>) => Out,
  size: number,
): AsyncGenerator<Out[]> {
  const keyset = newestFirstKeyset(table);
  // drizzle's `from()` takes one table type, not a union; both share every column named here.
  const sales = table as typeof quotes;
  const batch = (after: NewestFirstKey | null, n: number) =>
    db
      .select({
        sale: sales,
        at: keyset.at,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        dealerName: dealer.name,
        dealerCompany: dealer.company,
        items: itemCount,
      })
      .from(sales)
      .leftJoin(customer, eq(customer.id, sales.userId))
      .leftJoin(dealer, eq(dealer.id, sales.distributorId))
      .where(and(where, keyset.after(after)))
      .orderBy(...keyset.order)
      .limit(n) as unknown as Promise<SaleExportRead<T>[]>;
  return keysetBatches(size, batch, (r) => ({ at: r.at, id: r.sale.id }), shape);
}
