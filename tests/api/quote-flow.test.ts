/** @jest-environment node */
// Closing the sale on a quote, through the routes: the distributor edits the quote after measuring
// and sends versions, the customer sees the version it was sent and what changed, and accepts it
// (one order at its prices, with the deposit), asks for changes or declines. Every step refuses the
// wrong side, the wrong moment and the wrong input, and the other side gets a mail.
import { eq, sql } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { drainJobs } from '@/tests/support/jobs';
import { orders, quotes, users } from '@/lib/server/db/schema';
import { createUser } from '@/lib/server/services/users';
import * as quotesRoute from '@/app/api/quotes/route';
import * as quoteRoute from '@/app/api/quotes/[id]/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as acceptRoute } from '@/app/api/quotes/[id]/accept/route';
import { POST as changesRoute } from '@/app/api/quotes/[id]/request-changes/route';
import { POST as declineRoute } from '@/app/api/quotes/[id]/decline/route';
import { POST as claimRoute } from '@/app/api/quotes/[id]/claim/route';
import * as settingsRoute from '@/app/api/sales-settings/route';
import { PUT as userUpdate } from '@/app/api/user-update/[id]/route';
import { POST as quoteRequests } from '@/app/api/quote-requests/route';
import { POST as register } from '@/app/api/register/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let admin: string;
let otherDealer: string;
let distributorId: number;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, admin, otherDealer] = await Promise.all([
    tokenFor(CUSTOMER),
    tokenFor(DISTRIBUTOR),
    tokenFor(ADMIN),
    tokenFor('monterrey@solara.test'),
  ]);
  distributorId = (await db.db.select({ id: users.id }).from(users).where(eq(users.email, DISTRIBUTOR)))[0]!.id;
});
afterAll(async () => {
  await db.dispose();
});

const roller = (width_cm = 150, height_cm = 180) => ({
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm,
  height_cm,
  quantity: 1,
  room: 'Sala',
  options: { motor: null, gallery: null, installation: false },
});

const id = (n: number) => ({ id: String(n) });

/** A draft of the demo customer, requested to its distributor. */
async function requestedQuote(): Promise<number> {
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [roller()] } });
  expect(saved.status).toBe(201);
  const requested = await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  expect(requested).toMatchObject({ status: 200 });
  expect(requested.body.status).toBe('solicitada');
  return saved.body.id;
}

const edit = (quoteId: number, json: unknown, token = distributor) =>
  call(quoteRoute.PUT, { token, method: 'PUT', params: id(quoteId), json });
const send = (quoteId: number, token = distributor) => call(sendRoute, { token, params: id(quoteId), json: {} });
const read = (quoteId: number, token = customer) => call(quoteRoute.GET, { token, params: id(quoteId) });
const accept = (quoteId: number, token = customer) => call(acceptRoute, { token, params: id(quoteId), json: {} });

/** The newest .eml to `to` whose text contains every `needle`, once the queue has sent what is due. */
async function mailWith(to: string, ...needles: string[]) {
  await drainJobs(['mail']);
  const addressed = new RegExp(`^To: ${to.replace(/\./g, '\\.')}$`, 'm');
  const found = (await readMailbox())
    .map(decodeQuotedPrintable)
    .filter((m) => addressed.test(m) && needles.every((n) => m.includes(n)));
  return found.at(-1);
}

describe('the distributor prepares and sends a quote', () => {
  it('edits pieces, measures and a discount within its limit; over it is refused and nothing changes', async () => {
    const quoteId = await requestedQuote();
    const over = await edit(quoteId, { items: [roller(148, 176)], discount_pct: 12 });
    expect(over.status).toBe(422);
    expect(over.body.errors.discount_pct).toEqual(['El descuento máximo que puedes dar es 10 %.']);
    expect((await read(quoteId, distributor)).body.items[0].width_cm).toBe(150);

    const edited = await edit(quoteId, {
      items: [roller(148, 176)],
      discount_pct: '7.5',
      customer_note: 'Medimos el martes: la ventana es más angosta.',
    });
    expect(edited).toMatchObject({ status: 200 });
    expect(edited.body).toMatchObject({ discount_pct: '7.5', unsent_changes: true, version: 0, status: 'solicitada' });
    const subtotal = Number(edited.body.subtotal);
    expect(Number(edited.body.discount)).toBeCloseTo(Math.round(subtotal * 7.5) / 100, 2);
    // IVA on what is left after the discount.
    expect(Number(edited.body.tax)).toBeCloseTo(Math.round((subtotal - Number(edited.body.discount)) * 16) / 100, 2);
    // The customer still sees what it asked for until the quote is sent.
    expect((await read(quoteId)).body.items[0].width_cm).toBe(150);
  });

  it('sends version 1 by mail with its PDF and a link; the customer then sees it and may answer', async () => {
    const quoteId = await requestedQuote();
    expect((await edit(quoteId, { items: [roller(148, 176)], discount_pct: 5 })).status).toBe(200);
    const sent = await send(quoteId);
    expect(sent).toMatchObject({ status: 200 });
    expect(sent.body).toMatchObject({ status: 'enviada', version: 1, unsent_changes: false });
    const mail = await mailWith(CUSTOMER, sent.body.folio);
    expect(mail).toMatch(/Content-Type: application\/pdf; name=COT-\d{4}-\d{6}\.pdf/);
    expect(mail).toContain(`/panel/listas/cotizaciones/${quoteId}`);

    const seen = await read(quoteId);
    expect(seen.body).toMatchObject({ version: 1, discount_pct: '5' });
    expect(seen.body.items[0].width_cm).toBe(148);
    // Compared with what the customer asked for: the measures taken and the discount.
    expect(seen.body.changes.slice(0, 2)).toEqual([
      'Pieza 1 (Sala): ancho 1.50 m → 1.48 m; alto 1.80 m → 1.76 m.',
      'Descuento: 0 % → 5 %.',
    ]);
    expect(seen.body.actions).toEqual(['accept', 'request_changes', 'decline']);
    expect((await read(quoteId, distributor)).body.actions).toEqual(['edit', 'send']);
  });

  it('a second version shows the customer what changed, and the distributor what it has not sent yet', async () => {
    const quoteId = await requestedQuote();
    await send(quoteId);
    expect((await edit(quoteId, { items: [roller(140, 180)] })).status).toBe(200);
    const staff = await read(quoteId, distributor);
    expect(staff.body.unsent_changes).toBe(true);
    expect(staff.body.changes[0]).toBe('Pieza 1 (Sala): ancho 1.50 m → 1.40 m.');
    expect((await read(quoteId)).body).toMatchObject({ version: 1, changes: [] });

    expect((await send(quoteId)).body.version).toBe(2);
    const seen = await read(quoteId);
    expect(seen.body.version).toBe(2);
    expect(seen.body.changes[0]).toBe('Pieza 1 (Sala): ancho 1.50 m → 1.40 m.');
    expect(seen.body.changes.at(-1)).toMatch(/^Total: \$[\d,.]+ → \$[\d,.]+\.$/);
    // The mail's text is quoted-printable UTF-8: the needles keep to ASCII.
    expect(await mailWith(CUSTOMER, seen.body.folio, ' 2),', 'Lo que cambi', '1.50 m')).toBeDefined();
    // The customer's history leaves out the distributor's own edits; the distributor's has them.
    const actions = (body: { events: { action: string }[] }) => body.events.map((e) => e.action);
    expect(actions(seen.body)).toEqual(['create', 'request', 'send', 'send']);
    expect(actions((await read(quoteId, distributor)).body)).toEqual(['create', 'request', 'send', 'edit', 'send']);
  });

  it('is refused to the customer, to another distributor and on a quote already answered', async () => {
    const quoteId = await requestedQuote();
    expect((await edit(quoteId, { items: [roller()] }, customer)).status).toBe(403);
    expect((await send(quoteId, customer)).status).toBe(403);
    // Another distributor does not serve this customer: the quote does not exist for it.
    expect((await edit(quoteId, { items: [roller()] }, otherDealer)).status).toBe(404);
    expect((await send(quoteId, otherDealer)).status).toBe(404);
    await send(quoteId);
    expect((await accept(quoteId)).status).toBe(201);
    const late = await edit(quoteId, { items: [roller()] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('La cotización está aceptada: ya no se puede editarla.');
  });

  it('an administrator may give any discount; its limit per distributor is its own to set', async () => {
    const quoteId = await requestedQuote();
    expect((await edit(quoteId, { items: [roller()], discount_pct: 30 }, admin)).status).toBe(200);
    const limited = await call(userUpdate, {
      token: admin,
      method: 'PUT',
      params: id(distributorId),
      json: { discount_limit_pct: '15' },
    });
    expect(limited).toMatchObject({ status: 200 });
    expect(limited.body.discount_limit_pct ?? (await read(quoteId, distributor)).status).toBeTruthy();
    expect((await edit(quoteId, { items: [roller()], discount_pct: 12 })).status).toBe(200);
    expect((await edit(quoteId, { items: [roller()], discount_pct: 15.01 })).body.errors.discount_pct).toEqual([
      'El descuento máximo que puedes dar es 15 %.',
    ]);
    const bad = await call(userUpdate, {
      token: admin,
      method: 'PUT',
      params: id(distributorId),
      json: { discount_limit_pct: 60 },
    });
    expect(bad.status).toBe(422);
    await call(userUpdate, {
      token: admin,
      method: 'PUT',
      params: id(distributorId),
      json: { discount_limit_pct: null },
    });
  });
});

describe('the customer answers the version it was sent', () => {
  it('accepts it: one order at that version’s prices with the deposit, and the distributor is told', async () => {
    const quoteId = await requestedQuote();
    await edit(quoteId, { items: [roller(148, 176)], discount_pct: 5 });
    const sent = await send(quoteId);
    // The distributor keeps editing without sending: the order is still made from what was sent.
    await edit(quoteId, { items: [roller(300, 250)] });

    const accepted = await accept(quoteId);
    expect(accepted).toMatchObject({ status: 201 });
    const order = accepted.body;
    expect(order).toMatchObject({
      status: 'pendiente',
      total: sent.body.total,
      discount: sent.body.discount,
      quote: { id: quoteId, folio: sent.body.folio, version: 1 },
    });
    expect(order.items[0].width_cm).toBe(148);
    expect(Number(order.deposit)).toBeCloseTo(Math.round(Number(order.total) * 50) / 100, 2);
    expect((await call(orderRoute, { token: distributor, params: id(order.id) })).status).toBe(200);

    const quote = await read(quoteId);
    expect(quote.body).toMatchObject({ status: 'aceptada', order_id: order.id, actions: [] });
    expect(await mailWith(DISTRIBUTOR, `la cotizaci`, sent.body.folio, order.folio)).toBeDefined();
  });

  it('two acceptances at once make exactly one order', async () => {
    const quoteId = await requestedQuote();
    await send(quoteId);
    const replies = await Promise.all([accept(quoteId), accept(quoteId), accept(quoteId)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const made = await db.db.select({ id: orders.id }).from(orders).where(eq(orders.quoteId, quoteId));
    expect(made).toHaveLength(1);
  });

  it('is refused to staff, on an expired quote, and twice', async () => {
    const quoteId = await requestedQuote();
    await send(quoteId);
    expect((await accept(quoteId, distributor)).status).toBe(403);
    expect((await accept(quoteId, admin)).status).toBe(403);
    await db.db
      .update(quotes)
      .set({ validUntil: sql`now() - interval '1 day'` })
      .where(eq(quotes.id, quoteId));
    const expired = await accept(quoteId);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/^La cotización venció el .+: pide a tu distribuidor que la actualice\.$/);
    expect((await read(quoteId)).body.status).toBe('vencida');
    // Sending again renews it.
    expect((await send(quoteId)).body.status).toBe('enviada');
    expect((await accept(quoteId)).status).toBe(201);
    expect((await accept(quoteId)).status).toBe(409);
  });

  it('asks for changes (a message to the distributor), gets a new version, then declines it with a reason', async () => {
    const quoteId = await requestedQuote();
    await send(quoteId);
    const empty = await call(changesRoute, { token: customer, params: id(quoteId), json: { message: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['Escribe qué quieres cambiar.']);
    const changes = await call(changesRoute, {
      token: customer,
      params: id(quoteId),
      json: { message: 'Mejor con motor, por favor.' },
    });
    expect(changes.status).toBe(200);
    expect(changes.body).toMatchObject({ status: 'cambios', actions: ['decline'] });
    expect(await mailWith(DISTRIBUTOR, 'Mejor con motor, por favor.')).toBeDefined();
    expect((await accept(quoteId)).status).toBe(409);

    const withMotor = { ...roller(), options: { motor: 'solara-motion-30', gallery: null, installation: false } };
    expect((await edit(quoteId, { items: [withMotor] })).status).toBe(200);
    expect((await send(quoteId)).body).toMatchObject({ status: 'enviada', version: 2 });
    expect((await read(quoteId)).body.changes).toContain('Pieza 1 (Sala): con motor.');

    const declined = await call(declineRoute, {
      token: customer,
      params: id(quoteId),
      json: { reason: 'Encontré otra opción.' },
    });
    expect(declined.body).toMatchObject({ status: 'rechazada', actions: [] });
    expect(declined.body.events.at(-1)).toMatchObject({ action: 'decline', note: 'Encontré otra opción.' });
    expect((await accept(quoteId)).status).toBe(409);
    expect((await call(declineRoute, { token: distributor, params: id(quoteId), json: {} })).status).toBe(403);
  });
});

describe('a request made without an account', () => {
  it('is mailed with a key; signed in with a new account, the recipient makes it its own and can accept it', async () => {
    const email = 'visitante.sin.cuenta@ejemplo.mx';
    const places = await db.db.query.municipalities.findFirst({ where: (m, { eq: is }) => is(m.stateId, 14) });
    const requested = await call(quoteRequests, {
      json: {
        items: [roller()],
        name: 'Visitante Sin Cuenta',
        email,
        phone: '3312345678',
        state_id: 14,
        municipality_id: places!.id,
        distributor_id: distributorId,
        privacy_accepted: true,
      },
      headers: { 'X-Forwarded-For': '198.51.100.77' },
    });
    expect(requested).toMatchObject({ status: 201 });
    const quoteId = (
      await db.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.folio, requested.body.folio))
    )[0]!.id;
    expect((await send(quoteId)).status).toBe(200);
    const mail = await mailWith(email, requested.body.folio, 'crea una con este correo');
    const key = /reclamar-cotizacion\?cotizacion=(\d+)&clave=([A-Za-z0-9_-]+)/.exec(mail ?? '');
    expect(key?.[1]).toBe(String(quoteId));

    const password = 'Ventana-de-la-sala-2026';
    const signup = await call(register, {
      json: {
        name: 'Visitante Sin Cuenta',
        email,
        phone: '3312345678',
        state_id: 14,
        municipality_id: places!.id,
        password,
        password_confirmation: password,
      },
      headers: { 'X-Forwarded-For': '198.51.100.78' },
    });
    expect(signup).toMatchObject({ status: 201 });
    const visitor = await tokenFor(email, password);
    expect((await read(quoteId, visitor)).status).toBe(404);
    const wrong = await call(claimRoute, { token: visitor, params: id(quoteId), json: { token: 'x'.repeat(43) } });
    expect(wrong.status).toBe(404);

    const claimed = await call(claimRoute, { token: visitor, params: id(quoteId), json: { token: key![2] } });
    expect(claimed).toMatchObject({ status: 200 });
    expect(claimed.body.actions).toEqual(['accept', 'request_changes', 'decline']);
    expect((await accept(quoteId, visitor)).status).toBe(201);
    // Served from then on by the quote's distributor.
    const [row] = await db.db.select({ d: users.distributorId }).from(users).where(eq(users.email, email));
    expect(row!.d).toBe(distributorId);
  });

  it('cannot be claimed by a staff account or a second customer', async () => {
    const other = await createUser(db.db, {
      name: 'Otra Persona',
      email: 'otra.persona@ejemplo.mx',
      password: 'Cortina-de-bambu-2026',
      roleId: 3,
    });
    const token = await tokenFor(other.email, 'Cortina-de-bambu-2026');
    const quoteId = await requestedQuote(); // the demo customer's own
    const [row] = await db.db.select({ folio: quotes.folio }).from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toBeDefined();
    expect((await call(claimRoute, { token, params: id(quoteId), json: { token: 'y'.repeat(43) } })).status).toBe(404);
    expect(
      (await call(claimRoute, { token: distributor, params: id(quoteId), json: { token: 'y'.repeat(43) } })).status,
    ).toBe(404);
  });
});

describe('the sales settings', () => {
  it('an administrator sets the deposit, and the next order asks it', async () => {
    const bad = await call(settingsRoute.PUT, { token: admin, method: 'PUT', json: { deposit_pct: 120 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.deposit_pct).toEqual(['El anticipo no puede pasar de 100 %.']);
    const set = await call(settingsRoute.PUT, {
      token: admin,
      method: 'PUT',
      json: { deposit_pct: 30, default_discount_limit_pct: 10 },
    });
    expect(set.body).toEqual({ deposit_pct: 30, default_discount_limit_pct: 10 });
    expect((await call(settingsRoute.GET, { token: admin })).body.deposit_pct).toBe(30);

    const quoteId = await requestedQuote();
    await send(quoteId);
    const order = (await accept(quoteId)).body;
    expect(Number(order.deposit)).toBeCloseTo(Math.round(Number(order.total) * 30) / 100, 2);
    await call(settingsRoute.PUT, {
      token: admin,
      method: 'PUT',
      json: { deposit_pct: 50, default_discount_limit_pct: 10 },
    });
  });
});
