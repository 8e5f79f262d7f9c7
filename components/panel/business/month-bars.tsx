import { niceMax, share, shortMonth } from './chart-data';
import styles from './business.module.css';

export type MonthSeries = { label: string; tone: 'primary' | 'accent'; values: readonly number[] };

/**
 * Columns by month, two series side by side (billed and collected, quotes and orders), with the
 * scale's top and middle written on their lines. CSS only: each bar's height is its share of the
 * scale, so the chart fits any width (twelve months on a 390 px phone) without scrolling.
 */
export function MonthBars({
  months,
  series,
  scaleLabel,
}: {
  months: readonly string[];
  series: readonly MonthSeries[];
  scaleLabel: (n: number) => string;
}) {
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  return (
    <div aria-hidden="true">
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.label}>
            <span className={`${styles.legendKey} ${styles[s.tone]}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className={styles.monthChart}>
        <span className={styles.scaleTop}>{scaleLabel(top)}</span>
        <span className={styles.scaleMid}>{scaleLabel(top / 2)}</span>
        <div className={styles.monthPlot}>
          {months.map((month, i) => (
            <div key={month} className={styles.monthColumn}>
              <div className={styles.monthBars}>
                {series.map((s) => (
                  <span
                    key={s.label}
                    className={`${styles.monthBar} ${styles[s.tone]}`}
                    style={{ height: `${share(s.values[i] ?? 0, top)}%` }}
                  />
                ))}
              </div>
              <span className={styles.monthLabel}>{shortMonth(month)}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
