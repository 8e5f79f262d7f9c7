import { handle, json } from '@/lib/server/http/handler';
import { inboxEndpoints } from '@/lib/contract/endpoints/inbox';
import { quoteFromRequest } from '@/lib/server/use-cases/inbox';

// POST /api/inbox/{id}/quote — {items}: a message turned into a quote; its distributor or an admin.
export const POST = handle(inboxEndpoints.inboxQuote, async ({ params, auth, body }) =>
  json(await quoteFromRequest(auth.user, params.id, await body()), { status: 201 }),
);
