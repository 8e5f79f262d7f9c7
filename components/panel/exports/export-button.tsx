'use client';

import { useEffect, useRef, useState } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import { downloadExport, type ExportTarget } from '@/lib/api/exports';
import type { ApiErrorBody } from '@/lib/contract/common';
import { ErrorBox, panelButton } from '../ui';
import { receivedLabel } from './received-label';
import styles from './export-button.module.css';

type State =
  | { phase: 'idle' }
  | { phase: 'downloading'; received: number }
  | { phase: 'done' }
  | { phase: 'failed'; error: ApiErrorBody };

/**
 * "Exportar CSV": every row of the list with the filters on screen, not only this page, written
 * by the server as it sends it. Shows how much has arrived, may be cancelled, and says in Spanish
 * what went wrong. Hidden on a host that does not offer exports (capability `exports`).
 */
export function ExportButton({
  target,
  what,
  disabled = false,
}: {
  target: ExportTarget;
  /** What the file holds, with its article, for screen readers: "los pedidos". */
  what: string;
  disabled?: boolean;
}) {
  const { status } = useFeature('exports');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops a download nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  if (status !== 'available') return null;

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'downloading', received: 0 });
    const result = await downloadExport(target, {
      signal: abort.signal,
      onProgress: (received) => setState({ phase: 'downloading', received }),
    });
    if (abort.signal.aborted) setState({ phase: 'idle' });
    else setState(result.ok ? { phase: 'done' } : { phase: 'failed', error: result.error });
    controller.current = null;
  }

  const downloading = state.phase === 'downloading';
  return (
    <div className={styles.export}>
      <div className={styles.actions}>
        <button
          type="button"
          className={panelButton('secondary')}
          onClick={() => void start()}
          disabled={disabled || downloading}
          aria-busy={downloading}
        >
          <span aria-hidden="true">⤓</span> {downloading ? 'Exportando…' : 'Exportar CSV'}
          <span className="visually-hidden">{` ${what} con los filtros actuales, todas las páginas`}</span>
        </button>
        {downloading ? (
          <button
            type="button"
            className={panelButton('secondary', 'small')}
            onClick={() => controller.current?.abort()}
          >
            Cancelar
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {downloading ? (
          <>
            <progress className={styles.progress} aria-label="Progreso de la exportación" />
            {receivedLabel(state.received)}
          </>
        ) : state.phase === 'done' ? (
          'Exportación lista: revisa tus descargas.'
        ) : null}
      </p>
      {state.phase === 'failed' ? (
        <ErrorBox error={state.error} title="No se pudo exportar" onRetry={() => void start()} />
      ) : null}
    </div>
  );
}
