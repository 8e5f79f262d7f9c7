// Quotes and orders come in two lists: the user's own (`own`) and those of the customers it
// serves (`served`: a distributor's customers, every one for an admin).

import type { Paginated } from '@/lib/contract/common';
import type { ListQuery } from '@/lib/contract/lists';
import type { Order } from '@/lib/contract/orders';
import type { Quote } from '@/lib/contract/quotes';
import { withQuery } from './paths';
import { useApi } from './swr';

export type SalesScope = 'own' | 'served';

export type SalesListQuery = ListQuery;

/** The two listed resources and what a row of each is. */
type SaleRecords = { quotes: Quote; orders: Order };
export type SalesResourceName = keyof SaleRecords;
export type SaleRecord<R extends SalesResourceName = SalesResourceName> = SaleRecords[R];

// Written out, not composed, so every path of lib/api can be read (and checked) as it is.
const LIST_PATHS: Record<SalesResourceName, Record<SalesScope, string>> = {
  quotes: { own: '/api/quotes', served: '/api/quotes-admin' },
  orders: { own: '/api/orders', served: '/api/orders-admin' },
};

/** `/api/quotes?page=2&status=enviada&search=COT`, or the `-admin` list for `served`. */
function salesListPath(resource: SalesResourceName, scope: SalesScope, query: SalesListQuery = {}): string {
  const base = LIST_PATHS[resource][scope];
  return withQuery(base, { page: query.page, per_page: query.per_page, status: query.status, search: query.search });
}

/** A page of quotes or orders; the previous page stays on screen while the next one loads. */
export function useSalesList<R extends SalesResourceName>(resource: R, scope: SalesScope, query: SalesListQuery) {
  return useApi<Paginated<SaleRecord<R>>>(salesListPath(resource, scope, query), { keepPreviousData: true });
}
