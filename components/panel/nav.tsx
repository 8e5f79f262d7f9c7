'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { featureStatus, useCapabilities } from '@/lib/api/capabilities';
import type { RoleName } from '@/lib/contract/users';
import { matchPanelRoute, panelRoutesFor, panelSections } from '@/lib/panel-routes';
import styles from './nav.module.css';

/** The dashboard's sections the role may see (and the host offers); on small screens, behind a menu button. */
export function PanelNav({ role }: { role: RoleName }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = matchPanelRoute(pathname)?.path;
  // Screens the host cannot serve (quotes, orders, cart on a spec-only host) get no link.
  const capabilities = useCapabilities();
  const routes = panelRoutesFor(role, (feature) => featureStatus(capabilities, feature).status === 'unavailable');

  return (
    <nav
      aria-label="Panel"
      className={styles.nav}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.burger} aria-hidden="true" />
        Menú
      </button>
      <div id={menuId} className={open ? `${styles.menu} ${styles.open}` : styles.menu}>
        {panelSections.map((section) => {
          const items = routes.filter((route) => route.section === section.id);
          if (items.length === 0) return null;
          const titleId = `${menuId}-${section.id}`;
          return (
            <div key={section.id} className={styles.group}>
              {section.title ? (
                <p id={titleId} className={styles.groupTitle}>
                  {section.title}
                </p>
              ) : null}
              <ul className={styles.list} aria-labelledby={section.title ? titleId : undefined}>
                {items.map((route) => (
                  <li key={route.path}>
                    <Link
                      href={route.path}
                      className={styles.link}
                      aria-current={route.path === current ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {route.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
