'use client';

import { useId, type ReactNode } from 'react';
import styles from './quoter.module.css';

type Choice = {
  value: string;
  title: ReactNode;
  /** A second line (opacity, size range, availability). */
  detail?: ReactNode;
  /** The price shown at the card's foot. */
  price?: ReactNode;
  /** A small drawing or colour chip before the text (decorative). */
  media?: ReactNode;
};

/**
 * One step of the quoter as a group of radio buttons drawn as cards: a fieldset with its
 * legend, an optional hint and error bound to the group, native radios (arrow keys move
 * between them, the browser announces "1 de 6").
 */
export function ChoiceCards({
  legend,
  step,
  name,
  choices,
  value,
  onChange,
  hint,
  error,
  layout = 'cards',
  legendHidden = false,
}: {
  legend: string;
  /** Step number shown before the legend. */
  step?: number;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  layout?: 'cards' | 'compact' | 'swatches' | 'wide';
  legendHidden?: boolean;
}) {
  const id = useId();
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>
        {step ? (
          <span className={styles.step} aria-hidden="true">
            {step}
          </span>
        ) : null}
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.cards} data-layout={layout}>
        {choices.map((choice, i) => {
          const titleId = `${id}-${i}-titulo`;
          const detailId = choice.detail || choice.price ? `${id}-${i}-detalle` : undefined;
          return (
            <label key={choice.value} className={styles.card}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className={styles.cardInput}
                aria-labelledby={titleId}
                aria-describedby={detailId}
              />
              {choice.media ? (
                <span className={styles.cardMedia} aria-hidden="true">
                  {choice.media}
                </span>
              ) : null}
              <span className={styles.cardBody}>
                <span className={styles.cardTitle} id={titleId}>
                  {choice.title}
                </span>
                {detailId ? (
                  <span id={detailId} className={styles.cardText}>
                    {choice.detail ? <span className={styles.cardDetail}>{choice.detail}</span> : null}
                    {choice.detail && choice.price ? <span className="visually-hidden">, </span> : null}
                    {choice.price ? <span className={styles.cardPrice}>{choice.price}</span> : null}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
