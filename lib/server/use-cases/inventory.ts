import 'server-only';
import type { PriceRow, StockItem } from '@/lib/contract/inventory';
import { getDb } from '@/lib/server/db/client';
import * as inventory from '@/lib/server/services/inventory';
import { catalogChanged } from '@/lib/server/services/public-data';
import { priceListFor } from '@/lib/server/services/quoter';
import type { UserRecord } from '@/lib/server/services/users';
import { actorOf } from '@/lib/server/audit/record';

// Stock and price rows: the panel's inventory screens read them; an admin changes them, and the
// public catalogue and the quoter show the change (catalogChanged).

/** GET /api/catalogs: fabric colours, galleries, motors and accessories with stock and status. */
export async function listStock(): Promise<StockItem[]> {
  return inventory.listStock(await getDb());
}

/** PUT /api/catalogs/{id}: availability labels on the public catalogue follow it. */
export async function changeStock(id: number, stock: number): Promise<StockItem> {
  const item = await inventory.setStock(await getDb(), id, stock);
  catalogChanged();
  return item;
}

/** GET /api/catalogs-prices: customers see public prices; distributors and admins both. */
export async function listPrices(actor: UserRecord): Promise<PriceRow[]> {
  return inventory.listPrices(await getDb(), priceListFor(actor));
}

/** PUT /api/catalogs-prices/{id}: either price in centavos (a distributor price above the public one is refused). */
export async function changePrice(
  actor: UserRecord,
  id: number,
  change: { publicCents?: number; distributorCents?: number },
): Promise<PriceRow> {
  const row = await inventory.setPrice(await getDb(), id, change, actorOf(actor));
  catalogChanged();
  return row;
}
