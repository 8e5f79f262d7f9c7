import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { reorder } from '@/lib/server/use-cases/orders';

// POST /api/orders/{id}/reorder — its owner: a new draft quote with the order's pieces at today's prices.
export const POST = handle(salesEndpoints.reorder, async ({ params, auth }) =>
  json(await reorder(auth.user, params.id), { status: 201 }),
);
