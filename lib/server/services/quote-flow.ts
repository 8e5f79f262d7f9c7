import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/types';
import {
  orderItems,
  orderStatusHistory,
  orders,
  quoteItems,
  quoteVersions,
  quotes,
  users,
} from '@/lib/server/db/schema';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { QUOTE_FLOW, quoteActions, type QuoteAction } from '@/lib/contract/quote-flow';
import { QUOTE_STATUS_LABELS } from '@/lib/content/sales-status';
import { quoteValidUntil } from '@/lib/content/validity';
import { formatShortDate } from '@/lib/format/dates';
import { bpsToPercent, depositOf, discountedTotals } from '@/lib/pricing/money';
import type { QuoteItem } from '@/lib/pricing/types';
import { ConflictError, ForbiddenError, InvalidInputError } from '@/lib/server/errors';
import { nextFolio } from './folios';
import { convertQuoteRequest, openQuoteRequest } from './inbox-open';
import { itemRow } from './priced-rows';
import { priceOrReject } from './quoter';
import { effectiveStatus, getVisibleQuote, recordQuoteEvent, sideOf, type QuoteRecord } from './quotes';
import { discountLimitBps, getSalesSettings } from './sales-settings';
import { takeStock } from './stock';
import type { UserRecord } from './users';

// The sale closed on a quote (lib/contract/quote-flow.ts is its table): the distributor edits the
// quote after measuring and sends versions; the customer accepts one (an order at its prices),
// asks for changes or declines. Every step is checked against the table for who may take it and
// from which status, and recorded with who and when.

const DOING: Record<QuoteAction, string> = {
  request: 'solicitarla',
  edit: 'editarla',
  send: 'enviarla',
  accept: 'aceptarla',
  request_changes: 'pedir cambios',
  decline: 'rechazarla',
  delete: 'borrarla',
  claim: 'reclamarla',
};

/** Refuses `action` unless the table lets `user` take it now: 403 for the wrong side, 409 for the wrong moment. */
function assertAllowed(record: QuoteRecord, user: UserRecord, action: QuoteAction, now = new Date()) {
  const rule = QUOTE_FLOW[action];
  if (sideOf(record.quote, user) !== rule.by) {
    throw new ForbiddenError(
      rule.by === 'staff'
        ? `Sólo el distribuidor que atiende la cotización puede ${DOING[action]}.`
        : `Sólo el cliente de la cotización puede ${DOING[action]}.`,
    );
  }
  const status = effectiveStatus(record.quote, now);
  if (quoteActions(status, rule.by, record.quote.validUntil > now).includes(action)) return status;
  if (status === 'vencida' || (rule.whileValid && record.quote.validUntil <= now)) {
    throw new ConflictError(
      `La cotización venció el ${formatShortDate(record.quote.validUntil.toISOString())}: pide a tu distribuidor que la actualice.`,
    );
  }
  throw new ConflictError(
    `La cotización está ${QUOTE_STATUS_LABELS[status].toLowerCase()}: ya no se puede ${DOING[action]}.`,
  );
}

/** The quote's row, locked for the rest of the transaction: two steps on one quote take turns. */
async function lockQuote(tx: Tx, id: number) {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row!;
}

/** The same check again on the locked row: another request may have moved the quote meanwhile. */
async function lockedAndAllowed(tx: Tx, record: QuoteRecord, user: UserRecord, action: QuoteAction) {
  const quote = await lockQuote(tx, record.quote.id);
  return { quote, status: assertAllowed({ ...record, quote }, user, action) };
}

type Edit = { items: QuoteItem[]; discountBps: number; customerNote: string | null };

/**
 * PUT /api/quotes/{id}: the serving distributor (or an admin) changes the working copy: the pieces
 * priced again at the quote's price list, a discount within the distributor's limit, and the note
 * to the customer. The customer sees it when it is sent.
 */
export async function editQuote(db: Db, user: UserRecord, id: number, edit: Edit, catalog: CatalogSnapshot) {
  const record = await getVisibleQuote(db, user, id);
  assertAllowed(record, user, 'edit');
  const priced = priceOrReject(catalog, edit.items, record.quote.priceList);
  if (user.role.name === 'distributor') {
    const limit = discountLimitBps(user.discountLimitBps, await getSalesSettings(db));
    if (edit.discountBps > limit)
      throw new InvalidInputError({
        discount_pct: [`El descuento máximo que puedes dar es ${bpsToPercent(limit)} %.`],
      });
  }
  const totals = discountedTotals(priced.subtotalCents, edit.discountBps);
  await db.transaction(async (tx) => {
    const { quote, status } = await lockedAndAllowed(tx, record, user, 'edit');
    await keepTheRequest(tx, quote);
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, id));
    await tx.insert(quoteItems).values(priced.items.map((item, i) => ({ quoteId: id, ...itemRow(item, i + 1) })));
    await tx
      .update(quotes)
      .set({
        ...totals,
        discountBps: edit.discountBps,
        customerNote: edit.customerNote,
        editedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id));
    await recordQuoteEvent(tx, { quoteId: id, action: 'edit', from: status, to: status, actorId: user.id });
  });
}

/**
 * Before the first edit of a quote never sent, what the customer asked for is kept as version 0:
 * it is what the customer goes on seeing until a version is sent, and what the first one is
 * compared with ("ancho 1.50 m → 1.48 m" after measuring).
 */
async function keepTheRequest(tx: Tx, quote: typeof quotes.$inferSelect) {
  const [any] = await tx
    .select({ id: quoteVersions.id })
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quote.id))
    .limit(1);
  if (any) return;
  await tx.insert(quoteVersions).values(await snapshot(tx, quote, 0, quote.validUntil, null, quote.createdAt));
}

/** The working copy of `quote` frozen as `version`. */
async function snapshot(
  tx: Tx,
  quote: typeof quotes.$inferSelect,
  version: number,
  validUntil: Date,
  sentBy: number | null,
  sentAt: Date,
) {
  const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(quoteItems.position);
  return {
    quoteId: quote.id,
    version,
    items: items.map(({ quoteId: _quote, ...item }) => item),
    subtotalCents: quote.subtotalCents,
    discountBps: quote.discountBps,
    discountCents: quote.discountCents,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    customerNote: quote.customerNote,
    validUntil,
    sentBy,
    sentAt,
  };
}

/** Where the mail of a quote goes: its customer's address, or the one a request without an account gave. */
export function recipientOf(record: QuoteRecord): { name: string | null; email: string } | null {
  const email = record.customer?.email ?? record.quote.contactEmail;
  return email ? { name: record.customer?.name ?? record.quote.contactName, email } : null;
}

/**
 * POST /api/quotes/{id}/send: the working copy becomes the next version, frozen, and the quote is
 * sent (valid QUOTE_VALIDITY_DAYS from now). The caller mails it.
 */
export async function sendQuote(db: Db, user: UserRecord, id: number, now = new Date()): Promise<number> {
  const record = await getVisibleQuote(db, user, id);
  assertAllowed(record, user, 'send', now);
  if (!recipientOf(record))
    throw new ConflictError('La cotización no tiene el correo del cliente: agrégalo antes de enviarla.');
  return db.transaction(async (tx) => {
    const { quote, status } = await lockedAndAllowed(tx, record, user, 'send');
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${quoteVersions.version}), 0)::int` })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, id));
    const version = (last?.version ?? 0) + 1;
    const validUntil = quoteValidUntil(now);
    await tx.insert(quoteVersions).values(await snapshot(tx, quote, version, validUntil, user.id, now));
    await tx
      .update(quotes)
      .set({ status: 'enviada', validUntil, updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    await recordQuoteEvent(tx, { quoteId: id, action: 'send', from: status, to: 'enviada', actorId: user.id, version });
    await convertQuoteRequest(tx, id, user.id);
    return version;
  });
}

/**
 * POST /api/quotes/{id}/accept: the customer accepts the version it was sent while it is valid;
 * the order is made from that version at its prices (no repricing), with the deposit the sales
 * settings ask. Two acceptances at once make one order: the quote's row is locked, and the orders
 * table holds one order per quote.
 */
export async function acceptQuote(db: Db, user: UserRecord, id: number): Promise<number> {
  const record = await getVisibleQuote(db, user, id);
  assertAllowed(record, user, 'accept');
  const terms = await getSalesSettings(db);
  return db.transaction(async (tx) => {
    const { quote, status } = await lockedAndAllowed(tx, record, user, 'accept');
    const [version] = await tx
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, id))
      .orderBy(sql`${quoteVersions.version} desc`)
      .limit(1);
    // A quote marked sent before versions existed: what it holds is what was sent.
    const sent = version ?? {
      version: null,
      items: (await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(quoteItems.position)).map(
        ({ quoteId: _quote, ...item }) => item,
      ),
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      taxCents: quote.taxCents,
      totalCents: quote.totalCents,
    };
    await takeStock(
      tx,
      sent.items.map((item) => ({ ...item.config, quantity: item.quantity }) as QuoteItem),
    );
    const folio = await nextFolio(tx, 'PED');
    const [order] = await tx
      .insert(orders)
      .values({
        folio,
        userId: user.id,
        distributorId: quote.distributorId,
        status: 'pendiente',
        priceList: quote.priceList,
        subtotalCents: sent.subtotalCents,
        discountCents: sent.discountCents,
        taxCents: sent.taxCents,
        totalCents: sent.totalCents,
        depositCents: depositOf(sent.totalCents, terms.deposit_pct),
        quoteId: id,
        quoteVersion: sent.version,
        notes: quote.notes,
        shippingAddress: user.address,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(sent.items.map(({ id: _id, ...item }) => ({ ...item, orderId: order!.id })));
    const from = sent.version ? ` (versión ${sent.version})` : '';
    await tx.insert(orderStatusHistory).values({
      orderId: order!.id,
      fromStatus: null,
      toStatus: 'pendiente',
      changedBy: user.id,
      note: `Pedido creado al aceptar la cotización ${quote.folio}${from}`,
    });
    await tx
      .update(quotes)
      .set({ status: 'aceptada', updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    await recordQuoteEvent(tx, {
      quoteId: id,
      action: 'accept',
      from: status,
      to: 'aceptada',
      actorId: user.id,
      version: sent.version ?? undefined,
    });
    return order!.id;
  });
}

/** A customer's step that only moves the quote and leaves a message: request, request_changes, decline. */
async function customerStep(
  db: Db,
  user: UserRecord,
  id: number,
  action: 'request' | 'request_changes' | 'decline',
  note: string | null,
) {
  const record = await getVisibleQuote(db, user, id);
  assertAllowed(record, user, action);
  const to = QUOTE_FLOW[action].to!;
  await db.transaction(async (tx) => {
    const { status } = await lockedAndAllowed(tx, record, user, action);
    await tx
      .update(quotes)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    await recordQuoteEvent(tx, {
      quoteId: id,
      action,
      from: status,
      to,
      actorId: user.id,
      version: record.versions[0]?.version,
      note,
    });
    if (action === 'request') await openQuoteRequest(tx, id);
  });
}

/** POST /api/quotes/{id}/request: the customer asks its distributor for a formal quote of its draft. */
export const requestQuote = (db: Db, user: UserRecord, id: number, note: string | null) =>
  customerStep(db, user, id, 'request', note);

/** POST /api/quotes/{id}/request-changes: what the customer wants changed, for the distributor. */
export const requestChanges = (db: Db, user: UserRecord, id: number, message: string) =>
  customerStep(db, user, id, 'request_changes', message);

/** POST /api/quotes/{id}/decline: the customer says no, with a reason when it gives one. */
export const declineQuote = (db: Db, user: UserRecord, id: number, reason: string | null) =>
  customerStep(db, user, id, 'decline', reason);

/**
 * POST /api/quotes/{id}/claim: the recipient of a request made without an account, signed in now
 * (`proven`: the token of the mail it was sent checked out), makes the quote its own. A customer
 * without a distributor is served from then on by the quote's.
 */
export async function claimQuote(db: Db, user: UserRecord, quoteId: number) {
  if (user.role.name !== 'customer')
    throw new ForbiddenError('Sólo una cuenta de cliente puede hacer suya una cotización.');
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (quote.userId === user.id) return;
    if (quote.userId !== null) throw new ConflictError('Esta cotización ya pertenece a otra cuenta.');
    const status = effectiveStatus(quote);
    if (!QUOTE_FLOW.claim.from.includes(status))
      throw new ConflictError(
        `La cotización está ${QUOTE_STATUS_LABELS[status].toLowerCase()}: ya no se puede reclamar.`,
      );
    await tx
      .update(quotes)
      .set({ userId: user.id, updatedAt: sql`now()` })
      .where(and(eq(quotes.id, quoteId), sql`${quotes.userId} is null`));
    if (user.distributorId === null && quote.distributorId !== null)
      await tx.update(users).set({ distributorId: quote.distributorId }).where(eq(users.id, user.id));
    await recordQuoteEvent(tx, { quoteId, action: 'claim', from: status, to: status, actorId: user.id });
  });
}
