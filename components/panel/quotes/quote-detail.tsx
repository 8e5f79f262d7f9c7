'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import { changeQuoteStatus, deleteQuote, downloadQuotePdf, useQuote } from '@/lib/api/quotes';
import type { SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { Quote } from '@/lib/contract/quotes';
import { formatShortDate } from '@/lib/format/dates';
import { panelButton } from '../ui/button-class';
import { positiveInt } from '../sales/list-params';
import { ConfirmDialog } from '../sales/confirm-dialog';
import { ActionError, Announce } from '../sales/notices';
import { SaleFrame } from '../sales/sale-frame';
import { SalesDetail } from '../sales/sales-detail';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { Timeline } from '../sales/timeline';
import { refreshResource } from '../sales/sales-resource';
import { StatusChange } from '../sales/status-change';
import { useConfirmedAction } from '../sales/use-confirmed-action';
import { QUOTES } from './quote-resource';
import { QuoteDeal } from './quote-deal';
import { SaleVisits } from '../agenda/sale-visits';
import { quoteEventEntry } from './quote-events';
import { canDeleteQuote, quoteStatusTargets } from './quote-status';

/** /panel/listas/cotizaciones/{id} and /panel/listas/cotizaciones-admin/{id}. */
export function QuoteDetail({ id, scope }: { id: string; scope: SalesScope }) {
  return (
    <SalesFeatureGate feature="quotes" path={QUOTES.paths[scope]}>
      <QuoteRead id={id} scope={scope} />
    </SalesFeatureGate>
  );
}

function QuoteRead({ id: rawId, scope }: { id: string; scope: SalesScope }) {
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
  const flow = useFeature('sales_flow').status === 'available';
  // Back from the editor (quote-editor.tsx): what it did.
  const search = useSearchParams();
  const arrived = search.get('enviada')
    ? `Enviamos la versión ${quote.version} a ${quote.customer.email ?? 'el cliente'}, con su PDF.`
    : search.get('guardada')
      ? 'Guardamos tus cambios: el cliente los verá cuando le envíes la cotización.'
      : null;
  const [pdf, setPdf] = useState<{ busy: boolean; error: ApiErrorBody | null }>({ busy: false, error: null });
  const remove = useConfirmedAction(
    () => deleteQuote(quote.id),
    () => {
      void refreshResource(QUOTES);
      router.push(QUOTES.paths[scope]);
    },
  );

  async function download() {
    setPdf({ busy: true, error: null });
    const result = await downloadQuotePdf(quote.id, quote.folio);
    setPdf({ busy: false, error: result.ok ? null : result.error });
  }

  return (
    <SaleFrame
      resource={QUOTES}
      scope={scope}
      sale={quote}
      actions={
        <>
          <button
            type="button"
            className={panelButton('primary')}
            onClick={download}
            disabled={pdf.busy}
            aria-busy={pdf.busy || undefined}
          >
            {pdf.busy ? 'Preparando PDF…' : 'Descargar PDF'}
          </button>
          {canDeleteQuote(quote, user?.id) ? (
            <button type="button" className={panelButton('danger')} onClick={remove.ask}>
              Eliminar borrador
            </button>
          ) : null}
        </>
      }
      notices={
        <>
          <Announce message={arrived} />
          <ActionError error={pdf.error} title="No se pudo descargar el PDF" />
          <ActionError error={remove.error} title="No se pudo eliminar la cotización" />
          {flow ? <QuoteDeal quote={quote} scope={scope} onChange={onChange} /> : null}
          <SaleVisits
            of={{ kind: 'medicion', quoteId: quote.id, folio: quote.folio, address: null }}
            distributorId={quote.distributor?.id ?? null}
            canBook={scope === 'served' && !['aceptada', 'rechazada', 'vencida'].includes(quote.status)}
          />
        </>
      }
      facts={{
        afterDate: [
          {
            label: 'Vigente hasta',
            value: <time dateTime={quote.valid_until}>{formatShortDate(quote.valid_until)}</time>,
          },
        ],
        notesLabel: 'Notas',
      }}
      statusChange={
        <StatusChange
          resource={QUOTES}
          targets={quoteStatusTargets(quote.status, user?.role.name, flow)}
          change={(status) => changeQuoteStatus(quote.id, status)}
          onChanged={onChange}
        />
      }
      totals={{
        discount: { label: `Descuento (${quote.discount_pct} %)`, amount: quote.discount ?? '0.00' },
        note: <p>Precios en pesos mexicanos (MXN), IVA incluido en el total.</p>,
      }}
      after={
        flow && quote.events?.length ? (
          <Timeline id="cotizacion-historial" title="Historial" entries={quote.events.map(quoteEventEntry)} />
        ) : null
      }
    >
      <ConfirmDialog
        open={remove.asking}
        title="¿Eliminar esta cotización?"
        confirmLabel={remove.busy ? 'Eliminando…' : 'Sí, eliminar'}
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.dismiss}
      >
        <p>El borrador {quote.folio} se eliminará y no podrás recuperarlo. Puedes volver a cotizar cuando quieras.</p>
      </ConfirmDialog>
    </SaleFrame>
  );
}
