import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '@/lib/server/db/types';
import { onlineCheckouts, paymentCustomers, users } from '@/lib/server/db/schema';
import type { OnlineCheckout, OnlinePaymentKind } from '@/lib/contract/online-payments';
import { installmentsFor } from '@/lib/contract/online-payments';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@/lib/server/errors';
import { PROVIDER, stripeClient } from '@/lib/server/payments/stripe';
import { money } from './priced-rows';
import { paidCents } from './payments';
import { amountsDue } from './online-offer';
import { getVisibleOrder } from './orders';
import type { UserRecord } from './users';

// Opening the provider's hosted checkout for an order's deposit or balance. The amount comes from
// the order's ledger, never from the browser; an open checkout for the same amount is reused, so
// two clicks open one way to pay, not two.

/** The customer's own orders screen, where the provider sends it back. */
const RETURN_PATH = '/panel/listas/ordenes';
/** How long a checkout stays open at the provider (its minimum is 30 minutes). */
const CHECKOUT_MINUTES = 60;
/** OXXO takes vouchers up to 10,000 pesos; above that the page offers card and transfer only. */
const OXXO_MAXIMUM_CENTS = 10_000_00;
const OXXO_DAYS = 3;

function configuredClient(): Stripe {
  const stripe = stripeClient();
  if (!stripe)
    throw new ConflictError(
      'El pago en línea no está configurado en este sitio: paga a tu distribuidor por transferencia, depósito o en efectivo.',
    );
  return stripe;
}

/** The user's customer at the provider, made on first use (a SPEI transfer needs one for its CLABE). */
async function providerCustomer(db: Db, stripe: Stripe, user: UserRecord): Promise<string> {
  const [known] = await db
    .select({ ref: paymentCustomers.customerRef })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, PROVIDER)));
  if (known) return known.ref;
  const [profile] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, user.id));
  const customer = await stripe.customers.create(
    { email: profile?.email, name: profile?.name ?? undefined, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, provider: PROVIDER, customerRef: customer.id })
    .onConflictDoNothing();
  return customer.id;
}

/** POST /api/orders/{id}/online-payment: the provider's page for the deposit or the balance. */
export async function startCheckout(
  db: Db,
  user: UserRecord,
  orderId: number,
  kind: OnlinePaymentKind,
  siteUrl: string,
): Promise<OnlineCheckout> {
  const record = await getVisibleOrder(db, user, orderId);
  if (record.order.userId !== user.id) throw new ForbiddenError('Sólo quien hizo el pedido lo paga en línea.');
  const stripe = configuredClient();
  const order = record.order;
  if (order.status === 'cancelado') throw new ConflictError('El pedido está cancelado: ya no recibe pagos.');
  const rows = record.payments.map(({ payment }) => payment);
  if (rows.some((p) => p.provider !== 'manual' && p.status === 'pendiente'))
    throw new ConflictError(
      'Este pedido ya tiene una ficha OXXO o una transferencia pendiente: págala o espera a que venza.',
    );
  const due = amountsDue(order, paidCents(rows));
  const amountCents = due[kind];
  if (amountCents <= 0)
    throw new InvalidInputError({
      kind: [
        kind === 'anticipo' && due.saldo > 0
          ? 'El anticipo ya está cubierto: paga el saldo.'
          : 'El pedido ya está pagado por completo.',
      ],
    });

  const soon = new Date(Date.now() + 5 * 60_000);
  const [open] = await db
    .select()
    .from(onlineCheckouts)
    .where(
      and(
        eq(onlineCheckouts.orderId, orderId),
        eq(onlineCheckouts.status, 'abierta'),
        eq(onlineCheckouts.kind, kind),
        eq(onlineCheckouts.amountCents, amountCents),
        gt(onlineCheckouts.expiresAt, soon),
      ),
    );
  if (open) return { url: open.url, amount: money(open.amountCents), expires_at: open.expiresAt.toISOString() };

  const [{ made }] = (await db
    .select({ made: count() })
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.orderId, orderId))) as [{ made: number }];
  const customer = await providerCustomer(db, stripe, user);
  const what = `${kind === 'anticipo' ? 'Anticipo' : 'Saldo'} del pedido ${order.folio}`;
  const metadata = { order_id: String(orderId), kind };
  const back = `${siteUrl}${RETURN_PATH}/${orderId}`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer,
      client_reference_id: String(orderId),
      locale: 'es-419',
      line_items: [
        { quantity: 1, price_data: { currency: 'mxn', unit_amount: amountCents, product_data: { name: what } } },
      ],
      // A filter on what the account has turned on in its dashboard: card, OXXO, SPEI transfer.
      allowed_payment_method_types:
        amountCents <= OXXO_MAXIMUM_CENTS ? ['card', 'oxxo', 'customer_balance'] : ['card', 'customer_balance'],
      payment_method_options: {
        ...(installmentsFor(amountCents).length ? { card: { installments: { enabled: true } } } : {}),
        ...(amountCents <= OXXO_MAXIMUM_CENTS ? { oxxo: { expires_after_days: OXXO_DAYS } } : {}),
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
      metadata,
      payment_intent_data: { description: what, metadata },
      success_url: `${back}?pago=listo&sesion={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?pago=cancelado`,
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
    },
    // Two clicks at once see the same count and get the same session back from the provider.
    { idempotencyKey: `checkout-${orderId}-${kind}-${amountCents}-${made}` },
  );
  if (!session.url) throw new ConflictError('El proveedor de pagos no abrió la página de pago; inténtalo de nuevo.');
  const expiresAt = new Date(session.expires_at * 1000);
  await db
    .insert(onlineCheckouts)
    .values({
      orderId,
      userId: user.id,
      kind,
      amountCents,
      provider: PROVIDER,
      sessionId: session.id,
      url: session.url,
      expiresAt,
    })
    .onConflictDoNothing();
  return { url: session.url, amount: money(amountCents), expires_at: expiresAt.toISOString() };
}

/** The order's checkout with this session id, or 404: a session of another order is not looked up. */
export async function checkoutOfOrder(db: Db, orderId: number, sessionId: string) {
  const [checkout] = await db
    .select()
    .from(onlineCheckouts)
    .where(
      and(
        eq(onlineCheckouts.orderId, orderId),
        eq(onlineCheckouts.provider, PROVIDER),
        eq(onlineCheckouts.sessionId, sessionId),
      ),
    );
  if (!checkout) throw new NotFoundError('El pago no existe.');
  return checkout;
}

/** The session as the provider has it now, with its PaymentIntent and charge. */
export async function fetchSession(sessionId: string): Promise<Stripe.Checkout.Session> {
  return configuredClient().checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
}
