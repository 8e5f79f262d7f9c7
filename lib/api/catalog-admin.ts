// Catalogue administration (admin only): the whole catalogue with drafts, entries created,
// changed (published or not) and deleted, and their photos uploaded with progress.

import type {
  AdminCatalog,
  AdminCatalogEntry,
  CatalogCreateInput,
  CatalogKind,
  CatalogUpdateInput,
} from '@/lib/contract/catalog-admin';
import type { MessageBody } from '@/lib/contract/common';
import { revalidatePaths, useApi } from './swr';
import { request } from './transport';

const ADMIN_CATALOG_PATH = '/api/admin/catalog';

/** Every line, type, model, fabric and colour, drafts included. */
export function useAdminCatalog() {
  return useApi<AdminCatalog>(ADMIN_CATALOG_PATH);
}

/**
 * After a change: the catalogue, and the inventory screens (stock and prices follow fabrics,
 * colours and grids), read again.
 */
export function refreshCatalog() {
  return revalidatePaths([ADMIN_CATALOG_PATH, '/api/catalogs']);
}

/** POST /api/admin/catalog/{kind}: the new entry (a draft unless `published: true`). */
export function createCatalogEntry<K extends CatalogKind>(kind: K, data: CatalogCreateInput<K>) {
  return request<AdminCatalogEntry>(`${ADMIN_CATALOG_PATH}/${kind}`, { method: 'POST', json: data });
}

/** PUT /api/admin/catalog/{kind}/{id}: only the fields sent change. */
export function updateCatalogEntry<K extends CatalogKind>(kind: K, id: number, data: CatalogUpdateInput<K>) {
  return request<AdminCatalogEntry>(`${ADMIN_CATALOG_PATH}/${kind}/${id}`, { method: 'PUT', json: data });
}

/** Publishes a draft, or takes a published entry back to draft: on the site at once. */
export function setPublished(kind: CatalogKind, id: number, published: boolean) {
  return request<AdminCatalogEntry>(`${ADMIN_CATALOG_PATH}/${kind}/${id}`, { method: 'PUT', json: { published } });
}

/** DELETE /api/admin/catalog/{kind}/{id}: 409 while quotes, orders or carts use it. */
export function deleteCatalogEntry(kind: CatalogKind, id: number) {
  return request<MessageBody>(`${ADMIN_CATALOG_PATH}/${kind}/${id}`, { method: 'DELETE' });
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
  return request<AdminCatalogEntry>(`${ADMIN_CATALOG_PATH}/${kind}/${id}/image`, {
    method: 'POST',
    formData,
    onUploadProgress: onProgress,
    signal,
  });
}

/** DELETE …/{kind}/{id}/image: the drawing shows again. */
export function removeCatalogPhoto(kind: CatalogKind, id: number) {
  return request<AdminCatalogEntry>(`${ADMIN_CATALOG_PATH}/${kind}/${id}/image`, { method: 'DELETE' });
}
