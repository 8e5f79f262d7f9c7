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

/** The order's row and its ledger, locked: two payments recorded at once take turns. */
async function lockedLedger(tx: Parameters<Parameters<Db['transaction']>[0]>[0], orderId: number) {
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
    if (
      order.status === 'pendiente' &&
      entry.kind !== 'reembolso' &&
      order.walletAppliedCents + paidNow >= order.depositCents
    ) {
      await tx
        .update(orders)
        .set({ status: 'confirmado', updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      await tx.insert(orderStatusHistory).values({
        orderId,
        fromStatus: 'pendiente',
        toStatus: 'confirmado',
        changedBy: user.id,
        note: `Anticipo recibido: ${formatMXN(order.walletAppliedCents + paidNow)}`,
      });
    }
    await auditPayment(tx, { actor: actorOf(user), paymentId: row!.id, orderStatusBefore: order.status });
    return row!.id;
  });
}
