import { handle } from '@/lib/server/http/handler';
import { quoterEndpoints } from '@/lib/contract/endpoints/quoter';
import { openSharedQuote } from '@/lib/server/use-cases/quote-share';

// GET /api/quote-share/{token} — the configuration a share link carries, to price at today's
// prices; an expired or altered link is a 422 with a Spanish message. Public.
export const GET = handle(quoterEndpoints.sharedQuote, async ({ params }) => openSharedQuote(params.token ?? ''));
