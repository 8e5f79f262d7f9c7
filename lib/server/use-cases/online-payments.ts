import 'server-only';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Order } from '@/lib/contract/orders';
import type { OnlineCheckout, startOnlinePaymentSchema, syncOnlinePaymentSchema } from '@/lib/contract/online-payments';
import { getDb } from '@/lib/server/db/client';
import type { Db } from '@/lib/server/db/types';
import { onlineCheckouts, paymentEvents } from '@/lib/server/db/schema';
import { ForbiddenError } from '@/lib/server/errors';
import { enqueue } from '@/lib/server/jobs/boss';
import { PROVIDER, verifiedEvent } from '@/lib/server/payments/stripe';
import { sessionFacts } from '@/lib/server/payments/session-facts';
import { checkoutOfOrder, fetchSession, startCheckout } from '@/lib/server/services/online-checkout';
import { applySessionFacts, type LedgerChange } from '@/lib/server/services/online-ledger';
import { applyRefund } from '@/lib/server/services/online-refunds';
import { tellDealerPaidOnline, tellPaymentRecorded, tellVoucherExpired } from '@/lib/server/services/order-notices';
import { getOrderById, getVisibleOrder, serializeOrder } from '@/lib/server/services/orders';
import type { UserRecord } from '@/lib/server/services/users';

// Online payment: the customer opens the provider's checkout, the provider's signed webhook (or the
// page the customer comes back to) brings its outcome into the order's ledger.

/** POST /api/orders/{id}/online-payment: 201 with the provider's page to open. */
export async function startOnlinePayment(
  actor: UserRecord,
  id: number,
  body: z.output<typeof startOnlinePaymentSchema>,
  siteUrl: string,
): Promise<OnlineCheckout> {
  return startCheckout(await getDb(), actor, id, body.kind, siteUrl);
}

/** POST /api/orders/{id}/online-payment/sync: back from the provider, its session read again; the order. */
export async function syncOnlinePayment(
  actor: UserRecord,
  id: number,
  body: z.output<typeof syncOnlinePaymentSchema>,
): Promise<Order> {
  const db = await getDb();
  await getVisibleOrder(db, actor, id);
  const checkout = await checkoutOfOrder(db, id, body.session_id);
  const change = await applySessionFacts(db, sessionFacts(await fetchSession(checkout.sessionId)));
  if (change) await tellWhatChanged(db, change);
  return serializeOrder(await getOrderById(db, id));
}

/** POST /api/payments/webhook: a signed provider event, applied at most once. */
export async function receiveProviderEvent(
  payload: string,
  signature: string | null,
): Promise<{ received: true; applied: boolean }> {
  const event = verifiedEvent(payload, signature);
  if (!event) throw new ForbiddenError('La firma del aviso de pago no es válida.');
  const db = await getDb();
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, PROVIDER), eq(paymentEvents.eventId, event.id)));
  if (seen) return { received: true, applied: false };
  const applied = await applyEvent(db, event);
  await db
    .insert(paymentEvents)
    .values({ provider: PROVIDER, eventId: event.id, type: event.type })
    .onConflictDoNothing();
  return { received: true, applied };
}

/** Each event is a cue to read the session again; the ledger moves only forward, so order does not matter. */
async function applyEvent(db: Db, event: Stripe.Event): Promise<boolean> {
  const object = event.data.object as { object?: string; id?: string };
  let sessionId: string | null = null;
  if (object.object === 'checkout.session') sessionId = object.id ?? null;
  else if (object.object === 'payment_intent') {
    const [checkout] = await db
      .select({ sessionId: onlineCheckouts.sessionId })
      .from(onlineCheckouts)
      .where(and(eq(onlineCheckouts.provider, PROVIDER), eq(onlineCheckouts.paymentIntent, object.id ?? '')));
    sessionId = checkout?.sessionId ?? null;
  } else if (object.object === 'refund') {
    return (await applyRefund(db, object as Stripe.Refund)) !== null;
  }
  if (!sessionId) return false;
  const change = await applySessionFacts(db, sessionFacts(await fetchSession(sessionId)));
  if (change) await tellWhatChanged(db, change);
  return change !== null;
}

/** The customer and its distributor hear of a payment confirmed; the customer of a voucher lapsed; an excess goes back. */
async function tellWhatChanged(db: Db, change: LedgerChange) {
  if (change.excessCents > 0) await enqueue('online_refund', { orderId: change.orderId });
  if (change.became !== 'confirmado' && change.became !== 'expirado') return;
  const record = await getOrderById(db, change.orderId);
  const order = serializeOrder(record);
  if (change.became === 'expirado') return tellVoucherExpired(db, order, record.order.userId);
  const payment = order.payments.find((p) => p.id === change.paymentId)!;
  await tellPaymentRecorded(db, order, record.order.userId, payment, change.orderConfirmed);
  await tellDealerPaidOnline(db, order, record.order.distributorId, payment);
}
