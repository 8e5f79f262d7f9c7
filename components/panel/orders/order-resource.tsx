// Orders as the shared sales screens show them (components/panel/sales).

import Link from 'next/link';
import { detailHref, type SalesResource } from '../sales/sales-resource';
import { ORDER_STATUS_TABLE, orderStatusInfo } from './order-status';

export const ORDERS: SalesResource<'orders'> = {
  api: 'orders',
  words: {
    one: 'Pedido',
    many: 'pedidos',
    the: 'el pedido',
    theMany: 'los pedidos',
    ofThe: 'del pedido',
    thisOne: 'Este pedido',
  },
  idPrefix: 'pedido',
  paths: { own: '/panel/listas/ordenes', served: '/panel/listas/ordenes-admin' },
  statuses: ORDER_STATUS_TABLE,
  list: {
    intro: {
      own: 'Tus pedidos y en qué paso va cada uno.',
      admin: 'Todos los pedidos de la tienda: confírmalos y avanza su estado.',
      distributor: 'Los pedidos de los clientes que atiendes: confírmalos y avanza su estado.',
    },
    emptyOwn: {
      title: 'Aún no tienes pedidos',
      body: (
        <p>
          Agrega piezas a tu carrito desde el cotizador y confírmalo en{' '}
          <Link href="/panel/listas/mi-carrito">Mi carrito</Link>: aquí seguirás cada pedido.
        </p>
      ),
    },
    emptyServed: {
      admin: 'Aún no hay pedidos.',
      distributor: 'Tus clientes aún no tienen pedidos.',
      body: <p>Cuando un cliente confirme su carrito, el pedido aparecerá aquí para que lo atiendas.</p>,
    },
    noMatch: 'Ningún pedido coincide con los filtros.',
  },
  // Whoever serves the order moves it along (its detail has the payment and the status change);
  // the customer follows it on its detail.
  nextStep(order, scope) {
    const href = detailHref(ORDERS, scope, order.id);
    if (scope === 'served') {
      // A pending order's deposit, once paid, confirms it.
      if (order.status === 'pendiente' && Number(order.deposit_due) > 0) return { label: 'Registrar anticipo', href };
      const next = order.next_statuses.find((status) => status !== 'cancelado');
      if (next) return { label: `Pasar a «${orderStatusInfo(next).label}»`, href };
    }
    return { label: 'Ver detalle', href };
  },
};
