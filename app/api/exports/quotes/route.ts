import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { streamedAttachment } from '@/lib/server/http/binary';
import { exportQuotes } from '@/lib/server/use-cases/exports';

// GET /api/exports/quotes — every quote of the user's own list with its filters (?status=&search=),
// streamed as CSV (?format=csv); signed in.
export const GET = handle(salesEndpoints.exportOwnQuotes, async ({ auth, query }) =>
  streamedAttachment(await exportQuotes(auth.user, 'own', query())),
);
