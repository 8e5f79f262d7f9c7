// The dealer locator's dealers (GET /api/dealers): public, and the same for every visitor.

import type { Dealer } from '@/lib/contract/dealers';
import { STATIC_DATA, useApi } from './swr';

export const DEALERS_PATH = '/api/dealers';

/** The dealers on the map; asked for only while `enabled` (a form needs them once a state is chosen). */
export function useDealers(enabled = true) {
  return useApi<Dealer[]>(enabled ? DEALERS_PATH : null, {
    ...STATIC_DATA,
    access: 'public',
    parse: (data) => (Array.isArray(data) ? (data as Dealer[]) : null),
  });
}
