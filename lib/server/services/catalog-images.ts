import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import * as t from '@/lib/server/db/schema';
import { CATALOG_IMAGE_WIDTHS, catalogVariantKey } from '@/lib/contract/catalog';
import type { CatalogKind } from '@/lib/contract/catalog-admin';
import { randomSecret } from '@/lib/server/auth/tokens';
import { encodeWebp, readPhoto, type EncodedPhoto } from '@/lib/server/files/photo';
import { deleteObject, putObject } from '@/lib/server/storage';
import { notFound, TABLES } from './catalog-admin';
import type { StoredPhoto } from './catalog-admin-writes';

// Catalogue photos: the upload is decoded and re-encoded (lib/server/files/photo.ts) and stored
// as WebP variants at the widths of CATALOG_IMAGE_WIDTHS no wider than the original, so pages
// can offer a srcset.

/**
 * The widths to make for an original `width` px wide: the standard ones that fit, plus the
 * original's own width when it falls between two (so its detail is kept), never an upscale.
 */
function variantWidths(width: number): number[] {
  const largest = CATALOG_IMAGE_WIDTHS[CATALOG_IMAGE_WIDTHS.length - 1]!;
  const fitting: number[] = CATALOG_IMAGE_WIDTHS.filter((w) => w <= width);
  if (width < largest && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

/** Decodes the upload and makes its WebP variants; 415 for anything but a readable JPEG, PNG or WebP. */
export async function makeVariants(bytes: Uint8Array): Promise<EncodedPhoto[]> {
  const { width } = await readPhoto(bytes);
  return Promise.all(variantWidths(width).map((w) => encodeWebp(bytes, { width: w, withoutEnlargement: true })));
}

const keysOf = (photo: StoredPhoto) => photo.widths.map((w) => catalogVariantKey(photo.key, w));

/** Removes a photo's files; a file already gone is not an error (the row is what counts). */
export async function deletePhotoFiles(photos: StoredPhoto[]): Promise<void> {
  await Promise.all(photos.flatMap(keysOf).map((key) => deleteObject(key).catch(() => undefined)));
}

/**
 * Stores `variants` as the entry's photo in one transaction (the row in catalog_images and the
 * entry's image_id), then deletes the photo it replaces. Files are written first and removed
 * again if the database refuses, so no row ever points at a missing file.
 */
export async function attachPhoto(
  db: Db,
  kind: CatalogKind,
  id: number,
  variants: EncodedPhoto[],
  uploadedBy: number,
): Promise<void> {
  const table = TABLES[kind];
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) throw notFound(kind);
  const largest = variants[variants.length - 1]!;
  const photo: StoredPhoto = { key: randomSecret(24), widths: variants.map((v) => v.width) };
  const written: string[] = [];
  let replaced: StoredPhoto[] = [];
  try {
    for (const variant of variants) {
      const key = catalogVariantKey(photo.key, variant.width);
      await putObject(key, variant.bytes);
      written.push(key);
    }
    replaced = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Locked, so a second upload for the same entry waits and then replaces this one's photo.
      const [entry] = await tx.select({ imageId: table.imageId }).from(table).where(eq(table.id, id)).for('update');
      if (!entry) throw notFound(kind);
      const [row] = await tx
        .insert(t.catalogImages)
        .values({ key: photo.key, width: largest.width, height: largest.height, widths: photo.widths, uploadedBy })
        .returning({ id: t.catalogImages.id });
      await tx.update(table).set({ imageId: row!.id }).where(eq(table.id, id));
      if (entry.imageId === null) return [];
      return tx
        .delete(t.catalogImages)
        .where(eq(t.catalogImages.id, entry.imageId))
        .returning({ key: t.catalogImages.key, widths: t.catalogImages.widths });
    });
  } catch (error) {
    await Promise.all(written.map((key) => deleteObject(key).catch(() => undefined)));
    throw error;
  }
  await deletePhotoFiles(replaced);
}

/** Removes the entry's photo (its drawing shows again); 404 when the entry does not exist. */
export async function detachPhoto(db: Db, kind: CatalogKind, id: number): Promise<void> {
  const table = TABLES[kind];
  const removed = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [entry] = await tx.select({ imageId: table.imageId }).from(table).where(eq(table.id, id)).for('update');
    if (!entry) throw notFound(kind);
    if (entry.imageId === null) return [];
    await tx.update(table).set({ imageId: null }).where(eq(table.id, id));
    return tx
      .delete(t.catalogImages)
      .where(eq(t.catalogImages.id, entry.imageId))
      .returning({ key: t.catalogImages.key, widths: t.catalogImages.widths });
  });
  await deletePhotoFiles(removed);
}
