'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { buttonClassName } from '@/components/ui/button-link';
import { MailIcon, WhatsAppIcon } from '@/components/ui/icons';
import { COUNTER_PATHS } from '@/lib/api/hooks/use-counter';
import { refreshCounters } from '@/lib/api/session';
import type { ApiErrorBody } from '@/lib/api/types';
import { formatLongDate, formatMXN } from '@/lib/content/format';
import type { QuoteItem } from '@/lib/pricing/types';
import { decimalToCents, mailShareHref, quoteSummaryText, whatsappShareHref, type SavedQuote } from '@/lib/quoter/share';
import { site } from '@/lib/site';
import { addToCart, downloadQuotePdf, saveQuote, type CartReply } from './api';
import styles from './quoter.module.css';

export const CART_PATH = '/panel/listas/mi-carrito';
export const QUOTES_PATH = '/panel/listas/cotizaciones';

type Outcome = { kind: 'saved'; quote: SavedQuote } | { kind: 'cart'; reply: CartReply };

/** After a change on the server: the toolbar's counters and the header's cart badge. */
function refreshAfterChange() {
  void refreshCounters();
  void mutate(COUNTER_PATHS.cart);
  void mutate(COUNTER_PATHS.cot);
}

/**
 * What a signed-in visitor can do with the quote: save it (POST /api/quotes: folio, validity,
 * PDF, share) or put it in the cart (POST /api/cart). Nothing is sent until every piece is
 * priced; a 422 puts each `items.N.field` message back at its piece through `onFailure`.
 */
export function AccountActions({
  items,
  notes,
  onNotes,
  onIncomplete,
  onFailure,
}: {
  /** The configuration to send, or null while a piece is incomplete or wrong. */
  items: QuoteItem[] | null;
  notes: string;
  onNotes: (notes: string) => void;
  /** Called when a send is attempted with an incomplete quote. */
  onIncomplete: () => void;
  /** A failed send: returns the message lines to show (piece errors are shown at their pieces). */
  onFailure: (error: ApiErrorBody) => string[];
}) {
  const [busy, setBusy] = useState<'save' | 'cart' | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function run(kind: 'save' | 'cart') {
    setFailure(null);
    if (!items) {
      onIncomplete();
      setFailure(['Completa o quita las piezas marcadas antes de continuar.']);
      return;
    }
    setBusy(kind);
    const result = kind === 'save' ? await saveQuote(items, notes) : await addToCart(items);
    setBusy(null);
    if (!result.ok) {
      setFailure(onFailure(result.error));
      return;
    }
    refreshAfterChange();
    setOutcome(kind === 'save' ? { kind: 'saved', quote: result.data as SavedQuote } : { kind: 'cart', reply: result.data as CartReply });
  }

  async function download(quote: SavedQuote) {
    setPdf({ busy: true, error: null });
    const result = await downloadQuotePdf(quote.id, quote.folio);
    setPdf({ busy: false, error: result.ok ? null : result.message });
  }

  return (
    <div className={styles.actions}>
      <div className={styles.control}>
        <label htmlFor="cotizador-notas" className={styles.controlLabel}>
          Notas <span className={styles.muted}>(opcional)</span>
        </label>
        <textarea
          id="cotizador-notas"
          className={styles.textarea}
          rows={2}
          maxLength={1000}
          value={notes}
          placeholder="Por ejemplo: instalación en segundo piso."
          onChange={(event) => onNotes(event.target.value)}
        />
      </div>
      {failure ? (
        <div role="alert" className={styles.alert}>
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <button type="button" className={`${buttonClassName('primary')} ${styles.fullButton}`} disabled={busy !== null} aria-busy={busy === 'save' || undefined} onClick={() => run('save')}>
        {busy === 'save' ? 'Guardando…' : 'Guardar cotización'}
      </button>
      <button type="button" className={`${buttonClassName('secondary')} ${styles.fullButton}`} disabled={busy !== null} aria-busy={busy === 'cart' || undefined} onClick={() => run('cart')}>
        {busy === 'cart' ? 'Agregando…' : 'Agregar al carrito'}
      </button>

      {outcome?.kind === 'saved' ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className={styles.outcome}>
          <h3 className={styles.outcomeTitle}>Cotización guardada</h3>
          <p>
            Folio <strong>{outcome.quote.folio}</strong>
            {outcome.quote.valid_until ? <> · vigente hasta el {formatLongDate(outcome.quote.valid_until)}</> : null}
          </p>
          {decimalToCents(outcome.quote.total) !== null ? (
            <p>
              Total: <strong>{formatMXN(decimalToCents(outcome.quote.total)!)}</strong> con IVA
            </p>
          ) : null}
          <div className={styles.outcomeActions}>
            <button type="button" className={buttonClassName('secondary')} onClick={() => download(outcome.quote)} disabled={pdf.busy} aria-busy={pdf.busy || undefined}>
              {pdf.busy ? 'Preparando PDF…' : 'Descargar PDF'}
            </button>
            <a
              className={buttonClassName('secondary')}
              href={whatsappShareHref(quoteSummaryText(outcome.quote, site.name))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={18} /> Compartir por WhatsApp<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
            <a className={buttonClassName('secondary')} href={mailShareHref(`Cotización ${outcome.quote.folio} de ${site.name}`, quoteSummaryText(outcome.quote, site.name))}>
              <MailIcon size={18} /> Enviar por correo
            </a>
          </div>
          {pdf.error ? (
            <p role="alert" className={styles.errorText}>
              {pdf.error}
            </p>
          ) : null}
          <p>
            <Link href={QUOTES_PATH}>Ver mis cotizaciones</Link>
          </p>
        </div>
      ) : null}
      {outcome?.kind === 'cart' ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className={styles.outcome}>
          <h3 className={styles.outcomeTitle}>Agregado al carrito</h3>
          <p>
            Tu carrito tiene {outcome.reply.count} {outcome.reply.count === 1 ? 'producto' : 'productos'}.
          </p>
          <Link href={CART_PATH} className={buttonClassName('primary')}>
            Ver carrito
          </Link>
        </div>
      ) : null}
    </div>
  );
}
