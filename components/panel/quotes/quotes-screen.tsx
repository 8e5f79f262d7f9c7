'use client';

import { Suspense } from 'react';
import { LoadingStatus, SkeletonLines } from '@/components/panel/ui';
import { useQuotes } from '@/lib/api/quotes';
import type { Quote } from '@/lib/contract/quotes';
import type { SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import { QUOTE_STATUS_OPTIONS, quoteStatusInfo } from './quote-status';
import { useListParams } from '../sales/list-params';
import { EmptyState } from '../sales/notices';
import { introFor, SalesPage } from '../sales/sales-page';
import { salesColumns } from '../sales/sales-columns';
import { SalesList } from '../sales/sales-list';

const STATUS_VALUES = QUOTE_STATUS_OPTIONS.map((option) => option.value);

export const QUOTE_LIST_PATHS = { own: '/panel/listas/cotizaciones', served: '/panel/listas/cotizaciones-admin' } as const;

/** Where a quote of this list opens. */
export function quoteDetailHref(scope: SalesScope, id: number): string {
  return `${QUOTE_LIST_PATHS[scope]}/${id}`;
}

function QuotesList({ scope }: { scope: SalesScope }) {
  const { params, setFilters, goToPage, setPerPage, pathname } = useListParams(STATUS_VALUES);
  const result = useQuotes(scope, { page: params.page, per_page: params.perPage, status: params.status, search: params.search });
  const role = useSession((state) => state.user?.role.name);

  const empty =
    scope === 'own' ? (
      <EmptyState title="Aún no tienes cotizaciones" action={{ href: '/cotizador', label: 'Ir al cotizador' }}>
        <p>Arma tus persianas y toldos en el cotizador y guarda la cotización: aquí verás su folio, su vigencia y su PDF.</p>
      </EmptyState>
    ) : (
      <EmptyState title={role === 'admin' ? 'Aún no hay cotizaciones.' : 'Tus clientes aún no tienen cotizaciones.'}>
        <p>Cuando un cliente guarde o solicite una cotización, aparecerá aquí.</p>
      </EmptyState>
    );

  return (
    <SalesList
      params={params}
      setFilters={setFilters}
      goToPage={goToPage}
      setPerPage={setPerPage}
      pathname={pathname}
      statusOptions={QUOTE_STATUS_OPTIONS}
      result={result}
      columns={salesColumns<Quote>(scope, quoteDetailHref, quoteStatusInfo)}
      label={scope === 'own' ? 'Lista de tus cotizaciones' : 'Lista de cotizaciones de clientes'}
      noun="cotizaciones"
      empty={empty}
      noMatch="Ninguna cotización coincide con los filtros."
    />
  );
}

/** /panel/listas/cotizaciones (own) and /panel/listas/cotizaciones-admin (served). */
export function QuotesScreen({ scope }: { scope: SalesScope }) {
  const role = useSession((state) => state.user?.role.name);
  const intro = introFor(scope, role, {
    own: 'Las cotizaciones que guardaste en el cotizador, con su folio, su vigencia y su PDF.',
    admin: 'Todas las cotizaciones de la tienda.',
    distributor: 'Las cotizaciones de los clientes que atiendes y las solicitudes que te asignaron.',
  });
  return (
    <SalesPage path={QUOTE_LIST_PATHS[scope]} intro={intro ? <p>{intro}</p> : null}>
      {/* useSearchParams needs a Suspense boundary when the page is prerendered. */}
      <Suspense
        fallback={
          <>
            <LoadingStatus>Cargando cotizaciones…</LoadingStatus>
            <SkeletonLines lines={4} />
          </>
        }
      >
        <QuotesList scope={scope} />
      </Suspense>
    </SalesPage>
  );
}
