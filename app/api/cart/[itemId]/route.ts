import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { changeCartQuantity, removeFromCart } from '@/lib/server/use-cases/cart';

// PUT /api/cart/{itemId} — {quantity} of one of the user's cart lines; returns the cart; signed in (own lines only).
export const PUT = handle(salesEndpoints.changeCartQuantity, async ({ params, auth, body }) => {
  const id = params.itemId;
  const { quantity } = await body();
  return changeCartQuantity(auth.user, id, quantity);
});

// DELETE /api/cart/{itemId} — removes one of the user's cart lines; returns the cart; signed in (own lines only).
export const DELETE = handle(salesEndpoints.removeFromCart, async ({ params, auth }) =>
  removeFromCart(auth.user, params.itemId),
);
