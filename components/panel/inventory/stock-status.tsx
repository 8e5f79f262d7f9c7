import type { StockStatus } from '@/lib/contract/inventory';
import styles from './inventory.module.css';
import { STOCK_LABELS } from '@/lib/catalog/availability';

const SYMBOLS: Record<StockStatus, string> = { disponible: '●', bajo: '▲', agotado: '✕' };

/** The stock status in words, with a colour and a shape (never colour alone). */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <span className={`${styles.status} ${styles[status]}`}>
      <span aria-hidden="true" className={styles.statusSymbol}>
        {SYMBOLS[status]}
      </span>
      {STOCK_LABELS[status]}
    </span>
  );
}
