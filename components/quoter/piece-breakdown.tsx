'use client';

import { formatArea, formatExactArea, keepUnitsTogether } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import type { PiecePricing } from '@/lib/quoter/price';
import styles from './quoter.module.css';

/** Sentence case for the list of what is missing: "Escribe el ancho y elige el color." */
export function missingSentence(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  const joined = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

/**
 * Every peso of one piece: the engine's lines (label and amount), the price per piece, the
 * quantity and the piece's total before IVA; for blinds, the exact measured area against the
 * billed one (two decimals, or the type's minimum).
 */
export function PieceBreakdown({
  pricing,
  number,
  headingId,
}: {
  pricing: PiecePricing;
  number: number;
  headingId: string;
}) {
  const { priced } = pricing;
  if (!priced) {
    const missing = pricing.missing.map((m) => m.label);
    const hasErrors = Object.keys(pricing.errors).length > 0;
    return (
      <section className={styles.breakdown} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.breakdownTitle}>
          Precio de la pieza {number}
        </h3>
        <p className={styles.pending}>
          {missing.length > 0 ? `Para ver el precio: ${missingSentence(missing).toLowerCase()}` : null}
          {missing.length === 0 && hasErrors ? 'Corrige lo marcado arriba para ver el precio.' : null}
          {missing.length > 0 && hasErrors ? ' Corrige también lo marcado arriba.' : null}
        </p>
      </section>
    );
  }
  const blind = priced.item.line === 'persianas';
  const qty = priced.item.quantity;
  return (
    <section className={styles.breakdown} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.breakdownTitle}>
        Desglose de la pieza {number}
      </h3>
      <p className={styles.description}>{keepUnitsTogether(priced.description)}</p>
      {blind ? (
        <p className={styles.areas}>
          Área medida: <strong>{formatExactArea(priced.widthCm * priced.heightCm)} m²</strong> · Área cobrada:{' '}
          <strong>{formatArea(priced.billableAreaM2)} m²</strong>
          {priced.billableAreaM2 > priced.measuredAreaM2 ? (
            <span className={styles.muted}> (se cobra el área mínima de este tipo)</span>
          ) : null}
        </p>
      ) : null}
      <table className={styles.lines}>
        <caption className="visually-hidden">Cargos de la pieza {number}, en pesos antes de IVA</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {priced.lines.map((line, i) => (
            <tr key={`${i}-${line.label}`}>
              <th scope="row">{keepUnitsTogether(line.label)}</th>
              <td>{formatMXN(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {qty > 1 ? (
            <tr>
              <th scope="row">Precio por pieza × {qty} piezas</th>
              <td>
                {formatMXN(priced.unitPriceCents)} × {qty}
              </td>
            </tr>
          ) : null}
          <tr className={styles.lineTotal}>
            <th scope="row">
              Total de la pieza {number} {'(+\u00a0IVA)'}
            </th>
            <td>{formatMXN(priced.lineTotalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
