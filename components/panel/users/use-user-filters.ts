'use client';

// The users list's filters, kept in the address bar. Writing goes through the History API,
// which Next.js follows (useSearchParams updates, Back and Forward restore), with no request
// for the page itself.

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { filtersFromSearchParams, sameFilters, usersScreenHref, type UserFilters } from './query';

export function useUserFilters() {
  const params = useSearchParams();
  const pathname = usePathname();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);

  /** `replace`: for typing in the search box, which should not fill the history. */
  const setFilters = useCallback(
    (next: UserFilters, { replace = false }: { replace?: boolean } = {}) => {
      if (sameFilters(next, filtersFromSearchParams(new URLSearchParams(window.location.search)))) return;
      const href = usersScreenHref(next, pathname);
      if (replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
    },
    [pathname],
  );

  return { filters, setFilters };
}
