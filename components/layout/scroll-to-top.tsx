'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec §2: after every navigation the page scrolls to the top. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
