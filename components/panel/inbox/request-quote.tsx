'use client';

import { useInboxRequest, quoteFromRequest } from '@/lib/api/inbox';
import { editQuote, sendQuote } from '@/lib/api/quote-flow';
import { useQuoterOptions } from '@/lib/api/quoter';
import { createDraft } from '@/lib/quoter/state';
import { DetailSkeleton } from '../sales/detail-skeleton';
import { EmptyState, LoadError } from '../sales/notices';
import { positiveInt } from '../sales/list-params';
import { SalesFeatureGate } from '../sales/sales-feature-gate';
import { SalesPage } from '../sales/sales-page';
import { QuoteForm } from '../quotes/quote-editor';
import { INBOX_PATH } from './inbox-screen';
import { quoteHref } from './request-card';

const back = { href: INBOX_PATH, label: 'Volver a las solicitudes' };

/**
 * /panel/solicitudes/{id}/cotizar: a message (or a visit request) priced as a quote with the
 * quoter's own editor, at the public list; saved, it is a requested quote in the sender's name
 * that the dealer goes on adjusting, or sends at once.
 */
export function RequestQuote({ id: rawId }: { id: string }) {
  return (
    <SalesFeatureGate feature="inbox" path={INBOX_PATH}>
      <RequestQuoteRead id={positiveInt(rawId)} />
    </SalesFeatureGate>
  );
}

function RequestQuoteRead({ id }: { id: number | null }) {
  const request = useInboxRequest(id);
  const options = useQuoterOptions(true);
  const body =
    id === null ? (
      <EmptyState title="Esta solicitud no existe." action={{ href: INBOX_PATH, label: 'Ver las solicitudes' }} />
    ) : request.error ? (
      <LoadError error={request.error} what="la solicitud" onRetry={() => void request.mutate()} />
    ) : options.error ? (
      <LoadError error={options.error} what="el catálogo" onRetry={() => void options.mutate()} />
    ) : request.data && options.data ? null : (
      <DetailSkeleton label="Cargando la solicitud…" />
    );
  if (body || !request.data || !options.data)
    return (
      <SalesPage path={INBOX_PATH} heading="Crear cotización" back={back}>
        {body}
      </SalesPage>
    );
  const asked = request.data;
  const who = asked.contact.name ?? asked.contact.email ?? 'el cliente';
  if (!asked.actions.includes('quote'))
    return (
      <SalesPage path={INBOX_PATH} heading={`Cotización para ${who}`} back={back}>
        <EmptyState
          title="Esta solicitud ya no se puede convertir en cotización."
          action={asked.quote ? { href: quoteHref(asked.quote.id), label: `Ver ${asked.quote.folio}` } : back}
        />
      </SalesPage>
    );
  return (
    <QuoteForm
      path={INBOX_PATH}
      heading={`Cotización para ${who}`}
      back={back}
      intro={`Lo que pidió: «${asked.summary}». Arma las piezas con las medidas que te dio o que tomaste; se calculan con la lista pública.`}
      catalog={options.data.catalog}
      priceList="publico"
      initial={{ draft: createDraft(), discount: '', note: '' }}
      persist={async (edit, andSend) => {
        const made = await quoteFromRequest(asked.id, edit.items);
        if (!made.ok) return made;
        const quoteId = made.data.quote_id;
        const adjusted = edit.discountPct.trim() !== '' || edit.customerNote.trim() !== '';
        // The quote exists now: a discount or a send refused is fixed on its own editor, not by making another.
        const saved = adjusted ? await editQuote(quoteId, edit) : null;
        if (saved && !saved.ok) return { ok: true, href: `${quoteHref(quoteId)}/ajustar` };
        const sent = andSend ? await sendQuote(quoteId) : null;
        if (sent && !sent.ok) return { ok: true, href: `${quoteHref(quoteId)}?guardada=1` };
        return { ok: true, href: `${quoteHref(quoteId)}?${andSend ? 'enviada' : 'guardada'}=1` };
      }}
    />
  );
}
