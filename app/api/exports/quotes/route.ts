import { route, readQuery } from '@/lib/server/http/handler';
import { streamedAttachment } from '@/lib/server/http/binary';
import { quoteExportQuerySchema } from '@/lib/contract/exports';
import { exportQuotes } from '@/lib/server/use-cases/exports';

// GET /api/exports/quotes — every quote of the user's own list with its filters (?status=&search=),
// streamed as CSV (?format=csv); signed in.
export const GET = route('user', async ({ req, auth }) =>
  streamedAttachment(await exportQuotes(auth.user, 'own', readQuery(req, quoteExportQuerySchema))),
);
