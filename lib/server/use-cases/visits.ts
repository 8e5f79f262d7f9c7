import 'server-only';
import type { z } from 'zod';
import type { Visit, VisitList, bookVisitSchema, moveVisitSchema, visitListQuerySchema } from '@/lib/contract/visits';
import { mexicoDay } from '@/lib/format/dates';
import { getDb } from '@/lib/server/db/client';
import { getVisibleOrder } from '@/lib/server/services/orders';
import { getVisibleQuote } from '@/lib/server/services/quotes';
import type { UserRecord } from '@/lib/server/services/users';
import { tellVisitBooked, tellVisitCancelled, tellVisitMoved } from '@/lib/server/services/visit-notices';
import * as visits from '@/lib/server/services/visits';

// The agenda's calls: each change tells the customer (invitation, move, cancellation).

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** GET /api/visits: a quote's or an order's visits, or the days asked (this week by default). */
export async function listVisits(actor: UserRecord, query: z.output<typeof visitListQuerySchema>): Promise<VisitList> {
  const db = await getDb();
  if (query.cotizacion || query.pedido) {
    // Whoever may see the quote or the order sees its visits (else: not found).
    if (query.cotizacion) await getVisibleQuote(db, actor, query.cotizacion);
    else await getVisibleOrder(db, actor, query.pedido!);
    const data = await visits.visitsFor(db, { quoteId: query.cotizacion, orderId: query.pedido });
    return { data, desde: data[0]?.date ?? mexicoDay(), hasta: data.at(-1)?.date ?? mexicoDay() };
  }
  const desde = query.desde ?? mexicoDay();
  const hasta = query.hasta ?? dayAfter(desde, 6);
  // The days in Mexico, padded by a day each side for the other zones; the screen groups by `date`.
  const from = new Date(Date.parse(desde) - DAY_MS);
  const to = new Date(Date.parse(hasta) + 2 * DAY_MS);
  const data = (await visits.listVisits(db, actor, from, to)).filter((v) => v.date >= desde && v.date <= hasta);
  return { data, desde, hasta };
}

export async function bookVisit(actor: UserRecord, body: z.output<typeof bookVisitSchema>): Promise<Visit> {
  const db = await getDb();
  const id = await visits.bookVisit(db, actor, {
    kind: body.kind,
    quoteId: body.quote_id,
    orderId: body.order_id,
    date: body.date,
    start: body.start,
    durationMin: body.duration_min,
    address: body.address,
    notes: body.notes,
  });
  return tellVisitBooked(db, id);
}

export async function moveVisit(actor: UserRecord, id: number, body: z.output<typeof moveVisitSchema>): Promise<Visit> {
  const db = await getDb();
  await visits.moveVisit(db, actor, id, { date: body.date, start: body.start, durationMin: body.duration_min });
  return tellVisitMoved(db, id);
}

export async function cancelVisit(actor: UserRecord, id: number, reason: string | null): Promise<Visit> {
  const db = await getDb();
  await visits.closeVisit(db, actor, id, 'cancelada', reason);
  return tellVisitCancelled(db, id);
}

export async function completeVisit(actor: UserRecord, id: number): Promise<Visit> {
  const db = await getDb();
  await visits.closeVisit(db, actor, id, 'realizada');
  return visits.getVisit(db, id);
}
