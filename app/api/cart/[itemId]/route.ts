import { route, readBody, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { cartQuantitySchema } from '@/lib/contract/cart';
import { getCatalog } from '@/lib/server/services/public-data';
import { priceListFor } from '@/lib/server/services/quoter';
import { readCart, removeCartLine, setCartQuantity } from '@/lib/server/services/cart';

// PUT /api/cart/{itemId} — {quantity} of one of the user's cart lines; returns the cart; signed in (own lines only).
export const PUT = route('user', async ({ req, params, auth }) => {
  const id = pathId(params.itemId);
  const { quantity } = await readBody(req, cartQuantitySchema);
  const db = await getDb();
  await setCartQuantity(db, auth.user, id, quantity);
  return readCart(db, auth.user, await getCatalog(), priceListFor(auth.user));
});

// DELETE /api/cart/{itemId} — removes one of the user's cart lines; returns the cart; signed in (own lines only).
export const DELETE = route('user', async ({ params, auth }) => {
  const db = await getDb();
  await removeCartLine(db, auth.user, pathId(params.itemId));
  return readCart(db, auth.user, await getCatalog(), priceListFor(auth.user));
});
