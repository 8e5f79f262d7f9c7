// An anonymous visitor's quote request (POST /api/quote-requests): priced again at public prices,
// routed to a dealer, mailed. Captcha-checked and limited per IP (Retry-After on a 429).

import * as calls from '@/lib/contract/calls';
import type { QuoteRequestPayload } from '@/lib/contract/quote-requests';
import { callApi } from './call';
import { asPieces } from './pieces';

export function sendQuoteRequest(payload: QuoteRequestPayload) {
  return callApi(calls.requestQuote, { json: { ...payload, items: asPieces(payload.items) } });
}
