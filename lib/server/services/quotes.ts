import 'server-only';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { quoteItems, quotes } from '@/lib/server/db/schema';
import type { PricedQuote } from '@/lib/pricing/types';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/server/errors';
import { nextFolio } from './folios';
import { itemRow, money, serializeItem } from './priced-rows';
import { customerNamed, scopeFor, servedBy } from './sale-visibility';
import { customer, dealer, saleExportBatches } from './sale-reads';
import { newestFirstPage } from './pages';
import type { UserRecord } from './users';
import type { Quote } from '@/lib/contract/quotes';
import { quoteValidUntil } from '@/lib/content/validity';

export type QuoteStatus = (typeof quotes.$inferSelect)['status'];

type Contact = { name: string; email: string; phone: string; stateId: number; municipalityId: number };

/** Stores a priced quote with a new folio, valid QUOTE_VALIDITY_DAYS (lib/content/validity.ts), in one transaction. */
export async function storeQuote(
  db: Db,
  priced: PricedQuote,
  owner: {
    userId: number | null;
    distributorId: number | null;
    status: QuoteStatus;
    notes?: string | null;
    contact?: Contact;
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
    return row!.id;
  });
}

/** Who serves a signed-in user's quotes and orders: a customer's distributor, or the distributor itself. */
export function servingDistributor(user: UserRecord): number | null {
  if (user.role.name === 'distributor') return user.id;
  return user.role.name === 'customer' ? user.distributorId : null;
}

async function loadQuote(db: Db, where: SQL | undefined) {
  const [row] = await db
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
    .where(where);
  if (!row) return null;
  const items = await db
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, row.quote.id))
    .orderBy(quoteItems.position);
  return { ...row, items };
}

type QuoteRecord = NonNullable<Awaited<ReturnType<typeof loadQuote>>>;

/**
 * A quote the user may see (owner, its distributor, admin); anything else is not found (rather than
 * forbidden: its existence is not told).
 */
export async function getVisibleQuote(db: Db, user: UserRecord, id: number): Promise<QuoteRecord> {
  const found = await loadQuote(db, and(eq(quotes.id, id), await scopeFor(db, user, quotes)));
  if (!found) throw new NotFoundError('La cotización no existe.');
  return found;
}

export async function getQuoteById(db: Db, id: number): Promise<QuoteRecord> {
  const found = await loadQuote(db, eq(quotes.id, id));
  if (!found) throw new NotFoundError('La cotización no existe.');
  return found;
}

/** Past its validity, an open quote shows as vencida. */
function effectiveStatus(q: typeof quotes.$inferSelect, now = new Date()): QuoteStatus {
  const open = q.status === 'borrador' || q.status === 'enviada' || q.status === 'solicitada';
  return open && q.validUntil < now ? 'vencida' : q.status;
}

export function serializeQuote(r: QuoteRecord): Quote {
  const q = r.quote;
  return {
    id: q.id,
    folio: q.folio,
    status: effectiveStatus(q),
    price_list: q.priceList,
    valid_until: q.validUntil.toISOString(),
    created_at: q.createdAt.toISOString(),
    customer: r.customer?.id
      ? r.customer
      : { id: null, name: q.contactName, email: q.contactEmail, phone: q.contactPhone },
    distributor: r.dealer?.id ? r.dealer : null,
    notes: q.notes,
    items: r.items.map(serializeItem),
    subtotal: money(q.subtotalCents),
    tax: money(q.taxCents),
    total: money(q.totalCents),
    currency: 'MXN' as const,
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
  const data = [];
  for (const id of ids) data.push(serializeQuote(await getQuoteById(db, id)));
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

/** Distributor or admin moves a quote they serve: to enviada, aceptada, rechazada or vencida. */
export async function changeQuoteStatus(
  db: Db,
  user: UserRecord,
  id: number,
  status: QuoteStatus,
): Promise<QuoteRecord> {
  const found = await getVisibleQuote(db, user, id);
  const current = effectiveStatus(found.quote);
  if (FINAL.includes(current)) throw new ConflictError(`La cotización ya está ${current}; no puede cambiar de estado.`);
  if (status === current) throw new ConflictError(`La cotización ya está ${current}.`);
  await db
    .update(quotes)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));
  return getQuoteById(db, id);
}
