import { handle } from '@/lib/server/http/handler';
import { inboxEndpoints } from '@/lib/contract/endpoints/inbox';
import { getRequest } from '@/lib/server/use-cases/inbox';

// GET /api/inbox/{id} — one request with its steps; its distributor or an admin.
export const GET = handle(inboxEndpoints.inboxRequest, async ({ params, auth }) => getRequest(auth.user, params.id));
