'use client';

import Link from 'next/link';
import { Suspense } from 'react';
import { LoadingStatus, SkeletonLines } from '@/components/panel/ui';
import { useOrders } from '@/lib/api/orders';
import type { Order } from '@/lib/contract/orders';
import type { SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import { useListParams } from '../sales/list-params';
import { EmptyState } from '../sales/notices';
import { salesColumns } from '../sales/sales-columns';
import { SalesList } from '../sales/sales-list';
import { introFor, SalesPage } from '../sales/sales-page';
import { ORDER_STATUS_OPTIONS, orderStatusInfo } from './order-status';

const STATUS_VALUES = ORDER_STATUS_OPTIONS.map((option) => option.value);

export const ORDER_LIST_PATHS = { own: '/panel/listas/ordenes', served: '/panel/listas/ordenes-admin' } as const;

/** Where an order of this list opens. */
export function orderDetailHref(scope: SalesScope, id: number): string {
  return `${ORDER_LIST_PATHS[scope]}/${id}`;
}

function OrdersList({ scope }: { scope: SalesScope }) {
  const { params, setFilters, goToPage, setPerPage, pathname } = useListParams(STATUS_VALUES);
  const result = useOrders(scope, { page: params.page, per_page: params.perPage, status: params.status, search: params.search });
  const role = useSession((state) => state.user?.role.name);

  const empty =
    scope === 'own' ? (
      <EmptyState title="Aún no tienes pedidos" action={{ href: '/cotizador', label: 'Ir al cotizador' }}>
        <p>
          Agrega piezas a tu carrito desde el cotizador y confírmalo en <Link href="/panel/listas/mi-carrito">Mi carrito</Link>: aquí
          seguirás cada pedido.
        </p>
      </EmptyState>
    ) : (
      <EmptyState title={role === 'admin' ? 'Aún no hay pedidos.' : 'Tus clientes aún no tienen pedidos.'}>
        <p>Cuando un cliente confirme su carrito, el pedido aparecerá aquí para que lo atiendas.</p>
      </EmptyState>
    );

  return (
    <SalesList
      params={params}
      setFilters={setFilters}
      goToPage={goToPage}
      setPerPage={setPerPage}
      pathname={pathname}
      statusOptions={ORDER_STATUS_OPTIONS}
      result={result}
      columns={salesColumns<Order>(scope, orderDetailHref, orderStatusInfo)}
      label={scope === 'own' ? 'Lista de tus pedidos' : 'Lista de pedidos de clientes'}
      noun="pedidos"
      empty={empty}
      noMatch="Ningún pedido coincide con los filtros."
    />
  );
}

/** /panel/listas/ordenes (own) and /panel/listas/ordenes-admin (served). */
export function OrdersScreen({ scope }: { scope: SalesScope }) {
  const role = useSession((state) => state.user?.role.name);
  const intro = introFor(scope, role, {
    own: 'Tus pedidos y en qué paso va cada uno.',
    admin: 'Todos los pedidos de la tienda: confírmalos y avanza su estado.',
    distributor: 'Los pedidos de los clientes que atiendes: confírmalos y avanza su estado.',
  });
  return (
    <SalesPage path={ORDER_LIST_PATHS[scope]} intro={intro ? <p>{intro}</p> : null}>
      {/* useSearchParams needs a Suspense boundary when the page is prerendered. */}
      <Suspense
        fallback={
          <>
            <LoadingStatus>Cargando pedidos…</LoadingStatus>
            <SkeletonLines lines={4} />
          </>
        }
      >
        <OrdersList scope={scope} />
      </Suspense>
    </SalesPage>
  );
}
