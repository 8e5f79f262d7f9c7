import { route, readBody, json } from '@/lib/server/http/handler';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { addToCart, getCart } from '@/lib/server/use-cases/cart';

// GET /api/cart — the user's cart priced now (distributors and admins at distributor prices); signed in.
export const GET = route('user', async ({ auth }) => getCart(auth.user));

// POST /api/cart — {items}: adds pieces after checking they can be made (prices sent are ignored); signed in.
export const POST = route('user', async ({ req, auth }) =>
  json(await addToCart(auth.user, await readBody(req, quoteConfigSchema)), { status: 201 }),
);
