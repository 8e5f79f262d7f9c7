// The distributor's inbox of requests (feature `inbox`): a page of them, and each step on one.

import { inboxCall } from '@/lib/contract/calls/inbox';
import { inboxQuoteCall } from '@/lib/contract/calls/inbox-quote';
import { inboxRequestCall } from '@/lib/contract/calls/inbox-request';
import { inboxStepCall } from '@/lib/contract/calls/inbox-step';
import type { InboxList, InboxRequest, InboxView } from '@/lib/contract/inbox';
import type { ItemConfig } from '@/lib/contract/quote-config';
import { callApi, pathTo } from './call';
import { asPieces } from './pieces';
import { revalidatePaths, useApi } from './swr';

/** GET /api/inbox?vista=&page= */
export function useInbox(view: InboxView, page: number) {
  return useApi<InboxList>(pathTo(inboxCall, { query: { vista: view, page } }));
}

/** GET /api/inbox/{id} */
export function useInboxRequest(id: number | null) {
  return useApi<InboxRequest>(id ? pathTo(inboxRequestCall, { params: { id } }) : null);
}

/** Every cached page of the inbox asked again. */
export function refreshInbox() {
  return revalidatePaths([pathTo(inboxCall)]);
}

export function stepRequest(id: number, action: 'contact' | 'ship' | 'close' | 'reopen', reason?: string) {
  return callApi(inboxStepCall, { params: { id }, json: { action, reason: reason?.trim() || null } });
}

export function quoteFromRequest(id: number, items: ItemConfig[]) {
  return callApi(inboxQuoteCall, { params: { id }, json: { items: asPieces(items) } });
}
