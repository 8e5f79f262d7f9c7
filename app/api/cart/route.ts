import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { addToCart, getCart } from '@/lib/server/use-cases/cart';

// GET /api/cart — the user's cart priced now (distributors and admins at distributor prices); signed in.
export const GET = handle(salesEndpoints.cart, async ({ auth }) => getCart(auth.user));

// POST /api/cart — {items}: adds pieces after checking they can be made (prices sent are ignored); signed in.
export const POST = handle(salesEndpoints.addToCart, async ({ auth, body }) =>
  json(await addToCart(auth.user, await body()), { status: 201 }),
);
