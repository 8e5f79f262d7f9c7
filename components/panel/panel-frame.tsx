import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import type { User } from '@/lib/contract/users';
import { PanelNav } from './nav';
import styles from './panel-frame.module.css';
import { Toolbar } from './toolbar';

/** The signed-in dashboard: toolbar on top, navigation beside (or above, on phones) the page. */
export function PanelFrame({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <Toolbar user={user} />
      <div className={styles.body}>
        <PanelNav role={user.role.name} />
        <main id="contenido" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Shown instead of the dashboard while the session is checked: never a flash of panel content. */
export function PanelStatus({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.status}>
      <div role="status" className={styles.statusBox}>
        {action ? null : <span className={styles.spinner} aria-hidden="true" />}
        <p>{children}</p>
      </div>
      {action}
    </div>
  );
}
