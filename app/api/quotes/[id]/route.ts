import { route, pathId } from '@/lib/server/http/handler';
import { deleteQuote, getQuote } from '@/lib/server/use-cases/quotes';

// GET /api/quotes/{id} — one quote; its owner, the distributor serving it, or an admin (else 404).
export const GET = route('user', async ({ params, auth }) => getQuote(auth.user, pathId(params.id)));

// DELETE /api/quotes/{id} — deletes a draft; its owner only.
export const DELETE = route('user', async ({ params, auth }) => deleteQuote(auth.user, pathId(params.id)));
