'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useStoredTokenOrNull } from '@/lib/api/token';
import { buttonClassName } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { useFeature } from '@/lib/api/capabilities';
import { FeatureUnavailable } from '@/components/ui/feature-unavailable';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { formatMXN } from '@/lib/format/money';
import type { PriceList } from '@/lib/pricing/types';
import { itemsToSend, priceDraft, type PieceField } from '@/lib/quoter/price';
import { splitServerErrors } from '@/lib/quoter/server-errors';
import {
  MAX_ITEMS,
  activePiece,
  initialDraft,
  linesWithTypes,
  presetKey,
  quoterReducer,
  type QuoterAction,
} from '@/lib/quoter/state';
import { loadDraft, saveDraft } from '@/lib/quoter/storage';
import { draftFromItems, shareTokenFrom } from '@/lib/quoter/shared-quote';
import type { QuoterLine, ResolvedPreset } from '@/lib/quoter/types';
import { site } from '@/lib/site';
import type { CallerOptions } from './caller-options';
import { PieceEditor } from './piece-editor';
import { PieceList } from './piece-list';
import { PiecePreview } from './piece-preview';
import { QuoteSummary, totalText } from './quote-summary';
import { ShareActions } from './share-actions';
import { SharedNotice, type SharedState } from './shared-notice';
import styles from './quoter.module.css';

// Signed in only: the caller's own prices and the save / cart actions bring the session client
// (SWR, the quote and cart calls), which a visitor's quoter never loads.
// `ssr: false` also gives the reader a Suspense boundary of its own (next/dynamic adds one only
// then or with `loading`): without it, its loading suspended the whole quoter for a moment.
const CallerOptionsReader = dynamic(() => import('./caller-options'), { ssr: false });
const AccountActions = dynamic(() => import('./account-actions').then((m) => m.AccountActions), {
  loading: () => (
    <p role="status" className={styles.status}>
      Cargando las opciones de tu cuenta…
    </p>
  ),
});

// The request form (react-hook-form, zod, captcha) loads when the visitor asks for it.
const RequestForm = dynamic(() => import('./request-form'), {
  loading: () => (
    <p role="status" className={styles.status}>
      Cargando el formulario…
    </p>
  ),
});

export type QuoterProps = {
  /** The public priced catalogue (`quoterOptions(catalog, 'publico').catalog`), rendered on the server. */
  catalog: CatalogSnapshot;
  priceList: PriceList;
  /** The line of `/{product}/cotizador`; '' on /cotizador. */
  line: QuoterLine | '';
  /** What the link chose (`?tipo=&modelo=&tela=&color=`), already checked against the catalogue. */
  preset: ResolvedPreset | null;
};

const noSubscription = () => () => {};

type PieceErrors = Record<string, Partial<Record<PieceField, string[]>>>;

/** Whether the element is on screen (the phone's total bar steps aside when the summary is). */
function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
      rootMargin: '0px 0px -20% 0px',
    });
    observer.observe(element.closest('section') ?? element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * The quoter: pieces (each with its product, size, options and room), priced in the browser by
 * the same engine as the server, as the visitor types; a live preview; the summary with IVA;
 * and, for a visitor, the request form, or for a signed-in customer, save / add to cart.
 * The whole draft lives in sessionStorage, so a reload or a failed send loses nothing.
 */
export function Quoter(props: QuoterProps) {
  // A host without the public catalogue (one that speaks only the spec) gives an empty one: there
  // is nothing to quote, so the page says so instead of an empty form.
  if (props.catalog.lines.length === 0) {
    return (
      <Container size="wide">
        <FeatureUnavailable feature="catalog">
          El cotizador necesita el catálogo de productos. Llámanos o escríbenos y te cotizamos con gusto.
        </FeatureUnavailable>
      </Container>
    );
  }
  return <QuoterScreen {...props} />;
}

function QuoterScreen({ catalog: publicCatalog, priceList: publicList, line, preset }: QuoterProps) {
  // A visitor's quoter hydrates as the server rendered it (null until a token is read).
  const token = useStoredTokenOrNull();
  const signedIn = typeof token === 'string';
  // A signed-in caller's own prices (distributors get theirs); the public ones until they arrive,
  // and for good on a host without them (they are beyond spec §7, like the request form).
  const ownPrices = useFeature('quoter').status;
  const readsOwnPrices = signedIn && ownPrices === 'available';
  // What the reader last reported, for the token it was read with: another session's never shows.
  const [reported, setReported] = useState<(CallerOptions & { token: string }) | null>(null);
  const onCallerOptions = useCallback((state: CallerOptions) => setReported({ ...state, token: token ?? '' }), [token]);
  const caller: CallerOptions = !readsOwnPrices
    ? { options: null, loading: false, failed: false }
    : reported?.token === token
      ? reported
      : { options: null, loading: true, failed: false };
  const requestsOffered = useFeature('quote_requests').status !== 'unavailable';
  const options = caller.options;
  const catalog = options?.catalog ?? publicCatalog;
  const priceList = options?.price_list ?? publicList;

  const [draft, dispatch] = useReducer(quoterReducer, null, () => initialDraft(publicCatalog, line, preset));
  const [pieceErrors, setPieceErrors] = useState<PieceErrors>({});
  const [reveal, setReveal] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const [sentFolio, setSentFolio] = useState<string | null>(null);
  const [shared, setShared] = useState<SharedState | null>(null);
  // `?c=<token>` (read in the browser only): the link is being opened until `shared` says how it went.
  const sharedToken = useSyncExternalStore(
    noSubscription,
    () => shareTokenFrom(window.location.search),
    () => null,
  );
  const sharedNotice: SharedState | null = shared ?? (sharedToken ? { kind: 'loading' } : null);
  const restored = useRef(false);
  const focusEditor = useRef(false);
  const editorRef = useRef<HTMLDivElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const requestHeading = useRef<HTMLHeadingElement>(null);
  const summaryInView = useInView(summaryHeading);

  // Saved after every change, once the stored draft has been read back.
  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);

  /** Reads the link's pieces (GET /api/quote-share/{token}); they are priced here at today's prices. */
  function openShared(token: string) {
    // Only a shared link needs the share calls: fetched then, not with the page.
    void import('@/lib/api/quote-share')
      .then(({ openShareLink }) => openShareLink(token))
      .then((result) => {
        // The token leaves the address bar, so a reload keeps the visitor's edits (the draft is stored).
        const url = new URL(window.location.href);
        url.searchParams.delete('c');
        window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
        const shared = result.ok ? draftFromItems(result.data.items) : null;
        restored.current = true;
        if (result.ok && shared) {
          dispatch({ type: 'restore', draft: shared, catalog: publicCatalog });
          setShared({
            kind: 'opened',
            pieces: shared.pieces.length,
            issuedAt: result.data.issued_at,
            expiresAt: result.data.expires_at,
          });
        } else {
          dispatch({ type: 'reset', line });
          setShared({
            kind: 'failed',
            message: result.ok ? 'Este enlace no trae piezas para cotizar.' : result.error.message,
          });
        }
      });
  }

  const restore = useEffectEvent(() => {
    // A shared link (`?c=<token>`) opens its quote instead of the stored draft.
    const token = shareTokenFrom(window.location.search);
    if (token) {
      openShared(token);
      return;
    }
    const stored = loadDraft();
    restored.current = true;
    if (stored) dispatch({ type: 'restore', draft: stored, preset, line, catalog: publicCatalog });
  });
  useEffect(() => {
    restore();
  }, []);

  // A link to the same page with another product (client navigation keeps this component).
  const key = preset ? presetKey(preset) : null;
  const applyPreset = useEffectEvent(() => {
    if (preset && restored.current) dispatch({ type: 'preset', preset, catalog: publicCatalog });
  });
  useEffect(() => {
    applyPreset();
  }, [key]);

  useEffect(() => {
    if (!focusEditor.current) return;
    focusEditor.current = false;
    const heading = editorRef.current?.querySelector('h2');
    if (heading instanceof HTMLElement) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      editorRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [draft.activeId]);

  const pricing = useMemo(() => priceDraft(catalog, draft.pieces, priceList), [catalog, draft.pieces, priceList]);
  const items = itemsToSend(pricing);
  const active = activePiece(draft);
  const activeIndex = draft.pieces.indexOf(active);
  const canAdd = draft.pieces.length < MAX_ITEMS;

  // Stable, so the editor's memoised cards (piece-choices.tsx) are not rendered again per keystroke.
  const act = useCallback((action: QuoterAction) => {
    dispatch(action);
    // Editing a piece clears what the server said about it.
    if ('id' in action && action.type !== 'select') {
      setPieceErrors((errors) => {
        if (!errors[action.id]) return errors;
        const { [action.id]: _done, ...rest } = errors;
        return rest;
      });
    }
  }, []);

  const select = (id: string, focus = false) => {
    focusEditor.current = focus && id !== draft.activeId;
    act({ type: 'select', id });
    if (focus && id === draft.activeId) editorRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  /** A send with a piece incomplete: show every message and go to the first such piece. */
  const onIncomplete = () => {
    setReveal(true);
    const index = pricing.pieces.findIndex((p) => !p.priced);
    const piece = draft.pieces[index];
    if (piece) select(piece.id, true);
  };

  /** A failed send: `items.N.field` messages at their pieces; returns the lines for the alert. */
  const onFailure = (error: ApiErrorBody): string[] => {
    const split = splitServerErrors(
      error.errors,
      draft.pieces.map((p) => p.id),
    );
    setPieceErrors(split.pieces);
    const lines: string[] = [];
    draft.pieces.forEach((piece, i) => {
      for (const messages of Object.values(split.pieces[piece.id] ?? {}))
        for (const m of messages ?? []) lines.push(`Pieza ${i + 1}: ${m}`);
    });
    lines.push(...split.quote);
    const first = draft.pieces.find((p) => split.pieces[p.id]);
    if (first) {
      setReveal(true);
      select(first.id, false);
    }
    return lines;
  };

  const openRequest = () => {
    setRequestOpen(true);
    requestAnimationFrame(() => {
      requestHeading.current?.focus({ preventScroll: true });
      requestHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  const newQuote = () => {
    dispatch({ type: 'reset', line: line || active.line });
    setPieceErrors({});
    setReveal(false);
    setRequestOpen(false);
    setSentFolio(null);
    focusEditor.current = true;
  };

  if (linesWithTypes(catalog).length === 0) {
    return (
      <Container size="wide" className={styles.empty}>
        <p>
          El cotizador no está disponible en este momento. <Link href="/contacto">Escríbenos</Link> y te enviamos tu
          cotización.
        </p>
      </Container>
    );
  }

  const total = totalText(pricing, draft.pieces.length);
  const withErrors = new Set(Object.keys(pieceErrors));

  return (
    <div className={styles.quoter}>
      {readsOwnPrices ? <CallerOptionsReader onChange={onCallerOptions} /> : null}
      {sharedNotice ? (
        <Container size="wide">
          <SharedNotice state={sharedNotice} onDismiss={() => setShared(null)} />
        </Container>
      ) : null}
      <Container size="wide" className={styles.layout}>
        <div className={styles.main}>
          <PieceList
            catalog={catalog}
            pieces={draft.pieces}
            pricing={pricing.pieces}
            activeId={active.id}
            canAdd={canAdd}
            withErrors={withErrors}
            onSelect={(id) => select(id, true)}
            onAdd={() => {
              focusEditor.current = true;
              act({ type: 'add' });
            }}
          />
          <div ref={editorRef} className={styles.editorWrap}>
            <PieceEditor
              key={active.id}
              piece={active}
              number={activeIndex + 1}
              count={draft.pieces.length}
              pricing={pricing.pieces[activeIndex]!}
              catalog={catalog}
              priceList={priceList}
              serverErrors={pieceErrors[active.id]}
              revealErrors={reveal}
              canAdd={canAdd}
              onAction={act}
              onRemove={() => {
                focusEditor.current = true;
                act({ type: 'remove', id: active.id });
              }}
            />
            {canAdd && active.line ? (
              <button
                type="button"
                className={`${buttonClassName('secondary')} ${styles.addAnother}`}
                onClick={() => {
                  focusEditor.current = true;
                  act({ type: 'add' });
                }}
              >
                <span aria-hidden="true">+</span> Agregar otra pieza
              </button>
            ) : null}
          </div>
        </div>

        <aside className={styles.aside} aria-label="Resumen de tu cotización">
          <PiecePreview catalog={catalog} piece={active} number={activeIndex + 1} className={styles.previewAside} />
          <QuoteSummary
            catalog={catalog}
            pieces={draft.pieces}
            pricing={pricing}
            priceList={priceList}
            loadingPrices={signedIn && (ownPrices === 'loading' || caller.loading)}
            pricesFailed={caller.failed}
            activeId={active.id}
            onSelect={(id) => select(id, true)}
            headingRef={summaryHeading}
          >
            {signedIn ? (
              <AccountActions
                items={items}
                notes={draft.notes}
                onNotes={(value) => dispatch({ type: 'setNotes', value })}
                onIncomplete={onIncomplete}
                onFailure={onFailure}
              />
            ) : (
              <div className={styles.actions}>
                {requestsOffered ? null : <FeatureUnavailable feature="quote_requests" />}
                {sentFolio ? (
                  <p className={styles.sentNote}>
                    Solicitud enviada con el folio <strong>{sentFolio}</strong>.
                  </p>
                ) : null}
                {requestsOffered ? (
                  <button
                    type="button"
                    className={`${buttonClassName(sentFolio ? 'secondary' : 'primary')} ${styles.fullButton}`}
                    onClick={openRequest}
                    aria-controls="cotizador-solicitud"
                  >
                    {sentFolio ? 'Ver la solicitud enviada' : 'Solicitar esta cotización'}
                  </button>
                ) : null}
                <p className={styles.smallPrint}>
                  Sin costo ni compromiso: un distribuidor de {site.shortName} te contacta para confirmar medidas.{' '}
                  <Link href="/login">Inicia sesión</Link> para guardarla o comprar en línea.
                </p>
              </div>
            )}
            <ShareActions
              items={items}
              line={line}
              withPdf={!signedIn}
              onIncomplete={onIncomplete}
              onFailure={onFailure}
            />
          </QuoteSummary>
        </aside>
      </Container>

      {!signedIn && requestsOffered ? (
        <Container
          as="section"
          size="wide"
          id="cotizador-solicitud"
          className={styles.request}
          aria-labelledby="cotizador-solicitud-titulo"
        >
          <h2 id="cotizador-solicitud-titulo" ref={requestHeading} tabIndex={-1} className={styles.requestTitle}>
            Recibe tu cotización
          </h2>
          {sentFolio ? null : (
            <p className={styles.requestIntro}>
              Déjanos tus datos y un distribuidor autorizado te contacta para confirmar medidas, mostrarte muestras e
              instalar. Enviaremos {draft.pieces.length === 1 ? 'tu pieza' : `tus ${draft.pieces.length} piezas`} tal
              como las configuraste
              {pricing.quote ? (
                <>
                  : total <strong>{formatMXN(pricing.quote.totalCents)}</strong> con IVA.
                </>
              ) : (
                '.'
              )}
            </p>
          )}
          {requestOpen ? (
            <RequestForm
              items={items}
              onIncomplete={onIncomplete}
              onFailure={onFailure}
              onNewQuote={newQuote}
              onSent={setSentFolio}
              headingId="cotizador-solicitud-titulo"
            />
          ) : (
            <button type="button" className={buttonClassName('primary')} onClick={openRequest}>
              Llenar mis datos
            </button>
          )}
        </Container>
      ) : null}

      {summaryInView ? null : (
        <div className={styles.mobileBar}>
          <div className={styles.mobileTotal}>
            <span className={styles.mobileLabel}>
              {pricing.quote || pricing.partial.count ? `${total.label} con IVA` : 'Total con IVA'}
            </span>
            {pricing.quote || pricing.partial.count ? (
              <span className={styles.mobileAmount}>{total.amount}</span>
            ) : (
              <span className={styles.mobilePending}>Completa tu pieza</span>
            )}
          </div>
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => {
              summaryHeading.current?.focus({ preventScroll: true });
              summaryHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          >
            Ver resumen
          </button>
        </div>
      )}
    </div>
  );
}
