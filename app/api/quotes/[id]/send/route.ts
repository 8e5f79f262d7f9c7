import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { sendQuote } from '@/lib/server/use-cases/quote-flow';

// POST /api/quotes/{id}/send — the working copy becomes a new version, mailed to the customer with
// its PDF; the distributor serving the quote or an admin.
export const POST = handle(salesEndpoints.sendQuote, async ({ params, auth }) => sendQuote(auth.user, params.id));
