'use client';

// "Cerca de mí": the list sorted in the browser (every dealer, from GET /api/dealers), a page at
// a time. Loaded only when the visitor asks, with the cards' code it needs.

import type { LocatorResult } from '@/lib/dealers/results';
import { DealerEntries } from './dealer-list';
import styles from './dealers.module.css';

export default function NearList({
  result,
  shown,
  step,
  onMore,
}: {
  result: LocatorResult;
  shown: number;
  step: number;
  onMore: () => void;
}) {
  const more = Math.min(step, result.entries.length - shown);
  return (
    <>
      <DealerEntries
        entries={result.entries.slice(0, shown)}
        order={result.order}
        nearest={result.nearestTo !== null}
      />
      {more > 0 ? (
        <button type="button" className={styles.moreButton} onClick={onMore}>
          Ver {more} más
        </button>
      ) : null}
    </>
  );
}
