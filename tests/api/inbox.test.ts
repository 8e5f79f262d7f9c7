/** @jest-environment node */
// The distributor's inbox through the routes: a contact message routed to it (a visit request when
// the visitor asks for one) and a quote its customer requests land there as new; it marks them
// contacted, closes one with a reason (refused without), reopens it, turns a message into a quote
// (once, even when asked twice at once); a requested quote turns itself when it is sent. Who sees
// and moves which requests.
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { INSTALLED_BLIND } from '@/tests/support/sample-items';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { inboxEvents, inboxRequests, quotes, users } from '@/lib/server/db/schema';
import type { InboxList, InboxRequest } from '@/lib/contract/inbox';
import { POST as contactRoute } from '@/app/api/contact/route';
import * as quotesRoute from '@/app/api/quotes/route';
import { GET as quoteRoute } from '@/app/api/quotes/[id]/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { GET as inboxRoute } from '@/app/api/inbox/route';
import { POST as stepRoute } from '@/app/api/inbox/[id]/status/route';
import { POST as quoteFromRoute } from '@/app/api/inbox/[id]/quote/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let otherDealer: string;
let admin: string;
let distributorId: number;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, otherDealer, admin] = await Promise.all([
    tokenFor(CUSTOMER),
    tokenFor(DISTRIBUTOR),
    tokenFor('monterrey@solara.test'),
    tokenFor(ADMIN),
  ]);
  const [row] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, DISTRIBUTOR));
  distributorId = row!.id;
});
afterAll(async () => {
  await db.dispose();
});

let ipCounter = 0;
const id = (n: number) => ({ id: String(n) });

/** A visitor's contact message to the demo distributor, as the dealer's page sends it. */
async function messageToDealer(overrides: Record<string, unknown> = {}): Promise<number> {
  const zapopan = await db.db.query.municipalities.findFirst({
    where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.code, '120')),
  });
  const res = await call(contactRoute, {
    json: {
      name: 'Lucía Ramírez',
      email: `lucia${++ipCounter}@ejemplo.mx`,
      phone: '33 1122 3344',
      state_id: 14,
      municipality_id: zapopan!.id,
      product_interest: 'persianas',
      message: 'Quiero persianas para tres ventanas de la sala, ¿pueden venir a medir?',
      privacy_accepted: true,
      distributor_id: distributorId,
      ...overrides,
    },
    headers: { 'X-Forwarded-For': `198.51.101.${ipCounter}` },
  });
  expect(res.status).toBe(201);
  const [request] = await db.db.select().from(inboxRequests).where(eq(inboxRequests.messageId, res.body.id));
  return request!.id;
}

const inbox = async (token: string, vista = 'todas', page = 1) =>
  (await call<InboxList>(inboxRoute, { token, query: { vista, page: String(page) } })).body;
/** The request `requestId` as `token` finds it in its inbox, or undefined. */
async function found(token: string, requestId: number): Promise<InboxRequest | undefined> {
  for (let page = 1; ; page += 1) {
    const list = await inbox(token, 'todas', page);
    const hit = list.data.find((r) => r.id === requestId);
    if (hit || page >= list.last_page) return hit;
  }
}
const step = (requestId: number, json: Record<string, unknown>, token = distributor) =>
  call(stepRoute, { token, params: id(requestId), json });

describe('the inbox of requests', () => {
  it('lists a visit request routed to the distributor as new, to it and the admin only', async () => {
    const requestId = await messageToDealer({ wants_visit: true });
    const mine = await found(distributor, requestId);
    expect(mine).toMatchObject({
      kind: 'visita',
      status: 'nuevo',
      contact: { name: 'Lucía Ramírez', phone: '3311223344' },
      place: 'Zapopan, Jalisco',
      product_interest: 'persianas',
      message_folio: expect.stringMatching(/^MSJ-/),
      quote: null,
      distributor: null,
      actions: ['contact', 'close', 'quote'],
    });
    expect(mine!.summary).toContain('tres ventanas');
    expect(await found(otherDealer, requestId)).toBeUndefined();
    expect((await found(admin, requestId))?.distributor).toEqual({ id: distributorId, name: expect.any(String) });
    expect((await call(inboxRoute, { token: customer })).status).toBe(403);
    expect((await call(inboxRoute)).status).toBe(401);
  });

  it('counts each status and filters the open ones by default', async () => {
    const requestId = await messageToDealer();
    const before = await inbox(distributor);
    const open = await inbox(distributor, 'abiertas');
    expect(open.total).toBe(before.counts.nuevo + before.counts.contactado);
    expect(open.data.every((r) => r.status === 'nuevo' || r.status === 'contactado')).toBe(true);
    await step(requestId, { action: 'contact' });
    const after = await inbox(distributor);
    expect(after.counts.nuevo).toBe(before.counts.nuevo - 1);
    expect(after.counts.contactado).toBe(before.counts.contactado + 1);
    const bad = await call(inboxRoute, { token: distributor, query: { vista: 'x' } });
    expect(bad.status).toBe(422);
  });

  it('contacts, refuses a close without a reason, closes, refuses closing twice and reopens — each step with who', async () => {
    const requestId = await messageToDealer();
    const contacted = await step(requestId, { action: 'contact' });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ status: 'contactado', actions: ['close', 'quote'] });

    const noReason = await step(requestId, { action: 'close' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Escribe por qué cierras la solicitud.']);
    expect((await found(distributor, requestId))?.status).toBe('contactado');

    const closed = await step(requestId, { action: 'close', reason: 'Ya compró en otro lugar' });
    expect(closed.body).toMatchObject({
      status: 'cerrado',
      close_reason: 'Ya compró en otro lugar',
      actions: ['reopen'],
    });
    const twice = await step(requestId, { action: 'close', reason: 'Otra vez' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('La solicitud está cerrada: ya no se puede cerrar.');

    const reopened = await step(requestId, { action: 'reopen' });
    expect(reopened.body).toMatchObject({ status: 'contactado', close_reason: null });
    expect(
      reopened.body.history.map((e: { status: string; by: string | null; note: string | null }) => [e.status, e.note]),
    ).toEqual([
      ['contactado', null],
      ['cerrado', 'Ya compró en otro lugar'],
      ['contactado', null],
    ]);
    expect(reopened.body.history.every((e: { by: string | null }) => e.by !== null)).toBe(true);
  });

  it("refuses another distributor's request (404) and a customer (403), changing nothing", async () => {
    const requestId = await messageToDealer();
    expect((await step(requestId, { action: 'contact' }, otherDealer)).status).toBe(404);
    expect((await step(requestId, { action: 'contact' }, customer)).status).toBe(403);
    expect(
      (await call(quoteFromRoute, { token: otherDealer, params: id(requestId), json: { items: [INSTALLED_BLIND] } }))
        .status,
    ).toBe(404);
    expect((await found(distributor, requestId))?.status).toBe('nuevo');
    expect(await db.db.select().from(inboxEvents).where(eq(inboxEvents.requestId, requestId))).toEqual([]);
  });

  it('turns a message into one requested quote in the sender’s name, even when asked twice at once', async () => {
    const requestId = await messageToDealer({ wants_visit: true });
    const both = await Promise.all(
      [1, 2].map(() =>
        call(quoteFromRoute, { token: distributor, params: id(requestId), json: { items: [INSTALLED_BLIND] } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const made = both.find((r) => r.status === 201)!.body;
    expect(made.request).toMatchObject({ status: 'convertido', actions: [] });
    expect(made.request.quote).toMatchObject({ id: made.quote_id, status: 'solicitada' });
    const quote = await call(quoteRoute, { token: distributor, params: id(made.quote_id) });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ status: 'solicitada', price_list: 'publico' });
    expect(quote.body.actions).toContain('edit');
    // The quote made from the message opens no second request.
    expect(await db.db.select().from(inboxRequests).where(eq(inboxRequests.quoteId, made.quote_id))).toHaveLength(1);
    const [row] = await db.db.select().from(quotes).where(eq(quotes.id, made.quote_id));
    expect(row).toMatchObject({ distributorId, contactName: 'Lucía Ramírez', userId: null });
  });

  it('refuses a quote of no pieces (422) and of a requested quote (409)', async () => {
    const requestId = await messageToDealer();
    const empty = await call(quoteFromRoute, { token: distributor, params: id(requestId), json: { items: [] } });
    expect(empty.status).toBe(422);
    expect((await found(distributor, requestId))?.status).toBe('nuevo');

    const saved = await call(quotesRoute.POST, { token: customer, json: { items: [INSTALLED_BLIND] } });
    await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
    const [request] = await db.db.select().from(inboxRequests).where(eq(inboxRequests.quoteId, saved.body.id));
    const refused = await call(quoteFromRoute, {
      token: distributor,
      params: id(request!.id),
      json: { items: [INSTALLED_BLIND] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Una cotización pedida se convierte sola cuando la envías al cliente.');
  });

  it("opens a customer's quote request with its pieces, and turns it when the distributor sends the quote", async () => {
    const saved = await call(quotesRoute.POST, { token: customer, json: { items: [INSTALLED_BLIND] } });
    await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
    const [request] = await db.db.select().from(inboxRequests).where(eq(inboxRequests.quoteId, saved.body.id));
    const listed = await found(distributor, request!.id);
    expect(listed).toMatchObject({
      kind: 'cotizacion',
      status: 'nuevo',
      quote: { id: saved.body.id, folio: saved.body.folio, status: 'solicitada' },
      contact: { email: CUSTOMER },
      actions: ['contact', 'close'],
    });
    expect(listed!.summary).toMatch(/^1 pieza: /);

    expect((await call(sendRoute, { token: distributor, params: id(saved.body.id) })).status).toBe(200);
    const sent = await found(distributor, request!.id);
    expect(sent).toMatchObject({ status: 'convertido', quote: { status: 'enviada' } });
    expect(sent!.history.at(-1)).toMatchObject({ status: 'convertido', note: 'Cotización enviada' });
  });
});
