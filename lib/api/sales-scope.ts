// Quotes and orders come in two lists: the user's own (`own`) and those of the customers it
// serves (`served`: a distributor's customers, every one for an admin).

import { ownOrdersCall } from '@/lib/contract/calls/own-orders';
import { ownQuotesCall } from '@/lib/contract/calls/own-quotes';
import { servedOrdersCall } from '@/lib/contract/calls/served-orders';
import { servedQuotesCall } from '@/lib/contract/calls/served-quotes';
import type { Paginated } from '@/lib/contract/common';
import type { ListQuery } from '@/lib/contract/lists';
import type { Order } from '@/lib/contract/orders';
import type { Quote } from '@/lib/contract/quotes';
import { pathTo } from './call';
import { useApi } from './swr';

export type SalesScope = 'own' | 'served';

export type SalesListQuery = ListQuery;

/** The two listed resources and what a row of each is. */
type SaleRecords = { quotes: Quote; orders: Order };
export type SalesResourceName = keyof SaleRecords;
export type SaleRecord<R extends SalesResourceName = SalesResourceName> = SaleRecords[R];

const LISTS = {
  quotes: { own: ownQuotesCall, served: servedQuotesCall },
  orders: { own: ownOrdersCall, served: servedOrdersCall },
} as const;

/** `/api/quotes?page=2&status=enviada&search=COT`, or the `-admin` list for `served`. */
function salesListPath(resource: SalesResourceName, scope: SalesScope, query: SalesListQuery = {}): string {
  const { page, per_page, status, search } = query;
  return pathTo(LISTS[resource][scope], { query: { page, per_page, status, search } });
}

/** Every read of a resource starts with its own list's path: /api/quotes, /api/quotes-admin, /api/quotes/7. */
export const salesPathPrefix = (resource: SalesResourceName): string => LISTS[resource].own.path;

/** A page of quotes or orders; the previous page stays on screen while the next one loads. */
export function useSalesList<R extends SalesResourceName>(resource: R, scope: SalesScope, query: SalesListQuery) {
  return useApi<Paginated<SaleRecord<R>>>(salesListPath(resource, scope, query), { keepPreviousData: true });
}
