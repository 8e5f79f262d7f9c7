import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../types';
import {
  notifications,
  orderPayments,
  orderStatusHistory,
  orders,
  quoteEvents,
  quotes,
  users,
  visits,
} from '../schema';
import { dealerTimeZone } from '@/lib/dealers/time-zones';
import { formatLongDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { localParts, zonedInstant } from '@/lib/format/zoned';
import type { DemoCast } from './demo-history';

// The sale as the demo distributor lives it, over the history demo-history.ts wrote: each order
// past pending with its deposit (and the balance once delivered), production with its estimated
// date, a week of measuring visits and installations on its clock (some done, one cancelled), the
// quotes' steps in their timeline and the newest notices in both sides' centres.

const DAY = 86_400_000;
const METHODS = ['spei', 'efectivo', 'tarjeta', 'spei', 'deposito'] as const;
const day = (at: Date, zone: string) => localParts(at, zone).date;

/** The next `count` working days (Monday to Friday) on the dealer's clock, from `offset` days. */
function workingDays(now: Date, zone: string, offset: number, count: number): string[] {
  const found: string[] = [];
  for (let add = offset; found.length < count; add += 1) {
    const at = new Date(now.getTime() + add * DAY);
    if (localParts(at, zone).weekday <= 5) found.push(day(at, zone));
  }
  return found;
}

export async function seedDemoSales(tx: Tx, cast: DemoCast, now: Date): Promise<void> {
  const [dealer] = await tx.select().from(users).where(eq(users.id, cast.distributorId));
  const zone = dealerTimeZone(dealer?.stateId).zone;
  const served = await tx
    .select()
    .from(orders)
    .where(eq(orders.distributorId, cast.distributorId))
    .orderBy(asc(orders.createdAt));
  const history = served.length
    ? await tx
        .select()
        .from(orderStatusHistory)
        .where(
          inArray(
            orderStatusHistory.orderId,
            served.map((o) => o.id),
          ),
        )
    : [];
  const movedAt = (orderId: number, to: string) =>
    history.find((h) => h.orderId === orderId && h.toStatus === to)?.createdAt ?? null;

  // Deposits of 50 % from confirmation; the balance on delivery.
  for (const [i, order] of served.entries()) {
    if (order.status === 'pendiente' || order.status === 'cancelado') continue;
    const dueCents = order.totalCents - order.walletAppliedCents;
    const depositCents = Math.round(dueCents / 2);
    const confirmedAt = movedAt(order.id, 'confirmado') ?? order.createdAt;
    await tx
      .update(orders)
      .set({
        depositCents,
        estimatedDate:
          order.status === 'en_produccion' ? day(new Date(now.getTime() + (6 + (i % 5)) * DAY), zone) : null,
      })
      .where(eq(orders.id, order.id));
    const payments: (typeof orderPayments.$inferInsert)[] = [
      {
        orderId: order.id,
        kind: 'anticipo',
        method: METHODS[i % METHODS.length]!,
        amountCents: depositCents,
        reference: i % 2 ? `SPEI ${String(48_210 + i * 7)}` : null,
        paidOn: day(confirmedAt, zone),
        recordedBy: cast.distributorId,
        createdAt: confirmedAt,
      },
    ];
    const deliveredAt = movedAt(order.id, 'entregado');
    if (deliveredAt)
      payments.push({
        ...payments[0]!,
        kind: 'saldo',
        method: METHODS[(i + 1) % METHODS.length]!,
        amountCents: dueCents - depositCents,
        reference: null,
        paidOn: day(deliveredAt, zone),
        createdAt: deliveredAt,
      });
    const paid = payments.filter((p) => p.amountCents > 0);
    if (paid.length) await tx.insert(orderPayments).values(paid);
  }

  // The quotes' steps: asked for, then sent (a quote sent before versions: its pieces are what was sent).
  const open = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.distributorId, cast.distributorId), inArray(quotes.status, ['solicitada', 'enviada'])))
    .orderBy(asc(quotes.createdAt));
  for (const quote of open) {
    const asked = new Date(quote.createdAt.getTime() + 20 * 60_000);
    await tx.insert(quoteEvents).values({
      quoteId: quote.id,
      action: 'request',
      fromStatus: 'borrador',
      toStatus: 'solicitada',
      actorId: quote.userId,
      createdAt: asked,
    });
    if (quote.status === 'enviada')
      await tx.insert(quoteEvents).values({
        quoteId: quote.id,
        action: 'send',
        fromStatus: 'solicitada',
        toStatus: 'enviada',
        actorId: cast.distributorId,
        note: 'Con las medidas que tomamos en la visita.',
        createdAt: new Date(Math.min(asked.getTime() + 2 * DAY, now.getTime() - 3_600_000)),
      });
  }

  // A week of visits: measuring for the quotes asked for, installing the orders on their way.
  const requested = open.filter((q) => q.status === 'solicitada');
  const sent = open.filter((q) => q.status === 'enviada');
  const onTheirWay = served.filter(
    (o) => o.userId !== cast.distributorId && (o.status === 'enviado' || o.status === 'en_produccion'),
  );
  const ahead = workingDays(now, zone, 1, 5);
  const behind = workingDays(new Date(now.getTime() - 8 * DAY), zone, 0, 3);
  const slot = (date: string, start: string, minutes: number) => {
    const startsAt = zonedInstant(date, start, zone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
  };
  const people = new Map(
    (
      await tx
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, address: users.address })
        .from(users)
    ).map((u) => [u.id, u]),
  );
  const contactOf = (userId: number | null, quote?: typeof quotes.$inferSelect) => {
    const person = userId ? people.get(userId) : undefined;
    return {
      customerId: userId,
      contactName: person?.name ?? quote?.contactName ?? null,
      contactEmail: person?.email ?? quote?.contactEmail ?? null,
      contactPhone: person?.phone ?? quote?.contactPhone ?? null,
      address: person?.address ?? null,
    };
  };
  const rows: (typeof visits.$inferInsert)[] = [];
  const times = ['10:00', '12:30', '16:00'];
  requested.slice(0, 4).forEach((quote, i) =>
    rows.push({
      distributorId: cast.distributorId,
      kind: 'medicion',
      ...slot(ahead[i % ahead.length]!, times[i % times.length]!, 60),
      quoteId: quote.id,
      ...contactOf(quote.userId, quote),
      notes: i === 0 ? 'Llevar muestrario de telas blackout.' : null,
      createdBy: cast.distributorId,
    }),
  );
  sent.slice(0, 2).forEach((quote, i) =>
    rows.push({
      distributorId: cast.distributorId,
      kind: 'medicion',
      status: 'realizada',
      ...slot(behind[i % behind.length]!, times[i % times.length]!, 60),
      quoteId: quote.id,
      ...contactOf(quote.userId, quote),
      createdBy: cast.distributorId,
    }),
  );
  onTheirWay.slice(0, 3).forEach((order, i) =>
    rows.push({
      distributorId: cast.distributorId,
      kind: 'instalacion',
      ...slot(ahead[(i * 2 + 1) % ahead.length]!, ['09:00', '16:00', '13:00'][i]!, 120),
      orderId: order.id,
      ...contactOf(order.userId),
      address: order.shippingAddress,
      createdBy: cast.distributorId,
    }),
  );
  if (requested[4])
    rows.push({
      distributorId: cast.distributorId,
      kind: 'medicion',
      status: 'cancelada',
      ...slot(ahead[2]!, '18:00', 60),
      quoteId: requested[4].id,
      ...contactOf(requested[4].userId, requested[4]),
      cancelReason: 'El cliente salió de viaje; llamará para otra fecha.',
      sequence: 1,
      createdBy: cast.distributorId,
    });
  if (rows.length) await tx.insert(visits).values(rows);

  // The newest notices: the demo customer's sent quote and its next visit, the distributor's new request.
  const customerQuote = sent.find((q) => q.userId === cast.customer.id);
  const customerVisit = rows.find((v) => v.customerId === cast.customer.id && v.status === undefined);
  const customerOrder = served.find((o) => o.userId === cast.customer.id && o.status === 'en_produccion');
  const notices: (typeof notifications.$inferInsert)[] = [];
  if (customerQuote)
    notices.push({
      userId: cast.customer.id,
      kind: 'quote_sent',
      title: `Tu cotización ${customerQuote.folio} está lista`,
      body: `Total: ${formatMoney((customerQuote.totalCents / 100).toFixed(2))}. Acéptala o pide cambios desde el panel.`,
      link: `/panel/listas/cotizaciones/${customerQuote.id}`,
      createdAt: new Date(now.getTime() - 20 * 3_600_000),
    });
  if (customerVisit)
    notices.push({
      userId: cast.customer.id,
      kind: 'visit',
      title: `${customerVisit.kind === 'medicion' ? 'Medición' : 'Instalación'} agendada: ${formatLongDate(day(customerVisit.startsAt!, zone))}`,
      body: 'Te enviamos la invitación para tu calendario.',
      link: customerVisit.quoteId
        ? `/panel/listas/cotizaciones/${customerVisit.quoteId}`
        : `/panel/listas/ordenes/${customerVisit.orderId}`,
      createdAt: new Date(now.getTime() - 6 * 3_600_000),
    });
  if (customerOrder)
    notices.push({
      userId: cast.customer.id,
      kind: 'order_status',
      title: `Tu pedido ${customerOrder.folio} está en producción`,
      link: `/panel/listas/ordenes/${customerOrder.id}`,
      readAt: new Date(now.getTime() - 2 * DAY),
      createdAt: new Date(now.getTime() - 3 * DAY),
    });
  const newest = requested.at(-1);
  if (newest)
    notices.push({
      userId: cast.distributorId,
      kind: 'quote_answered',
      title: `Nueva solicitud de cotización ${newest.folio}`,
      body: 'Contacta al cliente y agenda la medición.',
      link: `/panel/listas/cotizaciones-admin/${newest.id}`,
      createdAt: new Date(Math.max(newest.createdAt.getTime(), now.getTime() - 3 * 3_600_000)),
    });
  if (notices.length) await tx.insert(notifications).values(notices);
}
