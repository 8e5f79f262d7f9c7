import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { streamedAttachment } from '@/lib/server/http/binary';
import { exportQuotes } from '@/lib/server/use-cases/exports';

// GET /api/exports/quotes-admin — every quote of /api/quotes-admin with its filters, streamed as
// CSV: a distributor's customers' (and requests routed to it); an admin's, all.
export const GET = handle(salesEndpoints.exportServedQuotes, async ({ auth, query }) =>
  streamedAttachment(await exportQuotes(auth.user, 'served', query())),
);
