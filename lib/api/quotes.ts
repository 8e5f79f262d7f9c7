// Quotes (DESIGN.md "Calls the spec leaves out"): the lists, one quote, saving one from the
// quoter, deleting a draft, a status change by its distributor or an admin, and its PDF.

import { changeQuoteStatusCall } from '@/lib/contract/calls/change-quote-status';
import { deleteQuoteCall } from '@/lib/contract/calls/delete-quote';
import { quoteCall } from '@/lib/contract/calls/quote';
import { quotePdfCall } from '@/lib/contract/calls/quote-pdf';
import { saveQuoteCall } from '@/lib/contract/calls/save-quote';
import type { ItemConfig } from '@/lib/contract/quote-config';
import type { Quote, QuoteStatusTarget } from '@/lib/contract/quotes';
import { callApi, pathTo } from './call';
import { saveBlob } from './download';
import { asPieces } from './pieces';
import { useSalesList, type SalesListQuery, type SalesScope } from './sales-scope';
import { useApi } from './swr';
import type { ApiResult } from './transport';

/** A page of quotes; the previous page stays on screen while the next one loads. */
export function useQuotes(scope: SalesScope, query: SalesListQuery) {
  return useSalesList('quotes', scope, query);
}

/** One quote; nothing is asked without a valid id. */
export function useQuote(id: number | null) {
  return useApi<Quote>(id !== null && id > 0 ? pathTo(quoteCall, { params: { id } }) : null);
}

/** POST /api/quotes: the server prices the items again and keeps the quote (201). */
export function saveQuote(items: ItemConfig[], notes?: string) {
  const trimmed = notes?.trim();
  return callApi(saveQuoteCall, { json: { items: asPieces(items), ...(trimmed ? { notes: trimmed } : {}) } });
}

/** DELETE /api/quotes/{id}: the owner deletes a draft. */
export function deleteQuote(id: number) {
  return callApi(deleteQuoteCall, { params: { id } });
}

/** PUT /api/quotes/{id}/status: a distributor or admin moves the quote; answers the quote. */
export function changeQuoteStatus(id: number, status: QuoteStatusTarget) {
  return callApi(changeQuoteStatusCall, { params: { id }, json: { status } });
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
  const result = await callApi(quotePdfCall, { params: { id }, responseType: 'blob' });
  if (result.ok) saveBlob(result.data, quotePdfFileName(folio));
  return result;
}
