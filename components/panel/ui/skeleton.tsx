import type { CSSProperties } from 'react';
import styles from './ui.module.css';

/**
 * A grey placeholder block with a soft shimmer, for content that is loading. Decorative:
 * the screen announces the loading itself (see `LoadingStatus`).
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className,
}: {
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}

/** A few lines of text-shaped skeletons, the last one shorter. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.skeletonLines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** The words a screen reader hears while skeletons are shown. */
export function LoadingStatus({ children = 'Cargando…' }: { children?: string }) {
  return (
    <span role="status" className="visually-hidden">
      {children}
    </span>
  );
}
