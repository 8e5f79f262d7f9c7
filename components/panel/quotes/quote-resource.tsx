// Quotes as the shared sales screens show them (components/panel/sales).

import type { SalesResource } from '../sales/sales-resource';
import { QUOTE_STATUS_TABLE } from './quote-status';

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
};
