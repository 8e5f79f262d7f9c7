'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { PAGE_NOT_FOUND_PARAM } from '@/lib/unknown-page';
import styles from './page-not-found-notice.module.css';

/**
 * On the index after an unknown address: one polite line saying so. The mark is taken off the
 * address at once, so a reload, a bookmark or a shared link does not say it again.
 */
export function PageNotFoundNotice() {
  const arrivedLost = useSearchParams().has(PAGE_NOT_FOUND_PARAM);
  const [shown, setShown] = useState(arrivedLost);
  // A later visit to an unknown address while this page stays mounted (a client navigation).
  const [wasLost, setWasLost] = useState(arrivedLost);
  if (arrivedLost !== wasLost) {
    setWasLost(arrivedLost);
    if (arrivedLost) setShown(true);
  }

  useEffect(() => {
    if (!arrivedLost) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(PAGE_NOT_FOUND_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [arrivedLost]);

  if (!shown) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>No encontramos la página que buscabas, así que te trajimos al inicio.</p>
      <button type="button" className={styles.close} onClick={() => setShown(false)} aria-label="Cerrar aviso">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
