// The cart: the signed-in user's pieces priced now (the server picks the price list), additions
// from the quoter, quantity changes, removals, and the checkout that turns it into an order.

import type { Cart, CheckoutRequest } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import type { ItemConfig } from '@/lib/contract/quote-config';
import { useApi } from './swr';
import { request } from './transport';

const CART_PATH = '/api/cart';

export function useCart() {
  // A re-read on focus would overwrite quantities the user is still typing.
  return useApi<Cart>(CART_PATH, { revalidateOnFocus: false });
}

/** POST /api/cart {items}: answers the whole cart (201). */
export function addToCart(items: ItemConfig[]) {
  return request<Cart>(CART_PATH, { json: { items } });
}

/** PUT /api/cart/{itemId} {quantity}: answers the whole cart. */
export function updateCartQuantity(itemId: number, quantity: number, signal?: AbortSignal) {
  return request<Cart>(`${CART_PATH}/${itemId}`, { method: 'PUT', json: { quantity }, signal });
}

/** DELETE /api/cart/{itemId}: answers the whole cart. */
export function removeCartLine(itemId: number) {
  return request<Cart>(`${CART_PATH}/${itemId}`, { method: 'DELETE' });
}

/**
 * POST /api/cart/checkout with `Idempotency-Key`: the same key on a retry answers the first order
 * (200 + `Idempotent-Replayed: true`) instead of making a second one. A network
 * failure answers status 0: the order may or may not exist, so retry with the same key.
 */
export function checkoutCart(payload: CheckoutRequest, idempotencyKey: string) {
  return request<Order>(`${CART_PATH}/checkout`, { json: payload, headers: { 'Idempotency-Key': idempotencyKey } });
}
