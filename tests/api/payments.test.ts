/** @jest-environment node */
// An order's ledger through the routes: the distributor serving the order records the deposit
// and the balance (by hand: cash, SPEI, card, deposit, the customer's wallet) and refunds; what is
// paid never passes what is owed; the deposit that clears confirms a pending order; each payment
// has its receipt. Then production with its estimated date, installation, and ordering again.
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { INSTALLED_BLIND } from '@/tests/support/sample-items';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { users } from '@/lib/server/db/schema';
import { createUser } from '@/lib/server/services/users';
import * as quotesRoute from '@/app/api/quotes/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { POST as acceptRoute } from '@/app/api/quotes/[id]/accept/route';
import { POST as paymentsRoute } from '@/app/api/orders/[id]/payments/route';
import { GET as receiptRoute } from '@/app/api/orders/[id]/payments/[paymentId]/receipt/route';
import { PUT as orderStatus } from '@/app/api/orders/[id]/status/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { POST as reorderRoute } from '@/app/api/orders/[id]/reorder/route';
import { POST as walletMovement } from '@/app/api/wallet/[userId]/route';
import { POST as onlinePaymentRoute } from '@/app/api/orders/[id]/online-payment/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let admin: string;
let otherDealer: string;
let stranger: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, admin, otherDealer] = await Promise.all([
    tokenFor(CUSTOMER),
    tokenFor(DISTRIBUTOR),
    tokenFor(ADMIN),
    tokenFor('monterrey@solara.test'),
  ]);
  const other = await createUser(db.db, {
    name: 'Cliente Ajeno',
    email: 'ajeno@ejemplo.mx',
    password: 'Toldo-de-lona-2026',
    roleId: 3,
  });
  stranger = await tokenFor(other.email, 'Toldo-de-lona-2026');
});
afterAll(async () => {
  await db.dispose();
});

const piece = INSTALLED_BLIND;
const id = (n: number) => ({ id: String(n) });
const today = () => new Date().toISOString().slice(0, 10);
const cents = (money: string) => Math.round(Number(money) * 100);
const pesos = (value: number) => (value / 100).toFixed(2);

/** An order of the demo customer made by accepting its distributor's quote: 50 % deposit. */
async function acceptedOrder() {
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [piece] } });
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  await call(sendRoute, { token: distributor, params: id(saved.body.id), json: {} });
  const order = await call(acceptRoute, { token: customer, params: id(saved.body.id), json: {} });
  expect(order).toMatchObject({ status: 201 });
  return order.body as {
    id: number;
    folio: string;
    total: string;
    deposit: string;
    amount_due: string;
    online_payment: unknown;
  };
}

const pay = (orderId: number, json: Record<string, unknown>, token = distributor) =>
  call(paymentsRoute, { token, params: id(orderId), json: { method: 'efectivo', paid_on: today(), ...json } });

describe('the distributor records payments', () => {
  it('the deposit confirms the order; the balance and the receipts follow', async () => {
    const order = await acceptedOrder();
    expect(order).toMatchObject({ deposit_due: order.deposit, paid: '0.00', amount_due: order.total });

    const deposit = await pay(order.id, {
      kind: 'anticipo',
      method: 'spei',
      amount: order.deposit,
      reference: 'SPEI 7731',
    });
    expect(deposit).toMatchObject({ status: 201 });
    expect(deposit.body).toMatchObject({ status: 'confirmado', paid: order.deposit, deposit_due: '0.00' });
    expect(deposit.body.amount_due).toBe(pesos(cents(order.total) - cents(order.deposit)));
    expect(deposit.body.history.at(-1)).toMatchObject({ from: 'pendiente', to: 'confirmado' });
    expect(deposit.body.history.at(-1).note).toMatch(/^Anticipo recibido: \$/);
    const [first] = deposit.body.payments;
    expect(first).toMatchObject({ kind: 'anticipo', method: 'spei', reference: 'SPEI 7731', paid_on: today() });

    const receipt = await call(receiptRoute, {
      token: customer,
      params: { id: String(order.id), paymentId: String(first.id) },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toContain(`recibo-${order.folio}-${first.id}.pdf`);
    expect(first.receipt_url).toBe(`/api/orders/${order.id}/payments/${first.id}/receipt`);
    const foreign = await call(receiptRoute, {
      token: stranger,
      params: { id: String(order.id), paymentId: String(first.id) },
    });
    expect(foreign.status).toBe(404);

    const balance = await pay(order.id, { kind: 'saldo', amount: deposit.body.amount_due });
    expect(balance.body).toMatchObject({ amount_due: '0.00', paid: order.total });
    const more = await pay(order.id, { kind: 'saldo', amount: '1.00' });
    expect(more.status).toBe(422);
    expect(more.body.errors.amount).toEqual(['El pedido ya está pagado por completo.']);
  });

  it('never takes more than is owed, nor refunds more than was paid; a refund counts against what is paid', async () => {
    const order = await acceptedOrder();
    const over = await pay(order.id, { kind: 'anticipo', amount: pesos(cents(order.total) + 1) });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toMatch(/^Quedan \$[\d,.]+ por pagar: el pago no puede ser mayor\.$/);
    await pay(order.id, { kind: 'anticipo', amount: '100.00' });
    const refundTooMuch = await pay(order.id, { kind: 'reembolso', amount: '100.01' });
    expect(refundTooMuch.body.errors.amount).toEqual([
      'Del pedido se han pagado $100.00: el reembolso no puede ser mayor.',
    ]);
    const refund = await pay(order.id, { kind: 'reembolso', amount: '40.00' });
    expect(refund.body).toMatchObject({ paid: '60.00', amount_due: pesos(cents(order.total) - 6_000) });
  });

  it('takes a payment from the customer’s wallet, and refuses one the wallet cannot cover', async () => {
    const order = await acceptedOrder();
    const [row] = await db.db
      .select({ id: users.id, balance: users.walletBalanceCents })
      .from(users)
      .where(eq(users.email, CUSTOMER));
    const topUp = await call(walletMovement, {
      token: admin,
      params: { userId: String(row!.id) },
      json: { kind: 'abono', amount: '200.00', concept: 'Saldo para el pedido' },
    });
    expect(topUp.status).toBe(201);
    const before = (await db.db.select({ b: users.walletBalanceCents }).from(users).where(eq(users.id, row!.id)))[0]!.b;
    expect((await pay(order.id, { kind: 'anticipo', method: 'monedero', amount: '150.00' })).status).toBe(201);
    const after = (await db.db.select({ b: users.walletBalanceCents }).from(users).where(eq(users.id, row!.id)))[0]!.b;
    expect(before - after).toBe(15_000);
    const short = await pay(order.id, { kind: 'anticipo', method: 'monedero', amount: pesos(after + 1) });
    expect(short.status).toBe(422);
    expect(short.body.errors.amount).toEqual(['El cargo es mayor que el saldo del monedero.']);
  });

  it('two payments at once that together pass the total: one is taken, the other refused', async () => {
    const order = await acceptedOrder();
    const half = pesos(Math.ceil(cents(order.total) * 0.6));
    const replies = await Promise.all([
      pay(order.id, { kind: 'saldo', amount: half }),
      pay(order.id, { kind: 'saldo', amount: half }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('is refused to the customer, another distributor and anything but the manual methods and real days', async () => {
    const order = await acceptedOrder();
    expect((await pay(order.id, { kind: 'anticipo', amount: '10.00' }, customer)).status).toBe(403);
    expect((await pay(order.id, { kind: 'anticipo', amount: '10.00' }, otherDealer)).status).toBe(404);
    const online = await pay(order.id, { kind: 'anticipo', amount: '10.00', method: 'en_linea' });
    expect(online.status).toBe(422);
    expect(online.body.errors.method).toEqual(['Elige cómo se pagó.']);
    const future = await pay(order.id, { kind: 'anticipo', amount: '10.00', paid_on: '2999-01-01' });
    expect(future.body.errors.paid_on).toEqual(['La fecha del pago no puede ser futura.']);
    const zero = await pay(order.id, { kind: 'anticipo', amount: '0' });
    expect(zero.body.errors.amount).toEqual(['El monto debe ser mayor que cero.']);
    expect((await call(orderRoute, { token: customer, params: id(order.id) })).body.payments).toEqual([]);
  });

  it('a cancelled order takes no payment, but gives a deposit back', async () => {
    const order = await acceptedOrder();
    await pay(order.id, { kind: 'anticipo', amount: '500.00' });
    await call(orderStatus, { token: distributor, method: 'PUT', params: id(order.id), json: { status: 'cancelado' } });
    const late = await pay(order.id, { kind: 'saldo', amount: '10.00' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('El pedido está cancelado: ya no recibe pagos.');
    expect((await pay(order.id, { kind: 'reembolso', amount: '500.00', method: 'spei' })).body.paid).toBe('0.00');
  });
});

describe('a host without an online payment provider', () => {
  it('says so in the order and refuses the online checkout with how to pay instead', async () => {
    const order = await acceptedOrder();
    expect(order).toMatchObject({ online_payment: { available: false, options: [] } });
    const online = await call(onlinePaymentRoute, {
      token: customer,
      params: id(order.id),
      json: { kind: 'anticipo' },
    });
    expect(online).toMatchObject({ status: 409, body: { message: expect.stringMatching(/no está configurado/) } });
    expect((await call(orderRoute, { token: customer, params: id(order.id) })).body.payments).toEqual([]);
  });
});

describe('the order after the deposit', () => {
  it('goes into production with an estimated date, is shipped and installed', async () => {
    const order = await acceptedOrder();
    await pay(order.id, { kind: 'anticipo', amount: order.deposit });
    const move = (json: Record<string, unknown>) =>
      call(orderStatus, { token: distributor, method: 'PUT', params: id(order.id), json });
    const wrong = await move({ status: 'en_produccion', estimated_date: '15/12/2026' });
    expect(wrong.body.errors.estimated_date).toEqual(['La fecha estimada debe ser una fecha válida (AAAA-MM-DD).']);
    const production = await move({ status: 'en_produccion', estimated_date: '2026-12-15' });
    expect(production.body).toMatchObject({ status: 'en_produccion', estimated_date: '2026-12-15' });
    expect(production.body.history.at(-1).note).toBe('Fecha estimada: 15 de diciembre de 2026');
    expect((await move({ status: 'enviado', estimated_date: '2026-12-20' })).body.errors.estimated_date).toEqual([
      'La fecha estimada se da al pasar el pedido a producción.',
    ]);
    expect((await move({ status: 'enviado' })).body.next_statuses).toEqual(['instalado', 'entregado']);
    expect((await move({ status: 'instalado' })).body).toMatchObject({ status: 'instalado', next_statuses: [] });
  });

  it('can be ordered again by its owner: a new draft quote at today’s prices', async () => {
    const order = await acceptedOrder();
    const again = await call(reorderRoute, { token: customer, params: id(order.id), json: {} });
    expect(again).toMatchObject({ status: 201 });
    expect(again.body).toMatchObject({ status: 'borrador', notes: `Vuelto a pedir del pedido ${order.folio}` });
    expect(again.body.items[0]).toMatchObject({ width_cm: 150, height_cm: 180, fabric: 'blackout-premium' });
    expect((await call(reorderRoute, { token: distributor, params: id(order.id), json: {} })).status).toBe(403);
    expect((await call(reorderRoute, { token: stranger, params: id(order.id), json: {} })).status).toBe(404);
  });
});
