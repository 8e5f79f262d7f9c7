import { route, readQuery } from '@/lib/server/http/handler';
import { streamedAttachment } from '@/lib/server/http/binary';
import { userExportQuerySchema } from '@/lib/contract/exports';
import { exportUsers } from '@/lib/server/use-cases/exports';

// GET /api/exports/users — every user of /api/list-users with its filters (?search=&role=),
// streamed as CSV; administrators.
export const GET = route(['admin'], async ({ req, auth }) =>
  streamedAttachment(await exportUsers(auth.user, readQuery(req, userExportQuerySchema))),
);
