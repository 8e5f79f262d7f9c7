'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { buttonClassName } from '@/components/ui/button-link';
import { WhatsAppIcon } from '@/components/ui/icons';
import { useFeature } from '@/lib/api/capabilities';
import type { ApiErrorBody } from '@/lib/contract/common';
import { quoteValidityText } from '@/lib/content/validity';
import type { QuoteItem } from '@/lib/pricing/types';
import { whatsappHref } from '@/lib/format/links';
import type { QuoterLine } from '@/lib/quoter/types';
import { site } from '@/lib/site';
import quoter from './quoter.module.css';
import styles from './share-actions.module.css';

/** A link, and the quote it was made for (a changed quote needs another link). */
type Link = { url: string; expiresAt: string; itemsKey: string };

// The calls (and the download's progress reader) are fetched on the first click, not with the page.
const shareCalls = () => import('@/lib/api/quote-share');

/** Copies `text`: the Clipboard API, else the old selection command (http pages, older browsers). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const noSubscription = () => () => {};

/**
 * What anyone can do with the quote, signed in or not: download it as a preliminary PDF (POST
 * /api/quote-pdf, priced again on the server) and share a link that reopens it (POST
 * /api/quote-share), to copy, to send through the phone's share sheet or by WhatsApp. Nothing
 * is asked until every piece is priced; a 422 puts each piece's messages back through `onFailure`.
 */
export function ShareActions({
  items,
  line,
  withPdf = true,
  onIncomplete,
  onFailure,
}: {
  items: QuoteItem[] | null;
  /** False for a signed-in visitor, whose PDF is the saved quote's, with its folio. */
  withPdf?: boolean;
  /** The quoter page's line, so the link opens the same page. */
  line: QuoterLine | '';
  onIncomplete: () => void;
  onFailure: (error: ApiErrorBody) => string[];
}) {
  const offered = useFeature('quote_share').status !== 'unavailable';
  const [busy, setBusy] = useState<'pdf' | 'share' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [made, setMade] = useState<Link | null>(null);
  const [status, setStatus] = useState('');
  // navigator.share exists only in the browser (and not in every one): false on the server.
  const webShare = useSyncExternalStore(noSubscription, canWebShare, () => false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The link of another quote would reopen that one: once the quote changes, it is gone.
  const itemsKey = JSON.stringify(items);
  const link = made?.itemsKey === itemsKey ? made : null;

  if (!offered) return null;

  const failed = (error: ApiErrorBody) => {
    const lines = onFailure(error);
    setFailure(lines.length ? ['Revisa lo marcado en tu cotización:', ...lines] : [error.message]);
  };

  const ready = (): QuoteItem[] | null => {
    setFailure(null);
    setStatus('');
    if (!items) {
      onIncomplete();
      setFailure(['Completa o quita las piezas marcadas antes de descargar o compartir tu cotización.']);
    }
    return items;
  };

  async function download() {
    const chosen = ready();
    if (!chosen) return;
    setBusy('pdf');
    setProgress(null);
    setStatus('Preparando tu PDF…');
    const { downloadPreliminaryPdf } = await shareCalls();
    const result = await downloadPreliminaryPdf(chosen, setProgress);
    setBusy(null);
    setProgress(null);
    if (result.ok) setStatus('Listo: tu PDF se descargó.');
    else {
      setStatus('');
      failed(result.error);
    }
  }

  async function share() {
    const chosen = ready();
    if (!chosen) return;
    setBusy('share');
    const { createShareLink } = await shareCalls();
    const result = await createShareLink(chosen, line || null);
    setBusy(null);
    if (!result.ok) {
      failed(result.error);
      return;
    }
    const next = {
      url: new URL(result.data.path, window.location.origin).href,
      expiresAt: result.data.expires_at,
      itemsKey,
    };
    setMade(next);
    const copied = await copyText(next.url, null);
    setStatus(
      copied ? 'Enlace copiado. Pégalo donde quieras compartirlo.' : 'Tu enlace está listo: cópialo del cuadro.',
    );
    requestAnimationFrame(() => inputRef.current?.select());
  }

  async function copy() {
    if (!link) return;
    setStatus(
      (await copyText(link.url, inputRef.current))
        ? 'Enlace copiado.'
        : 'No pudimos copiarlo: selecciona el enlace y cópialo.',
    );
  }

  async function shareSheet() {
    if (!link) return;
    try {
      await navigator.share({
        title: `Mi cotización en ${site.shortName}`,
        text: 'Te comparto mi cotización:',
        url: link.url,
      });
      setStatus('Enlace compartido.');
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  }

  const pdfLabel =
    busy === 'pdf'
      ? progress === null
        ? 'Preparando PDF…'
        : `Descargando… ${Math.round(progress * 100)} %`
      : 'Descargar PDF';

  return (
    <div role="group" className={styles.share} aria-labelledby="cotizador-compartir">
      <h3 id="cotizador-compartir" className={styles.title}>
        {withPdf ? 'Guárdala o compártela' : 'Compártela'}
      </h3>
      <div className={styles.buttons}>
        {withPdf ? (
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={download}
            disabled={busy !== null}
            aria-busy={busy === 'pdf' || undefined}
          >
            {pdfLabel}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={share}
          disabled={busy !== null}
          aria-busy={busy === 'share' || undefined}
          aria-controls="cotizador-enlace"
        >
          {busy === 'share' ? 'Creando enlace…' : 'Compartir'}
        </button>
      </div>
      {busy === 'pdf' && progress !== null ? (
        <progress className={styles.progress} value={progress} max={1} aria-label="Descarga del PDF" />
      ) : null}
      <p role="status" className={quoter.status}>
        {status}
      </p>
      {failure ? (
        <div role="alert" className={quoter.alert}>
          {failure.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <div id="cotizador-enlace">
        {link ? (
          <div className={styles.link}>
            <label htmlFor="cotizador-enlace-url" className={quoter.controlLabel}>
              Enlace a tu cotización
            </label>
            <div className={styles.linkRow}>
              <input
                ref={inputRef}
                id="cotizador-enlace-url"
                className={quoter.input}
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className={buttonClassName('primary')} onClick={copy}>
                Copiar enlace
              </button>
            </div>
            <div className={styles.buttons}>
              {webShare ? (
                <button type="button" className={buttonClassName('secondary')} onClick={shareSheet}>
                  Compartir desde tu dispositivo
                </button>
              ) : null}
              <a
                className={buttonClassName('secondary')}
                href={whatsappHref('', `Te comparto mi cotización de ${site.shortName}: ${link.url}`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WhatsAppIcon size={18} /> WhatsApp
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </div>
            <p className={quoter.smallPrint}>
              Enlace {quoteValidityText(link.expiresAt)}. Quien lo abra ve estas mismas piezas con los precios de ese
              día.
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
