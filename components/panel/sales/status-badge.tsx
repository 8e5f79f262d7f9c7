import styles from './status-badge.module.css';

/** Colour families of the status badges; each pairs a light background with a dark text (AA contrast). */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'warning' | 'success' | 'danger';

/** A status as a labelled pill: the colour helps, the word carries the meaning. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {label}
    </span>
  );
}
