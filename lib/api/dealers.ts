// The dealer locator's dealers (GET /api/dealers): public, and the same for every visitor.

import { dealersCall } from '@/lib/contract/calls/dealers';
import type { Dealer } from '@/lib/contract/dealers';
import { usePublicRead } from './public-read';

const parseDealers = (data: unknown) => (Array.isArray(data) ? (data as Dealer[]) : null);

/** The dealers on the map; asked for only while `enabled` (a form needs them once a state is chosen). */
export function useDealers(enabled = true) {
  return usePublicRead<Dealer[]>(enabled ? dealersCall.path : null, parseDealers);
}
