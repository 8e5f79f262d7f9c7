'use client';

import { useId, type ReactNode } from 'react';
import { formatMeters } from '@/lib/format/measures';
import type { SizeLimits } from '@/lib/quoter/choices';
import { finishedSize, DEDUCTIONS_CM, OUTSIDE_OVERLAP_CM, type Mount } from '@/lib/pricing/mount';
import { measureWarnings, type MeasureWarning } from '@/lib/quoter/measure-warnings';
import { looksLikeMetres, parseCm } from '@/lib/quoter/parse';
import type { QuoterLine } from '@/lib/quoter/types';
import { MountField } from './mount-field';
import styles from './quoter.module.css';

type SizeInputProps = {
  label: string;
  value: string;
  min: number | null;
  max: number | null;
  /** Extra help after the range ("Más de 300 cm, sólo con motor."). */
  note?: ReactNode;
  error?: string;
  /** A measure that is allowed but looks wrong: said, never blocking. */
  warning?: MeasureWarning;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** One size box in centimetres, with its allowed range under the label before anything is typed. */
function SizeInput({ label, value, min, max, note, error, warning, onChange, onBlur }: SizeInputProps) {
  const id = useId();
  const rangeId = `${id}-rango`;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-aviso` : undefined;
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
          aria-describedby={[rangeId, errorId, warningId].filter(Boolean).join(' ')}
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
      {/* Always present, so a screen reader announces a warning when it appears. */}
      <div className={styles.warnings} aria-live="polite">
        {warning ? (
          <p id={warningId} className={styles.notice}>
            {warning.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The size the factory will make, and why it differs from the measure. */
function FinishedSize({ mount, width, height }: { mount: Mount; width: number; height: number }) {
  const made = finishedSize(mount, Math.ceil(width), Math.ceil(height));
  const d = DEDUCTIONS_CM[mount];
  return (
    <p className={styles.area}>
      Fabricaremos {made.widthCm} × {made.heightCm} cm ({formatMeters(made.widthCm)} × {formatMeters(made.heightCm)} m ={' '}
      {((made.widthCm * made.heightCm) / 10_000).toFixed(2)} m²).{' '}
      <span className={styles.muted}>
        {mount === 'dentro'
          ? `Descontamos ${d.width} cm de ancho y ${d.height} cm de alto para que entre en el vano: escribe la medida del hueco tal cual.`
          : `Tal cual la mediste: suma ${OUTSIDE_OVERLAP_CM} cm por lado para cubrir el marco.`}
      </span>
    </p>
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
  line = '',
  room = '',
  mount,
  onMountChange,
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
  line?: QuoterLine | '';
  /** The piece's room: a door's measure is read against it. */
  room?: string;
  /** Blinds: the mount asked above the sizes; undefined for awnings (no mount question). */
  mount?: Mount | '';
  onMountChange?: (value: Mount) => void;
  onChange: (field: 'width' | 'height', value: string) => void;
  onBlur: (field: 'width' | 'height') => void;
}) {
  const w = parseCm(width);
  const h = parseCm(height);
  const heightLabel = limits?.heightLabel ?? 'Alto';
  const warnings = measureWarnings({ line, width, height, room, limits });
  const warningOf = (field: MeasureWarning['field']) => warnings.find((x) => x.field === field);
  const guide = line === 'toldos' ? '/como-medir#toldos' : '/como-medir#persianas';
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
          : 'El ancho y el alto del hueco o de lo que cubrirá la tela, en centímetros. Mide en tres puntos y usa la medida menor.'}{' '}
        <a href={guide} target="_blank" rel="noopener" className={styles.guideLink}>
          Cómo medir<span className="visually-hidden"> (guía de medición, se abre en otra pestaña)</span>
        </a>
      </p>
      {mount !== undefined && onMountChange ? <MountField value={mount} onChange={onMountChange} /> : null}
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
          warning={warningOf('width')}
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
          warning={warningOf('height')}
          onChange={(v) => onChange('height', v)}
          onBlur={() => onBlur('height')}
        />
      </div>
      {w !== null && h !== null && w > 0 && h > 0 && mount ? (
        <FinishedSize mount={mount} width={w} height={h} />
      ) : w !== null && h !== null && w > 0 && h > 0 ? (
        <p className={styles.area}>
          {formatMeters(Math.ceil(w))} × {formatMeters(Math.ceil(h))} m ={' '}
          {((Math.ceil(w) * Math.ceil(h)) / 10_000).toFixed(2)} m²
        </p>
      ) : null}
    </fieldset>
  );
}
