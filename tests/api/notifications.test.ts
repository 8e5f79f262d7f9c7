/** @jest-environment node */
// The notification centre through the routes: each step of the sale notifies the other side (its
// centre, and a mail unless it chose otherwise for that kind); each person reads and marks only
// its own.
import { NOTIFICATION_KINDS } from '@/lib/contract/notifications';
import { setupTestDatabase } from '@/tests/support/db';
import { cashDeposit } from '@/tests/support/sample-items';
import { call } from '@/tests/support/http';
import { CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { drainJobs } from '@/tests/support/jobs';
import * as quotesRoute from '@/app/api/quotes/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { POST as acceptRoute } from '@/app/api/quotes/[id]/accept/route';
import { POST as paymentsRoute } from '@/app/api/orders/[id]/payments/route';
import { PUT as orderStatus } from '@/app/api/orders/[id]/status/route';
import { GET as listRoute } from '@/app/api/notifications/route';
import { POST as readRoute } from '@/app/api/notifications/read/route';
import * as prefsRoute from '@/app/api/notification-prefs/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR)]);
});
afterAll(async () => {
  await db.dispose();
});

const piece = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 120,
  height_cm: 150,
  quantity: 1,
  room: 'Estudio',
  options: { motor: null, gallery: null, installation: false },
};
const id = (n: number) => ({ id: String(n) });
const list = (token: string) => call(listRoute, { token });
const mailsTo = async (to: string, needle: string) =>
  (await drainJobs(['mail']), await readMailbox())
    .map(decodeQuotedPrintable)
    .filter((m) => new RegExp(`^To: ${to.replace('.', '\\.')}$`, 'm').test(m) && m.includes(needle));

it('tells each side of the sale what the other did, newest first, with the screen it is about', async () => {
  const before = (await list(distributor)).body.unread;
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [piece] } });
  const folio = saved.body.folio as string;
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: { reason: 'Pueden venir el lunes' } });
  const dealerSide = (await list(distributor)).body;
  expect(dealerSide.unread).toBe(before + 1);
  expect(dealerSide.data[0]).toMatchObject({
    kind: 'quote_answered',
    body: 'Pueden venir el lunes',
    link: `/panel/listas/cotizaciones-admin/${saved.body.id}`,
    read: false,
  });
  expect(dealerSide.data[0].title).toContain(folio);

  await call(sendRoute, { token: distributor, params: id(saved.body.id), json: {} });
  const order = (await call(acceptRoute, { token: customer, params: id(saved.body.id), json: {} })).body;
  await call(paymentsRoute, {
    token: distributor,
    params: id(order.id),
    json: cashDeposit(order),
  });
  await call(orderStatus, {
    token: distributor,
    method: 'PUT',
    params: id(order.id),
    json: { status: 'en_produccion', estimated_date: '2026-12-18' },
  });
  const mine = (await list(customer)).body.data.slice(0, 3);
  expect(mine.map((n: { kind: string }) => n.kind)).toEqual(['order_status', 'payment_recorded', 'quote_sent']);
  expect(mine[0]).toMatchObject({
    title: `Tu pedido ${order.folio} entró a producción`,
    link: `/panel/listas/ordenes/${order.id}`,
  });
  expect(mine[0].body).toMatch(/^Estará listo el 18 dic 2026\./);
  expect(mine[1].body).toMatch(/^Tu pedido quedó confirmado\. Por pagar: \$/);
  // The payment's mail carries its receipt.
  const [receiptMail] = await mailsTo(CUSTOMER, order.folio);
  expect(receiptMail).toBeDefined();
  expect((await mailsTo(CUSTOMER, `recibo-${order.folio}-`)).length).toBe(1);
});

it('marks read only the reader’s own, by id or all of them', async () => {
  const dealer = (await list(distributor)).body;
  const own = dealer.data.find((n: { read: boolean }) => !n.read);
  const customerSide = (await list(customer)).body;
  const foreign = customerSide.data.find((n: { read: boolean }) => !n.read);
  const marked = await call(readRoute, { token: distributor, json: { ids: [own.id, foreign.id] } });
  expect(marked.body.unread).toBe(dealer.unread - 1);
  expect((await list(customer)).body.unread).toBe(customerSide.unread);
  expect((await call(readRoute, { token: customer, json: {} })).body.unread).toBe(0);
  expect((await list(customer)).body.data.every((n: { read: boolean }) => n.read)).toBe(true);
  const bad = await call(readRoute, { token: customer, json: { ids: ['uno'] } });
  expect(bad.status).toBe(422);
});

it('mails a kind only while the person wants it: the centre still lists it', async () => {
  const prefs = await call(prefsRoute.GET, { token: customer });
  expect(prefs.body.prefs).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, email: true })));
  const off = await call(prefsRoute.PUT, {
    token: customer,
    method: 'PUT',
    json: { prefs: [{ kind: 'quote_sent', email: false }] },
  });
  expect(off.body.prefs[0]).toEqual({ kind: 'quote_sent', email: false });
  const bad = await call(prefsRoute.PUT, {
    token: customer,
    method: 'PUT',
    json: { prefs: [{ kind: 'spam', email: true }] },
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors['prefs.0.kind']).toEqual(['Ese tipo de aviso no existe.']);

  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [piece] } });
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  await call(sendRoute, { token: distributor, params: id(saved.body.id), json: {} });
  expect((await list(customer)).body.data[0]).toMatchObject({ kind: 'quote_sent', read: false });
  expect(await mailsTo(CUSTOMER, saved.body.folio)).toEqual([]);
  await call(prefsRoute.PUT, {
    token: customer,
    method: 'PUT',
    json: { prefs: [{ kind: 'quote_sent', email: true }] },
  });
});
