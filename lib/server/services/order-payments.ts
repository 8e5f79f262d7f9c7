import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { orderPayments, orderStatusHistory, orders } from '@/lib/server/db/schema';
import type { PaymentKind, PaymentMethod } from '@/lib/contract/payments';
import { formatMXN } from '@/lib/format/money';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@/lib/server/errors';
import { getVisibleOrder } from './orders';
import { paidCents } from './payments';
import type { UserRecord } from './users';
import { addMovement } from './wallet';
import { auditPayment } from '@/lib/server/audit/sales';
import { actorOf } from '@/lib/server/audit/record';

// Recording a payment or a refund in an order's ledger, by the distributor that serves it (or an
// admin). What is paid never goes past what is owed, nor a refund past what was paid; the deposit
// that clears confirms a pending order.

type Entry = {
  kind: PaymentKind;
  method: Exclude<PaymentMethod, 'en_linea'>;
  amountCents: number;
  reference: string | null;
  paidOn: string;
};

const KIND_WORDS: Record<PaymentKind, string> = { anticipo: 'Anticipo', saldo: 'Pago', reembolso: 'Reembolso' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

/** The order's row and its ledger, locked: two payments recorded at once take turns. */
export async function lockedLedger(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('El pedido no existe.');
  const rows = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return { order, paid: paidCents(rows) };
}

export async function recordPayment(db: Db, user: UserRecord, orderId: number, entry: Entry): Promise<number> {
  const visible = await getVisibleOrder(db, user, orderId);
  if (user.role.name !== 'admin' && (user.role.name !== 'distributor' || visible.order.userId === user.id))
    throw new ForbiddenError('Sólo el distribuidor que atiende el pedido registra sus pagos.');
  return db.transaction(async (tx) => {
    const { order, paid } = await lockedLedger(tx, orderId);
    const owed = order.totalCents - order.walletAppliedCents - paid;
    if (entry.kind === 'reembolso') {
      if (entry.amountCents > paid)
        throw new InvalidInputError({
          amount: [`Del pedido se han pagado ${formatMXN(paid)}: el reembolso no puede ser mayor.`],
        });
    } else {
      if (order.status === 'cancelado') throw new ConflictError('El pedido está cancelado: ya no recibe pagos.');
      if (entry.amountCents > owed)
        throw new InvalidInputError({
          amount: [
            owed > 0
              ? `Quedan ${formatMXN(owed)} por pagar: el pago no puede ser mayor.`
              : 'El pedido ya está pagado por completo.',
          ],
        });
    }
    const [row] = await tx
      .insert(orderPayments)
      .values({
        orderId,
        kind: entry.kind,
        method: entry.method,
        amountCents: entry.amountCents,
        reference: entry.reference,
        paidOn: entry.paidOn,
        recordedBy: user.id,
      })
      .returning({ id: orderPayments.id });
    // Paid from, or refunded to, the customer's wallet: its balance moves with the ledger.
    if (entry.method === 'monedero') {
      await addMovement(tx, {
        userId: order.userId,
        kind: entry.kind === 'reembolso' ? 'abono' : 'cargo',
        amountCents: entry.amountCents,
        concept: `${KIND_WORDS[entry.kind]} del pedido ${order.folio}`,
        orderId,
        createdBy: user.id,
      });
    }
    const paidNow = paid + (entry.kind === 'reembolso' ? -entry.amountCents : entry.amountCents);
    if (entry.kind !== 'reembolso') await confirmWhenDepositClears(tx, order, paidNow, user.id);
    await auditPayment(tx, { actor: actorOf(user), paymentId: row!.id, orderStatusBefore: order.status });
    return row!.id;
  });
}

/**
 * A pending order whose deposit is now covered (wallet and confirmed payments) is confirmed, with
 * who did it in its history: the distributor that recorded the payment, or null for the provider.
 */
export async function confirmWhenDepositClears(
  tx: Tx,
  order: OrderRow,
  paidNowCents: number,
  changedBy: number | null,
): Promise<boolean> {
  if (order.status !== 'pendiente' || order.walletAppliedCents + paidNowCents < order.depositCents) return false;
  await tx
    .update(orders)
    .set({ status: 'confirmado', updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: 'pendiente',
    toStatus: 'confirmado',
    changedBy,
    note: `Anticipo recibido: ${formatMXN(order.walletAppliedCents + paidNowCents)}`,
  });
  return true;
}
