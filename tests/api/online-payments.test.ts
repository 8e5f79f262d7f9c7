/** @jest-environment node */
// Online payment through the routes, against a local fake of Stripe's endpoints with webhooks
// signed by the SDK's own test helper: a card paid (and in meses sin intereses), a card declined,
// an OXXO voucher pending then paid, one that expired, a transfer paid in part then whole, a
// refund when the order is cancelled, a payment over what is owed, a replayed, a forged and two
// racing webhooks. The amount always comes from the order, never from the browser.
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from '@/tests/support/stripe-env';
import { and, eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { drainJobs } from '@/tests/support/jobs';
import { INSTALLED_BLIND } from '@/tests/support/sample-items';
import { call } from '@/tests/support/http';
import { CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { createFakeStripe } from '@/tests/support/fake-stripe.mjs';
import { auditEntries, notifications, orderPayments, paymentEvents, users } from '@/lib/server/db/schema';
import * as quotesRoute from '@/app/api/quotes/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { POST as acceptRoute } from '@/app/api/quotes/[id]/accept/route';
import { POST as paymentsRoute } from '@/app/api/orders/[id]/payments/route';
import { PUT as orderStatus } from '@/app/api/orders/[id]/status/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { POST as startRoute } from '@/app/api/orders/[id]/online-payment/route';
import { POST as syncRoute } from '@/app/api/orders/[id]/online-payment/sync/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';

type Order = {
  id: number;
  folio: string;
  status: string;
  total: string;
  deposit: string;
  deposit_due: string;
  amount_due: string;
  paid: string;
  payments: {
    id: number;
    kind: string;
    method: string;
    status: string;
    amount: string;
    receipt_url: string | null;
    online: {
      channel: string;
      installments: number | null;
      voucher_url: string | null;
      expires_at: string | null;
      amount_remaining: string | null;
    } | null;
  }[];
  online_payment: { available: boolean; options: { kind: string; amount: string; installments: number[] }[] };
};

const fake = createFakeStripe({ webhookSecret: WEBHOOK_SECRET });
let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let distributorId: number;
beforeAll(async () => {
  await fake.listen(FAKE_STRIPE_PORT);
  db = await setupTestDatabase();
  [customer, distributor] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR)]);
  const [dealer] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, DISTRIBUTOR));
  distributorId = dealer!.id;
});
afterAll(async () => {
  await db.dispose();
  await fake.close();
});

const id = (n: number) => ({ id: String(n) });
const cents = (money: string) => Math.round(Number(money) * 100);

/** An order of the demo customer made by accepting its distributor's quote: 50 % deposit. */
async function acceptedOrder(): Promise<Order> {
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [INSTALLED_BLIND] } });
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  await call(sendRoute, { token: distributor, params: id(saved.body.id), json: {} });
  const order = await call(acceptRoute, { token: customer, params: id(saved.body.id), json: {} });
  expect(order.status).toBe(201);
  return order.body;
}

const readOrder = async (orderId: number, token = customer) =>
  (await call<Order>(orderRoute, { token, params: id(orderId) })).body;

/** Opens the checkout and answers the provider's session id. */
async function startPaying(orderId: number, kind: 'anticipo' | 'saldo') {
  const started = await call(startRoute, { token: customer, params: id(orderId), json: { kind } });
  expect(started.status).toBe(201);
  const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
  return { sessionId, ...started.body };
}

/** Delivers the events a customer's step made, signed as Stripe signs them. */
async function deliver(events: object[], secret = WEBHOOK_SECRET) {
  const replies = [];
  for (const event of events) {
    const { payload, signature } = fake.signed(event, secret);
    replies.push(await call(webhookRoute, { body: payload, headers: { 'Stripe-Signature': signature } }));
  }
  return replies;
}

const settle = async (sessionId: string, outcome: string, options: Record<string, unknown> = {}) =>
  deliver(fake.settle(sessionId, outcome, options));

const onlineRows = (orderId: number) =>
  db.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.provider, 'stripe')));

const noticesFor = async (userId: number, folio: string) =>
  (await db.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) =>
    n.title.includes(folio),
  );

describe('a card payment', () => {
  it('pays the deposit the server computed, confirms the order and tells both sides', async () => {
    const order = await acceptedOrder();
    expect(order.online_payment).toEqual({
      available: true,
      options: [
        { kind: 'anticipo', amount: order.deposit, installments: expect.any(Array) },
        { kind: 'saldo', amount: order.total, installments: expect.any(Array) },
      ],
    });
    const { sessionId, amount } = await startPaying(order.id, 'anticipo');
    expect(amount).toBe(order.deposit);
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.form).toMatchObject({
      mode: 'payment',
      client_reference_id: String(order.id),
      line_items: [{ quantity: '1', price_data: { currency: 'mxn', unit_amount: String(cents(order.deposit)) } }],
      allowed_payment_method_types: ['card', 'oxxo', 'customer_balance'],
      payment_method_options: { customer_balance: { bank_transfer: { type: 'mx_bank_transfer' } } },
    });
    expect(created.idempotencyKey).toMatch(new RegExp(`^checkout-${order.id}-anticipo-`));

    const [reply] = await settle(sessionId, 'card');
    expect(reply).toMatchObject({ status: 200, body: { received: true, applied: true } });
    const paid = await readOrder(order.id);
    expect(paid).toMatchObject({ status: 'confirmado', paid: order.deposit, deposit_due: '0.00' });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        kind: 'anticipo',
        method: 'en_linea',
        status: 'confirmado',
        amount: order.deposit,
        receipt_url: expect.stringContaining('/receipt'),
        online: { channel: 'tarjeta', installments: null, voucher_url: null, expires_at: null, amount_remaining: null },
      }),
    ]);
    const [me] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER));
    expect((await noticesFor(me!.id, order.folio)).map((n) => n.title)).toContain(
      `Registramos tu anticipo de $${Number(order.deposit).toLocaleString('en-US', { minimumFractionDigits: 2 })} del pedido ${order.folio}`,
    );
    expect((await noticesFor(distributorId, order.folio)).some((n) => /pagó en línea/.test(n.title))).toBe(true);
    // The audit trail names the provider for the payment and for the order it confirmed.
    const trail = (await db.db.select().from(auditEntries)).filter((e) => e.entityLabel.startsWith(order.folio));
    expect(trail.map((e) => [e.kind, e.actorKind, e.actorName])).toEqual(
      expect.arrayContaining([
        ['pago', 'proveedor', 'stripe'],
        ['estado_pedido', 'proveedor', 'stripe'],
      ]),
    );
  });

  it('in meses sin intereses, the balance shows its months; a second click reuses the open page', async () => {
    const order = await acceptedOrder();
    const first = await startPaying(order.id, 'saldo');
    const again = await startPaying(order.id, 'saldo');
    expect(again.url).toBe(first.url);
    await settle(first.sessionId, 'card_msi', { months: 6 });
    const paid = await readOrder(order.id);
    expect(paid).toMatchObject({ status: 'confirmado', amount_due: '0.00' });
    expect(paid.payments[0]!.online).toMatchObject({ channel: 'tarjeta', installments: 6 });
    expect(paid.online_payment.options).toEqual([]);
    const more = await call(startRoute, { token: customer, params: id(order.id), json: { kind: 'saldo' } });
    expect(more).toMatchObject({ status: 422, body: { errors: { kind: ['El pedido ya está pagado por completo.'] } } });
  });

  it('a declined card records nothing: the order waits and can be paid again', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    const [reply] = await settle(sessionId, 'card_declined');
    expect(reply).toMatchObject({ status: 200, body: { applied: false } });
    const after = await readOrder(order.id);
    expect(after).toMatchObject({ status: 'pendiente', payments: [] });
    expect(after.online_payment.options.length).toBeGreaterThan(0);
  });
});

describe('an OXXO voucher', () => {
  it('is pending with its voucher until the signed webhook says it was paid', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    await settle(sessionId, 'oxxo');
    const waiting = await readOrder(order.id);
    expect(waiting).toMatchObject({ status: 'pendiente', paid: '0.00', online_payment: { options: [] } });
    expect(waiting.payments[0]).toMatchObject({
      status: 'pendiente',
      receipt_url: null,
      online: { channel: 'oxxo', voucher_url: expect.stringMatching(/\/vouchers\//), expires_at: expect.any(String) },
    });
    const twice = await call(startRoute, { token: customer, params: id(order.id), json: { kind: 'anticipo' } });
    expect(twice).toMatchObject({ status: 409, body: { message: expect.stringMatching(/ficha OXXO/) } });

    await settle(sessionId, 'oxxo_paid');
    const paid = await readOrder(order.id);
    expect(paid).toMatchObject({ status: 'confirmado', paid: order.deposit });
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ status: 'confirmado', online: { channel: 'oxxo', voucher_url: null } });
  });

  it('that expires unpaid is marked expired, the customer told, and the order can be paid again', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    await settle(sessionId, 'oxxo');
    await settle(sessionId, 'oxxo_expired');
    const after = await readOrder(order.id);
    expect(after).toMatchObject({ status: 'pendiente', paid: '0.00' });
    expect(after.payments[0]).toMatchObject({ status: 'expirado', online: { voucher_url: null } });
    expect(after.online_payment.options.map((o) => o.kind)).toEqual(['anticipo', 'saldo']);
    const [me] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER));
    expect((await noticesFor(me!.id, order.folio)).some((n) => /venció sin pago/.test(n.title))).toBe(true);
  });
});

describe('a SPEI transfer', () => {
  it('paid in part stays pending with what is left, then whole confirms it', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    await settle(sessionId, 'spei');
    await settle(sessionId, 'spei_partial', { amount: 100_00 });
    const partly = await readOrder(order.id);
    expect(partly).toMatchObject({ status: 'pendiente', paid: '0.00' });
    expect(partly.payments[0]).toMatchObject({
      status: 'pendiente',
      online: {
        channel: 'spei',
        voucher_url: expect.stringMatching(/\/transfers\//),
        amount_remaining: (cents(order.deposit) / 100 - 100).toFixed(2),
      },
    });
    await settle(sessionId, 'spei_paid');
    expect(await readOrder(order.id)).toMatchObject({ status: 'confirmado', paid: order.deposit });
  });
});

describe('refunds', () => {
  it('a cancelled order paid by card is refunded through the provider', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    await settle(sessionId, 'card');
    const cancelled = await call(orderStatus, {
      token: distributor,
      params: id(order.id),
      json: { status: 'cancelado', note: 'El cliente cambió de medidas' },
    });
    expect(cancelled.status).toBe(200);
    await drainJobs(['online_refund']);
    await drainJobs(['online_refund']); // a second run of the job refunds nothing more
    const after = await readOrder(order.id);
    expect(after).toMatchObject({ status: 'cancelado', paid: '0.00' });
    const refunds = after.payments.filter((p) => p.kind === 'reembolso');
    expect(refunds).toEqual([
      expect.objectContaining({ method: 'en_linea', status: 'confirmado', amount: order.deposit }),
    ]);
    const asked = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(asked.at(-1)!.form).toMatchObject({ amount: String(cents(order.deposit)) });
    expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('an OXXO payment over what is owed is kept, and its distributor asked to refund the excess by hand', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'saldo');
    await settle(sessionId, 'oxxo');
    // Meanwhile the customer paid the whole order in cash to its distributor.
    const cash = await call(paymentsRoute, {
      token: distributor,
      params: id(order.id),
      json: { kind: 'saldo', method: 'efectivo', amount: order.total, paid_on: new Date().toISOString().slice(0, 10) },
    });
    expect(cash.status).toBe(201);
    await settle(sessionId, 'oxxo_paid');
    await drainJobs(['online_refund']);
    const after = await readOrder(order.id);
    expect(after.payments.map((p) => [p.method, p.status])).toEqual(
      expect.arrayContaining([
        ['en_linea', 'confirmado'],
        ['efectivo', 'confirmado'],
      ]),
    );
    expect((await noticesFor(distributorId, order.folio)).some((n) => /Reembolsa a mano/.test(n.title))).toBe(true);
  });
});

describe('the webhook', () => {
  it('a replay changes nothing; a forged, tampered or unsigned one is refused', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    const events = fake.settle(sessionId, 'card');
    const [first] = await deliver(events);
    expect(first!.body.applied).toBe(true);
    const [replay] = await deliver(events);
    expect(replay).toMatchObject({ status: 200, body: { received: true, applied: false } });
    expect(await onlineRows(order.id)).toHaveLength(1);

    const [forged] = await deliver(
      events.map((e) => ({ ...e, id: 'evt_forged' })),
      'whsec_somebody_else',
    );
    expect(forged).toMatchObject({ status: 403, body: { message: 'La firma del aviso de pago no es válida.' } });
    const { payload, signature } = fake.signed(events[0]!);
    const tampered = await call(webhookRoute, {
      body: payload.replace(`"${sessionId}"`, '"cs_test_other"'),
      headers: { 'Stripe-Signature': signature },
    });
    expect(tampered.status).toBe(403);
    expect((await call(webhookRoute, { body: payload })).status).toBe(403);
    const stored = await db.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged'));
    expect(stored).toEqual([]);
  });

  it('two webhooks racing for one payment record it once and tell once', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    const [completed] = fake.settle(sessionId, 'card');
    const retried = { ...completed!, id: `${completed!.id}_retry` };
    const replies = await Promise.all([deliver([completed!]), deliver([retried])]);
    expect(replies.flat().map((r) => r.status)).toEqual([200, 200]);
    expect(await onlineRows(order.id)).toHaveLength(1);
    const told = (await noticesFor(distributorId, order.folio)).filter((n) => /pagó en línea/.test(n.title));
    expect(told).toHaveLength(1);
    expect(await readOrder(order.id)).toMatchObject({ status: 'confirmado', paid: order.deposit });
  });
});

describe('coming back from the provider', () => {
  it('the return page applies the session without waiting for the webhook; another order is refused', async () => {
    const order = await acceptedOrder();
    const { sessionId } = await startPaying(order.id, 'anticipo');
    fake.settle(sessionId, 'card'); // the webhook has not arrived
    const synced = await call(syncRoute, { token: customer, params: id(order.id), json: { session_id: sessionId } });
    expect(synced).toMatchObject({ status: 200, body: { status: 'confirmado', paid: order.deposit } });
    const other = await acceptedOrder();
    const foreign = await call(syncRoute, { token: customer, params: id(other.id), json: { session_id: sessionId } });
    expect(foreign.status).toBe(404);
    const invalid = await call(syncRoute, { token: customer, params: id(order.id), json: { session_id: 'x' } });
    expect(invalid.status).toBe(422);
  });

  it('only its customer opens the checkout, for a kind it names', async () => {
    const order = await acceptedOrder();
    const dealer = await call(startRoute, { token: distributor, params: id(order.id), json: { kind: 'anticipo' } });
    expect(dealer.status).toBe(403);
    const bad = await call(startRoute, {
      token: customer,
      params: id(order.id),
      json: { kind: 'todo', amount: '1.00' },
    });
    expect(bad).toMatchObject({ status: 422, body: { errors: { kind: ['Elige si pagas el anticipo o el saldo.'] } } });
  });
});
