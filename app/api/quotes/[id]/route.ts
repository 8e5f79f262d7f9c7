import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { deleteQuote, getVisibleQuote, serializeQuote } from '@/lib/server/services/quotes';

// GET /api/quotes/{id} — one quote; its owner, the distributor serving it, or an admin (else 404).
export const GET = route('user', async ({ params, auth }) => serializeQuote(await getVisibleQuote(await getDb(), auth.user, pathId(params.id))));

// DELETE /api/quotes/{id} — deletes a draft; its owner only.
export const DELETE = route('user', async ({ params, auth }) => {
  await deleteQuote(await getDb(), auth.user, pathId(params.id));
  return { message: 'Cotización eliminada.' };
});
