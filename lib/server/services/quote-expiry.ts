import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { quotes } from '@/lib/server/db/schema';
import { formatShortDate } from '@/lib/format/dates';
import type { QuoteExpiryJob } from '@/lib/server/jobs/queues';
import { enqueue } from '@/lib/server/jobs/boss';
import { notify } from './notifications';
import { effectiveStatus, recordQuoteEvent } from './quotes';

// A sent quote's validity ends: at `valid_until` the queue's job marks it vencida (a step of its
// history, by nobody) and tells both sides. A quote sent again meanwhile has a later date and a
// job of its own: the earlier job finds the date changed and does nothing.

const OWN_QUOTE_PATH = '/panel/listas/cotizaciones';
const SERVED_QUOTE_PATH = '/panel/listas/cotizaciones-admin';

/** After a send: the job that ends this validity. */
export async function scheduleQuoteExpiry(quoteId: number, validUntil: Date): Promise<void> {
  const at = validUntil.toISOString();
  await enqueue(
    'quote_expiry',
    { quoteId, validUntil: at },
    { startAfter: validUntil, singletonKey: `${quoteId}:${at}` },
  );
}

/** The `quote_expiry` queue's worker. */
export async function expireQuote(db: Db, job: QuoteExpiryJob, now = new Date()): Promise<'expired' | 'skipped'> {
  const expired = await db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, job.quoteId)).for('update');
    if (!quote || quote.validUntil.toISOString() !== job.validUntil || quote.validUntil > now) return null;
    if (effectiveStatus(quote, now) !== 'vencida' || quote.status === 'vencida') return null;
    await tx
      .update(quotes)
      .set({ status: 'vencida', updatedAt: sql`now()` })
      .where(eq(quotes.id, quote.id));
    await recordQuoteEvent(tx, {
      quoteId: quote.id,
      action: 'expire',
      from: quote.status,
      to: 'vencida',
      actorId: null,
    });
    return quote;
  });
  if (!expired) return 'skipped';
  const day = formatShortDate(expired.validUntil.toISOString());
  if (expired.userId)
    await notify(db, {
      userId: expired.userId,
      kind: 'quote_expired',
      title: `Tu cotización ${expired.folio} venció el ${day}`,
      body: 'Si aún te interesa, pide a tu distribuidor que la actualice.',
      link: `${OWN_QUOTE_PATH}/${expired.id}`,
      mail: {
        subject: `Tu cotización ${expired.folio} venció`,
        text: `Tu cotización ${expired.folio} venció el ${day}. Si aún te interesa, pide a tu distribuidor que la actualice.`,
      },
    });
  if (expired.distributorId)
    await notify(db, {
      userId: expired.distributorId,
      kind: 'quote_expired',
      title: `La cotización ${expired.folio} venció sin respuesta`,
      body: 'Puedes ajustarla y enviarla de nuevo.',
      link: `${SERVED_QUOTE_PATH}/${expired.id}`,
    });
  return 'expired';
}
