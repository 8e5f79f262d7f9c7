// An anonymous visitor's quote request (POST /api/quote-requests): priced again at public prices,
// routed to a dealer, mailed. Captcha-checked and limited per IP (Retry-After on a 429).

import { requestQuoteCall } from '@/lib/contract/calls/request-quote';
import type { QuoteRequestPayload } from '@/lib/contract/quote-requests';
import { callApi } from './call';
import { asPieces } from './pieces';

export function sendQuoteRequest(payload: QuoteRequestPayload) {
  return callApi(requestQuoteCall, { json: { ...payload, items: asPieces(payload.items) } });
}
