import { handle, json } from '@/lib/server/http/handler';
import { samplesEndpoints } from '@/lib/contract/endpoints/samples';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { requestSamples } from '@/lib/server/use-cases/samples';

// POST /api/sample-requests — a visitor asks for up to five fabric colours by mail: routed to the
// nearest dealer selling their lines, opened in its inbox; public, captcha, limited per IP and e-mail.
export const POST = handle(samplesEndpoints.requestSamples, async ({ ip, body }) => {
  const { reply, rateLimit } = await requestSamples(await body(), ip);
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
