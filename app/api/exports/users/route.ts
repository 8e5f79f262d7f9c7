import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { streamedAttachment } from '@/lib/server/http/binary';
import { exportUsers } from '@/lib/server/use-cases/exports';

// GET /api/exports/users — every user of /api/list-users with its filters (?search=&role=),
// streamed as CSV; administrators.
export const GET = handle(salesEndpoints.exportUsers, async ({ auth, query }) =>
  streamedAttachment(await exportUsers(auth.user, query())),
);
