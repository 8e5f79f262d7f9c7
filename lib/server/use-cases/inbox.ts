import 'server-only';
import type { z } from 'zod';
import type { InboxList, InboxQuoteReply, InboxRequest, inboxQuerySchema, inboxStepSchema } from '@/lib/contract/inbox';
import type { QuoteConfig } from '@/lib/contract/quote-config';
import { getDb } from '@/lib/server/db/client';
import * as inbox from '@/lib/server/services/inbox';
import { loadCatalog } from '@/lib/server/services/public-data';
import { priceOrReject } from '@/lib/server/services/quoter';
import type { UserRecord } from '@/lib/server/services/users';

// The inbox's calls (lib/server/services/inbox.ts): each answers with the request as its reader sees it.

export async function listInbox(actor: UserRecord, query: z.output<typeof inboxQuerySchema>): Promise<InboxList> {
  return inbox.listInbox(await getDb(), actor, query.vista, query.page);
}

export async function getRequest(actor: UserRecord, id: number): Promise<InboxRequest> {
  return inbox.getRequest(await getDb(), actor, id);
}

export async function stepRequest(
  actor: UserRecord,
  id: number,
  body: z.output<typeof inboxStepSchema>,
): Promise<InboxRequest> {
  return inbox.stepRequest(await getDb(), actor, id, body.action, body.reason);
}

/** The pieces priced at the public list: the quote is the visitor's, not the dealer's purchase. */
export async function quoteFromRequest(actor: UserRecord, id: number, body: QuoteConfig): Promise<InboxQuoteReply> {
  const priced = priceOrReject(await loadCatalog(), body.items, 'publico');
  const { request, quoteId } = await inbox.quoteFromRequest(await getDb(), actor, id, priced);
  return { request, quote_id: quoteId };
}
