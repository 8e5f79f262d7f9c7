import type { OrderHistoryEntry } from '@/lib/contract/orders';
import { formatDateTime } from '@/lib/format/dates';
import styles from './order-history.module.css';
import { historyTitle, orderStatusInfo } from './order-status';

/** The order's status changes, oldest first: what changed, when, who did it and the note. */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <section className={styles.box} aria-labelledby="pedido-historial">
      <h2 id="pedido-historial" className={styles.title}>
        Historial
      </h2>
      {history.length === 0 ? (
        <p className={styles.empty}>Sin cambios registrados.</p>
      ) : (
        <ol className={styles.timeline}>
          {history.map((entry, index) => (
            <li key={`${index}-${entry.at}`} className={styles.entry} data-tone={orderStatusInfo(entry.to).tone}>
              <p className={styles.what}>{historyTitle(entry.from, entry.to)}</p>
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
