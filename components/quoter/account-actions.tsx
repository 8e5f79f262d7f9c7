'use client';

import { cartCall } from '@/lib/contract/calls/cart';
import { ownQuotesCall } from '@/lib/contract/calls/own-quotes';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-link';
import { MailIcon, WhatsAppIcon } from '@/components/ui/icons';
import { FeatureUnavailable } from '@/components/ui/feature-unavailable';
import { useFeature } from '@/lib/api/capabilities';
import { addToCart } from '@/lib/api/cart';
import { refreshAfterChange } from '@/lib/api/counters';
import { downloadQuotePdf, saveQuote } from '@/lib/api/quotes';
import type { Cart } from '@/lib/contract/cart';
import type { ApiErrorBody } from '@/lib/contract/common';
import { formatMXN } from '@/lib/format/money';
import { quoteValidityText } from '@/lib/content/validity';
import type { QuoteItem } from '@/lib/pricing/types';
import { NOTES_MAX } from '@/lib/quoter/limits';
import { mailtoHref, whatsappHref } from '@/lib/format/links';
import { quoteSummaryText, type SavedQuote } from '@/lib/quoter/quote-text';
import { decimalToCents } from '@/lib/pricing/money';
import { site } from '@/lib/site';
import styles from './quoter.module.css';

const CART_PATH = '/panel/listas/mi-carrito';
const QUOTES_PATH = '/panel/listas/cotizaciones';

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
  // Saving and the cart are beyond spec §7: a host without one gets a note instead of its button.
  const canSave = useFeature('quotes').status !== 'unavailable';
  const canBuy = useFeature('cart').status !== 'unavailable';
  const [busy, setBusy] = useState<'save' | 'cart' | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [saved, setSaved] = useState<SavedQuote | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const savedRef = useRef<HTMLDivElement>(null);
  const cartRef = useRef<HTMLDivElement>(null);

  // The outcome takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  useEffect(() => {
    if (cart) cartRef.current?.focus();
  }, [cart]);

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
      const lines = onFailure(result.error);
      const others = Object.entries(result.error.errors ?? {})
        .filter(([key]) => !key.startsWith('items'))
        .flatMap(([, messages]) => messages);
      setFailure(
        lines.length || others.length
          ? ['Revisa lo marcado en tu cotización:', ...lines, ...others]
          : [result.error.message],
      );
      return;
    }
    void refreshAfterChange([kind === 'save' ? ownQuotesCall.path : cartCall.path]);
    if (kind === 'save') setSaved(result.data as SavedQuote);
    else setCart(result.data as Cart);
  }

  async function download(quote: SavedQuote) {
    setPdf({ busy: true, error: null });
    const result = await downloadQuotePdf(quote.id, quote.folio);
    setPdf({ busy: false, error: result.ok ? null : result.error.message });
  }

  return (
    <div className={styles.actions}>
      {canSave ? null : (
        <FeatureUnavailable feature="quotes">
          Puedes seguir armando tu cotización: se guarda en este navegador.
        </FeatureUnavailable>
      )}
      {canBuy ? null : (
        <FeatureUnavailable feature="cart">Para comprar, comunícate con tu distribuidor.</FeatureUnavailable>
      )}
      {canSave ? (
        <div className={styles.control}>
          <label htmlFor="cotizador-notas" className={styles.controlLabel}>
            Notas <span className={styles.muted}>(opcional)</span>
          </label>
          <textarea
            id="cotizador-notas"
            className={styles.textarea}
            rows={2}
            maxLength={NOTES_MAX}
            value={notes}
            placeholder="Por ejemplo: instalación en segundo piso."
            onChange={(event) => onNotes(event.target.value)}
          />
        </div>
      ) : null}
      {failure ? (
        <div role="alert" className={styles.alert}>
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {canSave ? (
        <button
          type="button"
          className={`${buttonClassName('primary')} ${styles.fullButton}`}
          disabled={busy !== null}
          aria-busy={busy === 'save' || undefined}
          onClick={() => run('save')}
        >
          {busy === 'save' ? 'Guardando…' : 'Guardar cotización'}
        </button>
      ) : null}
      {canBuy ? (
        <button
          type="button"
          className={`${buttonClassName(canSave ? 'secondary' : 'primary')} ${styles.fullButton}`}
          disabled={busy !== null}
          aria-busy={busy === 'cart' || undefined}
          onClick={() => run('cart')}
        >
          {busy === 'cart' ? 'Agregando…' : 'Agregar al carrito'}
        </button>
      ) : null}

      {saved ? (
        <div ref={savedRef} tabIndex={-1} role="status" className={styles.outcome}>
          <h3 className={styles.outcomeTitle}>Cotización guardada</h3>
          <p>
            Folio <strong>{saved.folio}</strong>
            {saved.valid_until ? <> · {quoteValidityText(saved.valid_until, saved.created_at)}</> : null}
          </p>
          {decimalToCents(saved.total) !== null ? (
            <p>
              Total: <strong>{formatMXN(decimalToCents(saved.total)!)}</strong> con IVA
            </p>
          ) : null}
          <div className={styles.outcomeActions}>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => download(saved)}
              disabled={pdf.busy}
              aria-busy={pdf.busy || undefined}
            >
              {pdf.busy ? 'Preparando PDF…' : 'Descargar PDF'}
            </button>
            <a
              className={buttonClassName('secondary')}
              href={whatsappHref('', quoteSummaryText(saved, { share: true, brand: site.name }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={18} /> Compartir por WhatsApp
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
            <a
              className={buttonClassName('secondary')}
              href={mailtoHref(
                '',
                `Cotización ${saved.folio} de ${site.name}`,
                quoteSummaryText(saved, { share: true, brand: site.name }),
              )}
            >
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
      {cart ? (
        <div ref={cartRef} tabIndex={-1} role="status" className={styles.outcome}>
          <h3 className={styles.outcomeTitle}>Agregado al carrito</h3>
          <p>
            Tu carrito tiene {cart.count} {cart.count === 1 ? 'producto' : 'productos'}.
          </p>
          <Link href={CART_PATH} className={buttonClassName('primary')}>
            Ver carrito
          </Link>
        </div>
      ) : null}
    </div>
  );
}
