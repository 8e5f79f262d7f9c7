import { handle } from '@/lib/server/http/handler';
import { inboxEndpoints } from '@/lib/contract/endpoints/inbox';
import { listInbox } from '@/lib/server/use-cases/inbox';

// GET /api/inbox — ?vista=&page=: a distributor's requests (an admin's: all), newest first.
export const GET = handle(inboxEndpoints.inbox, async ({ auth, query }) => listInbox(auth.user, query()));
