import { route, readBody, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { ConflictError } from '@/lib/server/errors';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { getCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import { MAX_CART_LINES, addToCart, cartLineCount, readCart } from '@/lib/server/services/cart';

// GET /api/cart — the user's cart priced now (distributors and admins at distributor prices); signed in.
export const GET = route('user', async ({ auth }) => readCart(await getDb(), auth.user, await getCatalog(), priceListFor(auth.user)));

// POST /api/cart — {items}: adds pieces after checking they can be made (prices sent are ignored); signed in.
export const POST = route('user', async ({ req, auth }) => {
  const { items } = await readBody(req, quoteConfigSchema);
  const catalog = await getCatalog();
  const priceList = priceListFor(auth.user);
  priceOrReject(catalog, items, priceList);
  const db = await getDb();
  if ((await cartLineCount(db, auth.user)) + items.length > MAX_CART_LINES) {
    throw new ConflictError(`Tu carrito admite hasta ${MAX_CART_LINES} productos: haz un pedido con lo que ya tienes.`);
  }
  await addToCart(db, auth.user, items);
  return json(await readCart(db, auth.user, catalog, priceList), { status: 201 });
});
