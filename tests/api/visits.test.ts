/** @jest-environment node */
// The distributor's agenda through the routes: a measuring visit booked for a quote within its
// hours (never over another, never past), the customer's calendar invitation (.ics) and its
// reminder the day before; moved and cancelled, each change a new invitation; an installation for
// a confirmed order; who sees which visits.
import { setupTestDatabase } from '@/tests/support/db';
import { INSTALLED_BLIND, cashDeposit } from '@/tests/support/sample-items';
import { visits } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { drainJobs, scheduledJobs } from '@/tests/support/jobs';
import type { VisitReminderJob } from '@/lib/server/jobs/queues';
import { remindVisit } from '@/lib/server/services/visit-notices';
import { localParts } from '@/lib/format/zoned';
import * as quotesRoute from '@/app/api/quotes/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { POST as acceptRoute } from '@/app/api/quotes/[id]/accept/route';
import { POST as paymentsRoute } from '@/app/api/orders/[id]/payments/route';
import * as visitsRoute from '@/app/api/visits/route';
import { PUT as moveRoute } from '@/app/api/visits/[id]/route';
import { POST as cancelRoute } from '@/app/api/visits/[id]/cancel/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let otherDealer: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  // An empty agenda: the demo's week of visits would take the slots these tests book.
  await db.db.delete(visits);
  [customer, distributor, otherDealer] = await Promise.all([
    tokenFor(CUSTOMER),
    tokenFor(DISTRIBUTOR),
    tokenFor('monterrey@solara.test'),
  ]);
});
afterAll(async () => {
  await db.dispose();
});

const ZONE = 'America/Mexico_City';
/** The next `weekday` (1 Monday … 7 Sunday) after today in Guadalajara, at least `minDays` ahead. */
function next(weekday: number, minDays = 2): string {
  const today = localParts(new Date(), ZONE);
  for (let add = minDays; add < minDays + 8; add += 1) {
    const day = new Date(Date.parse(today.date) + add * 86_400_000).toISOString().slice(0, 10);
    if (localParts(new Date(`${day}T18:00:00Z`), ZONE).weekday === weekday) return day;
  }
  throw new Error('no day');
}

const piece = INSTALLED_BLIND;
const id = (n: number) => ({ id: String(n) });

async function requestedQuote(): Promise<number> {
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [piece] } });
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  return saved.body.id;
}

const book = (json: Record<string, unknown>, token = distributor) => call(visitsRoute.POST, { token, json });
/** The calendar attachments mailed to the demo customer, decoded, oldest first. */
const icsMails = async () => {
  await drainJobs(['mail']);
  return (await readMailbox())
    .map(decodeQuotedPrintable)
    .filter((m) => /^To: cliente@solara\.test$/m.test(m) && m.includes('filename=visita.ics'))
    .map((m) => {
      const base64 = /filename=visita\.ics\s+([A-Za-z0-9+/=\s]+?)\s*----/.exec(m)?.[1] ?? '';
      return Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8');
    });
};

/** The invitations of one visit, in the order of their SEQUENCE. */
const icsOf = async (visitId: number) =>
  (await icsMails())
    .filter((ics) => ics.includes(`UID:visita-${visitId}@`))
    .sort((a, b) => Number(/SEQUENCE:(\d+)/.exec(a)?.[1]) - Number(/SEQUENCE:(\d+)/.exec(b)?.[1]));

describe('a measuring visit for a quote', () => {
  it('is booked within the hours, the customer gets the invitation and is reminded the day before', async () => {
    const quoteId = await requestedQuote();
    const monday = next(1);
    const booked = await book({ kind: 'medicion', quote_id: quoteId, date: monday, start: '10:00' });
    expect(booked).toMatchObject({ status: 201 });
    expect(booked.body).toMatchObject({
      kind: 'medicion',
      status: 'programada',
      date: monday,
      start: '10:00',
      end: '11:00',
      time_zone: ZONE,
      quote: { id: quoteId },
      customer: { email: CUSTOMER },
    });
    expect(booked.body.starts_at).toBe(`${monday}T16:00:00.000Z`);
    expect(booked.body.address).toBe('Calle Paseo de los Virreyes 145, Col. Virreyes Residencial');

    const [invitation] = await icsOf(booked.body.id);
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain(`UID:visita-${booked.body.id}@`);
    expect(invitation).toContain(`DTSTART:${monday.replace(/-/g, '')}T160000Z`);
    const notice = (await call(notificationsRoute, { token: customer })).body.data[0];
    expect(notice).toMatchObject({ kind: 'visit', link: `/panel/listas/cotizaciones/${quoteId}` });
    expect(notice.title).toMatch(/^Medición agendada: /);

    const [reminder] = (await scheduledJobs<VisitReminderJob>('visit_reminder')).filter(
      (job) => job.data.visitId === booked.body.id,
    );
    expect(reminder!.data.startsAt).toBe(booked.body.starts_at);
    expect(await remindVisit(db.db, reminder!.data)).toBe('reminded');
    expect((await call(notificationsRoute, { token: customer })).body.data[0].title).toBe(
      'Mañana: la medición a las 10:00',
    );
  });

  it('is refused over another visit, outside the hours, on a closed day, in the past, and to others', async () => {
    const quoteId = await requestedQuote();
    const tuesday = next(2);
    expect((await book({ kind: 'medicion', quote_id: quoteId, date: tuesday, start: '12:00' })).status).toBe(201);
    const clash = await book({ kind: 'medicion', quote_id: quoteId, date: tuesday, start: '12:30' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Ya tienes una visita de 12:00 a 13:00 ese día.');
    const late = await book({ kind: 'medicion', quote_id: quoteId, date: tuesday, start: '18:30' });
    expect(late.body.errors.start).toEqual(['Esa hora queda fuera de tu horario: el martes atiendes de 9:00 a 19:00.']);
    const sunday = await book({ kind: 'medicion', quote_id: quoteId, date: next(7), start: '11:00' });
    expect(sunday.body.errors.start).toEqual(['El domingo no atiendes: elige otro día.']);
    const past = await book({ kind: 'medicion', quote_id: quoteId, date: '2026-01-05', start: '10:00' });
    expect(past.body.errors.date).toEqual(['La visita debe ser en una fecha y hora que no han pasado.']);
    const noQuote = await book({ kind: 'medicion', date: tuesday, start: '15:00' });
    expect(noQuote.body.errors.quote_id).toEqual(['Una medición se agenda para una cotización.']);
    expect((await book({ kind: 'medicion', quote_id: quoteId, date: tuesday, start: '15:00' }, customer)).status).toBe(
      403,
    );
    expect(
      (await book({ kind: 'medicion', quote_id: quoteId, date: tuesday, start: '15:00' }, otherDealer)).status,
    ).toBe(404);
  });

  it('moved, sends an updated invitation and a new reminder; cancelled, a cancellation, and the reminder says nothing', async () => {
    const quoteId = await requestedQuote();
    const wednesday = next(3);
    const booked = (await book({ kind: 'medicion', quote_id: quoteId, date: wednesday, start: '09:00' })).body;
    const moved = await call(moveRoute, {
      token: distributor,
      method: 'PUT',
      params: id(booked.id),
      json: { date: wednesday, start: '16:00', duration_min: 90 },
    });
    expect(moved.body).toMatchObject({ start: '16:00', end: '17:30' });
    expect((await icsOf(booked.id)).map((ics) => /SEQUENCE:(\d+)/.exec(ics)?.[1])).toEqual(['0', '1']);
    const reminders = (await scheduledJobs<VisitReminderJob>('visit_reminder')).filter(
      (j) => j.data.visitId === booked.id,
    );
    const old = reminders.find((job) => job.data.startsAt === booked.starts_at)!;
    expect(await remindVisit(db.db, old.data)).toBe('skipped');

    const cancelled = await call(cancelRoute, {
      token: distributor,
      params: id(booked.id),
      json: { reason: 'El cliente pidió otra semana' },
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelada', cancel_reason: 'El cliente pidió otra semana' });
    const cancellation = (await icsOf(booked.id)).find((ics) => ics.includes('METHOD:CANCEL'));
    expect(cancellation).toContain('SEQUENCE:2');
    expect(cancellation).toContain('STATUS:CANCELLED');
    expect((await call(cancelRoute, { token: distributor, params: id(booked.id), json: {} })).status).toBe(409);
    const current = reminders.find((job) => job.data.startsAt === moved.body.starts_at)!;
    expect(await remindVisit(db.db, current.data)).toBe('skipped');
  });
});

describe('an installation for an order', () => {
  it('waits for the order to be confirmed, and goes to the order’s address', async () => {
    const quoteId = await requestedQuote();
    await call(sendRoute, { token: distributor, params: id(quoteId), json: {} });
    const order = (await call(acceptRoute, { token: customer, params: id(quoteId), json: {} })).body;
    const thursday = next(4);
    const early = await book({ kind: 'instalacion', order_id: order.id, date: thursday, start: '10:00' });
    expect(early.status).toBe(409);
    await call(paymentsRoute, {
      token: distributor,
      params: id(order.id),
      json: cashDeposit(order),
    });
    const booked = await book({ kind: 'instalacion', order_id: order.id, date: thursday, start: '10:00' });
    expect(booked).toMatchObject({ status: 201 });
    expect(booked.body).toMatchObject({
      kind: 'instalacion',
      end: '12:00',
      order: { id: order.id, folio: order.folio },
    });
    const ofOrder = await call(visitsRoute.GET, { token: customer, query: { pedido: String(order.id) } });
    expect(ofOrder.body.data.map((v: { id: number }) => v.id)).toEqual([booked.body.id]);
  });
});

describe('who sees which visits', () => {
  it('the distributor its agenda, the customer its own, another distributor none of them', async () => {
    const desde = next(1, 1);
    const week = { desde, hasta: new Date(Date.parse(desde) + 6 * 86_400_000).toISOString().slice(0, 10) };
    const mine = (await call(visitsRoute.GET, { token: distributor, query: week })).body;
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine).toMatchObject(week);
    const theirs = (await call(visitsRoute.GET, { token: customer, query: week })).body.data;
    expect(theirs.every((v: { customer: { email: string } }) => v.customer.email === CUSTOMER)).toBe(true);
    expect((await call(visitsRoute.GET, { token: otherDealer, query: week })).body.data).toEqual([]);
    const tooLong = await call(visitsRoute.GET, {
      token: distributor,
      query: { desde: '2026-12-01', hasta: '2027-03-01' },
    });
    expect(tooLong.body.errors.hasta).toEqual(['La agenda muestra hasta 42 días a la vez.']);
  });
});
