'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { changeQuoteStatus, deleteQuote, downloadQuotePdf, useQuote } from '@/lib/api/quotes';
import type { SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { Quote, QuoteStatusTarget } from '@/lib/contract/quotes';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { positiveInt, shortDate } from '../sales/format';
import { ActionError, Announce } from '../sales/notices';
import { SaleFrame } from '../sales/sale-frame';
import { SalesDetail } from '../sales/sales-detail';
import { refreshAfterChange } from '@/lib/api/counters';
import styles from '../sales/sales.module.css';
import { QUOTES } from './quote-resource';
import { canDeleteQuote, quoteStatusInfo, quoteStatusTargets, QUOTE_STATUS_INFO } from './quote-status';

/** /panel/listas/cotizaciones/{id} and /panel/listas/cotizaciones-admin/{id}. */
export function QuoteDetail({ id: rawId, scope }: { id: string; scope: SalesScope }) {
  const id = positiveInt(rawId);
  const read = useQuote(id);
  return (
    <SalesDetail resource={QUOTES} scope={scope} id={id} read={read}>
      {(quote, replace) => <QuoteView quote={quote} scope={scope} onChange={replace} />}
    </SalesDetail>
  );
}

/** What only a quote has: its validity, the PDF, deleting a draft and the quote's status targets. */
function QuoteView({ quote, scope, onChange }: { quote: Quote; scope: SalesScope; onChange: (quote: Quote) => void }) {
  const router = useRouter();
  const user = useSession((state) => state.user);
  const [pdf, setPdf] = useState<{ busy: boolean; error: ApiErrorBody | null }>({ busy: false, error: null });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<ApiErrorBody | null>(null);

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
    <SaleFrame
      resource={QUOTES}
      scope={scope}
      sale={quote}
      actions={
        <>
          <button type="button" className={styles.primaryButton} onClick={download} disabled={pdf.busy} aria-busy={pdf.busy || undefined}>
            {pdf.busy ? 'Preparando PDF…' : 'Descargar PDF'}
          </button>
          {canDeleteQuote(quote, user?.id) ? (
            <button type="button" className={styles.dangerButton} onClick={() => setConfirmDelete(true)}>
              Eliminar borrador
            </button>
          ) : null}
        </>
      }
      notices={
        <>
          <ActionError error={pdf.error} title="No se pudo descargar el PDF" />
          <ActionError error={deleteError} title="No se pudo eliminar la cotización" />
        </>
      }
      facts={{
        afterDate: [{ label: 'Vigente hasta', value: <time dateTime={quote.valid_until}>{shortDate(quote.valid_until)}</time> }],
        notesLabel: 'Notas',
      }}
      statusChange={
        <QuoteStatusForm quote={quote} onChange={onChange} />
      }
      totals={{ note: <p>Precios en pesos mexicanos (MXN), IVA incluido en el total.</p> }}
    >
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar esta cotización?"
        confirmLabel={deleting ? 'Eliminando…' : 'Sí, eliminar'}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>El borrador {quote.folio} se eliminará y no podrás recuperarlo. Puedes volver a cotizar cuando quieras.</p>
      </ConfirmDialog>
    </SaleFrame>
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
