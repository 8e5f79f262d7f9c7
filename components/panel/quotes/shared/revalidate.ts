// After a change on the server: the toolbar's counters (issue #6) and every cached list or
// detail of the kind that changed, refetched the next time (or now, if on screen).

import { mutate } from 'swr';
import { refreshCounters } from '@/lib/api/session';

export function refreshAfterChange(prefixes: readonly string[]): void {
  void refreshCounters();
  // One argument only: with a matcher and no data, SWR revalidates instead of clearing.
  void mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
}
