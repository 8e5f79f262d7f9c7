import 'server-only';
import type { z } from 'zod';
import type { Order } from '@/lib/contract/orders';
import type { recordPaymentSchema } from '@/lib/contract/payments';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { renderReceiptPdf } from '@/lib/server/pdf/receipt-pdf';
import { recordPayment } from '@/lib/server/services/order-payments';
import { tellPaymentRecorded } from '@/lib/server/services/order-notices';
import { getOrderById, getVisibleOrder, serializeOrder } from '@/lib/server/services/orders';
import type { UserRecord } from '@/lib/server/services/users';

// An order's ledger: the serving distributor records payments and refunds; whoever may see the
// order downloads each payment's receipt.

/** POST /api/orders/{id}/payments: 201 with the order and its ledger. */
export async function addPayment(
  actor: UserRecord,
  id: number,
  body: z.output<typeof recordPaymentSchema>,
): Promise<Order> {
  const db = await getDb();
  const before = await getVisibleOrder(db, actor, id);
  const paymentId = await recordPayment(db, actor, id, {
    kind: body.kind,
    method: body.method,
    amountCents: body.amount,
    reference: body.reference,
    paidOn: body.paid_on,
  });
  const record = await getOrderById(db, id);
  const order = serializeOrder(record);
  const payment = order.payments.find((p) => p.id === paymentId)!;
  await tellPaymentRecorded(db, order, record.order.userId, payment, before.order.status !== order.status);
  return order;
}

/** GET /api/orders/{id}/payments/{paymentId}/receipt: a confirmed payment's receipt, `recibo-<folio>-<n>.pdf`. */
export async function paymentReceipt(
  actor: UserRecord,
  id: number,
  paymentId: number,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const order = serializeOrder(await getVisibleOrder(await getDb(), actor, id));
  const payment = order.payments.find((p) => p.id === paymentId && p.status === 'confirmado');
  if (!payment) throw new NotFoundError('El pago no existe.');
  return { fileName: `recibo-${order.folio}-${payment.id}.pdf`, bytes: await renderReceiptPdf(order, payment) };
}
