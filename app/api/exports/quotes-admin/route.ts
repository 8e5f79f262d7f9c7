import { route, readQuery } from '@/lib/server/http/handler';
import { streamedAttachment } from '@/lib/server/http/binary';
import { quoteExportQuerySchema } from '@/lib/contract/exports';
import { exportQuotes } from '@/lib/server/use-cases/exports';

// GET /api/exports/quotes-admin — every quote of /api/quotes-admin with its filters, streamed as
// CSV: a distributor's customers' (and requests routed to it); an admin's, all.
export const GET = route(['distributor', 'admin'], async ({ req, auth }) =>
  streamedAttachment(await exportQuotes(auth.user, 'served', readQuery(req, quoteExportQuerySchema))),
);
