'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { Field, TextAreaField } from '@/components/forms/field';
import { PieceEditor } from '@/components/quoter/piece-editor';
import { PieceList } from '@/components/quoter/piece-list';
import quoterStyles from '@/components/quoter/quoter.module.css';
import { Notice, panelButton } from '@/components/panel/ui';
import { editQuote, sendQuote } from '@/lib/api/quote-flow';
import { useQuoterOptions } from '@/lib/api/quoter';
import { useQuote } from '@/lib/api/quotes';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import type { ItemConfig } from '@/lib/contract/quote-config';
import type { Quote } from '@/lib/contract/quotes';
import type { PriceList } from '@/lib/pricing/types';
import type { PanelPath } from '@/lib/panel-routes';
import { formatMXN } from '@/lib/format/money';
import { discountedTotals, percentToBps, toDecimal } from '@/lib/pricing/money';
import { itemsToSend, priceDraft, type PieceField } from '@/lib/quoter/price';
import { splitServerErrors } from '@/lib/quoter/server-errors';
import { draftFromItems } from '@/lib/quoter/shared-quote';
import { MAX_ITEMS, activePiece, quoterReducer, type QuoterAction } from '@/lib/quoter/state';
import type { QuoterDraft } from '@/lib/quoter/types';
import { DetailSkeleton } from '../sales/detail-skeleton';
import { TotalsList } from '../sales/items';
import { ActionError, EmptyState, LoadError } from '../sales/notices';
import { positiveInt } from '../sales/list-params';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { SalesPage } from '../sales/sales-page';
import { refreshResource } from '../sales/sales-resource';
import { QUOTES } from './quote-resource';
import styles from './quote-editor.module.css';

type PieceErrors = Record<string, Partial<Record<PieceField, string[]>>>;

/**
 * /panel/listas/cotizaciones-admin/{id}/ajustar: the distributor serving a quote (or an admin)
 * changes it after measuring, with the quoter's own piece editor priced as it types: pieces,
 * measures and options, a discount and a note to the customer. It saves, or saves and sends.
 */
export function QuoteEditor({ id: rawId }: { id: string }) {
  return (
    <SalesFeatureGate feature="sales_flow" path={QUOTES.paths.served}>
      <QuoteEditorRead id={rawId} />
    </SalesFeatureGate>
  );
}

function QuoteEditorRead({ id: rawId }: { id: string }) {
  const id = positiveInt(rawId);
  const quote = useQuote(id);
  const options = useQuoterOptions(true);
  const back = { href: id ? `${QUOTES.paths.served}/${id}` : QUOTES.paths.served, label: 'Volver a la cotización' };
  const body =
    id === null ? (
      <EmptyState title="Esta cotización no existe." action={{ href: QUOTES.paths.served, label: 'Ver la lista' }} />
    ) : quote.error ? (
      <LoadError error={quote.error} what="la cotización" onRetry={() => void quote.mutate()} />
    ) : options.error ? (
      <LoadError error={options.error} what="el catálogo" onRetry={() => void options.mutate()} />
    ) : quote.data && options.data ? null : (
      <DetailSkeleton label="Cargando la cotización…" />
    );
  if (body || !quote.data || !options.data)
    return (
      <SalesPage path={QUOTES.paths.served} heading="Ajustar cotización" back={back}>
        {body}
      </SalesPage>
    );
  if (!quote.data.actions?.includes('edit'))
    return (
      <SalesPage path={QUOTES.paths.served} heading={`Ajustar ${quote.data.folio}`} back={back}>
        <EmptyState title="Esta cotización ya no se puede ajustar." action={{ href: back.href, label: back.label }} />
      </SalesPage>
    );
  return <QuoteEditorForm quote={quote.data} catalog={options.data.catalog} back={back} />;
}

function QuoteEditorForm({
  quote,
  catalog,
  back,
}: {
  quote: Quote;
  catalog: CatalogSnapshot;
  back: { href: string; label: string };
}) {
  return (
    <QuoteForm
      heading={`Ajustar ${quote.folio}`}
      back={back}
      intro={`Cambia las piezas a las medidas reales. El cliente verá los cambios cuando envíes la cotización${
        quote.version > 0 ? ` (será la versión ${quote.version + 1})` : ''
      }.`}
      catalog={catalog}
      priceList={quote.price_list}
      initial={{
        draft: draftFromItems(quote.items)!,
        discount: quote.discount_pct === '0' ? '' : quote.discount_pct,
        note: quote.customer_note ?? '',
      }}
      persist={async (edit, andSend) => {
        const saved = await editQuote(quote.id, edit);
        if (!saved.ok) return saved;
        const sent = andSend ? await sendQuote(quote.id) : null;
        if (sent && !sent.ok) return sent;
        return { ok: true, href: `${back.href}?${andSend ? 'enviada' : 'guardada'}=1` };
      }}
    />
  );
}

type Edit = { items: ItemConfig[]; discountPct: string; customerNote: string };

/**
 * The quote's pieces priced as they are typed, with a discount and a note to the customer: the
 * editor of a quote after measuring, and of a quote made from a request. `persist` saves (and
 * sends) it, answering where to go next or the server's refusal, shown on the form.
 */
export function QuoteForm({
  path = QUOTES.paths.served,
  heading,
  back,
  intro,
  catalog,
  priceList,
  initial,
  persist,
}: {
  /** The panel screen it belongs to (the navigation marks it). */
  path?: PanelPath;
  heading: string;
  back: { href: string; label: string };
  intro: string;
  catalog: CatalogSnapshot;
  priceList: PriceList;
  initial: { draft: QuoterDraft; discount: string; note: string };
  persist: (edit: Edit, andSend: boolean) => Promise<{ ok: true; href: string } | { ok: false; error: ApiErrorBody }>;
}) {
  const router = useRouter();
  const [draft, dispatch] = useReducer(quoterReducer, initial.draft);
  const [discount, setDiscount] = useState(initial.discount);
  const [note, setNote] = useState(initial.note);
  const [pieceErrors, setPieceErrors] = useState<PieceErrors>({});
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);

  const pricing = useMemo(() => priceDraft(catalog, draft.pieces, priceList), [catalog, draft.pieces, priceList]);
  const active = activePiece(draft);
  const activeIndex = draft.pieces.indexOf(active);
  const canAdd = draft.pieces.length < MAX_ITEMS;
  const bps = discount.trim() === '' ? 0 : percentToBps(discount.replace(',', '.'));
  const discountError =
    bps === null ? 'Escribe el descuento como un porcentaje, p. ej. 7.5.' : failure?.errors?.discount_pct?.[0];
  const totals = discountedTotals(pricing.partial.subtotalCents, bps ?? 0);

  const act = useCallback((action: QuoterAction) => {
    dispatch(action);
    if ('id' in action && action.type !== 'select') {
      setPieceErrors((errors) => {
        if (!errors[action.id]) return errors;
        const { [action.id]: _done, ...rest } = errors;
        return rest;
      });
    }
  }, []);

  async function save(andSend: boolean) {
    const items = itemsToSend(pricing);
    if (!items) {
      setReveal(true);
      const incomplete = draft.pieces[pricing.pieces.findIndex((p) => !p.priced)];
      if (incomplete) act({ type: 'select', id: incomplete.id });
      return;
    }
    if (bps === null) return;
    setBusy(andSend ? 'send' : 'save');
    setFailure(null);
    const result = await persist({ items, discountPct: discount.replace(',', '.'), customerNote: note }, andSend);
    setBusy(null);
    if (!result.ok) {
      const split = splitServerErrors(
        result.error.errors,
        draft.pieces.map((p) => p.id),
      );
      setPieceErrors(split.pieces);
      setFailure(result.error);
      if (Object.keys(split.pieces).length > 0) setReveal(true);
      return;
    }
    void refreshResource(QUOTES);
    router.push(result.href);
  }

  return (
    <SalesPage path={path} heading={heading} back={back}>
      <p className={styles.intro}>{intro}</p>
      {failure && !failure.errors?.discount_pct ? (
        <ActionError error={failure} title="No se pudieron guardar los cambios" />
      ) : null}
      <div className={quoterStyles.layout}>
        <div className={quoterStyles.main}>
          <PieceList
            catalog={catalog}
            pieces={draft.pieces}
            pricing={pricing.pieces}
            activeId={active.id}
            canAdd={canAdd}
            withErrors={new Set(Object.keys(pieceErrors))}
            onSelect={(id) => act({ type: 'select', id })}
            onAdd={() => act({ type: 'add' })}
          />
          <div className={quoterStyles.editorWrap}>
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
              onRemove={() => act({ type: 'remove', id: active.id })}
            />
          </div>
        </div>
        <aside className={`${quoterStyles.aside} ${styles.aside}`} aria-label="Descuento, nota y totales">
          <Field
            label="Descuento (%)"
            inputMode="decimal"
            optional
            value={discount}
            onChange={(event) => {
              setDiscount(event.target.value);
              setFailure((current) => (current?.errors?.discount_pct ? null : current));
            }}
            hint="Sobre el subtotal, antes de IVA."
            error={discountError}
          />
          <TextAreaField
            label="Nota para el cliente"
            optional
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            hint="Por ejemplo: lo que encontraste al medir, o cuándo puedes instalar."
          />
          <TotalsList
            subtotal={toDecimal(totals.subtotalCents)}
            discount={{ label: `Descuento (${discount || '0'} %)`, amount: toDecimal(totals.discountCents) }}
            tax={toDecimal(totals.taxCents)}
            total={toDecimal(totals.totalCents)}
          />
          {pricing.quote ? null : (
            <Notice tone="info">
              {`Con las piezas completas: ${formatMXN(totals.totalCents)}. Completa las demás para guardar.`}
            </Notice>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={panelButton('primary')}
              disabled={busy !== null}
              aria-busy={busy === 'send' || undefined}
              onClick={() => void save(true)}
            >
              {busy === 'send' ? 'Enviando…' : 'Guardar y enviar al cliente'}
            </button>
            <button
              type="button"
              className={panelButton('secondary')}
              disabled={busy !== null}
              aria-busy={busy === 'save' || undefined}
              onClick={() => void save(false)}
            >
              {busy === 'save' ? 'Guardando…' : 'Guardar sin enviar'}
            </button>
          </div>
        </aside>
      </div>
    </SalesPage>
  );
}
