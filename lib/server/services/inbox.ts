import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/server/db/types';
import {
  contactMessages,
  inboxEvents,
  inboxRequests,
  municipalities,
  quoteItems,
  quotes,
  sampleRequestColors,
  sampleRequests,
  states,
  users,
} from '@/lib/server/db/schema';
import {
  INBOX_FLOW,
  INBOX_PAGE_SIZE,
  INBOX_STATUSES,
  inboxActions,
  type InboxAction,
  type InboxList,
  type InboxRequest,
  type InboxStatus,
  type InboxView,
} from '@/lib/contract/inbox';
import type { SampleColor } from '@/lib/contract/samples';
import { INBOX_STATUS_LABELS } from '@/lib/content/inbox';
import type { PricedQuote } from '@/lib/pricing/types';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/server/errors';
import { money } from './priced-rows';
import { servedBy } from './sale-visibility';
import { moveRequest } from './inbox-open';
import { storeQuote } from './quotes';
import type { UserRecord } from './users';

// A distributor's inbox (lib/contract/inbox.ts is its table of steps). A request is opened where
// the request arrives — a quote requested (storeQuote, the customer's request step), a contact
// message — and answered here: contacted, closed with a reason, reopened, or turned into a quote.
// A requested quote turns itself when its distributor sends it. Who serves a request is read from
// its quote or its message at each call, never copied.

const dealer = alias(users, 'inbox_dealer');
const customer = alias(users, 'inbox_customer');
const actor = alias(users, 'inbox_actor');

const isStaff = (user: UserRecord) => user.role.name === 'distributor' || user.role.name === 'admin';

/**
 * The requests `user` may see: an admin all; a distributor those of the quotes it serves and the
 * messages and sample requests routed to it. Samples by subquery: callers join only quotes and messages.
 */
export function requestsVisibleTo(db: Db, user: UserRecord): SQL | undefined {
  if (user.role.name === 'admin') return undefined;
  return or(
    and(sql`${inboxRequests.quoteId} is not null`, servedBy(db, quotes, user.id)),
    and(isNull(inboxRequests.quoteId), eq(contactMessages.dealerId, user.id)),
    inArray(
      inboxRequests.sampleRequestId,
      db.select({ id: sampleRequests.id }).from(sampleRequests).where(eq(sampleRequests.dealerId, user.id)),
    ),
  );
}

/** The rows of the list and of a single request: the request with its quote, message, place and dealer. */
function selectRequests(db: Db) {
  return db
    .select({
      request: inboxRequests,
      quote: {
        id: quotes.id,
        folio: quotes.folio,
        status: quotes.status,
        totalCents: quotes.totalCents,
        contactName: quotes.contactName,
        contactEmail: quotes.contactEmail,
        contactPhone: quotes.contactPhone,
        notes: quotes.notes,
      },
      message: {
        folio: contactMessages.folio,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        productInterest: contactMessages.productInterest,
        text: contactMessages.message,
      },
      samples: {
        id: sampleRequests.id,
        folio: sampleRequests.folio,
        name: sampleRequests.name,
        email: sampleRequests.email,
        phone: sampleRequests.phone,
        address: sampleRequests.address,
        postalCode: sampleRequests.postalCode,
      },
      customer: { name: customer.name, email: customer.email, phone: customer.phone },
      dealer: { id: dealer.id, name: dealer.name, company: dealer.company },
      place: sql<
        string | null
      >`case when ${municipalities.name} is null then null else ${municipalities.name} || ', ' || ${states.name} end`,
    })
    .from(inboxRequests)
    .leftJoin(quotes, eq(quotes.id, inboxRequests.quoteId))
    .leftJoin(contactMessages, eq(contactMessages.id, inboxRequests.messageId))
    .leftJoin(sampleRequests, eq(sampleRequests.id, inboxRequests.sampleRequestId))
    .leftJoin(customer, eq(customer.id, quotes.userId))
    .leftJoin(
      dealer,
      eq(dealer.id, sql`coalesce(${quotes.distributorId}, ${contactMessages.dealerId}, ${sampleRequests.dealerId})`),
    )
    .leftJoin(
      municipalities,
      eq(
        municipalities.id,
        sql`coalesce(${contactMessages.municipalityId}, ${sampleRequests.municipalityId}, ${quotes.municipalityId}, ${customer.municipalityId})`,
      ),
    )
    .leftJoin(states, eq(states.id, municipalities.stateId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

/** The pieces of the quotes of `ids`, as one line per quote ("2 piezas: Enrollable blackout · Toldo retráctil"). */
async function piecesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ quoteId: quoteItems.quoteId, description: quoteItems.description, quantity: quoteItems.quantity })
    .from(quoteItems)
    .where(inArray(quoteItems.quoteId, ids))
    .orderBy(quoteItems.quoteId, quoteItems.position);
  const byQuote = new Map<number, { pieces: number; names: string[] }>();
  for (const row of rows) {
    const entry = byQuote.get(row.quoteId) ?? { pieces: 0, names: [] };
    entry.pieces += row.quantity;
    entry.names.push(row.description);
    byQuote.set(row.quoteId, entry);
  }
  return new Map(
    [...byQuote].map(([id, { pieces, names }]) => [
      id,
      `${pieces === 1 ? '1 pieza' : `${pieces} piezas`}: ${names.join(' · ')}`,
    ]),
  );
}

/** The colours of the sample requests of `ids`, in the order they were asked for. */
async function colorsOf(db: Db, ids: number[]): Promise<Map<number, SampleColor[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sampleRequestColors)
    .where(inArray(sampleRequestColors.requestId, ids))
    .orderBy(sampleRequestColors.requestId, sampleRequestColors.position);
  const byRequest = new Map<number, SampleColor[]>();
  for (const row of rows)
    byRequest.set(row.requestId, [
      ...(byRequest.get(row.requestId) ?? []),
      { line: row.lineSlug, fabric: row.fabricName, color: row.colorName, hex: row.hex, stripe_hex: row.stripeHex },
    ]);
  return byRequest;
}

async function historyOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, InboxRequest['history']>();
  const rows = await db
    .select({
      requestId: inboxEvents.requestId,
      status: inboxEvents.toStatus,
      at: inboxEvents.createdAt,
      by: actor.name,
      note: inboxEvents.note,
    })
    .from(inboxEvents)
    .leftJoin(actor, eq(actor.id, inboxEvents.actorId))
    .where(inArray(inboxEvents.requestId, ids))
    .orderBy(asc(inboxEvents.createdAt), asc(inboxEvents.id));
  const byRequest = new Map<number, InboxRequest['history']>();
  for (const { requestId, at, ...event } of rows)
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), { ...event, at: at.toISOString() }]);
  return byRequest;
}

async function serialize(db: Db, rows: Row[], viewer: UserRecord): Promise<InboxRequest[]> {
  const quoteIds = rows.filter((r) => r.quote && !r.request.messageId).map((r) => r.quote!.id);
  const sampleIds = rows.flatMap((r) => (r.samples?.id ? [r.samples.id] : []));
  const [pieces, sampleColors, history] = await Promise.all([
    piecesOf(db, quoteIds),
    colorsOf(db, sampleIds),
    historyOf(
      db,
      rows.map((r) => r.request.id),
    ),
  ]);
  return rows.map(({ request, quote, message, samples, customer: person, dealer: served, place }) => {
    const colors = samples?.id ? (sampleColors.get(samples.id) ?? []) : [];
    return {
      id: request.id,
      kind: request.kind,
      status: request.status,
      created_at: request.createdAt.toISOString(),
      status_changed_at: request.statusChangedAt.toISOString(),
      contact: {
        name: message?.name ?? samples?.name ?? quote?.contactName ?? person?.name ?? null,
        email: message?.email ?? samples?.email ?? quote?.contactEmail ?? person?.email ?? null,
        phone: message?.phone ?? samples?.phone ?? quote?.contactPhone ?? person?.phone ?? null,
      },
      place,
      summary:
        message?.text ??
        (samples?.id
          ? `${colors.length === 1 ? '1 muestra' : `${colors.length} muestras`}: ${colors.map((c) => `${c.fabric} ${c.color}`).join(' · ')}`
          : quote
            ? (pieces.get(quote.id) ?? quote.notes ?? quote.folio)
            : ''),
      product_interest: message?.productInterest ?? null,
      message_folio: message?.folio ?? samples?.folio ?? null,
      quote: quote ? { id: quote.id, folio: quote.folio, status: quote.status, total: money(quote.totalCents) } : null,
      samples: samples?.id
        ? {
            folio: samples.folio!,
            colors,
            address: `${samples.address}, C.P. ${samples.postalCode}${place ? `, ${place}` : ''}`,
          }
        : null,
      distributor:
        viewer.role.name === 'admin' && served?.id ? { id: served.id, name: served.company ?? served.name } : null,
      close_reason: request.closeReason,
      actions: inboxActions(request.kind, request.status),
      history: history.get(request.id) ?? [],
    };
  });
}

const VIEW_FILTER: Record<Exclude<InboxView, 'todas'>, readonly InboxStatus[]> = {
  abiertas: ['nuevo', 'contactado'],
  nuevo: ['nuevo'],
  contactado: ['contactado'],
  convertido: ['convertido'],
  cerrado: ['cerrado'],
};

/** GET /api/inbox: a page of the requests `user` may see, newest first, and how many there are in each status. */
export async function listInbox(db: Db, user: UserRecord, view: InboxView, page: number): Promise<InboxList> {
  if (!isStaff(user)) throw new ForbiddenError('La bandeja de solicitudes es de los distribuidores.');
  const scope = requestsVisibleTo(db, user);
  const inView = view === 'todas' ? undefined : inArray(inboxRequests.status, [...VIEW_FILTER[view]]);
  const tally = await db
    .select({ status: inboxRequests.status, n: count() })
    .from(inboxRequests)
    .leftJoin(quotes, eq(quotes.id, inboxRequests.quoteId))
    .leftJoin(contactMessages, eq(contactMessages.id, inboxRequests.messageId))
    .where(scope)
    .groupBy(inboxRequests.status);
  const counts = Object.fromEntries(INBOX_STATUSES.map((s) => [s, 0])) as Record<InboxStatus, number>;
  for (const { status, n } of tally) counts[status] = n;
  const total =
    view === 'todas'
      ? tally.reduce((sum, t) => sum + t.n, 0)
      : VIEW_FILTER[view].reduce((sum, s) => sum + counts[s], 0);
  const lastPage = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const rows = await selectRequests(db)
    .where(and(scope, inView))
    .orderBy(desc(inboxRequests.createdAt), desc(inboxRequests.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return {
    data: await serialize(db, rows, user),
    current_page: page,
    last_page: lastPage,
    per_page: INBOX_PAGE_SIZE,
    total,
    counts,
  };
}

/** One request as `user` sees it; 404 when it may not see it. */
export async function getRequest(db: Db, user: UserRecord, id: number): Promise<InboxRequest> {
  const rows = await selectRequests(db).where(and(eq(inboxRequests.id, id), requestsVisibleTo(db, user)));
  if (rows.length === 0 || !isStaff(user)) throw new NotFoundError('La solicitud no existe.');
  return (await serialize(db, rows, user))[0]!;
}

const DOING: Record<InboxAction, string> = {
  contact: 'marcar como contactada',
  close: 'cerrar',
  reopen: 'reabrir',
  quote: 'convertir en cotización',
  ship: 'marcar las muestras como enviadas',
};

/** Why an action does not apply to a kind of request. */
const NOT_FOR_KIND: Partial<Record<InboxAction, string>> = {
  quote: 'Una cotización pedida se convierte sola cuando la envías al cliente.',
  ship: 'Solo una solicitud de muestras se marca como enviada.',
};

/** The request locked for the rest of the transaction, once the table allows `action` on it now. */
async function lockAllowed(tx: Tx, id: number, action: InboxAction) {
  const [row] = await tx.select().from(inboxRequests).where(eq(inboxRequests.id, id)).for('update');
  if (!row) throw new NotFoundError('La solicitud no existe.');
  const rule = INBOX_FLOW[action];
  if (!rule.kinds.includes(row.kind))
    throw new ConflictError(NOT_FOR_KIND[action] ?? `Esta solicitud no se puede ${DOING[action]}.`);
  if (!rule.from.includes(row.status))
    throw new ConflictError(
      `La solicitud está ${INBOX_STATUS_LABELS[row.status].toLowerCase()}: ya no se puede ${DOING[action]}.`,
    );
  return row;
}

/** POST /api/inbox/{id}/status: contacted, samples sent, closed with its reason, or reopened. */
export async function stepRequest(
  db: Db,
  user: UserRecord,
  id: number,
  action: 'contact' | 'ship' | 'close' | 'reopen',
  reason: string | null,
): Promise<InboxRequest> {
  await getRequest(db, user, id);
  await db.transaction(async (tx) => {
    const row = await lockAllowed(tx, id, action);
    const to = INBOX_FLOW[action].to;
    await moveRequest(tx, row, to, user.id, {
      closeReason: action === 'close' ? reason : action === 'reopen' ? null : undefined,
      note: reason ?? (action === 'ship' ? 'Muestras enviadas' : null),
    });
  });
  return getRequest(db, user, id);
}

/**
 * POST /api/inbox/{id}/quote: a message (or a visit request) priced as a quote at the public list,
 * in the sender's name, served by the message's dealer and left requested: the dealer goes on
 * adjusting it and sends it. Two at once make one quote: the request's row is locked.
 */
export async function quoteFromRequest(
  db: Db,
  user: UserRecord,
  id: number,
  priced: PricedQuote,
): Promise<{ request: InboxRequest; quoteId: number }> {
  await getRequest(db, user, id);
  const quoteId = await db.transaction(async (tx) => {
    const row = await lockAllowed(tx, id, 'quote');
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, row.messageId!));
    const made = await storeQuote(tx, priced, {
      userId: null,
      distributorId: message!.dealerId ?? (user.role.name === 'distributor' ? user.id : null),
      status: 'solicitada',
      notes: message!.message,
      contact: {
        name: message!.name,
        email: message!.email,
        phone: message!.phone ?? '',
        stateId: message!.stateId!,
        municipalityId: message!.municipalityId!,
      },
      fromInbox: true,
    });
    await moveRequest(tx, row, 'convertido', user.id, { quoteId: made, note: 'Cotización creada' });
    return made;
  });
  return { request: await getRequest(db, user, id), quoteId };
}
