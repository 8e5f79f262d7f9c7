'use client';

import { useEffect, useRef } from 'react';
import { quoteValidityText } from '@/lib/content/validity';
import styles from './share-actions.module.css';

export type SharedState =
  | { kind: 'loading' }
  | { kind: 'opened'; pieces: number; issuedAt?: string; expiresAt: string }
  | { kind: 'failed'; message: string };

/**
 * What the quoter says about the shared link that opened it: while it is read, once its pieces
 * are in (priced at today's prices), or, calmly, that it expired or is not valid and the quoter
 * starts empty. It takes the focus once settled, so a screen reader starts there.
 */
export function SharedNotice({ state, onDismiss }: { state: SharedState; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'loading') ref.current?.focus({ preventScroll: true });
  }, [state.kind]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className={styles.notice}>
        Abriendo la cotización que te compartieron…
      </p>
    );
  }
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`${styles.notice} ${state.kind === 'failed' ? styles.noticeCalm : styles.noticeOk}`}
      data-testid="cotizacion-compartida"
    >
      {state.kind === 'opened' ? (
        <p>
          <strong>Abrimos la cotización que te compartieron</strong>:{' '}
          {state.pieces === 1 ? 'una pieza' : `${state.pieces} piezas`}, con los precios de hoy. Puedes cambiar lo que
          quieras. El enlace está {quoteValidityText(state.expiresAt, state.issuedAt)}.
        </p>
      ) : (
        <p>
          <strong>No pudimos abrir la cotización compartida.</strong> {state.message}
        </p>
      )}
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Entendido
      </button>
    </div>
  );
}
