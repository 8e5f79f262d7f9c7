import 'server-only';

type ListQuery<S> = { page: number; per_page: number; status?: S; search?: string };

/**
 * A sales list's query as the API takes it (?page=&per_page=&status=&search=) → the services'
 * options; an empty search is none.
 */
export function listOptions<S>(scope: 'own' | 'served', q: ListQuery<S>) {
  return { scope, page: q.page, perPage: q.per_page, status: q.status, search: q.search || undefined };
}
