'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/api/session';
import { canSeePanelRoute, getPanelRoute, type PanelPath } from '@/lib/panel-routes';
import styles from './panel-page.module.css';

/**
 * A dashboard page: its title from lib/panel-routes.ts, or the refusal when the user's
 * role may not see it (mirrors the server, which enforces it on every call).
 */
export function PanelPage({ path, heading, children }: { path: PanelPath; heading?: ReactNode; children: ReactNode }) {
  const route = getPanelRoute(path);
  const role = useSession((state) => state.user?.role.name);

  if (!canSeePanelRoute(route, role)) {
    return (
      <section className={styles.page} aria-labelledby="titulo-pagina">
        <h1 id="titulo-pagina" className={styles.title}>
          {route.title}
        </h1>
        <div className={styles.notice}>
          <p>No tienes permiso para ver esta sección.</p>
          <Link href="/panel">Ir al inicio del panel</Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina" className={styles.title}>
        {heading ?? route.title}
      </h1>
      {children}
    </section>
  );
}
