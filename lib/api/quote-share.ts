// Sharing a quote without an account (feature `quote_share`): the preliminary PDF of what the
// quoter holds, a signed link that reopens it, and reading such a link back.

import { preliminaryQuotePdfCall } from '@/lib/contract/calls/preliminary-quote-pdf';
import { shareQuoteCall } from '@/lib/contract/calls/share-quote';
import { sharedQuoteCall } from '@/lib/contract/calls/shared-quote';
import type { ItemConfig } from '@/lib/contract/quote-config';
import type { ShareLine } from '@/lib/contract/quote-share';
import { callApi } from './call';
import { saveBlob } from './download';
import { asPieces } from './pieces';
import type { ApiResult } from './transport';

/** "cotizacion-preliminar-2026-11-24.pdf": the day the visitor downloaded it. */
export const preliminaryPdfName = (now = new Date()) => `cotizacion-preliminar-${now.toISOString().slice(0, 10)}.pdf`;

/** POST /api/quote-pdf: the server prices the pieces again and answers the PDF, saved as a download. */
export async function downloadPreliminaryPdf(
  items: ItemConfig[],
  onProgress?: (fraction: number) => void,
): Promise<ApiResult<Blob>> {
  const result = await callApi(preliminaryQuotePdfCall, {
    json: { items: asPieces(items) },
    responseType: 'blob',
    // A fraction only when the reply says its length; without one the button says "Preparando PDF…".
    onDownloadProgress: onProgress
      ? (received, total) => (total ? onProgress(Math.min(1, received / total)) : undefined)
      : undefined,
  });
  if (result.ok) saveBlob(result.data, preliminaryPdfName());
  return result;
}

/** POST /api/quote-share: a link that reopens these pieces on the quoter of `line` (or /cotizador). */
export function createShareLink(items: ItemConfig[], line: ShareLine | null) {
  return callApi(shareQuoteCall, { json: { items: asPieces(items), line } });
}

/** GET /api/quote-share/{token}: the pieces a link carries (a 422 says it expired or is not valid). */
export function openShareLink(token: string) {
  return callApi(sharedQuoteCall, { params: { token } });
}
