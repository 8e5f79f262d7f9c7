import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/types';
import { inboxEvents, inboxRequests } from '@/lib/server/db/schema';
import type { InboxStatus } from '@/lib/contract/inbox';

// Where requests enter the inbox (./inbox.ts answers them): apart, so the quote and contact
// services that open them need not import the inbox's reads.

/** Opens the request of a quote just requested (once: a quote has one request). */
export async function openQuoteRequest(tx: Tx | Db, quoteId: number): Promise<void> {
  await tx.insert(inboxRequests).values({ kind: 'cotizacion', quoteId }).onConflictDoNothing();
}

/** Opens the request of a contact message: a visit request when the sender asked for a measuring visit. */
export async function openMessageRequest(tx: Tx | Db, messageId: number, wantsVisit: boolean): Promise<void> {
  await tx
    .insert(inboxRequests)
    .values({ kind: wantsVisit ? 'visita' : 'mensaje', messageId })
    .onConflictDoNothing();
}

/** A quote sent to its customer: its open request is answered (turned into that quote). */
export async function convertQuoteRequest(tx: Tx, quoteId: number, actorId: number): Promise<void> {
  const open = await tx
    .select()
    .from(inboxRequests)
    .where(and(eq(inboxRequests.quoteId, quoteId), inArray(inboxRequests.status, ['nuevo', 'contactado'])))
    .for('update');
  for (const row of open) await moveRequest(tx, row, 'convertido', actorId, { note: 'Cotización enviada' });
}

/** Moves a request to `to`, with the step recorded: who, when and why. */
export async function moveRequest(
  tx: Tx,
  row: typeof inboxRequests.$inferSelect,
  to: InboxStatus,
  actorId: number,
  change: { closeReason?: string | null; quoteId?: number; note?: string | null } = {},
) {
  await tx
    .update(inboxRequests)
    .set({
      status: to,
      statusChangedAt: sql`now()`,
      ...(change.closeReason !== undefined ? { closeReason: change.closeReason } : {}),
      ...(change.quoteId ? { quoteId: change.quoteId } : {}),
    })
    .where(eq(inboxRequests.id, row.id));
  await tx
    .insert(inboxEvents)
    .values({ requestId: row.id, fromStatus: row.status, toStatus: to, actorId, note: change.note ?? null });
}

/** Opens the request of fabric samples a visitor asked for. */
export async function openSampleRequest(tx: Tx | Db, sampleRequestId: number): Promise<void> {
  await tx.insert(inboxRequests).values({ kind: 'muestras', sampleRequestId }).onConflictDoNothing();
}
