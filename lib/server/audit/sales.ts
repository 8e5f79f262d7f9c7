import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuditValues } from '@/lib/contract/audit';
import type { OrderStatus } from '@/lib/contract/orders';
import { toDecimal } from '@/lib/pricing/money';
import { orderPayments, orders } from '@/lib/server/db/schema';
import type { Db, Tx } from '@/lib/server/db/types';
import { paidCents } from '@/lib/server/services/payments';
import { recordAudit, type AuditActor, type AuditRecord } from './record';

// The trail's entries for an order's money and life cycle: a payment (recorded by hand or by a
// provider) and a status change (by a person, or automatic when a deposit clears).

type PaymentRow = typeof orderPayments.$inferSelect;

/** A payment's values as the trail keeps them. */
export function paymentValues(row: PaymentRow): AuditValues {
  return {
    tipo: row.kind,
    metodo: row.method,
    estado: row.status,
    monto: toDecimal(row.amountCents),
    referencia: row.reference,
    fecha: row.paidOn,
  };
}

/** An order moved from one status to another. */
export function orderStatusEntry(
  actor: AuditActor,
  order: { id: number; folio: string },
  from: OrderStatus,
  to: OrderStatus,
  note?: string | null,
): AuditRecord {
  return {
    kind: 'estado_pedido',
    entity: 'pedido',
    entityId: order.id,
    entityLabel: order.folio,
    actor,
    before: { estado: from },
    after: { estado: to },
    note: note ?? null,
  };
}

type PaymentAudit = {
  actor: AuditActor;
  paymentId: number;
  /** The payment's values before this change (paymentValues of its old row); null for a new payment. */
  before?: AuditValues | null;
  /** The order's status before the change: when the payment moved the order on, that is recorded too. */
  orderStatusBefore: OrderStatus;
  note?: string | null;
};

/**
 * Call in the payment's transaction, once its row is written: records the payment as it is now
 * (with what the order has paid after it), and the order's status change if the payment made one
 * (a deposit that clears confirms the order). For a manual payment, an online one, a provider's
 * confirmation or expiry alike.
 */
export async function auditPayment(tx: Tx | Db, change: PaymentAudit): Promise<void> {
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, change.paymentId));
  if (!payment) throw new Error(`auditPayment: no existe el pago ${change.paymentId}`);
  const [order] = await tx
    .select({ id: orders.id, folio: orders.folio, status: orders.status })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (!order) throw new Error(`auditPayment: no existe el pedido ${payment.orderId}`);
  const ledger = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
  const entries: AuditRecord[] = [
    {
      kind: 'pago',
      entity: 'pago',
      entityId: payment.id,
      entityLabel: `${order.folio} · pago ${payment.id}`,
      actor: change.actor,
      before: change.before ?? null,
      after: { ...paymentValues(payment), pagado_del_pedido: toDecimal(paidCents(ledger)) },
      note: change.note ?? null,
    },
  ];
  if (order.status !== change.orderStatusBefore)
    entries.push(
      orderStatusEntry(change.actor, order, change.orderStatusBefore, order.status, 'Por el pago registrado'),
    );
  await recordAudit(tx, entries);
}
