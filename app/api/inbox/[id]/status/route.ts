import { handle } from '@/lib/server/http/handler';
import { inboxEndpoints } from '@/lib/contract/endpoints/inbox';
import { stepRequest } from '@/lib/server/use-cases/inbox';

// POST /api/inbox/{id}/status — {action: contact|close|reopen, reason?}; its distributor or an admin.
export const POST = handle(inboxEndpoints.inboxStep, async ({ params, auth, body }) =>
  stepRequest(auth.user, params.id, await body()),
);
