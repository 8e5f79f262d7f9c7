'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { MAX_SAMPLES, addToTray, isInTray, removeFromTray, type TrayColor } from '@/lib/samples/tray';
import { useSampleTray } from './use-sample-tray';
import styles from './sample-toggle.module.css';

export const SAMPLES_PATH = '/muestras';

/**
 * "Pedir muestra gratis" for the colour a fabric page shows: a toggle (aria-pressed) that puts the
 * colour in the visitor's tray or takes it out, the link to the tray with its count, and a polite
 * live region that says what happened. With the tray full it says so and adds nothing. Kept tiny:
 * it is the fabric pages' only script of their own.
 */
export function SampleToggle({ color }: { color: TrayColor }) {
  const hintId = useId();
  const tray = useSampleTray();
  const [said, setSaid] = useState('');
  const count = tray?.length ?? 0;
  const chosen = tray !== null && isInTray(tray, color);
  const full = !chosen && count >= MAX_SAMPLES;

  const toggle = () => {
    if (chosen) {
      removeFromTray(color);
      setSaid(`Quitamos ${color.colorName} de tus muestras.`);
      return;
    }
    const outcome = addToTray(color);
    setSaid(
      outcome === 'full'
        ? `Ya tienes ${MAX_SAMPLES} muestras, el máximo por solicitud. Quita una en Mis muestras para agregar ${color.colorName}.`
        : `Agregamos ${color.colorName} a tus muestras (${outcome === 'added' ? count + 1 : count} de ${MAX_SAMPLES}).`,
    );
  };

  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={chosen}
          aria-describedby={hintId}
          onClick={toggle}
        >
          <span className={styles.check} aria-hidden="true" />
          Pedir muestra gratis
        </button>
        {count > 0 ? (
          <Link href={SAMPLES_PATH} className={styles.trayLink}>
            Mis muestras ({count})
          </Link>
        ) : null}
      </div>
      <p className={styles.hint} id={hintId}>
        {full
          ? `Ya tienes ${MAX_SAMPLES} muestras, el máximo por solicitud.`
          : chosen
            ? `${color.colorName} está en tus muestras.`
            : `Gratis y a domicilio: hasta ${MAX_SAMPLES} colores por solicitud.`}
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </div>
  );
}
