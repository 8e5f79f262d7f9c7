import 'server-only';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '@/lib/server/db/types';
import { orderPayments, orders } from '@/lib/server/db/schema';
import { mexicoDay } from '@/lib/format/dates';
import { PROVIDER, stripeClient } from '@/lib/server/payments/stripe';
import { auditPayment, paymentValues } from '@/lib/server/audit/sales';
import { providerActor } from '@/lib/server/audit/record';
import { tellRefundByHand } from './order-notices';
import { paidCents } from './payments';

// Money given back through the provider: all of it when the order is cancelled, or what a payment
// brought in over the order's total. Run by the `online_refund` job (retried while the provider
// does not answer); each refund carries an idempotency key, so a retry never refunds twice.

type PaymentRow = typeof orderPayments.$inferSelect;

const REFUND_STATUS: Record<string, PaymentRow['status']> = {
  succeeded: 'confirmado',
  pending: 'pendiente',
  requires_action: 'pendiente',
  failed: 'fallido',
  canceled: 'fallido',
};

/** What each online payment should still give back, newest first: a cancelled order, everything. */
function refundsOwed(order: typeof orders.$inferSelect, rows: PaymentRow[]) {
  const online = rows
    .filter((r) => r.provider === PROVIDER && r.kind !== 'reembolso' && r.status === 'confirmado')
    .sort((a, b) => b.id - a.id);
  const refunded = (p: PaymentRow) =>
    rows
      .filter((r) => r.refundOfId === p.id && (r.status === 'confirmado' || r.status === 'pendiente'))
      .reduce((sum, r) => sum + r.amountCents, 0);
  const pendingRefunds = rows
    .filter((r) => r.kind === 'reembolso' && r.status === 'pendiente')
    .reduce((sum, r) => sum + r.amountCents, 0);
  let excess =
    order.status === 'cancelado'
      ? Infinity
      : paidCents(rows) - pendingRefunds - (order.totalCents - order.walletAppliedCents);
  const owed: { payment: PaymentRow; cents: number; already: number }[] = [];
  for (const payment of online) {
    if (excess <= 0) break;
    const already = refunded(payment);
    const cents = Math.min(payment.amountCents - already, excess);
    if (cents > 0) owed.push({ payment, cents, already });
    excess -= Math.max(0, cents);
  }
  return owed;
}

/** The job: refunds what the order owes back online, and cancels vouchers still waiting on a cancelled order. */
export async function refundOnlinePayments(db: Db, orderId: number): Promise<void> {
  const stripe = stripeClient();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!stripe || !order) return;
  const rows = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

  if (order.status === 'cancelado') {
    for (const waiting of rows.filter(
      (r) => r.provider === PROVIDER && r.status === 'pendiente' && r.kind !== 'reembolso',
    )) {
      await stripe.paymentIntents.cancel(waiting.providerRef!).catch(() => undefined);
      await db
        .update(orderPayments)
        .set({ status: 'expirado', voucherUrl: null })
        .where(and(eq(orderPayments.id, waiting.id), eq(orderPayments.status, 'pendiente')));
    }
  }

  for (const { payment, cents, already } of refundsOwed(order, rows)) {
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: payment.providerRef!,
          amount: cents,
          metadata: { order_id: String(orderId), payment_id: String(payment.id) },
        },
        { idempotencyKey: `refund-${payment.id}-${already}-${cents}` },
      );
    } catch (error) {
      // The provider refuses (an OXXO voucher cannot be given back online): whoever serves the order does it by hand.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      await tellRefundByHand(db, order, payment.channel, cents);
      continue;
    }
    const [recorded] = await db
      .insert(orderPayments)
      .values({
        orderId,
        kind: 'reembolso',
        method: 'en_linea',
        status: REFUND_STATUS[refund.status ?? 'pending'] ?? 'pendiente',
        amountCents: refund.amount,
        paidOn: mexicoDay(),
        provider: PROVIDER,
        providerRef: refund.id,
        channel: payment.channel,
        refundOfId: payment.id,
      })
      .onConflictDoNothing()
      .returning({ id: orderPayments.id });
    if (recorded)
      await auditPayment(db, {
        actor: providerActor(PROVIDER),
        paymentId: recorded.id,
        orderStatusBefore: order.status,
        note: order.status === 'cancelado' ? 'Reembolso del pedido cancelado' : 'Reembolso de lo pagado de más',
      });
  }
}

/** A refund the provider settled later (or one made in its dashboard): the ledger follows it. */
export async function applyRefund(db: Db, refund: Stripe.Refund): Promise<number | null> {
  const status = REFUND_STATUS[refund.status ?? 'pending'] ?? 'pendiente';
  const [known] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, PROVIDER), eq(orderPayments.providerRef, refund.id)));
  if (known) {
    if (known.status === status) return known.orderId;
    await db.transaction(async (tx) => {
      await tx.update(orderPayments).set({ status }).where(eq(orderPayments.id, known.id));
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, known.orderId));
      await auditPayment(tx, {
        actor: providerActor(PROVIDER),
        paymentId: known.id,
        before: paymentValues(known),
        orderStatusBefore: order!.status,
      });
    });
    return known.orderId;
  }
  const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!intent) return null;
  const [paid] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, PROVIDER), eq(orderPayments.providerRef, intent)));
  if (!paid) return null;
  await db
    .insert(orderPayments)
    .values({
      orderId: paid.orderId,
      kind: 'reembolso',
      method: 'en_linea',
      status,
      amountCents: refund.amount,
      paidOn: mexicoDay(),
      provider: PROVIDER,
      providerRef: refund.id,
      channel: paid.channel,
      refundOfId: paid.id,
    })
    .onConflictDoNothing();
  return paid.orderId;
}
