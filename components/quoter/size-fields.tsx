'use client';

import { useId, type ReactNode } from 'react';
import { formatMeters } from '@/lib/format/measures';
import type { SizeLimits } from '@/lib/quoter/choices';
import { looksLikeMetres, parseCm } from '@/lib/quoter/parse';
import styles from './quoter.module.css';

type SizeInputProps = {
  label: string;
  value: string;
  min: number | null;
  max: number | null;
  /** Extra help after the range ("Más de 300 cm, sólo con motor."). */
  note?: ReactNode;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** One size box in centimetres, with its allowed range under the label before anything is typed. */
function SizeInput({ label, value, min, max, note, error, onChange, onBlur }: SizeInputProps) {
  const id = useId();
  const rangeId = `${id}-rango`;
  const errorId = error ? `${id}-error` : undefined;
  const metres = min !== null ? looksLikeMetres(value, min) : null;
  return (
    <div className={styles.size}>
      <label htmlFor={id} className={styles.sizeLabel}>
        {label}
      </label>
      <p id={rangeId} className={styles.range}>
        {min !== null && max !== null ? (
          <>
            De {min} a {max} cm{' '}
            <span className={styles.muted}>
              ({formatMeters(min)} a {formatMeters(max)} m)
            </span>
          </>
        ) : (
          'En centímetros'
        )}
        {note ? <span className={styles.rangeNote}>{note}</span> : null}
      </p>
      <div className={styles.unitBox}>
        <input
          id={id}
          className={styles.sizeInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="next"
          placeholder={min !== null ? String(Math.max(min, Math.min(max ?? min, 150))) : '150'}
          value={value}
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={[rangeId, errorId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span className={styles.unit} aria-hidden="true">
          cm
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
          {metres !== null ? ` ¿Quisiste decir ${metres} cm?` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function SizeFields({
  step,
  limits,
  width,
  height,
  widthError,
  heightError,
  needsMotorAboveCm,
  onChange,
  onBlur,
}: {
  step?: number;
  limits: SizeLimits | null;
  width: string;
  height: string;
  widthError?: string;
  heightError?: string;
  /** Widths above it need a motor (said next to the width before anyone types it). */
  needsMotorAboveCm: number | null;
  onChange: (field: 'width' | 'height', value: string) => void;
  onBlur: (field: 'width' | 'height') => void;
}) {
  const w = parseCm(width);
  const h = parseCm(height);
  const heightLabel = limits?.heightLabel ?? 'Alto';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {step ? (
          <span className={styles.step} aria-hidden="true">
            {step}
          </span>
        ) : null}
        Medidas
      </legend>
      <p className={styles.hint}>
        {heightLabel === 'Salida'
          ? 'El ancho del toldo y cuánto sale desde el muro, en centímetros.'
          : 'El ancho y el alto que cubrirá la tela, en centímetros. Mide en tres puntos y usa la medida menor.'}
      </p>
      <div className={styles.sizeRow}>
        <SizeInput
          label="Ancho"
          value={width}
          min={limits?.minWidthCm ?? null}
          max={limits?.maxWidthCm ?? null}
          note={
            needsMotorAboveCm !== null && limits && needsMotorAboveCm < limits.maxWidthCm
              ? ` Más de ${needsMotorAboveCm} cm, sólo con motor.`
              : null
          }
          error={widthError}
          onChange={(v) => onChange('width', v)}
          onBlur={() => onBlur('width')}
        />
        <span className={styles.times} aria-hidden="true">
          ×
        </span>
        <SizeInput
          label={heightLabel === 'Salida' ? 'Salida (proyección)' : 'Alto'}
          value={height}
          min={limits?.minHeightCm ?? null}
          max={limits?.maxHeightCm ?? null}
          error={heightError}
          onChange={(v) => onChange('height', v)}
          onBlur={() => onBlur('height')}
        />
      </div>
      {w !== null && h !== null && w > 0 && h > 0 ? (
        <p className={styles.area}>
          {formatMeters(Math.ceil(w))} × {formatMeters(Math.ceil(h))} m ={' '}
          {((Math.ceil(w) * Math.ceil(h)) / 10_000).toFixed(2)} m²
        </p>
      ) : null}
    </fieldset>
  );
}
