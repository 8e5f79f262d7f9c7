'use client';

import type { ReactNode } from 'react';
import type { ApiError } from '@/lib/api/errors';
import type { SalesScope } from '@/lib/api/sales-scope';
import { DetailSkeleton } from './detail-skeleton';
import { EmptyState, LoadError } from './notices';
import { SalesPage } from './sales-page';
import { backToList, type SalesResource } from './sales-resource';

/** A record's read, as the lib/api hooks (useQuote, useOrder) answer it. */
type RecordRead<T> = {
  data: T | undefined;
  error: ApiError | undefined;
  mutate: (data?: T, options?: { revalidate?: boolean }) => unknown;
};

/**
 * One quote or order at /panel/listas/…/{id}: "does not exist" for an id that cannot be one,
 * the skeleton while it loads, the server's answer when the read fails; then `children` draws
 * it, with `replace` to show the record a change answered (no second request).
 */
export function SalesDetail<T>({
  resource,
  scope,
  id,
  read,
  children,
}: {
  resource: SalesResource;
  scope: SalesScope;
  /** The id from the URL, or null when it is not a positive whole number. */
  id: number | null;
  read: RecordRead<T>;
  children: (record: T, replace: (next: T) => void) => ReactNode;
}) {
  const { words, paths } = resource;
  const path = paths[scope];

  if (id !== null && read.data !== undefined) {
    return children(read.data, (next) => void read.mutate(next, { revalidate: false }));
  }
  return (
    <SalesPage path={path} heading={words.one} back={backToList(resource, scope)}>
      {id === null ? (
        <EmptyState title={`${words.thisOne} no existe.`} action={{ href: path, label: 'Ver la lista' }} />
      ) : read.error ? (
        <LoadError error={read.error} what={words.the} onRetry={() => void read.mutate()} />
      ) : (
        <DetailSkeleton label={`Cargando ${words.the}…`} />
      )}
    </SalesPage>
  );
}
