import 'server-only';
import { orderReceiptCall } from '@/lib/contract/calls/order-receipt';
import { fillPath } from '@/lib/contract/endpoints/call-type';
import type { OnlineChannel } from '@/lib/contract/online-payments';
import type { Payment } from '@/lib/contract/payments';
import type { orderPayments } from '@/lib/server/db/schema';
import { money } from './priced-rows';

// An order's ledger as the API shows it, and what it adds up to.

type PaymentRow = typeof orderPayments.$inferSelect;

/** What confirmed payments add up to, refunds taken off: what counts toward the order's total. */
export function paidCents(rows: readonly Pick<PaymentRow, 'kind' | 'status' | 'amountCents'>[]): number {
  return rows
    .filter((row) => row.status === 'confirmado')
    .reduce((sum, row) => sum + (row.kind === 'reembolso' ? -row.amountCents : row.amountCents), 0);
}

export function serializePayment(orderId: number, row: PaymentRow, recordedBy: string | null): Payment {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    status: row.status,
    amount: money(row.amountCents),
    reference: row.reference,
    paid_on: row.paidOn,
    recorded_by: recordedBy,
    receipt_url: row.status === 'confirmado' ? fillPath(orderReceiptCall, { id: orderId, paymentId: row.id }) : null,
    online:
      row.provider === 'manual' || !row.channel
        ? null
        : {
            channel: row.channel as OnlineChannel,
            installments: row.installments,
            voucher_url: row.status === 'pendiente' ? row.voucherUrl : null,
            expires_at: row.expiresAt?.toISOString() ?? null,
            amount_remaining: row.amountRemainingCents === null ? null : money(row.amountRemainingCents),
          },
  };
}
