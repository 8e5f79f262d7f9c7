import 'server-only';
import type { z } from 'zod';
import type { Order } from '@/lib/contract/orders';
import type { Quote, editQuoteSchema } from '@/lib/contract/quotes';
import type { SalesSettings } from '@/lib/contract/sales-settings';
import { percentToBps } from '@/lib/pricing/money';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { claimTokenMatches } from '@/lib/server/share/claim-token';
import { getOrderById, serializeOrder } from '@/lib/server/services/orders';
import { catalogChanged, loadCatalog } from '@/lib/server/services/public-data';
import * as flow from '@/lib/server/services/quote-flow';
import { tellQuoteAnswered, tellQuoteSent } from '@/lib/server/services/quote-notices';
import { scheduleQuoteExpiry } from '@/lib/server/services/quote-expiry';
import { getQuoteById, getVisibleQuote, serializeQuote } from '@/lib/server/services/quotes';
import { getSalesSettings, saveSalesSettings } from '@/lib/server/services/sales-settings';
import type { UserRecord } from '@/lib/server/services/users';

// The steps of closing a sale on a quote (lib/server/services/quote-flow.ts), each answered with
// the quote as its reader now sees it, and the mail that tells the other side.

const read = async (actor: UserRecord, id: number): Promise<Quote> =>
  serializeQuote(await getQuoteById(await getDb(), id), actor);

/** PUT /api/quotes/{id}: the serving distributor or an admin changes the pieces, the discount and the note. */
export async function editQuote(actor: UserRecord, id: number, body: z.output<typeof editQuoteSchema>): Promise<Quote> {
  await flow.editQuote(
    await getDb(),
    actor,
    id,
    { items: body.items, discountBps: percentToBps(body.discount_pct ?? 0) ?? 0, customerNote: body.customer_note },
    await loadCatalog(),
  );
  return read(actor, id);
}

/** POST /api/quotes/{id}/send: a new version, mailed to the customer with its PDF. */
export async function sendQuote(actor: UserRecord, id: number): Promise<Quote> {
  const db = await getDb();
  await flow.sendQuote(db, actor, id);
  const record = await getQuoteById(db, id);
  await scheduleQuoteExpiry(id, record.quote.validUntil);
  await tellQuoteSent(db, record);
  return read(actor, id);
}

/** POST /api/quotes/{id}/accept: the order made from the version sent; its distributor is told. */
export async function acceptQuote(actor: UserRecord, id: number): Promise<Order> {
  const db = await getDb();
  const orderId = await flow.acceptQuote(db, actor, id);
  catalogChanged(); // stock was taken: the public pages show it
  const order = await getOrderById(db, orderId);
  await tellQuoteAnswered(db, await getQuoteById(db, id), 'accept', null, {
    folio: order.order.folio,
    totalCents: order.order.totalCents,
    depositCents: order.order.depositCents,
  });
  return serializeOrder(order);
}

type Answer = 'request' | 'request_changes' | 'decline';
const ANSWER_STEPS = { request: flow.requestQuote, request_changes: flow.requestChanges, decline: flow.declineQuote };

/** POST /api/quotes/{id}/request, /request-changes and /decline: the customer's answer, told to whoever serves it. */
export async function answerQuote(actor: UserRecord, id: number, answer: Answer, note: string | null): Promise<Quote> {
  const db = await getDb();
  await ANSWER_STEPS[answer](db, actor, id, note as string);
  await tellQuoteAnswered(db, await getQuoteById(db, id), answer, note);
  return read(actor, id);
}

/**
 * POST /api/quotes/{id}/claim: a request made without an account becomes the signed-in customer's,
 * given the key of the mail it was sent. A wrong key finds nothing, as a quote one may not see.
 */
export async function claimQuote(actor: UserRecord, id: number, token: string): Promise<Quote> {
  const db = await getDb();
  const record = await getQuoteById(db, id).catch(() => null);
  if (!record || !claimTokenMatches(id, record.quote.contactEmail, token))
    throw new NotFoundError('La cotización no existe o el enlace ya no es válido.');
  await flow.claimQuote(db, actor, id);
  return serializeQuote(await getVisibleQuote(db, actor, id), actor);
}

/** GET /api/sales-settings: the deposit and the default discount limit. */
export async function salesSettings(): Promise<SalesSettings> {
  return getSalesSettings(await getDb());
}

/** PUT /api/sales-settings: an administrator changes them. */
export async function changeSalesSettings(actor: UserRecord, next: SalesSettings): Promise<SalesSettings> {
  return saveSalesSettings(await getDb(), next, actor);
}
