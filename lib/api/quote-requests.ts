// An anonymous visitor's quote request (POST /api/quote-requests): priced again at public prices,
// routed to a dealer, mailed. Captcha-checked and limited per IP (Retry-After on a 429).

import type { QuoteRequestPayload, QuoteRequestReply } from '@/lib/contract/quote-requests';
import { request } from './transport';

export function sendQuoteRequest(payload: QuoteRequestPayload) {
  return request<QuoteRequestReply>('/api/quote-requests', { json: payload });
}
