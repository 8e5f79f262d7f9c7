import 'server-only';
import type {
  AdminCatalog,
  AdminCatalogEntry,
  CatalogCreate,
  CatalogKind,
  CatalogUpdate,
} from '@/lib/contract/catalog-admin';
import type { MessageBody } from '@/lib/contract/common';
import { getDb } from '@/lib/server/db/client';
import { listAdminCatalog, readAdminEntry } from '@/lib/server/services/catalog-admin';
import { createEntry, deleteEntry, updateEntry } from '@/lib/server/services/catalog-admin-writes';
import { attachPhoto, deletePhotoFiles, detachPhoto, makeVariants } from '@/lib/server/services/catalog-images';
import { catalogChanged } from '@/lib/server/services/public-data';
import type { UserRecord } from '@/lib/server/services/users';
import { actorOf } from '@/lib/server/audit/record';

// Catalogue administration (admin only; the route checks the role). Every change reaches the
// public pages, the quoter and the front ends at once (catalogChanged): publishing a draft shows
// it, unpublishing hides it.

/** GET /api/admin/catalog */
export async function listCatalog(): Promise<AdminCatalog> {
  return listAdminCatalog(await getDb());
}

/** POST /api/admin/catalog/{kind}: the new entry (a draft unless `published: true`). */
export async function createCatalogEntry(actor: UserRecord, input: CatalogCreate): Promise<AdminCatalogEntry> {
  const db = await getDb();
  const id = await createEntry(db, input, actorOf(actor));
  catalogChanged();
  return readAdminEntry(db, input.kind, id);
}

/** PUT /api/admin/catalog/{kind}/{id}: an unknown id is a 404 before the body is judged. */
export async function updateCatalogEntry(
  actor: UserRecord,
  kind: CatalogKind,
  id: number,
  read: () => Promise<CatalogUpdate['data']>,
): Promise<AdminCatalogEntry> {
  const db = await getDb();
  await readAdminEntry(db, kind, id);
  await updateEntry(db, id, { kind, data: await read() } as CatalogUpdate, actorOf(actor));
  catalogChanged();
  return readAdminEntry(db, kind, id);
}

/** DELETE /api/admin/catalog/{kind}/{id}: 409 while quotes, orders, carts or child entries use it. */
export async function deleteCatalogEntry(kind: CatalogKind, id: number): Promise<MessageBody> {
  const db = await getDb();
  const photos = await deleteEntry(db, kind, id);
  await deletePhotoFiles(photos);
  catalogChanged();
  return { message: 'Eliminado del catálogo.' };
}

/** POST /api/admin/catalog/{kind}/{id}/image: resized into WebP variants; the old photo's files go. */
export async function uploadCatalogPhoto(
  actor: UserRecord,
  kind: CatalogKind,
  id: number,
  read: () => Promise<Uint8Array>,
): Promise<AdminCatalogEntry> {
  const db = await getDb();
  await readAdminEntry(db, kind, id);
  const variants = await makeVariants(await read());
  await attachPhoto(db, kind, id, variants, actor.id);
  catalogChanged();
  return readAdminEntry(db, kind, id);
}

/** DELETE /api/admin/catalog/{kind}/{id}/image: the drawing shows again. */
export async function removeCatalogPhoto(kind: CatalogKind, id: number): Promise<AdminCatalogEntry> {
  const db = await getDb();
  await detachPhoto(db, kind, id);
  catalogChanged();
  return readAdminEntry(db, kind, id);
}
