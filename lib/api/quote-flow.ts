// Closing the sale on a quote (lib/contract/quote-flow.ts): the distributor adjusts and sends it,
// the customer accepts it, asks for changes or declines it, and a request made without an account
// is claimed; the administrator's sales settings. Each answers the quote as its reader now sees it
// (accepting answers the order it made).

import { acceptQuoteCall } from '@/lib/contract/calls/accept-quote';
import { changeSalesSettingsCall } from '@/lib/contract/calls/change-sales-settings';
import { claimQuoteCall } from '@/lib/contract/calls/claim-quote';
import { declineQuoteCall } from '@/lib/contract/calls/decline-quote';
import { editQuoteCall } from '@/lib/contract/calls/edit-quote';
import { requestFormalQuoteCall } from '@/lib/contract/calls/request-formal-quote';
import { requestQuoteChangesCall } from '@/lib/contract/calls/request-quote-changes';
import { salesSettingsCall } from '@/lib/contract/calls/sales-settings';
import { sendQuoteCall } from '@/lib/contract/calls/send-quote';
import type { ItemConfig } from '@/lib/contract/quote-config';
import type { SalesSettings } from '@/lib/contract/sales-settings';
import { callApi, pathTo } from './call';
import { asPieces } from './pieces';
import { useApi } from './swr';

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** PUT /api/quotes/{id}: the pieces (priced again on the server), the discount and the note to the customer. */
export function editQuote(id: number, edit: { items: ItemConfig[]; discountPct: string; customerNote: string }) {
  return callApi(editQuoteCall, {
    params: { id },
    json: {
      items: asPieces(edit.items),
      discount_pct: edit.discountPct.trim() || '0',
      customer_note: blankToNull(edit.customerNote),
    },
  });
}

/** POST /api/quotes/{id}/send: a new version, mailed to the customer with its PDF. */
export function sendQuote(id: number) {
  return callApi(sendQuoteCall, { params: { id } });
}

/** POST /api/quotes/{id}/request: the customer asks its distributor for a formal quote of its draft. */
export function requestFormalQuote(id: number, comment?: string) {
  return callApi(requestFormalQuoteCall, { params: { id }, json: { reason: blankToNull(comment) } });
}

/** POST /api/quotes/{id}/accept: the order made from the version sent (201). */
export function acceptQuote(id: number) {
  return callApi(acceptQuoteCall, { params: { id } });
}

/** POST /api/quotes/{id}/request-changes: what the customer wants changed. */
export function requestQuoteChanges(id: number, message: string) {
  return callApi(requestQuoteChangesCall, { params: { id }, json: { message } });
}

/** POST /api/quotes/{id}/decline: the customer declines, with a reason when it gives one. */
export function declineQuote(id: number, reason?: string) {
  return callApi(declineQuoteCall, { params: { id }, json: { reason: blankToNull(reason) } });
}

/** POST /api/quotes/{id}/claim: a request made without an account becomes the signed-in customer's. */
export function claimQuote(id: number, token: string) {
  return callApi(claimQuoteCall, { params: { id }, json: { token } });
}

/** GET /api/sales-settings (administrators): the deposit and the default discount limit. */
export function useSalesSettings(enabled: boolean) {
  return useApi<SalesSettings>(enabled ? pathTo(salesSettingsCall) : null);
}

/** PUT /api/sales-settings. */
export function changeSalesSettings(settings: SalesSettings) {
  return callApi(changeSalesSettingsCall, { json: settings });
}
