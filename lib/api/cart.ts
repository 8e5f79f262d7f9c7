// The cart: the signed-in user's pieces priced now (the server picks the price list), additions
// from the quoter, quantity changes, removals, and the checkout that turns it into an order.

import * as calls from '@/lib/contract/calls';
import type { CheckoutRequest } from '@/lib/contract/cart';
import type { ItemConfig } from '@/lib/contract/quote-config';
import { useApi } from './swr';
import { callApi, type CallReply } from './call';
import { asPieces } from './pieces';

export function useCart() {
  // A re-read on focus would overwrite quantities the user is still typing.
  return useApi<CallReply<'cart'>>(calls.cart.path, { revalidateOnFocus: false });
}

/** POST /api/cart {items}: answers the whole cart (201). */
export function addToCart(items: ItemConfig[]) {
  return callApi(calls.addToCart, { json: { items: asPieces(items) } });
}

/** PUT /api/cart/{itemId} {quantity}: answers the whole cart. */
export function updateCartQuantity(itemId: number, quantity: number, signal?: AbortSignal) {
  return callApi(calls.changeCartQuantity, { params: { itemId }, json: { quantity }, signal });
}

/** DELETE /api/cart/{itemId}: answers the whole cart. */
export function removeCartLine(itemId: number) {
  return callApi(calls.removeFromCart, { params: { itemId } });
}

/**
 * POST /api/cart/checkout with `Idempotency-Key`: the same key on a retry answers the first order
 * (200 + `Idempotent-Replayed: true`) instead of making a second one. A network
 * failure answers status 0: the order may or may not exist, so retry with the same key.
 */
export function checkoutCart(payload: CheckoutRequest, idempotencyKey: string) {
  return callApi(calls.checkout, { json: payload, headers: { 'Idempotency-Key': idempotencyKey } });
}
