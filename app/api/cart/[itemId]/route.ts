import { route, readBody, pathId } from '@/lib/server/http/handler';
import { cartQuantitySchema } from '@/lib/contract/cart';
import { changeCartQuantity, removeFromCart } from '@/lib/server/use-cases/cart';

// PUT /api/cart/{itemId} — {quantity} of one of the user's cart lines; returns the cart; signed in (own lines only).
export const PUT = route('user', async ({ req, params, auth }) => {
  const id = pathId(params.itemId);
  const { quantity } = await readBody(req, cartQuantitySchema);
  return changeCartQuantity(auth.user, id, quantity);
});

// DELETE /api/cart/{itemId} — removes one of the user's cart lines; returns the cart; signed in (own lines only).
export const DELETE = route('user', async ({ params, auth }) => removeFromCart(auth.user, pathId(params.itemId)));
