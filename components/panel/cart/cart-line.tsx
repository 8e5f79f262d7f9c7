'use client';

import { useId, useState } from 'react';
import type { CartLine } from '@/lib/contract/cart';
import type { ApiErrorBody } from '@/lib/contract/common';
import { plural } from '@/lib/format/count';
import { formatMoney } from '@/lib/format/money';
import { Breakdown, configSummary, sizeText } from '../sales/items';
import { errorDetails } from '../sales/notices';
import styles from './cart.module.css';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  optimisticLineTotal,
  parseQuantity,
  QUANTITY_MESSAGE,
  stepQuantity,
} from './cart-quantities';

/**
 * One line of the cart. An available piece changes its quantity (typed or with − and +) and
 * shows its price at once; a piece that can no longer be made shows why and can only be removed.
 */
export function CartLineItem({
  line,
  quantity,
  saving,
  error,
  disabled,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  /** The quantity to show: the one typed (pending) or the server's. */
  quantity: number;
  saving: boolean;
  error: ApiErrorBody | null;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    // A new figure from outside (a step button, the server, a rollback): the box follows it.
    setShown(quantity);
    setText(String(quantity));
  }
  const typedInvalid = parseQuantity(text) === null;
  const title = line.available ? line.description || configSummary(line) : configSummary(line);
  const serverMessage = error ? [error.message, ...errorDetails(error)].join(' ') : null;

  if (!line.available) {
    return (
      <li className={`${styles.line} ${styles.unavailable}`}>
        <div className={styles.lineHead}>
          <div className={styles.lineName}>
            <p className={styles.description}>{title}</p>
            <p className={styles.sub}>
              {[line.room, sizeText(line), `${line.quantity} ${plural(line.quantity, 'pieza', 'piezas')}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <span className={styles.unavailableTag}>No disponible</span>
        </div>
        <p className={styles.lineError}>{line.error}</p>
        <div className={styles.lineActions}>
          <button type="button" className={styles.removeButton} onClick={onRemove} disabled={disabled}>
            Quitar<span className="visually-hidden"> {title}</span>
          </button>
        </div>
      </li>
    );
  }

  const lineTotal = optimisticLineTotal(line.unit_price, quantity) ?? line.line_total;
  const describedBy =
    [typedInvalid ? `${id}-invalida` : null, serverMessage ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <div className={styles.lineName}>
          <p className={styles.description}>{title}</p>
          {line.room ? <p className={styles.sub}>{line.room}</p> : null}
        </div>
        <p className={styles.lineTotal} aria-live="polite">
          <span className="visually-hidden">Importe: </span>
          {formatMoney(lineTotal)}
          {saving ? <span className={styles.saving}> · guardando…</span> : null}
        </p>
      </div>

      <div className={styles.lineControls}>
        <div className={styles.quantity}>
          <label htmlFor={`${id}-cantidad`} className={styles.quantityLabel}>
            Cantidad
          </label>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => onQuantity(stepQuantity(quantity, -1))}
              disabled={disabled || quantity <= MIN_QUANTITY}
              aria-label={`Una pieza menos de ${title}`}
            >
              −
            </button>
            <input
              id={`${id}-cantidad`}
              className={styles.quantityInput}
              type="number"
              inputMode="numeric"
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              step={1}
              value={text}
              disabled={disabled}
              aria-invalid={typedInvalid || serverMessage ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setText(event.target.value);
                const next = parseQuantity(event.target.value);
                if (next !== null && next !== quantity) onQuantity(next);
              }}
              onBlur={() => {
                if (parseQuantity(text) === null) setText(String(quantity));
              }}
            />
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => onQuantity(stepQuantity(quantity, 1))}
              disabled={disabled || quantity >= MAX_QUANTITY}
              aria-label={`Una pieza más de ${title}`}
            >
              +
            </button>
          </div>
        </div>
        <p className={styles.unit}>
          {formatMoney(line.unit_price)} <span className={styles.muted}>por pieza</span>
        </p>
        <button type="button" className={styles.removeButton} onClick={onRemove} disabled={disabled}>
          Quitar<span className="visually-hidden"> {title}</span>
        </button>
      </div>
      {typedInvalid ? (
        <p id={`${id}-invalida`} className={styles.lineError}>
          {QUANTITY_MESSAGE}
        </p>
      ) : null}
      {serverMessage ? (
        <p id={`${id}-error`} className={styles.lineError} role="alert">
          {serverMessage}
        </p>
      ) : null}

      <details className={styles.details}>
        <summary>Ver desglose</summary>
        <p className={styles.sub}>
          {sizeText(line)} · área facturable {line.billable_area_m2} m²
        </p>
        <Breakdown lines={line.lines} label="Precio por pieza" />
      </details>
    </li>
  );
}
