// An order's ledger: the serving distributor records a payment or a refund; a payment's receipt
// downloads as a PDF; the owner orders the same pieces again as a new quote.

import { orderReceiptCall } from '@/lib/contract/calls/order-receipt';
import { recordPaymentCall } from '@/lib/contract/calls/record-payment';
import { reorderCall } from '@/lib/contract/calls/reorder';
import { startOnlinePaymentCall } from '@/lib/contract/calls/start-online-payment';
import { syncOnlinePaymentCall } from '@/lib/contract/calls/sync-online-payment';
import type { OnlinePaymentKind } from '@/lib/contract/online-payments';
import type { PaymentKind } from '@/lib/contract/payments';
import { MANUAL_PAYMENT_METHODS } from '@/lib/contract/payments';
import { callApi } from './call';
import { saveBlob } from './download';
import type { ApiResult } from './transport';

export type PaymentEntry = {
  kind: PaymentKind;
  method: (typeof MANUAL_PAYMENT_METHODS)[number];
  amount: string;
  reference: string;
  paidOn: string;
};

/** POST /api/orders/{id}/payments: 201 with the order and its ledger. */
export function recordPayment(orderId: number, entry: PaymentEntry) {
  return callApi(recordPaymentCall, {
    params: { id: orderId },
    json: {
      kind: entry.kind,
      method: entry.method,
      amount: entry.amount,
      reference: entry.reference.trim() || null,
      paid_on: entry.paidOn,
    },
  });
}

/** GET the receipt of a payment, saved as `recibo-<folio>-<n>.pdf`. */
export async function downloadReceipt(orderId: number, paymentId: number, folio: string): Promise<ApiResult<Blob>> {
  const result = await callApi(orderReceiptCall, { params: { id: orderId, paymentId }, responseType: 'blob' });
  if (result.ok) saveBlob(result.data, `recibo-${folio}-${paymentId}.pdf`);
  return result;
}

/** POST /api/orders/{id}/reorder: a new draft quote with the order's pieces at today's prices. */
export function reorder(orderId: number) {
  return callApi(reorderCall, { params: { id: orderId } });
}

/** POST /api/orders/{id}/online-payment: the provider's page for the deposit or the balance (amount set by the server). */
export function startOnlinePayment(orderId: number, kind: OnlinePaymentKind) {
  return callApi(startOnlinePaymentCall, { params: { id: orderId }, json: { kind } });
}

/** POST /api/orders/{id}/online-payment/sync: back from the provider, the order with what it said. */
export function syncOnlinePayment(orderId: number, sessionId: string) {
  return callApi(syncOnlinePaymentCall, { params: { id: orderId }, json: { session_id: sessionId } });
}
