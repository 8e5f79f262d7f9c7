'use client';

import { useId } from 'react';
import { formatMeters } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import type { MotorChoice } from '@/lib/quoter/choices';
import type { QuoterLine } from '@/lib/quoter/types';
import styles from './quoter.module.css';

type Props = {
  step?: number;
  line: QuoterLine;
  pieceId: string;
  motor: string;
  gallery: string;
  installation: boolean;
  windSensor: boolean;
  /** Only motors that can move the piece, once both sizes are typed (`known`). */
  motors: { known: boolean; choices: MotorChoice[] };
  galleries: { slug: string; name: string; finish: string; centsPerM: number }[];
  installationCents: number | null;
  windSensorCents: number | null;
  /** Widths above it need a motor; `widthCm` is the typed width. */
  manualMaxWidthCm: number | null;
  widthCm: number | null;
  motorError?: string;
  galleryError?: string;
  windSensorError?: string;
  onOption: (field: 'motor' | 'gallery', value: string) => void;
  onFlag: (field: 'installation' | 'windSensor', value: boolean) => void;
};

export function OptionsFields(props: Props) {
  const {
    step,
    line,
    motor,
    gallery,
    installation,
    windSensor,
    motors,
    galleries,
    installationCents,
    windSensorCents,
    manualMaxWidthCm,
    widthCm,
  } = props;
  const id = useId();
  const motorHintId = `${id}-motor-ayuda`;
  const motorErrorId = `${id}-motor-error`;
  const noun = line === 'toldos' ? 'toldo' : 'persiana';
  const needsMotor = manualMaxWidthCm !== null && widthCm !== null && widthCm > manualMaxWidthCm;
  const manual = line === 'toldos' ? 'Sin motor (manivela)' : 'Sin motor (operación manual)';

  let motorHint: string;
  if (!motors.known)
    motorHint = `Escribe el ancho y ${line === 'toldos' ? 'la salida' : 'el alto'} para ver los motores que pueden mover tu ${noun}.`;
  else if (!motors.choices.some((m) => m.compatible))
    motorHint = `Ningún motor mueve un${noun === 'toldo' ? '' : 'a'} ${noun} de esta medida.`;
  else if (needsMotor)
    motorHint = `Con más de ${formatMeters(manualMaxWidthCm!)} m de ancho, tu ${noun} necesita motor.`;
  else motorHint = `Sólo te mostramos los motores que pueden mover tu ${noun} con esta medida. Incluye control remoto.`;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {step ? (
          <span className={styles.step} aria-hidden="true">
            {step}
          </span>
        ) : null}
        Motor y accesorios
      </legend>

      <div className={styles.control}>
        <label htmlFor={`${id}-motor`} className={styles.controlLabel}>
          Motor
        </label>
        <p id={motorHintId} className={needsMotor ? styles.notice : styles.hint}>
          {motorHint}
        </p>
        <select
          id={`${id}-motor`}
          className={styles.select}
          value={motor}
          disabled={!motors.known && !motor}
          aria-invalid={props.motorError ? true : undefined}
          aria-describedby={[motorHintId, props.motorError ? motorErrorId : null].filter(Boolean).join(' ')}
          onChange={(event) => props.onOption('motor', event.target.value)}
        >
          <option value="">{needsMotor ? `${manual}: no disponible en esta medida` : manual}</option>
          {motors.choices.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.compatible ? `${m.name} · ${formatMXN(m.cents)} + IVA` : `${m.name} · no mueve esta medida`}
            </option>
          ))}
        </select>
        {props.motorError ? (
          <p id={motorErrorId} className={styles.error}>
            {props.motorError}
          </p>
        ) : null}
      </div>

      {line === 'persianas' ? (
        <div className={styles.control}>
          <label htmlFor={`${id}-galeria`} className={styles.controlLabel}>
            Galería <span className={styles.muted}>(opcional)</span>
          </label>
          <p id={`${id}-galeria-ayuda`} className={styles.hint}>
            Cubre el tubo y el mecanismo. Se cobra por metro de ancho.
          </p>
          <select
            id={`${id}-galeria`}
            className={styles.select}
            value={gallery}
            aria-describedby={`${id}-galeria-ayuda${props.galleryError ? ` ${id}-galeria-error` : ''}`}
            aria-invalid={props.galleryError ? true : undefined}
            onChange={(event) => props.onOption('gallery', event.target.value)}
          >
            <option value="">Sin galería</option>
            {galleries.map((g) => (
              <option key={g.slug} value={g.slug}>
                {`${g.name} (${g.finish}) · ${formatMXN(g.centsPerM)}/m + IVA`}
              </option>
            ))}
          </select>
          {props.galleryError ? (
            <p id={`${id}-galeria-error`} className={styles.error}>
              {props.galleryError}
            </p>
          ) : null}
        </div>
      ) : null}

      {line === 'toldos' ? (
        <div className={styles.check}>
          <input
            id={`${id}-sensor`}
            type="checkbox"
            className={styles.checkbox}
            checked={windSensor && Boolean(motor)}
            disabled={!motor}
            aria-describedby={`${id}-sensor-ayuda${props.windSensorError ? ` ${id}-sensor-error` : ''}`}
            onChange={(event) => props.onFlag('windSensor', event.target.checked)}
          />
          <div>
            <label htmlFor={`${id}-sensor`} className={styles.checkLabel}>
              Sensor de viento{windSensorCents !== null ? ` · ${formatMXN(windSensorCents)} + IVA` : ''}
            </label>
            <p id={`${id}-sensor-ayuda`} className={styles.hint}>
              {motor
                ? 'Recoge el toldo solo cuando hay ráfagas fuertes.'
                : 'Funciona con toldo motorizado: elige primero un motor.'}
            </p>
            {props.windSensorError ? (
              <p id={`${id}-sensor-error`} className={styles.error}>
                {props.windSensorError}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className={styles.check}>
        <input
          id={`${id}-instalacion`}
          type="checkbox"
          className={styles.checkbox}
          checked={installation}
          aria-describedby={`${id}-instalacion-ayuda`}
          onChange={(event) => props.onFlag('installation', event.target.checked)}
        />
        <div>
          <label htmlFor={`${id}-instalacion`} className={styles.checkLabel}>
            Instalación profesional
            {installationCents !== null ? ` · ${formatMXN(installationCents)} + IVA por pieza` : ''}
          </label>
          <p id={`${id}-instalacion-ayuda`} className={styles.hint}>
            {line === 'toldos'
              ? 'Anclaje, ajuste de inclinación y, si lleva motor, su conexión y programación.'
              : 'Visita del técnico, soportes, nivelación y prueba de funcionamiento.'}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
