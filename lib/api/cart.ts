// The cart: the signed-in user's pieces priced now (the server picks the price list), additions
// from the quoter, quantity changes, removals, and the checkout that turns it into an order.

import { addToCartCall } from '@/lib/contract/calls/add-to-cart';
import { cartCall } from '@/lib/contract/calls/cart';
import { changeCartQuantityCall } from '@/lib/contract/calls/change-cart-quantity';
import { checkoutCall } from '@/lib/contract/calls/checkout';
import { removeFromCartCall } from '@/lib/contract/calls/remove-from-cart';
import type { CheckoutRequest } from '@/lib/contract/cart';
import type { ItemConfig } from '@/lib/contract/quote-config';
import { useApi } from './swr';
import { callApi, type CallReply } from './call';
import { asPieces } from './pieces';

export function useCart() {
  // A re-read on focus would overwrite quantities the user is still typing.
  return useApi<CallReply<'cart'>>(cartCall.path, { revalidateOnFocus: false });
}

/** POST /api/cart {items}: answers the whole cart (201). */
export function addToCart(items: ItemConfig[]) {
  return callApi(addToCartCall, { json: { items: asPieces(items) } });
}

/** PUT /api/cart/{itemId} {quantity}: answers the whole cart. */
export function updateCartQuantity(itemId: number, quantity: number, signal?: AbortSignal) {
  return callApi(changeCartQuantityCall, { params: { itemId }, json: { quantity }, signal });
}

/** DELETE /api/cart/{itemId}: answers the whole cart. */
export function removeCartLine(itemId: number) {
  return callApi(removeFromCartCall, { params: { itemId } });
}

/**
 * POST /api/cart/checkout with `Idempotency-Key`: the same key on a retry answers the first order
 * (200 + `Idempotent-Replayed: true`) instead of making a second one. A network
 * failure answers status 0: the order may or may not exist, so retry with the same key.
 */
export function checkoutCart(payload: CheckoutRequest, idempotencyKey: string) {
  return callApi(checkoutCall, { json: payload, headers: { 'Idempotency-Key': idempotencyKey } });
}
