'use client';

import type { ReactNode, Ref } from 'react';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { formatMXN } from '@/lib/format/money';
import { QUOTE_VALIDITY_DAYS } from '@/lib/content/validity';
import { IVA_RATE_PERCENT } from '@/lib/pricing/money';
import type { PriceList } from '@/lib/pricing/types';
import type { DraftPricing } from '@/lib/quoter/price';
import type { PieceDraft } from '@/lib/quoter/types';
import { missingSentence } from './piece-breakdown';
import { pieceName } from './piece-list';
import styles from './quoter.module.css';

/** What the total line says, for the screen and for the live region. */
export function totalText(pricing: DraftPricing, pieces: number): { label: string; amount: string } {
  if (pricing.quote) return { label: 'Total', amount: formatMXN(pricing.quote.totalCents) };
  if (pricing.partial.count > 0)
    return {
      label: `Total de ${pricing.partial.count} de ${pieces} piezas`,
      amount: formatMXN(pricing.partial.totalCents),
    };
  return { label: 'Total', amount: '—' };
}

/**
 * The quote so far: one line per piece, then Subtotal, IVA 16 % and Total (the total is a
 * polite live region, so screen readers hear it change as sizes are typed), then `children`
 * (the actions).
 */
export function QuoteSummary({
  catalog,
  pieces,
  pricing,
  priceList,
  loadingPrices,
  pricesFailed,
  activeId,
  onSelect,
  headingRef,
  children,
}: {
  catalog: CatalogSnapshot;
  pieces: readonly PieceDraft[];
  pricing: DraftPricing;
  priceList: PriceList;
  loadingPrices: boolean;
  pricesFailed: boolean;
  activeId: string;
  onSelect: (id: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const totals = pricing.quote ?? (pricing.partial.count > 0 ? pricing.partial : null);
  const total = totalText(pricing, pieces.length);
  return (
    <section className={styles.summary} aria-labelledby="cotizador-resumen">
      <div className={styles.summaryHead}>
        <h2 id="cotizador-resumen" className={styles.summaryTitle} ref={headingRef} tabIndex={-1}>
          Tu cotización
        </h2>
        {priceList === 'distribuidor' ? <span className={styles.badge}>Precios de distribuidor</span> : null}
      </div>
      {loadingPrices ? (
        <p className={styles.status} role="status">
          Cargando tus precios…
        </p>
      ) : null}
      {pricesFailed ? (
        <p className={styles.status} role="status">
          No pudimos cargar tus precios; se muestran los precios al público.
        </p>
      ) : null}

      <ol className={styles.summaryItems}>
        {pieces.map((piece, i) => {
          const p = pricing.pieces[i];
          return (
            <li key={piece.id} className={styles.summaryItem} aria-current={piece.id === activeId ? 'true' : undefined}>
              <button type="button" className={styles.summaryPiece} onClick={() => onSelect(piece.id)}>
                <span className={styles.summaryName}>
                  {i + 1}. {pieceName(catalog, piece)}
                </span>
                <span className={styles.summaryDetail}>
                  {p?.priced
                    ? `${p.priced.description}${p.priced.item.quantity > 1 ? ` · ${p.priced.item.quantity} piezas` : ''}`
                    : p && p.missing.length > 0
                      ? `Falta: ${missingSentence(p.missing.map((m) => m.label)).toLowerCase()}`
                      : 'Revisa los datos marcados.'}
                </span>
              </button>
              <span className={styles.summaryAmount}>{p?.priced ? formatMXN(p.priced.lineTotalCents) : '—'}</span>
            </li>
          );
        })}
      </ol>

      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>Subtotal</dt>
          <dd>{totals ? formatMXN(totals.subtotalCents) : '—'}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>IVA {IVA_RATE_PERCENT} %</dt>
          <dd>{totals ? formatMXN(totals.taxCents) : '—'}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`} aria-live="polite" aria-atomic="true">
          <dt>{total.label}</dt>
          <dd data-testid="cotizador-total" className={totals ? undefined : styles.noTotal}>
            {total.amount}
            {totals ? <span className="visually-hidden"> con IVA</span> : null}
          </dd>
        </div>
      </dl>
      <p className={styles.smallPrint}>
        Precios en pesos mexicanos con IVA desglosado. La cotización que guardas, descargas o compartes está vigente{' '}
        {QUOTE_VALIDITY_DAYS} días. Tu distribuidor confirma las medidas en sitio antes de fabricar.
      </p>
      {children}
    </section>
  );
}
