'use client';

import Link from 'next/link';
import { useSession } from '@/lib/api/session';
import { panelCounters } from './counters';
import styles from './panel-home.module.css';
import { PanelPage, UNDER_CONSTRUCTION } from './panel-page';

/** The dashboard home: a greeting and the three counters as cards. */
export function PanelHome() {
  const name = useSession((state) => state.user?.name ?? '');
  const counters = useSession((state) => state.counters);

  return (
    <PanelPage path="/panel" heading={`Hola, ${name}`}>
      <ul className={styles.cards} aria-label="Resumen de tu cuenta">
        {panelCounters.map((counter) => (
          <li key={counter.name}>
            <Link href={counter.path} className={styles.card}>
              <span className={styles.label}>{counter.label}</span>
              <span className={styles.value}>{counters[counter.name]}</span>
              <span className={styles.cta}>{counter.cta}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{UNDER_CONSTRUCTION}</p>
    </PanelPage>
  );
}
