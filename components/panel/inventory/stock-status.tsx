import type { StockStatus } from '@/lib/contract/inventory';
import styles from './inventory.module.css';
import { STATUS_LABELS } from './labels';

const SYMBOLS: Record<StockStatus, string> = { disponible: '●', bajo: '▲', agotado: '✕' };

/** The stock status in words, with a colour and a shape (never colour alone). */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <span className={`${styles.status} ${styles[status]}`}>
      <span aria-hidden="true" className={styles.statusSymbol}>
        {SYMBOLS[status]}
      </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
