import { handle } from '@/lib/server/http/handler';
import { quoterEndpoints } from '@/lib/contract/endpoints/quoter';
import { binary, contentDisposition } from '@/lib/server/http/binary';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { preliminaryQuotePdf } from '@/lib/server/use-cases/quote-share';

// POST /api/quote-pdf — the quoter's configuration (same body as quote-price) priced again on the
// server, as a preliminary PDF without folio; public, limited per IP. `no-transform`: its
// streams are already deflated, so gzip would only cost CPU.
export const POST = handle(quoterEndpoints.preliminaryQuotePdf, async ({ auth, ip, body }) => {
  const { reply, rateLimit } = await preliminaryQuotePdf(auth?.user ?? null, await body(), ip);
  const response = binary(reply.bytes, {
    type: 'application/pdf',
    disposition: contentDisposition('attachment', reply.fileName),
    cacheControl: 'private, no-store, no-transform',
  });
  for (const [name, value] of Object.entries(rateLimitHeaders(rateLimit))) response.headers.set(name, value);
  return response;
});
