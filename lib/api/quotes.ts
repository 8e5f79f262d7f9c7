// Quotes (DESIGN.md "Calls the spec leaves out"): the lists, one quote, saving one from the
// quoter, deleting a draft, a status change by its distributor or an admin, and its PDF.

import type { ItemConfig } from '@/lib/contract/quote-config';
import type { Quote, QuoteStatusTarget } from '@/lib/contract/quotes';
import { saveBlob } from './download';
import { useSalesList, type SalesListQuery, type SalesScope } from './sales-scope';
import { useApi } from './swr';
import { request, type ApiResult } from './transport';

const quotePath = (id: number) => `/api/quotes/${id}`;

/** A page of quotes; the previous page stays on screen while the next one loads. */
export function useQuotes(scope: SalesScope, query: SalesListQuery) {
  return useSalesList('quotes', scope, query);
}

/** One quote; nothing is asked without a valid id. */
export function useQuote(id: number | null) {
  return useApi<Quote>(id !== null && id > 0 ? quotePath(id) : null);
}

/** POST /api/quotes: the server prices the items again and keeps the quote (201). */
export function saveQuote(items: ItemConfig[], notes?: string) {
  const trimmed = notes?.trim();
  return request<Quote>('/api/quotes', { json: { items, ...(trimmed ? { notes: trimmed } : {}) } });
}

/** DELETE /api/quotes/{id}: the owner deletes a draft. */
export function deleteQuote(id: number) {
  return request<{ message?: string }>(quotePath(id), { method: 'DELETE' });
}

/** PUT /api/quotes/{id}/status: a distributor or admin moves the quote; answers the quote. */
export function changeQuoteStatus(id: number, status: QuoteStatusTarget) {
  return request<Quote>(`${quotePath(id)}/status`, { method: 'PUT', json: { status } });
}

/** "COT-2026-000012" → "COT-2026-000012.pdf"; anything unsafe in a file name becomes "-". */
function quotePdfFileName(folio: string): string {
  const safe = folio
    .trim()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${safe || 'cotizacion'}.pdf`;
}

/** GET /api/quotes/{id}/pdf with the bearer token, saved as `<folio>.pdf`. */
export async function downloadQuotePdf(id: number, folio: string): Promise<ApiResult<Blob>> {
  const result = await request<Blob>(`${quotePath(id)}/pdf`, { responseType: 'blob' });
  if (result.ok) saveBlob(result.data, quotePdfFileName(folio));
  return result;
}
