'use client';

import { useId } from 'react';
import { DEDUCTIONS_CM, MOUNTS, MOUNT_LABELS, type Mount } from '@/lib/pricing/mount';
import styles from './quoter.module.css';

const HELP: Record<Mount, string> = {
  dentro: `Dentro del hueco de la ventana. Descontamos ${DEDUCTIONS_CM.dentro.width} cm de ancho y ${DEDUCTIONS_CM.dentro.height} cm de alto.`,
  fuera: 'Sobre el muro, cubriendo el marco. Se fabrica como la mides.',
};

/** Dentro / fuera del vano: the blind's mount, which decides what the factory deducts. */
export function MountField({ value, onChange }: { value: Mount | ''; onChange: (value: Mount) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.mount}>
      <legend className={styles.sizeLabel}>¿Dónde se instala?</legend>
      <div className={styles.mountOptions}>
        {MOUNTS.map((mount) => (
          <label key={mount} className={styles.mountOption}>
            <input
              type="radio"
              className={styles.checkbox}
              name={name}
              value={mount}
              checked={value === mount}
              onChange={() => onChange(mount)}
            />
            <span>
              <span className={styles.checkLabel}>
                {MOUNT_LABELS[mount][0]!.toUpperCase() + MOUNT_LABELS[mount].slice(1)}
              </span>
              <span className={styles.mountHelp}>{HELP[mount]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
