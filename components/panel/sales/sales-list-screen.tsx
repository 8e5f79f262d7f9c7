'use client';

import { Suspense, useMemo } from 'react';
import { LoadingStatus, SkeletonLines } from '@/components/panel/ui';
import { useSalesList, type SalesScope } from '@/lib/api/sales-scope';
import { useSession } from '@/lib/api/session';
import { useListParams } from './list-params';
import { EmptyState } from './notices';
import { salesColumns } from './sales-columns';
import { SalesList } from './sales-list';
import { SalesFeatureGate } from './sales-feature-gate';
import { introFor, SalesPage } from './sales-page';
import type { SalesResource } from './sales-resource';

/** A list of quotes or orders, own or served, where the host offers them. */
export function SalesListScreen({ resource, scope }: { resource: SalesResource; scope: SalesScope }) {
  return (
    <SalesFeatureGate feature={resource.api} path={resource.paths[scope]}>
      <ListScreen resource={resource} scope={scope} />
    </SalesFeatureGate>
  );
}

/** The list's title, the line for the role, and the table. */
function ListScreen({ resource, scope }: { resource: SalesResource; scope: SalesScope }) {
  const role = useSession((state) => state.user?.role.name);
  const intro = introFor(scope, role, resource.list.intro);
  return (
    <SalesPage path={resource.paths[scope]} intro={intro ? <p>{intro}</p> : null}>
      {/* useSearchParams needs a Suspense boundary when the page is prerendered. */}
      <Suspense
        fallback={
          <>
            <LoadingStatus>{`Cargando ${resource.words.many}…`}</LoadingStatus>
            <SkeletonLines lines={4} />
          </>
        }
      >
        <ResourceList resource={resource} scope={scope} />
      </Suspense>
    </SalesPage>
  );
}

/** The filters and page from the URL, the page of records from the API, and the states. */
function ResourceList({ resource, scope }: { resource: SalesResource; scope: SalesScope }) {
  const { api, words, list, statuses } = resource;
  const statusValues = useMemo(() => statuses.options.map((option) => option.value), [statuses]);
  const { params, setFilters, goToPage, setPerPage, pathname } = useListParams(statusValues);
  const result = useSalesList(api, scope, {
    page: params.page,
    per_page: params.perPage,
    status: params.status,
    search: params.search,
  });
  const role = useSession((state) => state.user?.role.name);
  const columns = useMemo(() => salesColumns(resource, scope), [resource, scope]);

  const empty =
    scope === 'own' ? (
      <EmptyState title={list.emptyOwn.title} action={{ href: '/cotizador', label: 'Ir al cotizador' }}>
        {list.emptyOwn.body}
      </EmptyState>
    ) : (
      <EmptyState title={role === 'admin' ? list.emptyServed.admin : list.emptyServed.distributor}>
        {list.emptyServed.body}
      </EmptyState>
    );

  return (
    <SalesList
      params={params}
      setFilters={setFilters}
      goToPage={goToPage}
      setPerPage={setPerPage}
      pathname={pathname}
      statusOptions={statuses.options}
      result={result}
      columns={columns}
      label={scope === 'own' ? `Lista de tus ${words.many}` : `Lista de ${words.many} de clientes`}
      what={words.theMany}
      empty={empty}
      noMatch={list.noMatch}
      searchLabel={scope === 'own' ? 'Buscar por folio' : 'Buscar por folio o cliente'}
      exportTarget={{ resource: api, scope, filters: { status: params.status, search: params.search } }}
    />
  );
}
