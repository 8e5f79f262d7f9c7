'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /**
   * Other path prefixes that belong to this link's section, e.g. `['/catalogo/persianas']`
   * for the "Persianas" link. Every path below `href` already counts.
   */
  sectionPrefixes?: readonly string[];
};

/** Whether `pathname` is `prefix` itself or a path below it. */
function isWithin(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * A link that marks itself as current: `aria-current="page"` on its own page and
 * `aria-current="true"` anywhere else in its section (below `href` or under one of
 * `sectionPrefixes`). Style it with `[aria-current]`. Client component (it reads the
 * pathname, which server layouts cannot); it renders on the server too, so the mark is
 * in the first HTML of a prerendered page.
 */
export function NavLink({ href, sectionPrefixes = [], ...props }: NavLinkProps) {
  const pathname = usePathname() ?? '';
  const current =
    pathname === href
      ? 'page'
      : isWithin(pathname, href) || sectionPrefixes.some((prefix) => isWithin(pathname, prefix))
        ? 'true'
        : undefined;
  return <Link href={href} aria-current={current} {...props} />;
}
