'use client';

import type { ReactNode } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import type { Feature } from '@/lib/contract/capabilities';
import { FEATURE_COPY } from './feature-copy';
import styles from './feature-unavailable.module.css';

/** The note shown in place of a feature the API host lacks: what is missing, and what still works. */
export function FeatureUnavailable({ feature, children }: { feature: Feature; children?: ReactNode }) {
  const copy = FEATURE_COPY[feature];
  return (
    <div role="status" className={styles.box} data-feature-unavailable={feature}>
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.title}>{copy.title}</p>
      <p className={styles.detail}>{children ?? copy.detail}</p>
    </div>
  );
}

/**
 * Shows `children` only where the host offers `feature`, so their reads are never made on a host
 * without it. Until the host has answered, `loading` (the screen's own skeleton) is shown, or the
 * children themselves when `optimistic` (forms that call nothing until they are sent).
 */
export function FeatureGate({
  feature,
  loading,
  optimistic = false,
  unavailable,
  children,
}: {
  feature: Feature;
  loading?: ReactNode;
  optimistic?: boolean;
  /** Replaces the default note (null hides the part without a word). */
  unavailable?: ReactNode;
  children: ReactNode;
}) {
  const { status } = useFeature(feature);
  if (status === 'unavailable')
    return unavailable === undefined ? <FeatureUnavailable feature={feature} /> : unavailable;
  if (status === 'loading' && !optimistic) {
    return (
      loading ?? (
        <p role="status" className={styles.loading}>
          Cargando…
        </p>
      )
    );
  }
  return children;
}
