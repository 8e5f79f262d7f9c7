import 'server-only';
import { dealersCall } from '@/lib/contract/calls/dealers';
import { publicCatalogCall } from '@/lib/contract/calls/public-catalog';
import { z } from 'zod';
import type { CatalogImage, CatalogSnapshot } from '@/lib/contract/catalog';
import { catalogSnapshotSchema } from '@/lib/contract/catalog-schema';
import { dealerSchema, type Dealer } from '@/lib/contract/dealers';
import { env } from '@/lib/env';
import { cachedQuery } from '@/lib/server/cache';
import { CATALOG_TAG, DEALERS_TAG, PUBLIC_REVALIDATE_SECONDS } from '@/lib/server/services/public-data';
import { HostLacksCallError, readHost } from './host';
import type { SiteDataSource } from './source';

// A front end only: the public pages read GET /api/catalog and GET /api/dealers of the API host,
// cached like the local reads (same tags, same 60 s), so the host's revalidation call expires them.
// A host without those calls (one that implements only the spec) gives empty lists: the pages
// show their empty states and the browser's capability check explains what is missing.

const EMPTY_CATALOG: CatalogSnapshot = {
  lines: [],
  types: [],
  models: [],
  fabrics: [],
  galleries: [],
  motors: [],
  accessories: [],
};

const dealerListSchema = z.array(dealerSchema);

function emptyIfLacking<T>(empty: T) {
  return (error: unknown): T => {
    if (error instanceof HostLacksCallError) return empty;
    throw error;
  };
}

/** Photos are served by the host's API: their URLs must name it, not this front end. */
function withHostImages(catalog: CatalogSnapshot): CatalogSnapshot {
  const host = env.API_URL ?? '';
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${host}${src}`);
  const onHostImage = (image: CatalogImage): CatalogImage => ({
    ...image,
    src: absolute(image.src),
    srcset: image.srcset.map((v) => ({ ...v, src: absolute(v.src) })),
  });
  const onHost = <T extends { image: CatalogImage | null }>(item: T): T =>
    item.image ? { ...item, image: onHostImage(item.image) } : item;
  return {
    ...catalog,
    lines: catalog.lines.map(onHost),
    types: catalog.types.map(onHost),
    models: catalog.models.map(onHost),
    fabrics: catalog.fabrics.map((fabric) => ({ ...onHost(fabric), colors: fabric.colors.map(onHost) })),
  };
}

export const remoteSource: SiteDataSource = {
  catalog: cachedQuery(
    () => readHost(publicCatalogCall.path, catalogSnapshotSchema).then(withHostImages, emptyIfLacking(EMPTY_CATALOG)),
    'host-catalog',
    [CATALOG_TAG],
    PUBLIC_REVALIDATE_SECONDS,
  ),
  dealers: cachedQuery(
    () => readHost(dealersCall.path, dealerListSchema).catch(emptyIfLacking<Dealer[]>([])),
    'host-dealers',
    [DEALERS_TAG],
    PUBLIC_REVALIDATE_SECONDS,
  ),
};
