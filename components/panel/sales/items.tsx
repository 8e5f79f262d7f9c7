import type { ReactNode } from 'react';
import type { ItemConfig, PricedItem, StoredItem } from '@/lib/contract/quote-config';
import type { Money } from '@/lib/contract/common';
import { plural } from '@/lib/format/count';
import { keepUnitsTogether } from '@/lib/format/measures';
import { formatMoney } from '@/lib/format/money';
import styles from './items.module.css';

/**
 * A fallback name for a piece the catalogue no longer describes:
 * "persianas · enrollables · blackout-premium · marfil".
 */
export function configSummary(item: ItemConfig): string {
  return [item.line, item.type, item.model, item.fabric, item.color].filter(Boolean).join(' · ');
}

/** "150 × 180 cm" (blinds) or "300 × 200 cm de proyección" (awnings). */
export function sizeText(item: ItemConfig): string {
  if (item.projection_cm !== undefined) return `${item.width_cm} × ${item.projection_cm} cm (ancho × proyección)`;
  return `${item.width_cm} × ${item.height_cm ?? '?'} cm (ancho × alto)`;
}

/** A piece's price breakdown: what makes up the price of one unit. */
export function Breakdown({ lines, label }: { lines: PricedItem['lines']; label: string }) {
  if (lines.length === 0) return null;
  return (
    <div className={styles.breakdown}>
      <p className={styles.breakdownTitle}>{label}</p>
      <ul className={styles.breakdownList}>
        {lines.map((line, i) => (
          <li key={`${i}-${line.label}`} className={styles.breakdownLine}>
            <span>{keepUnitsTogether(line.label)}</span>
            <span className={styles.amount}>{formatMoney(line.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The pieces of a quote or an order, each with its size, quantity, prices and breakdown. */
export function ItemList({ items, label = 'Productos' }: { items: readonly StoredItem[]; label?: string }) {
  return (
    <ol className={styles.items} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.itemHead}>
            <div className={styles.itemName}>
              <span className={styles.position} aria-hidden="true">
                {item.position ?? index + 1}
              </span>
              <div>
                <p className={styles.description}>{item.description || configSummary(item)}</p>
                {item.room ? <p className={styles.room}>{item.room}</p> : null}
              </div>
            </div>
            <p className={styles.lineTotal}>
              <span className="visually-hidden">Importe: </span>
              {formatMoney(item.line_total)}
            </p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Cantidad</dt>
              <dd>
                {item.quantity} {plural(item.quantity, 'pieza', 'piezas')}
              </dd>
            </div>
            <div>
              <dt>Precio por pieza</dt>
              <dd>{formatMoney(item.unit_price)}</dd>
            </div>
            <div>
              <dt>Área facturable</dt>
              <dd>{item.billable_area_m2} m²</dd>
            </div>
          </dl>
          <Breakdown lines={item.lines} label="Desglose por pieza" />
        </li>
      ))}
    </ol>
  );
}

type TotalsProps = {
  subtotal: Money;
  tax: Money;
  total: Money;
  /** The distributor's discount, between the subtotal and IVA (IVA is on what is left); none when zero. */
  discount?: { label: string; amount: Money };
  /** Rows after the total (wallet, amount due); a strong one reads like the total. */
  extra?: readonly { label: string; value: string; strong?: boolean }[];
  /** The figures are being recalculated. */
  busy?: boolean;
};

/** Subtotal, IVA and total, as every sale and the cart list them. */
export function TotalsList({ subtotal, tax, total, discount, extra = [], busy = false }: TotalsProps) {
  return (
    <dl className={styles.totalsList} aria-busy={busy || undefined}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      {discount && discount.amount !== '0.00' ? (
        <div>
          <dt>{discount.label}</dt>
          <dd>−{formatMoney(discount.amount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>IVA (16 %)</dt>
        <dd>{formatMoney(tax)}</dd>
      </div>
      <div className={styles.grand}>
        <dt>Total</dt>
        <dd>{formatMoney(total)}</dd>
      </div>
      {extra.map((row) => (
        <div key={row.label} className={row.strong ? styles.grand : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The totals of a quote or an order in their box, with a note under them. */
export function Totals({ note, ...list }: TotalsProps & { note?: ReactNode }) {
  return (
    <div className={styles.totals}>
      <TotalsList {...list} />
      {note ? <div className={styles.totalsNote}>{note}</div> : null}
    </div>
  );
}
