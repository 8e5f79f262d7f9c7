import type { StatusTone } from './status-badge';
import { formatDateTime } from '@/lib/format/dates';
import styles from './timeline.module.css';

export type TimelineEntry = { title: string; at: string; by: string | null; note: string | null; tone: StatusTone };

/** A record's steps, oldest first: what happened, when, who did it and its message (an order's, a quote's). */
export function Timeline({ id, title, entries }: { id: string; title: string; entries: readonly TimelineEntry[] }) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>Sin cambios registrados.</p>
      ) : (
        <ol className={styles.timeline}>
          {entries.map((entry, index) => (
            <li key={`${index}-${entry.at}`} className={styles.entry} data-tone={entry.tone}>
              <p className={styles.what}>{entry.title}</p>
              <p className={styles.when}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.by ? ` · ${entry.by}` : ''}
              </p>
              {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
