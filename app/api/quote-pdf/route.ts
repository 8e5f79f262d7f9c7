import { route, readBody } from '@/lib/server/http/handler';
import { binary, contentDisposition } from '@/lib/server/http/binary';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { preliminaryQuotePdf } from '@/lib/server/use-cases/quote-share';

// POST /api/quote-pdf — the quoter's configuration (same body as quote-price) priced again on the
// server, as a preliminary PDF without folio; public, limited per IP. `no-transform`: its
// streams are already deflated, so gzip would only cost CPU.
export const POST = route('optional', async ({ req, auth, ip }) => {
  const { reply, rateLimit } = await preliminaryQuotePdf(
    auth?.user ?? null,
    await readBody(req, quoteConfigSchema),
    ip,
  );
  const response = binary(reply.bytes, {
    type: 'application/pdf',
    disposition: contentDisposition('attachment', reply.fileName),
    cacheControl: 'private, no-store, no-transform',
  });
  for (const [name, value] of Object.entries(rateLimitHeaders(rateLimit))) response.headers.set(name, value);
  return response;
});
