// Paying an order online, as its customer does on a phone: the deposit by card at the provider's
// page (the local fake of Stripe, which signs its webhooks to the server) and back to the order
// with the payment in its ledger and history; the balance by an OXXO voucher that stays pending
// until the provider's signed webhook says it was paid; then the distributor's side of the same
// ledger and the administrator's collected revenue of the month, and a cancelled order paid by
// card refunded through the provider. @shared: they add
// orders to the demo customer and its distributor, which other specs count.
import type { APIRequestContext } from '@playwright/test';
import { FAKE_STRIPE_ORIGIN } from '../playwright.config';
import {
  apiLogin,
  atPath,
  axeViolations,
  demoAccount,
  expect,
  expectNoSidewaysScroll,
  screenBlindPiece,
  test,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

type Order = { id: number; folio: string; total: string; deposit: string; amount_due: string; paid: string };

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });
const money = (value: string) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** An order of the demo customer, accepted from its distributor's quote (50 % deposit). */
async function acceptedOrder(request: APIRequestContext, customer: string, distributor: string): Promise<Order> {
  const post = async (url: string, token: string, data: unknown = {}) => {
    const response = await request.post(url, { headers: auth(token), data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const quote = await post('/api/quotes', customer, { items: [screenBlindPiece('Sala pago en línea')] });
  await post(`/api/quotes/${quote.id}/request`, customer);
  await post(`/api/quotes/${quote.id}/send`, distributor);
  return post(`/api/quotes/${quote.id}/accept`, customer) as Promise<Order>;
}

const cents = (value: string) => Math.round(Number(value.replace(/[^\d.-]/g, '')) * 100);
const pesos = (value: number) => money((value / 100).toFixed(2));

/** What the business summary says was collected this month (the last of the last 12 months), in cents. */
async function collectedThisMonth(request: APIRequestContext, admin: string): Promise<number> {
  const response = await request.get('/api/business-summary', { headers: auth(admin) });
  expect(response.status()).toBe(200);
  const { months } = (await response.json()) as { months: { collected: string }[] };
  return cents(months.at(-1)!.collected);
}

async function readOrder(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/orders/${id}`, { headers: auth(token) });
  return (await response.json()) as Order & { status: string; payments: { kind: string; status: string }[] };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a customer pays the deposit by card and the balance with an OXXO voucher @shared', async ({ page, request }) => {
  const customerAccount = demoAccount('customer');
  const customer = await apiLogin(request, customerAccount.email, customerAccount.password);
  const dealer = demoAccount('distributor');
  const distributor = await apiLogin(request, dealer.email, dealer.password);
  const order = await acceptedOrder(request, customer, distributor);
  const adminAccount = demoAccount('admin');
  const admin = await apiLogin(request, adminAccount.email, adminAccount.password);
  const collectedBefore = await collectedThisMonth(request, admin);

  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('user_token', token), customer);
  await page.goto(`/panel/listas/ordenes/${order.id}`);
  const payButton = page.getByRole('button', { name: `Pagar el anticipo · ${money(order.deposit)}` });
  await expect(payButton).toBeVisible();
  await expect(page.getByText(/hasta \d+ meses sin intereses/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // The provider's page, then back to the order: the deposit is in the ledger and the order confirmed.
  await payButton.click();
  await page.waitForURL(`${FAKE_STRIPE_ORIGIN}/pay/**`);
  await expect(page.getByText(money(order.deposit))).toBeVisible();
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await page.waitForURL(atPath(`/panel/listas/ordenes/${order.id}`));
  await expect(
    page.getByRole('status').filter({ hasText: `¡Listo! Recibimos tu pago de ${money(order.deposit)}.` }),
  ).toBeVisible();
  const ledger = page.getByRole('list', { name: `Pagos del pedido ${order.folio}` });
  await expect(ledger.getByText('Anticipo · Tarjeta en línea')).toBeVisible();
  await expect(page.getByText(/Anticipo recibido/)).toBeVisible();
  expect(page.url()).not.toContain('sesion='); // a reload does not tell it again

  // The balance by OXXO: pending, with its voucher, until the provider's webhook says it was paid.
  await page.getByRole('button', { name: /^Pagar todo · / }).click();
  await page.waitForURL(`${FAKE_STRIPE_ORIGIN}/pay/**`);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Generar ficha OXXO' }).click();
  await page.waitForURL(atPath(`/panel/listas/ordenes/${order.id}`));
  await expect(page.getByRole('status').filter({ hasText: 'Tu ficha OXXO está lista' })).toBeVisible();
  await expect(ledger.getByText('Pago del saldo · Efectivo en OXXO')).toBeVisible();
  await expect(ledger.getByRole('link', { name: /Ver la ficha para pagar en OXXO/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar todo/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  const paid = await request.post(`${FAKE_STRIPE_ORIGIN}/__fake/sessions/${sessionId}/oxxo_paid`);
  expect(paid.status()).toBe(200);
  await page.reload();
  await expect(ledger.getByRole('link', { name: /Ver la ficha/ })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: '$0.00' }).first()).toBeVisible();
  await expect(page.getByText('Pagado').locator('..')).toContainText(money(order.total));

  // The distributor's side of the same ledger: paid in full, both online payments listed.
  await page.evaluate((token) => localStorage.setItem('user_token', token), distributor);
  await page.goto(`/panel/listas/ordenes-admin/${order.id}`);
  const served = page.getByRole('list', { name: `Pagos del pedido ${order.folio}` });
  await expect(served.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Por pagar', { exact: true }).locator('..')).toContainText('$0.00');
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);

  // The administrator's business home counts both payments in this month's collected revenue.
  await page.evaluate((token) => localStorage.setItem('user_token', token), admin);
  await page.goto('/panel');
  const chart = page.getByRole('region', { name: 'Facturado y cobrado por mes' });
  await chart.getByRole('button', { name: 'Ver tabla' }).click();
  const thisMonth = chart.getByRole('table').locator('tbody tr').last();
  await expect(thisMonth.locator('td').nth(1)).toHaveText(pesos(collectedBefore + cents(order.total)));
});

test('a cancelled order paid by card is refunded through the provider @shared', async ({ page, request }) => {
  const customerAccount = demoAccount('customer');
  const customer = await apiLogin(request, customerAccount.email, customerAccount.password);
  const dealer = demoAccount('distributor');
  const distributor = await apiLogin(request, dealer.email, dealer.password);
  const order = await acceptedOrder(request, customer, distributor);
  const started = await request.post(`/api/orders/${order.id}/online-payment`, {
    headers: auth(customer),
    data: { kind: 'anticipo' },
  });
  const { url } = await started.json();
  const sessionId = new URL(url).pathname.split('/').pop();
  expect((await request.post(`${FAKE_STRIPE_ORIGIN}/__fake/sessions/${sessionId}/card`)).status()).toBe(200);
  const cancelled = await request.put(`/api/orders/${order.id}/status`, {
    headers: auth(distributor),
    data: { status: 'cancelado', note: 'Cambió de medidas' },
  });
  expect(cancelled.status()).toBe(200);
  // The refund is a job the server's workers take within seconds.
  await expect.poll(async () => (await readOrder(request, customer, order.id)).paid, { timeout: 30_000 }).toBe('0.00');

  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('user_token', token), customer);
  await page.goto(`/panel/listas/ordenes/${order.id}`);
  const ledger = page.getByRole('list', { name: `Pagos del pedido ${order.folio}` });
  await expect(ledger.getByText('Reembolso · Tarjeta en línea')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
});
