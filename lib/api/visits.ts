// The distributor's agenda (feature `visits`): the visits of some days, or of one quote or order,
// and booking, moving, cancelling and closing one.

import { bookVisitCall } from '@/lib/contract/calls/book-visit';
import { cancelVisitCall } from '@/lib/contract/calls/cancel-visit';
import { completeVisitCall } from '@/lib/contract/calls/complete-visit';
import { moveVisitCall } from '@/lib/contract/calls/move-visit';
import { visitsCall } from '@/lib/contract/calls/visits';
import type { VisitKind, VisitList } from '@/lib/contract/visits';
import { callApi, pathTo } from './call';
import { revalidatePaths, useApi } from './swr';

/** GET /api/visits?desde=&hasta=: the agenda of those days (both included). */
export function useAgenda(range: { from: string; to: string } | null) {
  return useApi<VisitList>(range ? pathTo(visitsCall, { query: { desde: range.from, hasta: range.to } }) : null);
}

/** GET /api/visits?cotizacion= or ?pedido=: every visit of one quote or order. */
export function useVisitsOf(of: { quote: number } | { order: number } | null) {
  const query = !of ? null : 'quote' in of ? { cotizacion: of.quote } : { pedido: of.order };
  return useApi<VisitList>(query ? pathTo(visitsCall, { query }) : null);
}

export type VisitSlot = { date: string; start: string; durationMin: number };
export type VisitBooking = VisitSlot & {
  kind: VisitKind;
  quoteId?: number;
  orderId?: number;
  address: string;
  notes: string;
};

const slotBody = (slot: VisitSlot) => ({ date: slot.date, start: slot.start, duration_min: slot.durationMin });

/** Every cached read of visits (the agenda's weeks and each sale's list) asked again. */
export function refreshVisits() {
  return revalidatePaths([pathTo(visitsCall)]);
}

export function bookVisit(booking: VisitBooking) {
  return callApi(bookVisitCall, {
    json: {
      kind: booking.kind,
      ...(booking.quoteId ? { quote_id: booking.quoteId } : {}),
      ...(booking.orderId ? { order_id: booking.orderId } : {}),
      ...slotBody(booking),
      address: booking.address.trim() || null,
      notes: booking.notes.trim() || null,
    },
  });
}

export function moveVisit(id: number, slot: VisitSlot) {
  return callApi(moveVisitCall, { params: { id }, json: slotBody(slot) });
}

export function cancelVisit(id: number, reason: string) {
  return callApi(cancelVisitCall, { params: { id }, json: { reason: reason.trim() || null } });
}

export function completeVisit(id: number) {
  return callApi(completeVisitCall, { params: { id } });
}
