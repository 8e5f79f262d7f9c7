'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Spec §2: after every navigation the page scrolls to the top — unless the link named a section
 * (`/nosotros#garantia`): then the section is what the visitor asked to see.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const target = sectionFromHash(window.location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function sectionFromHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape names no section
  }
}
