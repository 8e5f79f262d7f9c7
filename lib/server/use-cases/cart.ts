import 'server-only';
import type { z } from 'zod';
import type { Cart, checkoutSchema } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import type { QuoteConfig } from '@/lib/contract/quote-config';
import { getDb } from '@/lib/server/db/client';
import { ConflictError } from '@/lib/server/errors';
import * as cart from '@/lib/server/services/cart';
import { checkout as placeOrder, getOrderById, serializeOrder } from '@/lib/server/services/orders';
import { catalogChanged, loadCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import type { UserRecord } from '@/lib/server/services/users';

// The signed-in user's cart: its lines priced now (distributors and admins at distributor
// prices), and the checkout that turns them into an order. Every call answers the whole cart.

async function currentCart(actor: UserRecord): Promise<Cart> {
  return cart.readCart(await getDb(), actor, await loadCatalog(), priceListFor(actor));
}

/** GET /api/cart */
export async function getCart(actor: UserRecord): Promise<Cart> {
  return currentCart(actor);
}

/** POST /api/cart: pieces that can be made (prices sent are ignored), up to the cart's size. */
export async function addToCart(actor: UserRecord, { items }: QuoteConfig): Promise<Cart> {
  const catalog = await loadCatalog();
  const priceList = priceListFor(actor);
  priceOrReject(catalog, items, priceList);
  const db = await getDb();
  if ((await cart.cartLineCount(db, actor)) + items.length > cart.MAX_CART_LINES) {
    throw new ConflictError(
      `Tu carrito admite hasta ${cart.MAX_CART_LINES} productos: haz un pedido con lo que ya tienes.`,
    );
  }
  await cart.addToCart(db, actor, items);
  return cart.readCart(db, actor, catalog, priceList);
}

/** PUT /api/cart/{itemId}: the quantity of one of the user's own lines. */
export async function changeCartQuantity(actor: UserRecord, itemId: number, quantity: number): Promise<Cart> {
  await cart.setCartQuantity(await getDb(), actor, itemId, quantity);
  return currentCart(actor);
}

/** DELETE /api/cart/{itemId}: one of the user's own lines. */
export async function removeFromCart(actor: UserRecord, itemId: number): Promise<Cart> {
  await cart.removeCartLine(await getDb(), actor, itemId);
  return currentCart(actor);
}

/**
 * POST /api/cart/checkout: the cart becomes an order in one transaction (prices recomputed, stock
 * taken). With an idempotency key a retry answers the first order, `replayed`, instead of a second one.
 */
export async function checkout(
  actor: UserRecord,
  input: z.output<typeof checkoutSchema>,
  idempotencyKey: string | null,
): Promise<{ order: Order; replayed: boolean }> {
  const db = await getDb();
  const { orderId, replayed } = await placeOrder(db, actor, await loadCatalog(), input, idempotencyKey);
  if (!replayed) catalogChanged(); // stock was taken: the public pages and front ends show it
  return { order: serializeOrder(await getOrderById(db, orderId)), replayed };
}
