// After toggling a user's flags the server returns that user; the list shows it in
// place (spec §4).

import type { Paginated } from './types';

type Identified = { id: number };

/** A new list where the entry with `updated.id` is `updated`; unchanged if absent. */
export function replaceUser<T extends Identified>(list: readonly T[], updated: T): T[] {
  return list.map((entry) => (entry.id === updated.id ? updated : entry));
}

/** The same, inside a paginated page from GET /api/list-users. */
export function replaceUserInPage<T extends Identified>(page: Paginated<T>, updated: T): Paginated<T> {
  return { ...page, data: replaceUser(page.data, updated) };
}
