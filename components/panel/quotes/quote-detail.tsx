'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useQuote } from '@/lib/api/quotes';
import { changeQuoteStatus, deleteQuote, downloadQuotePdf } from '@/lib/api/quotes';
import type { Quote, QuoteStatusTarget } from '@/lib/contract/quotes';
import type { SalesScope } from '@/lib/api/sales-scope';
import type { ApiErrorBody } from '@/lib/contract/common';
import { useSession } from '@/lib/api/session';
import { canDeleteQuote, quoteStatusInfo, quoteStatusTargets, QUOTE_STATUS_INFO } from './quote-status';
import { QUOTES } from './quote-resource';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { DetailSkeleton } from '../sales/detail-skeleton';
import { dateTime, positiveInt, shortDate } from '../sales/format';
import { ItemList, Totals } from '../sales/items';
import { ActionError, Announce, EmptyState, LoadError } from '../sales/notices';
import { DealerText, PartyText, PRICE_LIST_LABELS } from '../sales/parties';
import { refreshAfterChange } from '@/lib/api/counters';
import { SalesPage } from '../sales/sales-page';
import { StatusBadge } from '../sales/status-badge';
import styles from '../sales/sales.module.css';

const BACK = {
  own: { href: QUOTES.paths.own, label: 'Mis cotizaciones' },
  served: { href: QUOTES.paths.served, label: 'Cotizaciones de clientes' },
} as const;

/** /panel/listas/cotizaciones/{id} and /panel/listas/cotizaciones-admin/{id}. */
export function QuoteDetail({ id: rawId, scope }: { id: string; scope: SalesScope }) {
  const id = positiveInt(rawId);
  const { data: quote, error, mutate } = useQuote(id);
  const path = QUOTES.paths[scope];

  if (id === null) {
    return (
      <SalesPage path={path} heading="Cotización" back={BACK[scope]}>
        <EmptyState title="Esta cotización no existe." action={{ href: path, label: 'Ver la lista' }} />
      </SalesPage>
    );
  }
  if (!quote) {
    return (
      <SalesPage path={path} heading="Cotización" back={BACK[scope]}>
        {error ? <LoadError error={error} what="la cotización" onRetry={() => void mutate()} /> : <DetailSkeleton label="Cargando la cotización…" />}
      </SalesPage>
    );
  }
  return <QuoteView quote={quote} scope={scope} onChange={(next) => void mutate(next, { revalidate: false })} />;
}

function QuoteView({ quote, scope, onChange }: { quote: Quote; scope: SalesScope; onChange: (quote: Quote) => void }) {
  const router = useRouter();
  const user = useSession((state) => state.user);
  const status = quoteStatusInfo(quote.status);
  const [pdf, setPdf] = useState<{ busy: boolean; error: ApiErrorBody | null }>({ busy: false, error: null });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<ApiErrorBody | null>(null);
  const mayDelete = canDeleteQuote(quote, user?.id);

  async function download() {
    setPdf({ busy: true, error: null });
    const result = await downloadQuotePdf(quote.id, quote.folio);
    setPdf({ busy: false, error: result.ok ? null : result.error });
  }

  async function remove() {
    setDeleting(true);
    setDeleteError(null);
    const result = await deleteQuote(quote.id);
    setDeleting(false);
    setConfirmDelete(false);
    if (!result.ok) {
      setDeleteError(result.error);
      return;
    }
    void refreshAfterChange(['/api/quotes']);
    router.push(QUOTES.paths[scope]);
  }

  return (
    <SalesPage
      path={QUOTES.paths[scope]}
      back={BACK[scope]}
      heading={
        <>
          <span>Cotización {quote.folio}</span>
          <StatusBadge label={status.label} tone={status.tone} />
        </>
      }
      actions={
        <>
          <button type="button" className={styles.primaryButton} onClick={download} disabled={pdf.busy} aria-busy={pdf.busy || undefined}>
            {pdf.busy ? 'Preparando PDF…' : 'Descargar PDF'}
          </button>
          {mayDelete ? (
            <button type="button" className={styles.dangerButton} onClick={() => setConfirmDelete(true)}>
              Eliminar borrador
            </button>
          ) : null}
        </>
      }
    >
      <ActionError error={pdf.error} title="No se pudo descargar el PDF" />
      <ActionError error={deleteError} title="No se pudo eliminar la cotización" />

      <section className={styles.box} aria-labelledby="cotizacion-datos">
        <h2 id="cotizacion-datos" className={styles.boxTitle}>
          Datos de la cotización
        </h2>
        <dl className={styles.meta}>
          <div>
            <dt>Fecha</dt>
            <dd>
              <time dateTime={quote.created_at}>{dateTime(quote.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Vigente hasta</dt>
            <dd>
              <time dateTime={quote.valid_until}>{shortDate(quote.valid_until)}</time>
            </dd>
          </div>
          <div>
            <dt>Precios</dt>
            <dd>{PRICE_LIST_LABELS[quote.price_list] ?? quote.price_list}</dd>
          </div>
          <div>
            <dt>Cliente</dt>
            <dd>
              <PartyText party={quote.customer} />
            </dd>
          </div>
          <div>
            <dt>Distribuidor</dt>
            <dd>
              <DealerText dealer={quote.distributor} />
            </dd>
          </div>
          {quote.notes ? (
            <div>
              <dt>Notas</dt>
              <dd>{quote.notes}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <QuoteStatusForm quote={quote} onChange={onChange} />

      <section aria-labelledby="cotizacion-productos" className={styles.page}>
        <h2 id="cotizacion-productos" className={styles.boxTitle}>
          Productos
        </h2>
        <ItemList items={quote.items} label={`Productos de la cotización ${quote.folio}`} />
        <Totals subtotal={quote.subtotal} tax={quote.tax} total={quote.total} note={<p>Precios en pesos mexicanos (MXN), IVA incluido en el total.</p>} />
      </section>

      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar esta cotización?"
        confirmLabel={deleting ? 'Eliminando…' : 'Sí, eliminar'}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>
          El borrador {quote.folio} se eliminará y no podrás recuperarlo. Puedes volver a cotizar cuando quieras.
        </p>
      </ConfirmDialog>
    </SalesPage>
  );
}

/** Distributors and admins move the quote: enviada, aceptada, rechazada or vencida. */
function QuoteStatusForm({ quote, onChange }: { quote: Quote; onChange: (quote: Quote) => void }) {
  const role = useSession((state) => state.user?.role.name);
  const targets = quoteStatusTargets(quote.status, role);
  const id = useId();
  const [target, setTarget] = useState<QuoteStatusTarget | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (targets.length === 0 && done === null) return null;

  async function submit() {
    if (!target) {
      setError({ message: 'Elige el nuevo estado.' });
      return;
    }
    setBusy(true);
    setError(null);
    setDone(null);
    const result = await changeQuoteStatus(quote.id, target);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setTarget('');
    setDone(`La cotización ahora está ${quoteStatusInfo(result.data.status).label.toLowerCase()}.`);
    onChange(result.data);
    void refreshAfterChange(['/api/quotes']);
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.boxTitle}>
        Estado de la cotización
      </h2>
      <Announce message={done} />
      {targets.length > 0 ? (
        <form
          className={styles.statusForm}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className={styles.filter}>
            <label htmlFor={`${id}-estado`} className={styles.filterLabel}>
              Nuevo estado
            </label>
            <select
              id={`${id}-estado`}
              className={`${styles.control} ${styles.select}`}
              value={target}
              aria-invalid={error && !target ? true : undefined}
              onChange={(event) => setTarget(event.target.value as QuoteStatusTarget | '')}
            >
              <option value="">Elige un estado</option>
              {targets.map((status) => (
                <option key={status} value={status}>
                  {QUOTE_STATUS_INFO[status].label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button type="submit" className={styles.primaryButton} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Guardando…' : 'Cambiar estado'}
            </button>
          </div>
        </form>
      ) : null}
      <ActionError error={error} title="No se pudo cambiar el estado" />
    </section>
  );
}
