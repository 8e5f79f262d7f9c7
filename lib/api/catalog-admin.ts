// Catalogue administration (admin only): the whole catalogue with drafts, entries created,
// changed (published or not) and deleted, and their photos uploaded with progress.

import { adminCatalogCall } from '@/lib/contract/calls/admin-catalog';
import { createCatalogEntryCall } from '@/lib/contract/calls/create-catalog-entry';
import { deleteCatalogEntryCall } from '@/lib/contract/calls/delete-catalog-entry';
import { deleteCatalogImageCall } from '@/lib/contract/calls/delete-catalog-image';
import { stockCall } from '@/lib/contract/calls/stock';
import { updateCatalogEntryCall } from '@/lib/contract/calls/update-catalog-entry';
import { uploadCatalogImageCall } from '@/lib/contract/calls/upload-catalog-image';
import type { AdminCatalog, CatalogCreateInput, CatalogKind, CatalogUpdateInput } from '@/lib/contract/catalog-admin';
import { revalidatePaths, useApi } from './swr';
import { callApi } from './call';

/** Every line, type, model, fabric and colour, drafts included. */
export function useAdminCatalog() {
  return useApi<AdminCatalog>(adminCatalogCall.path);
}

/**
 * After a change: the catalogue, and the inventory screens (stock and prices follow fabrics,
 * colours and grids), read again.
 */
export function refreshCatalog() {
  return revalidatePaths([adminCatalogCall.path, stockCall.path]);
}

/** POST /api/admin/catalog/{kind}: the new entry (a draft unless `published: true`). */
export function createCatalogEntry<K extends CatalogKind>(kind: K, data: CatalogCreateInput<K>) {
  return callApi(createCatalogEntryCall, { params: { kind }, json: data });
}

/** PUT /api/admin/catalog/{kind}/{id}: only the fields sent change. */
export function updateCatalogEntry<K extends CatalogKind>(kind: K, id: number, data: CatalogUpdateInput<K>) {
  return callApi(updateCatalogEntryCall, { params: { kind, id }, json: data });
}

/** Publishes a draft, or takes a published entry back to draft: on the site at once. */
export function setPublished(kind: CatalogKind, id: number, published: boolean) {
  return callApi(updateCatalogEntryCall, { params: { kind, id }, json: { published } });
}

/** DELETE /api/admin/catalog/{kind}/{id}: 409 while quotes, orders or carts use it. */
export function deleteCatalogEntry(kind: CatalogKind, id: number) {
  return callApi(deleteCatalogEntryCall, { params: { kind, id } });
}

/** POST …/{kind}/{id}/image, multipart field `image`, with upload progress (0–1). */
export function uploadCatalogPhoto(
  kind: CatalogKind,
  id: number,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const formData = new FormData();
  formData.append('image', file);
  return callApi(uploadCatalogImageCall, {
    params: { kind, id },
    formData,
    onUploadProgress: onProgress,
    signal,
  });
}

/** DELETE …/{kind}/{id}/image: the drawing shows again. */
export function removeCatalogPhoto(kind: CatalogKind, id: number) {
  return callApi(deleteCatalogImageCall, { params: { kind, id } });
}
