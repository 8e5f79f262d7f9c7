'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { SalesScope } from '@/lib/api/sales-scope';
import type { RoleName } from '@/lib/contract/users';
import { useSession } from '@/lib/api/session';
import { canSeePanelRoute, getPanelRoute, type PanelPath } from '@/lib/panel-routes';
import { Forbidden } from './notices';
import styles from './sales.module.css';

/**
 * A sales screen (quotes, orders, cart): its title and content. Unlike PanelPage it does not
 * refuse by role on its own: the lists ask the server, and a 403 is shown as the server says it.
 * `gate` refuses in the browser for screens whose API has no role check (the distributor's cart
 * reads the same /api/cart as everyone).
 */
export function SalesPage({
  path,
  heading,
  intro,
  actions,
  gate = false,
  back,
  children,
}: {
  path: PanelPath;
  heading?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  gate?: boolean;
  /** A link back to the list, shown above the title of a detail view. */
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  const route = getPanelRoute(path);
  const role = useSession((state) => state.user?.role.name);
  const refused = gate && !canSeePanelRoute(route, role);

  return (
    <section className={styles.page} aria-labelledby="titulo-pagina">
      {back ? (
        <Link href={back.href} className={styles.back}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      ) : null}
      <div className={styles.pageHead}>
        <h1 id="titulo-pagina" className={styles.title} tabIndex={-1}>
          {heading ?? route.title}
        </h1>
        {actions && !refused ? <div className={styles.pageActions}>{actions}</div> : null}
      </div>
      {intro && !refused ? <div className={styles.intro}>{intro}</div> : null}
      {refused ? <Forbidden message="No tienes permiso para ver esta sección." /> : children}
    </section>
  );
}

/**
 * The line under a list's title: the own list's, or the staff list's for the role (none for a
 * customer, who gets the 403).
 */
export function introFor(
  scope: SalesScope,
  role: RoleName | undefined,
  texts: { own: string; admin: string; distributor: string },
): string | null {
  if (scope === 'own') return texts.own;
  if (role === 'admin') return texts.admin;
  if (role === 'distributor') return texts.distributor;
  return null;
}
