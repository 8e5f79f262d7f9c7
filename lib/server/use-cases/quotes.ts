import 'server-only';
import type { z } from 'zod';
import type { MessageBody, Paginated } from '@/lib/contract/common';
import type { Quote, QuoteStatusTarget, quoteListQuerySchema, saveQuoteSchema } from '@/lib/contract/quotes';
import { getDb } from '@/lib/server/db/client';
import { renderQuotePdf } from '@/lib/server/pdf/quote-pdf';
import { loadCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import * as quotes from '@/lib/server/services/quotes';
import type { UserRecord } from '@/lib/server/services/users';
import { listOptions } from './list-options';

// A signed-in user's saved quotes, those of the customers a distributor or an admin serves,
// and what each may do with one.

type ListQuery = z.output<typeof quoteListQuerySchema>;

/** GET /api/quotes: the user's own quotes. */
export async function listOwnQuotes(actor: UserRecord, query: ListQuery): Promise<Paginated<Quote>> {
  return quotes.listQuotes(await getDb(), actor, listOptions('own', query));
}

/** GET /api/quotes-admin: quotes of the customers a distributor serves and requests routed to it; an admin's, all. */
export async function listServedQuotes(actor: UserRecord, query: ListQuery): Promise<Paginated<Quote>> {
  return quotes.listQuotes(await getDb(), actor, listOptions('served', query));
}

/**
 * POST /api/quotes: priced again on the server (prices sent are ignored), a draft with a folio and
 * 15 days' validity.
 */
export async function saveQuote(actor: UserRecord, { items, notes }: z.output<typeof saveQuoteSchema>): Promise<Quote> {
  const priced = priceOrReject(await loadCatalog(), items, priceListFor(actor));
  const db = await getDb();
  const id = await quotes.storeQuote(db, priced, {
    userId: actor.id,
    distributorId: quotes.servingDistributor(actor),
    status: 'borrador',
    notes,
  });
  return quotes.serializeQuote(await quotes.getQuoteById(db, id), actor);
}

/** GET /api/quotes/{id}: its owner, the distributor serving it, or an admin; anyone else finds nothing. */
export async function getQuote(actor: UserRecord, id: number): Promise<Quote> {
  return quotes.serializeQuote(await quotes.getVisibleQuote(await getDb(), actor, id), actor);
}

/** DELETE /api/quotes/{id}: a draft, by its owner. */
export async function deleteQuote(actor: UserRecord, id: number): Promise<MessageBody> {
  await quotes.deleteQuote(await getDb(), actor, id);
  return { message: 'Cotización eliminada.' };
}

/** PUT /api/quotes/{id}/status: the distributor serving the quote, or an admin. */
export async function changeQuoteStatus(actor: UserRecord, id: number, status: QuoteStatusTarget): Promise<Quote> {
  return quotes.serializeQuote(await quotes.changeQuoteStatus(await getDb(), actor, id, status), actor);
}

/** GET /api/quotes/{id}/pdf: whoever may see the quote; the file is named after its folio. */
export async function quotePdf(actor: UserRecord, id: number): Promise<{ fileName: string; bytes: Uint8Array }> {
  const quote = await getQuote(actor, id);
  return { fileName: `${quote.folio}.pdf`, bytes: await renderQuotePdf(quote) };
}
