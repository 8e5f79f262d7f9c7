'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { swatchBackground } from '@/lib/catalog/swatch';
import { MAX_SAMPLES, removeFromTray, trayLines, type SampleLine, type TrayColor } from '@/lib/samples/tray';
import styles from './samples.module.css';

/** What the server said about the colours: the request as a whole, and single colours by `fabric/color`. */
export type ColorErrors = { general: string[]; byColor: Record<string, string> };

export const colorKey = (c: Pick<TrayColor, 'fabric' | 'color'>) => `${c.fabric}/${c.color}`;

export const LINE_LABELS: Record<SampleLine, string> = { persianas: 'Persianas', toldos: 'Toldos' };

const detailsHref = (c: TrayColor) => `/${c.line === 'toldos' ? 'detalles-toldos' : 'detalles'}/${c.fabric}/${c.color}`;

/** "Tus muestras son de persianas y de toldos…": said before sending, since the server may refuse the mix. */
export function MixedLinesNote({ id }: { id?: string }) {
  return (
    <p id={id} className={styles.note}>
      Tus muestras son de persianas y de toldos. Te recomendamos pedir una línea por solicitud: no todos los
      distribuidores manejan las dos, y si el más cercano a ti no las maneja te pediremos separarlas.
    </p>
  );
}

/**
 * The colours the visitor picked: swatch, fabric, colour, line and "Quitar"; the server's complaints
 * about them (a colour withdrawn, lines no nearby dealer sells together) at the top and at each colour.
 * `browse` (where to pick colours) is shown when there is nothing in it, and folded under the list
 * otherwise; `tray` null means it has not been read yet.
 */
export function SampleTray({
  tray,
  errors,
  errorsShown,
  browse,
  headingId,
}: {
  tray: TrayColor[] | null;
  errors: ColorErrors | null;
  /** Counts the failed attempts: each new one moves the focus to the complaint. */
  errorsShown: number;
  /** Where to pick colours: the fabrics of each line. */
  browse: ReactNode;
  headingId: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState('');

  // A new complaint from the server takes the focus, so it is read at once.
  useEffect(() => {
    if (errorsShown > 0) errorBox.current?.focus();
  }, [errorsShown]);

  if (tray === null) {
    return (
      <p role="status" className={styles.loading}>
        Cargando tus muestras…
      </p>
    );
  }

  const remove = (color: TrayColor) => {
    removeFromTray(color);
    setSaid(`Quitamos ${color.fabricName} ${color.colorName} de tus muestras.`);
    // The button is gone: the focus goes back to the list's heading.
    heading.current?.focus();
  };

  const hasErrors = errors && (errors.general.length > 0 || Object.keys(errors.byColor).length > 0);

  return (
    <section aria-labelledby={headingId} className={styles.tray}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.trayTitle}>
        Tus muestras{' '}
        <span className={styles.count}>
          ({tray.length} de {MAX_SAMPLES})
        </span>
      </h2>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {hasErrors ? (
        <div ref={errorBox} tabIndex={-1} role="alert" className={styles.trayError}>
          <p className={styles.trayErrorTitle}>No pudimos pedir estas muestras.</p>
          {errors.general.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {Object.keys(errors.byColor).length > 0 ? (
            <p>Quita los colores marcados y vuelve a enviar; tus datos siguen en el formulario.</p>
          ) : (
            <p>Quita los colores de una línea y vuelve a enviar; tus datos siguen en el formulario.</p>
          )}
        </div>
      ) : null}
      {tray.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Aún no eliges colores.</p>
          <p>
            Abre una tela, elige el color que te guste y toca «Pedir muestra gratis». Puedes juntar hasta {MAX_SAMPLES}.
          </p>
          {browse}
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {tray.map((color) => {
              const problem = errors?.byColor[colorKey(color)];
              const problemId = problem ? `muestra-${color.fabric}-${color.color}-error` : undefined;
              return (
                <li key={colorKey(color)} className={styles.item} data-problem={problem ? 'true' : undefined}>
                  <span className={styles.swatch} style={{ background: swatchBackground(color) }} aria-hidden="true" />
                  <span className={styles.itemText}>
                    <Link href={detailsHref(color)} className={styles.itemName}>
                      {color.fabricName} · {color.colorName}
                    </Link>
                    <span className={styles.itemLine}>{LINE_LABELS[color.line]}</span>
                    {problem ? (
                      <span id={problemId} className={styles.itemError}>
                        {problem}
                      </span>
                    ) : null}
                  </span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-describedby={problemId}
                    onClick={() => remove(color)}
                  >
                    Quitar<span className="visually-hidden">{` ${color.fabricName} ${color.colorName}`}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {trayLines(tray).length > 1 ? <MixedLinesNote /> : null}
          {tray.length < MAX_SAMPLES ? (
            <details className={styles.more}>
              <summary>
                Agregar{' '}
                {MAX_SAMPLES - tray.length === 1 ? 'un color más' : `hasta ${MAX_SAMPLES - tray.length} colores más`}
              </summary>
              {browse}
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
