import 'server-only';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/server/db/types';
import { orders, quoteEvents, quoteItems, quoteVersions, quotes, users } from '@/lib/server/db/schema';
import type { PricedQuote } from '@/lib/pricing/types';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/server/errors';
import { nextFolio } from './folios';
import { openQuoteRequest } from './inbox-open';
import { itemRow, money, serializeItem } from './priced-rows';
import { customerNamed, scopeFor, servedBy } from './sale-visibility';
import { customer, dealer, saleExportBatches } from './sale-reads';
import { newestFirstPage } from './pages';
import type { UserRecord } from './users';
import type { Quote } from '@/lib/contract/quotes';
import { quoteActions, type QuoteSide } from '@/lib/contract/quote-flow';
import { bpsToPercent } from '@/lib/pricing/money';
import { describeChanges } from '@/lib/quoter/quote-changes';
import { quoteValidUntil } from '@/lib/content/validity';

export type QuoteStatus = (typeof quotes.$inferSelect)['status'];

type Contact = { name: string; email: string; phone: string; stateId: number; municipalityId: number };

/** Stores a priced quote with a new folio, valid QUOTE_VALIDITY_DAYS (lib/content/validity.ts), in one transaction. */
export async function storeQuote(
  db: Db | Tx,
  priced: PricedQuote,
  owner: {
    userId: number | null;
    distributorId: number | null;
    status: QuoteStatus;
    notes?: string | null;
    contact?: Contact;
    /** Made from a request already in the inbox (a message turned into a quote): no second request. */
    fromInbox?: true;
  },
): Promise<number> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const folio = await nextFolio(tx, 'COT', now);
    const [row] = await tx
      .insert(quotes)
      .values({
        folio,
        userId: owner.userId,
        distributorId: owner.distributorId,
        status: owner.status,
        priceList: priced.priceList,
        contactName: owner.contact?.name ?? null,
        contactEmail: owner.contact?.email ?? null,
        contactPhone: owner.contact?.phone ?? null,
        stateId: owner.contact?.stateId ?? null,
        municipalityId: owner.contact?.municipalityId ?? null,
        notes: owner.notes ?? null,
        subtotalCents: priced.subtotalCents,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        validUntil: quoteValidUntil(now),
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteItems).values(priced.items.map((item, i) => ({ quoteId: row!.id, ...itemRow(item, i + 1) })));
    await recordQuoteEvent(tx, {
      quoteId: row!.id,
      action: owner.status === 'solicitada' ? 'request' : 'create',
      from: null,
      to: owner.status,
      actorId: owner.userId,
    });
    if (owner.status === 'solicitada' && !owner.fromInbox) await openQuoteRequest(tx, row!.id);
    return row!.id;
  });
}

/** Who serves a signed-in user's quotes and orders: a customer's distributor, or the distributor itself. */
export function servingDistributor(user: UserRecord): number | null {
  if (user.role.name === 'distributor') return user.id;
  return user.role.name === 'customer' ? user.distributorId : null;
}

const actor = alias(users, 'actor');

/** The quotes of `ids`, each with its parties, working copy, versions (newest first), steps and order; in `ids`' order. */
async function loadQuotes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      quote: quotes,
      customer: { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
      dealer: {
        id: dealer.id,
        name: dealer.name,
        company: dealer.company,
        phone: dealer.phone,
        email: dealer.publicEmail,
        whatsapp: dealer.whatsapp,
        address: dealer.address,
      },
    })
    .from(quotes)
    .leftJoin(customer, eq(customer.id, quotes.userId))
    .leftJoin(dealer, eq(dealer.id, quotes.distributorId))
    .where(inArray(quotes.id, [...ids]));
  const [items, versions, events, madeOrders] = await Promise.all([
    db
      .select()
      .from(quoteItems)
      .where(inArray(quoteItems.quoteId, [...ids]))
      .orderBy(quoteItems.quoteId, quoteItems.position),
    db
      .select()
      .from(quoteVersions)
      .where(inArray(quoteVersions.quoteId, [...ids]))
      .orderBy(desc(quoteVersions.version)),
    db
      .select({ event: quoteEvents, by: actor.name })
      .from(quoteEvents)
      .leftJoin(actor, eq(actor.id, quoteEvents.actorId))
      .where(inArray(quoteEvents.quoteId, [...ids]))
      .orderBy(asc(quoteEvents.id)),
    db
      .select({ id: orders.id, quoteId: orders.quoteId })
      .from(orders)
      .where(inArray(orders.quoteId, [...ids])),
  ]);
  const byId = new Map(rows.map((row) => [row.quote.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        items: items.filter((item) => item.quoteId === id),
        versions: versions.filter((version) => version.quoteId === id),
        events: events.filter(({ event }) => event.quoteId === id),
        orderId: madeOrders.find((order) => order.quoteId === id)?.id ?? null,
      },
    ];
  });
}

export type QuoteRecord = Awaited<ReturnType<typeof loadQuotes>>[number];

/**
 * A quote the user may see (owner, its distributor, admin); anything else is not found (rather than
 * forbidden: its existence is not told).
 */
export async function getVisibleQuote(db: Db, user: UserRecord, id: number): Promise<QuoteRecord> {
  const [visible] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, id), await scopeFor(db, user, quotes)));
  const [found] = visible ? await loadQuotes(db, [visible.id]) : [];
  if (!found) throw new NotFoundError('La cotización no existe.');
  return found;
}

export async function getQuoteById(db: Db, id: number): Promise<QuoteRecord> {
  const [found] = await loadQuotes(db, [id]);
  if (!found) throw new NotFoundError('La cotización no existe.');
  return found;
}

/** The statuses a quote's validity still matters in. */
const OPEN: readonly QuoteStatus[] = ['borrador', 'solicitada', 'enviada', 'cambios'];

/** Past its validity, an open quote shows as vencida. */
export function effectiveStatus(q: typeof quotes.$inferSelect, now = new Date()): QuoteStatus {
  return OPEN.includes(q.status) && q.validUntil < now ? 'vencida' : q.status;
}

/**
 * How `user` stands to a quote it can see: its `customer` (the owner), the `staff` serving it (a
 * distributor it is routed to or whose customer it is, or an admin), or null (nobody signed in).
 */
export function sideOf(q: typeof quotes.$inferSelect, user: UserRecord | null): QuoteSide | null {
  if (!user) return null;
  if (q.userId === user.id) return 'customer';
  return user.role.name === 'distributor' || user.role.name === 'admin' ? 'staff' : null;
}

type Content = Pick<Quote, 'items' | 'subtotal' | 'discount_pct' | 'discount' | 'tax' | 'total' | 'customer_note'> & {
  version: number;
  sentAt: Date | null;
  validUntil: Date;
};

/** The distributor's working copy: what it edits, and what a quote never sent shows everyone. */
function workingCopy(r: QuoteRecord): Content {
  const q = r.quote;
  return {
    items: r.items.map(serializeItem),
    subtotal: money(q.subtotalCents),
    discount_pct: bpsToPercent(q.discountBps),
    discount: money(q.discountCents),
    tax: money(q.taxCents),
    total: money(q.totalCents),
    customer_note: q.customerNote,
    version: r.versions[0]?.version ?? 0,
    sentAt: null,
    validUntil: q.validUntil,
  };
}

/** A version as it was sent (version 0: the request as the customer made it, never sent). */
function sentCopy(v: typeof quoteVersions.$inferSelect): Content {
  return {
    items: v.items.map((item) => serializeItem({ ...item, quoteId: v.quoteId })),
    subtotal: money(v.subtotalCents),
    discount_pct: bpsToPercent(v.discountBps),
    discount: money(v.discountCents),
    tax: money(v.taxCents),
    total: money(v.totalCents),
    customer_note: v.customerNote,
    version: v.version,
    sentAt: v.version > 0 ? v.sentAt : null,
    validUntil: v.validUntil,
  };
}

/** The staff's working copy has changes made after the last version was sent. */
function hasUnsentChanges(r: QuoteRecord): boolean {
  const last = r.versions[0];
  return r.quote.editedAt !== null && (!last || r.quote.editedAt > last.sentAt);
}

/**
 * A quote as `viewer` reads it. The staff serving it read the working copy they edit (and what
 * their unsent edits change); everyone else reads the last version sent, or the working copy of a
 * quote never sent. `actions` are what the viewer may do now (lib/contract/quote-flow.ts).
 */
export function serializeQuote(r: QuoteRecord, viewer: UserRecord | null): Quote {
  const q = r.quote;
  const side = sideOf(q, viewer);
  const [last, previous] = r.versions;
  const unsent = side === 'staff' && hasUnsentChanges(r);
  const shown = side === 'staff' || !last ? workingCopy(r) : sentCopy(last);
  const before = unsent ? (last ? sentCopy(last) : null) : previous ? sentCopy(previous) : null;
  const status = effectiveStatus(q);
  const { version, sentAt, validUntil, ...content } = shown;
  return {
    id: q.id,
    folio: q.folio,
    status,
    price_list: q.priceList,
    valid_until: validUntil.toISOString(),
    created_at: q.createdAt.toISOString(),
    customer: r.customer?.id
      ? r.customer
      : { id: null, name: q.contactName, email: q.contactEmail, phone: q.contactPhone },
    distributor: r.dealer?.id ? r.dealer : null,
    notes: q.notes,
    ...content,
    currency: 'MXN' as const,
    version,
    sent_at: (side === 'staff' && last && last.version > 0 ? last.sentAt : sentAt)?.toISOString() ?? null,
    changes: before ? describeChanges(before, shown) : [],
    unsent_changes: unsent,
    order_id: r.orderId,
    actions: quoteActions(status, side, q.validUntil > new Date()),
    // The distributor's edits are its own working: the customer's history shows what it was sent.
    events: r.events
      .filter(({ event }) => side === 'staff' || event.action !== 'edit')
      .map(({ event, by }) => ({
        action: event.action,
        status: event.toStatus,
        version: event.version,
        at: event.createdAt.toISOString(),
        by,
        note: event.note,
      })),
  };
}

/** What a list and an export of quotes filter by (the list adds its page). */
type QuoteFilters = { scope: 'own' | 'served'; status?: QuoteStatus; search?: string };
type QuoteListQuery = QuoteFilters & { page: number; perPage: number };

/**
 * The quotes a user may list: own, or (distributor) its customers' and those routed to it, or
 * (admin) all; then status and search.
 */
function quoteFilter(db: Db, user: UserRecord, query: QuoteFilters): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.scope === 'own') filters.push(eq(quotes.userId, user.id));
  else if (user.role.name === 'distributor') {
    filters.push(servedBy(db, quotes, user.id));
  }
  if (query.status) filters.push(eq(quotes.status, query.status));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(quotes.folio, like), ilike(quotes.contactName, like), customerNamed(db, quotes, like)));
  }
  return and(...filters);
}

/** Own quotes, or (distributor/admin) those of the customers served: Laravel's paginator. */
export async function listQuotes(db: Db, user: UserRecord, query: QuoteListQuery) {
  const { total, ids, lastPage } = await newestFirstPage(
    db,
    quotes,
    quoteFilter(db, user, query),
    query.page,
    query.perPage,
  );
  const data = (await loadQuotes(db, ids)).map((record) => serializeQuote(record, user));
  return { data, current_page: query.page, last_page: lastPage, per_page: query.perPage, total };
}

/** One quote as an export writes it: flat, one row per quote. */
export type QuoteExportRow = {
  folio: string;
  status: QuoteStatus;
  priceList: 'publico' | 'distribuidor';
  createdAt: Date;
  validUntil: Date;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  distributor: string | null;
  items: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  notes: string | null;
};

/** Every quote of the same filters and order as the list, `size` at a time. */
export function quoteExportBatches(
  db: Db,
  user: UserRecord,
  query: QuoteFilters,
  size = 500,
): AsyncGenerator<QuoteExportRow[]> {
  const items = sql<number>`(select count(*)::int from ${quoteItems} where ${quoteItems.quoteId} = ${quotes.id})`;
  return saleExportBatches(
    db,
    quotes,
    items,
    quoteFilter(db, user, query),
    (r) => ({
      folio: r.sale.folio,
      status: effectiveStatus(r.sale),
      priceList: r.sale.priceList,
      createdAt: r.sale.createdAt,
      validUntil: r.sale.validUntil,
      customerName: r.customerName ?? r.sale.contactName,
      customerEmail: r.customerEmail ?? r.sale.contactEmail,
      customerPhone: r.customerPhone ?? r.sale.contactPhone,
      distributor: r.dealerCompany ?? r.dealerName,
      items: Number(r.items),
      subtotalCents: r.sale.subtotalCents,
      taxCents: r.sale.taxCents,
      totalCents: r.sale.totalCents,
      notes: r.sale.notes,
    }),
    size,
  );
}

/** Only the owner deletes, and only a draft. */
export async function deleteQuote(db: Db, user: UserRecord, id: number): Promise<void> {
  const found = await getVisibleQuote(db, user, id);
  if (found.quote.userId !== user.id) throw new ForbiddenError('Sólo quien hizo la cotización puede borrarla.');
  if (found.quote.status !== 'borrador') throw new ConflictError('Sólo se pueden borrar las cotizaciones en borrador.');
  await db.delete(quotes).where(eq(quotes.id, id));
}

const FINAL: QuoteStatus[] = ['aceptada', 'rechazada', 'vencida'];

/**
 * Distributor or admin puts a label on a quote they serve (PUT /api/quotes/{id}/status): enviada,
 * aceptada, rechazada or vencida, recorded as a step. Not on their own purchases: those are served
 * by someone else. Accepting through the customer's own action (quote-flow.ts) is what makes an order.
 */
export async function changeQuoteStatus(
  db: Db,
  user: UserRecord,
  id: number,
  status: QuoteStatus,
): Promise<QuoteRecord> {
  const found = await getVisibleQuote(db, user, id);
  if (sideOf(found.quote, user) !== 'staff')
    throw new ForbiddenError('El estado de tu propia cotización lo cambia quien te atiende.');
  const current = effectiveStatus(found.quote);
  if (FINAL.includes(current)) throw new ConflictError(`La cotización ya está ${current}; no puede cambiar de estado.`);
  if (status === current) throw new ConflictError(`La cotización ya está ${current}.`);
  await db.transaction(async (tx) => {
    await tx
      .update(quotes)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(quotes.id, id));
    await recordQuoteEvent(tx, { quoteId: id, action: 'status', from: current, to: status, actorId: user.id });
  });
  return getQuoteById(db, id);
}

/** One step of a quote's life, with who took it (lib/contract/quote-flow.ts names the actions). */
export async function recordQuoteEvent(
  tx: Tx,
  step: {
    quoteId: number;
    action: string;
    from: QuoteStatus | null;
    to: QuoteStatus;
    actorId: number | null;
    version?: number;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(quoteEvents).values({
    quoteId: step.quoteId,
    action: step.action,
    fromStatus: step.from,
    toStatus: step.to,
    actorId: step.actorId,
    version: step.version ?? null,
    note: step.note ?? null,
  });
}
