// Quotes and orders come in two lists: the user's own (`own`) and those of the customers it
// serves (`served`: a distributor's customers, every one for an admin).

import type { ListQuery } from '@/lib/contract/lists';
import { withQuery } from './paths';

export type SalesScope = 'own' | 'served';

export type SalesListQuery = ListQuery;

/** `/api/quotes?page=2&status=enviada&search=COT`, or the `-admin` list for `served`. */
export function salesListPath(resource: 'quotes' | 'orders', scope: SalesScope, query: SalesListQuery = {}): string {
  const base = scope === 'own' ? `/api/${resource}` : `/api/${resource}-admin`;
  return withQuery(base, { page: query.page, per_page: query.per_page, status: query.status, search: query.search });
}
