// Quotes as the shared sales screens show them (components/panel/sales).

import type { QuoteStatus } from '@/lib/contract/quotes';
import { ORDERS } from '../orders/order-resource';
import { detailHref, type SalesResource } from '../sales/sales-resource';
import { QUOTE_STATUS_TABLE } from './quote-status';

/** A request, or the customer's changes: the quote waits for the distributor's adjusted version. */
const WAITING_FOR_STAFF: readonly QuoteStatus[] = ['solicitada', 'cambios'];

export const QUOTES: SalesResource<'quotes'> = {
  api: 'quotes',
  words: {
    one: 'Cotización',
    many: 'cotizaciones',
    the: 'la cotización',
    theMany: 'las cotizaciones',
    ofThe: 'de la cotización',
    thisOne: 'Esta cotización',
  },
  idPrefix: 'cotizacion',
  paths: { own: '/panel/listas/cotizaciones', served: '/panel/listas/cotizaciones-admin' },
  statuses: QUOTE_STATUS_TABLE,
  list: {
    intro: {
      own: 'Las cotizaciones que guardaste en el cotizador, con su folio, su vigencia y su PDF.',
      admin: 'Todas las cotizaciones de la tienda.',
      distributor: 'Las cotizaciones de los clientes que atiendes y las solicitudes que te asignaron.',
    },
    emptyOwn: {
      title: 'Aún no tienes cotizaciones',
      body: (
        <p>
          Arma tus persianas y toldos en el cotizador y guarda la cotización: aquí verás su folio, su vigencia y su PDF.
        </p>
      ),
    },
    emptyServed: {
      admin: 'Aún no hay cotizaciones.',
      distributor: 'Tus clientes aún no tienen cotizaciones.',
      body: <p>Cuando un cliente guarde o solicite una cotización, aparecerá aquí.</p>,
    },
    noMatch: 'Ninguna cotización coincide con los filtros.',
  },
  // The same steps as the quote's own screen offers (quote-deal.tsx), from the actions the server
  // says the reader may take.
  nextStep(quote, scope) {
    const detail = detailHref(QUOTES, scope, quote.id);
    if (scope === 'served' && WAITING_FOR_STAFF.includes(quote.status) && quote.actions.includes('edit'))
      return { label: 'Ajustar y enviar', href: `${detail}/ajustar` };
    if (quote.actions.includes('accept')) return { label: 'Responder', href: detail };
    if (quote.actions.includes('request')) return { label: 'Pedir cotización formal', href: detail };
    if (quote.order_id) return { label: 'Ver el pedido', href: detailHref(ORDERS, scope, quote.order_id) };
    return { label: 'Ver detalle', href: detail };
  },
};
