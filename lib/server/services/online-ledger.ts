import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { onlineCheckouts, orderPayments } from '@/lib/server/db/schema';
import { PROVIDER } from '@/lib/server/payments/stripe';
import type { SessionFacts } from '@/lib/server/payments/session-facts';
import { mexicoDay } from '@/lib/format/dates';
import { auditPayment, paymentValues } from '@/lib/server/audit/sales';
import { providerActor } from '@/lib/server/audit/record';
import { confirmWhenDepositClears, lockedLedger } from './order-payments';

// A provider's checkout as the order's ledger records it: one row per PaymentIntent, pending
// while a voucher or a transfer waits, confirmed once paid, expired when the voucher lapsed. A row
// only moves forward from pending; a payment that comes in over what is owed (the distributor
// recorded cash meanwhile, the order was cancelled) is kept, and its excess refunded.

export type LedgerChange = {
  orderId: number;
  paymentId: number;
  /** What the row became, when it changed. */
  became: 'pendiente' | 'confirmado' | 'expirado' | null;
  /** The order was confirmed by this payment. */
  orderConfirmed: boolean;
  /** Paid beyond what the order owed: refunded through the provider. */
  excessCents: number;
};

/** Applies a session's current state to its order's ledger; null when the session is not one of ours or changes nothing. */
export async function applySessionFacts(db: Db, facts: SessionFacts): Promise<LedgerChange | null> {
  const [checkout] = await db
    .select()
    .from(onlineCheckouts)
    .where(and(eq(onlineCheckouts.provider, PROVIDER), eq(onlineCheckouts.sessionId, facts.sessionId)));
  if (!checkout) return null;
  return db.transaction(async (tx) => {
    const { order, paid } = await lockedLedger(tx, checkout.orderId);
    const checkoutStatus =
      facts.status === 'complete' ? 'completada' : facts.status === 'expired' ? 'expirada' : 'abierta';
    await tx
      .update(onlineCheckouts)
      .set({ status: checkoutStatus, paymentIntent: facts.intent?.id ?? checkout.paymentIntent })
      .where(eq(onlineCheckouts.id, checkout.id));
    const intent = facts.intent;
    // An open session's intent may have failed a card: the customer is still on the provider's page.
    if (!intent || facts.status !== 'complete') return null;

    const wanted = intent.state === 'paid' ? 'confirmado' : intent.state === 'waiting' ? 'pendiente' : 'expirado';
    const details = {
      channel: intent.channel,
      installments: intent.installments,
      voucherUrl: wanted === 'pendiente' ? intent.voucherUrl : null,
      expiresAt: intent.expiresAt,
      amountRemainingCents: wanted === 'pendiente' ? intent.amountRemainingCents : null,
    };
    const [existing] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.provider, PROVIDER), eq(orderPayments.providerRef, intent.id)));
    if (existing && existing.status !== 'pendiente') return null;
    if (existing && existing.status === wanted) {
      // Still waiting: a transfer that came in part says what is left.
      await tx.update(orderPayments).set(details).where(eq(orderPayments.id, existing.id));
      return { orderId: order.id, paymentId: existing.id, became: null, orderConfirmed: false, excessCents: 0 };
    }
    const values = {
      status: wanted,
      amountCents: intent.amountCents,
      paidOn: mexicoDay(new Date()),
      ...details,
    } as const;
    let paymentId: number;
    if (existing) {
      await tx.update(orderPayments).set(values).where(eq(orderPayments.id, existing.id));
      paymentId = existing.id;
    } else {
      const [row] = await tx
        .insert(orderPayments)
        .values({
          orderId: order.id,
          kind: checkout.kind,
          method: 'en_linea',
          provider: PROVIDER,
          providerRef: intent.id,
          ...values,
        })
        .returning({ id: orderPayments.id });
      paymentId = row!.id;
    }
    let orderConfirmed = false;
    let excessCents = 0;
    if (wanted === 'confirmado') {
      const owed = order.status === 'cancelado' ? 0 : Math.max(0, order.totalCents - order.walletAppliedCents - paid);
      excessCents = Math.max(0, intent.amountCents - owed);
      orderConfirmed = await confirmWhenDepositClears(tx, order, paid + intent.amountCents, null);
    }
    // The trail says the provider did it: a new payment, or a pending one confirmed or expired.
    await auditPayment(tx, {
      actor: providerActor(PROVIDER),
      paymentId,
      before: existing ? paymentValues(existing) : null,
      orderStatusBefore: order.status,
    });
    return { orderId: order.id, paymentId, became: wanted, orderConfirmed, excessCents };
  });
}
