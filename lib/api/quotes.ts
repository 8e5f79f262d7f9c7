// Quotes (DESIGN.md "Calls the spec leaves out"): the lists, one quote, saving one from the
// quoter, deleting a draft, a status change by its distributor or an admin, and its PDF.

import * as calls from '@/lib/contract/calls';
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
  return useApi<Quote>(id !== null && id > 0 ? pathTo(calls.quote, { params: { id } }) : null);
}

/** POST /api/quotes: the server prices the items again and keeps the quote (201). */
export function saveQuote(items: ItemConfig[], notes?: string) {
  const trimmed = notes?.trim();
  return callApi(calls.saveQuote, { json: { items: asPieces(items), ...(trimmed ? { notes: trimmed } : {}) } });
}

/** DELETE /api/quotes/{id}: the owner deletes a draft. */
export function deleteQuote(id: number) {
  return callApi(calls.deleteQuote, { params: { id } });
}

/** PUT /api/quotes/{id}/status: a distributor or admin moves the quote; answers the quote. */
export function changeQuoteStatus(id: number, status: QuoteStatusTarget) {
  return callApi(calls.changeQuoteStatus, { params: { id }, json: { status } });
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
  const result = await callApi(calls.quotePdf, { params: { id }, responseType: 'blob' });
  if (result.ok) saveBlob(result.data, quotePdfFileName(folio));
  return result;
}
