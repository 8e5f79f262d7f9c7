import { niceMax, share } from './chart-data';
import styles from './business.module.css';

export type Bar = {
  key: string | number;
  label: string;
  value: number;
  /** The figure written beside the bar ("$12,480.00 · 8 pedidos"). */
  text: string;
  /** A colour's swatch before its name. */
  swatch?: string | null;
};

/**
 * Horizontal bars, one row each: the name above its bar and its figure, so a long name or a phone's
 * width never pushes anything sideways. Drawn with CSS only (no chart library on the page).
 */
export function BarList({ bars, tone = 'primary' }: { bars: readonly Bar[]; tone?: 'primary' | 'accent' | 'muted' }) {
  const top = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  return (
    <ul className={styles.barList} aria-hidden="true">
      {bars.map((bar) => (
        <li key={bar.key} className={styles.barRow}>
          <span className={styles.barLabel}>
            {bar.swatch ? <span className={styles.swatch} style={{ background: bar.swatch }} /> : null}
            {bar.label}
          </span>
          <span className={styles.barTrack}>
            <span className={`${styles.bar} ${styles[tone]}`} style={{ width: `${share(bar.value, top)}%` }} />
          </span>
          <span className={styles.barText}>{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}
