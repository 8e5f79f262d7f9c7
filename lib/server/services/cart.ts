import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { cartItems } from '@/lib/server/db/schema';
import type { ItemConfig } from '@/lib/contract/quote-config';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { priceQuote } from '@/lib/pricing/engine';
import { ivaOf, toDecimal } from '@/lib/pricing/money';
import { serializePricedItem } from '@/lib/server/services/priced-rows';
import type { PriceList, QuoteItem } from '@/lib/pricing/types';
import { NotFoundError } from '@/lib/server/errors';
import type { UserRecord } from './users';
import type { Cart, CartLine } from '@/lib/contract/cart';

export const MAX_CART_LINES = 50;

/** The user's cart priced now (prices follow the catalogue until checkout); a line that no longer prices says why. */
export async function readCart(
  db: Db,
  user: UserRecord,
  catalog: CatalogSnapshot,
  priceList: PriceList,
): Promise<Cart> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, user.id)).orderBy(asc(cartItems.id));
  let subtotal = 0;
  const items = rows.map((row): CartLine => {
    const item = { ...row.config, quantity: row.quantity } as QuoteItem;
    const result = priceQuote(catalog, [item], priceList);
    if (!result.ok) {
      return { id: row.id, ...item, available: false as const, error: Object.values(result.errors).flat().join(' ') };
    }
    subtotal += result.quote.items[0]!.lineTotalCents;
    return { id: row.id, ...serializePricedItem(result.quote.items[0]!), available: true as const };
  });
  const tax = ivaOf(subtotal);
  return {
    items,
    count: rows.length,
    subtotal: toDecimal(subtotal),
    tax: toDecimal(tax),
    total: toDecimal(subtotal + tax),
    currency: 'MXN' as const,
    price_list: priceList,
  };
}

export async function addToCart(db: Db, user: UserRecord, items: QuoteItem[]): Promise<void> {
  await db
    .insert(cartItems)
    .values(items.map((item) => ({ userId: user.id, config: item as ItemConfig, quantity: item.quantity })));
}

export async function cartLineCount(db: Db, user: UserRecord): Promise<number> {
  return (await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, user.id))).length;
}

/** The user's own cart line, or not found (another user's line does not exist for it). */
async function ownCartLine(db: Db, user: UserRecord, id: number) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, user.id)));
  if (!row) throw new NotFoundError('Ese producto no está en tu carrito.');
  return row;
}

export async function setCartQuantity(db: Db, user: UserRecord, id: number, quantity: number) {
  const row = await ownCartLine(db, user, id);
  await db
    .update(cartItems)
    .set({ quantity, config: { ...row.config, quantity }, updatedAt: new Date() })
    .where(eq(cartItems.id, id));
}

export async function removeCartLine(db: Db, user: UserRecord, id: number) {
  await ownCartLine(db, user, id);
  await db.delete(cartItems).where(eq(cartItems.id, id));
}
