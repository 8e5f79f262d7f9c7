import 'server-only';
import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dealerProfiles, orders, quotes, users, visits } from '@/lib/server/db/schema';
import { DAY_NAMES, timeToMinutes, type OpeningInterval } from '@/lib/contract/opening-hours';
import { VISIT_MINUTES, type Visit, type VisitKind } from '@/lib/contract/visits';
import { dealerTimeZone } from '@/lib/dealers/time-zones';
import { formatTime } from '@/lib/dealers/hours';
import { localParts, zonedInstant } from '@/lib/format/zoned';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@/lib/server/errors';
import { getVisibleOrder } from './orders';
import { getVisibleQuote, sideOf } from './quotes';
import type { UserRecord } from './users';

// A distributor's agenda: visits to measure (for a quote it serves) and to install (for an order
// it serves), booked within its opening hours on its own clock, never two at once, never in the
// past; moved, cancelled or marked done. Who may: the distributor serving the quote or order, or
// an admin (booking for that distributor); a customer only reads its own visits.

type VisitRow = typeof visits.$inferSelect;
type Slot = { date: string; start: string; durationMin?: number };

const isStaff = (user: UserRecord) => user.role.name === 'distributor' || user.role.name === 'admin';

/** The distributor's hours and clock: what a slot is checked against. */
async function agendaOf(db: Db, distributorId: number) {
  const [row] = await db
    .select({ stateId: users.stateId, hours: dealerProfiles.openingHours })
    .from(users)
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(eq(users.id, distributorId));
  return { zone: dealerTimeZone(row?.stateId).zone, hours: (row?.hours ?? []) as OpeningInterval[] };
}

/** The slot as instants, refused when it is past or outside the distributor's hours that day. */
function checkedSlot(slot: Slot, kind: VisitKind, agenda: { zone: string; hours: OpeningInterval[] }, now: Date) {
  const minutes = slot.durationMin ?? VISIT_MINUTES.usual[kind];
  const startsAt = zonedInstant(slot.date, slot.start, agenda.zone);
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  if (startsAt <= now)
    throw InvalidInputError.field('date', 'La visita debe ser en una fecha y hora que no han pasado.');
  if (agenda.hours.length === 0)
    throw InvalidInputError.field(
      'start',
      'Registra tu horario en «Mi página de distribuidor» (Mi perfil) para agendar visitas dentro de él.',
    );
  const { weekday } = localParts(startsAt, agenda.zone);
  const from = timeToMinutes(slot.start);
  const to = from + minutes;
  const sameDay = agenda.hours.filter((interval) => interval.day === weekday);
  const fits = sameDay.some((i) => timeToMinutes(i.opens) <= from && to <= timeToMinutes(i.closes));
  if (!fits) {
    const dayName = DAY_NAMES[weekday]!.toLowerCase();
    throw InvalidInputError.field(
      'start',
      sameDay.length === 0
        ? `El ${dayName} no atiendes: elige otro día.`
        : `Esa hora queda fuera de tu horario: el ${dayName} atiendes ${sameDay
            .map((i) => `de ${formatTime(i.opens)} a ${formatTime(i.closes)}`)
            .join(' y ')}.`,
    );
  }
  return { startsAt, endsAt };
}

/** Refuses a slot that overlaps another scheduled visit of the same distributor. */
async function assertFree(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  distributorId: number,
  slot: { startsAt: Date; endsAt: Date },
  zone: string,
  except?: number,
) {
  const filters: (SQL | undefined)[] = [
    eq(visits.distributorId, distributorId),
    eq(visits.status, 'programada'),
    lt(visits.startsAt, slot.endsAt),
    gt(visits.endsAt, slot.startsAt),
  ];
  if (except) filters.push(ne(visits.id, except));
  const [clash] = await db
    .select()
    .from(visits)
    .where(and(...filters))
    .limit(1);
  if (clash) {
    const from = localParts(clash.startsAt, zone).time;
    const to = localParts(clash.endsAt, zone).time;
    throw new ConflictError(`Ya tienes una visita de ${formatTime(from)} a ${formatTime(to)} ese día.`);
  }
}

type Booking = Slot & {
  kind: VisitKind;
  quoteId?: number;
  orderId?: number;
  address: string | null;
  notes: string | null;
};

/** Whom the visit is for and who serves it, from its quote or its order (checked as the actor may act on it). */
async function targetOf(db: Db, actor: UserRecord, booking: Booking) {
  if (booking.kind === 'medicion') {
    const record = await getVisibleQuote(db, actor, booking.quoteId!);
    if (sideOf(record.quote, actor) !== 'staff')
      throw new ForbiddenError('Sólo el distribuidor que atiende la cotización agenda su medición.');
    if (['aceptada', 'rechazada'].includes(record.quote.status))
      throw new ConflictError('La cotización ya fue respondida: la medición ya no hace falta.');
    return {
      distributorId: record.quote.distributorId ?? (actor.role.name === 'distributor' ? actor.id : null),
      customerId: record.quote.userId,
      contact: {
        name: record.customer?.name ?? record.quote.contactName,
        email: record.customer?.email ?? record.quote.contactEmail,
        phone: record.customer?.phone ?? record.quote.contactPhone,
      },
      address: null as string | null,
      quoteId: record.quote.id,
      orderId: null as number | null,
    };
  }
  const record = await getVisibleOrder(db, actor, booking.orderId!);
  if (actor.role.name !== 'admin' && record.order.userId === actor.id)
    throw new ForbiddenError('Sólo el distribuidor que atiende el pedido agenda su instalación.');
  if (!['confirmado', 'en_produccion', 'enviado'].includes(record.order.status))
    throw new ConflictError('La instalación se agenda para un pedido confirmado que aún no se instala.');
  return {
    distributorId: record.order.distributorId ?? (actor.role.name === 'distributor' ? actor.id : null),
    customerId: record.order.userId,
    contact: { name: record.customer.name, email: record.customer.email, phone: record.customer.phone },
    address: record.order.shippingAddress,
    quoteId: null as number | null,
    orderId: record.order.id,
  };
}

/** POST /api/visits: a new visit in the distributor's agenda; answers its id. */
export async function bookVisit(db: Db, actor: UserRecord, booking: Booking, now = new Date()): Promise<number> {
  if (!isStaff(actor)) throw new ForbiddenError('Sólo un distribuidor agenda visitas.');
  const target = await targetOf(db, actor, booking);
  if (!target.distributorId)
    throw new ConflictError('Nadie atiende todavía a este cliente: asígnale un distribuidor para agendar la visita.');
  const agenda = await agendaOf(db, target.distributorId);
  const slot = checkedSlot(booking, booking.kind, agenda, now);
  const [customer] = target.customerId
    ? await db.select({ address: users.address }).from(users).where(eq(users.id, target.customerId))
    : [];
  return db.transaction(async (tx) => {
    // One booking at a time per distributor: the overlap check and the insert go together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, target.distributorId!)).for('update');
    await assertFree(tx, target.distributorId!, slot, agenda.zone);
    const [row] = await tx
      .insert(visits)
      .values({
        distributorId: target.distributorId!,
        kind: booking.kind,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        quoteId: target.quoteId,
        orderId: target.orderId,
        customerId: target.customerId,
        contactName: target.contact.name,
        contactEmail: target.contact.email,
        contactPhone: target.contact.phone,
        address: booking.address ?? target.address ?? customer?.address ?? null,
        notes: booking.notes,
        createdBy: actor.id,
      })
      .returning({ id: visits.id });
    return row!.id;
  });
}

/** A visit the actor may change: the distributor's own, or any for an admin. */
async function ownVisit(db: Db, actor: UserRecord, id: number): Promise<VisitRow> {
  const [row] = await db.select().from(visits).where(eq(visits.id, id));
  if (!row || (actor.role.name !== 'admin' && row.distributorId !== actor.id))
    throw new NotFoundError('La visita no existe.');
  return row;
}

/** PUT /api/visits/{id}: another day or time, checked as a new booking. */
export async function moveVisit(db: Db, actor: UserRecord, id: number, slot: Slot, now = new Date()): Promise<void> {
  if (!isStaff(actor)) throw new ForbiddenError('Sólo un distribuidor mueve visitas.');
  const row = await ownVisit(db, actor, id);
  if (row.status !== 'programada') throw new ConflictError('La visita ya no está programada: no se puede mover.');
  const agenda = await agendaOf(db, row.distributorId);
  const minutes = slot.durationMin ?? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
  const moved = checkedSlot({ ...slot, durationMin: minutes }, row.kind, agenda, now);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.distributorId)).for('update');
    await assertFree(tx, row.distributorId, moved, agenda.zone, id);
    await tx
      .update(visits)
      .set({ ...moved, sequence: sql`${visits.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(visits.id, id));
  });
}

/** POST /api/visits/{id}/cancel and /done: the visit leaves the agenda, cancelled or done. */
export async function closeVisit(
  db: Db,
  actor: UserRecord,
  id: number,
  to: 'cancelada' | 'realizada',
  reason: string | null = null,
): Promise<void> {
  if (!isStaff(actor)) throw new ForbiddenError('Sólo un distribuidor cambia sus visitas.');
  const row = await ownVisit(db, actor, id);
  if (row.status !== 'programada') throw new ConflictError(`La visita ya está ${row.status}.`);
  await db
    .update(visits)
    .set({
      status: to,
      cancelReason: to === 'cancelada' ? reason : null,
      sequence: sql`${visits.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(visits.id, id), eq(visits.status, 'programada')));
}

async function serializeRows(db: Db, rows: VisitRow[]): Promise<Visit[]> {
  if (rows.length === 0) return [];
  const distributorIds = [...new Set(rows.map((row) => row.distributorId))];
  const dealers = await db
    .select({ id: users.id, name: users.name, company: users.company, phone: users.phone, stateId: users.stateId })
    .from(users)
    .where(inArray(users.id, distributorIds));
  const quoteIds = rows.flatMap((row) => (row.quoteId ? [row.quoteId] : []));
  const orderIds = rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
  const quoteFolios = quoteIds.length
    ? await db.select({ id: quotes.id, folio: quotes.folio }).from(quotes).where(inArray(quotes.id, quoteIds))
    : [];
  const orderFolios = orderIds.length
    ? await db.select({ id: orders.id, folio: orders.folio }).from(orders).where(inArray(orders.id, orderIds))
    : [];
  return rows.map((row) => {
    const dealer = dealers.find((d) => d.id === row.distributorId)!;
    const zone = dealerTimeZone(dealer.stateId).zone;
    const start = localParts(row.startsAt, zone);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      date: start.date,
      start: start.time,
      end: localParts(row.endsAt, zone).time,
      time_zone: zone,
      distributor: { id: dealer.id, name: dealer.name, company: dealer.company, phone: dealer.phone },
      customer: { id: row.customerId, name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
      address: row.address,
      notes: row.notes,
      quote: quoteFolios.find((q) => q.id === row.quoteId) ?? null,
      order: orderFolios.find((o) => o.id === row.orderId) ?? null,
      cancel_reason: row.cancelReason,
    };
  });
}

export async function getVisit(db: Db, id: number): Promise<Visit> {
  const [row] = await db.select().from(visits).where(eq(visits.id, id));
  if (!row) throw new NotFoundError('La visita no existe.');
  return (await serializeRows(db, [row]))[0]!;
}

/**
 * GET /api/visits: the visits between two instants — a distributor's own agenda, every one for an
 * admin, a customer's own visits — in time order.
 */
export async function listVisits(db: Db, actor: UserRecord, from: Date, to: Date): Promise<Visit[]> {
  const filters: (SQL | undefined)[] = [gt(visits.endsAt, from), lt(visits.startsAt, to)];
  if (actor.role.name === 'distributor') filters.push(eq(visits.distributorId, actor.id));
  else if (actor.role.name !== 'admin') filters.push(eq(visits.customerId, actor.id));
  const rows = await db
    .select()
    .from(visits)
    .where(and(...filters))
    .orderBy(asc(visits.startsAt), asc(visits.id));
  return serializeRows(db, rows);
}

/** The visits of a quote or an order, for its screen (whoever may see it). */
export async function visitsFor(db: Db, of: { quoteId?: number; orderId?: number }): Promise<Visit[]> {
  const where = of.quoteId ? eq(visits.quoteId, of.quoteId) : eq(visits.orderId, of.orderId!);
  return serializeRows(db, await db.select().from(visits).where(where).orderBy(asc(visits.startsAt)));
}
