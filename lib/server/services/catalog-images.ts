import 'server-only';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/lib/server/db/types';
import * as t from '@/lib/server/db/schema';
import { CATALOG_IMAGE_WIDTHS, catalogVariantKey } from '@/lib/contract/catalog';
import type { CatalogKind } from '@/lib/contract/catalog-admin';
import { InvalidInputError, UnsupportedFileError } from '@/lib/server/errors';
import { randomSecret } from '@/lib/server/auth/tokens';
import { sniffType } from '@/lib/server/files/sniff';
import { deleteObject, putObject } from '@/lib/server/storage';
import { notFound, TABLES } from './catalog-admin';
import type { StoredPhoto } from './catalog-admin-writes';

// Catalogue photos: the upload is checked by its bytes (JPEG, PNG or WebP), turned upright,
// decoded and re-encoded (so no metadata — EXIF, GPS — and no foreign bytes survive), and stored
// as WebP variants at the widths of CATALOG_IMAGE_WIDTHS no wider than the original, so pages
// can offer a srcset.

/** A decoded image larger than this is refused before it is resized (a "decompression bomb"). */
const MAX_PIXELS = 40_000_000;

type Variant = { width: number; height: number; bytes: Uint8Array };

/**
 * The widths to make for an original `width` px wide: the standard ones that fit, plus the
 * original's own width when it falls between two (so its detail is kept), never an upscale.
 */
export function variantWidths(width: number): number[] {
  const largest = CATALOG_IMAGE_WIDTHS[CATALOG_IMAGE_WIDTHS.length - 1]!;
  const fitting: number[] = CATALOG_IMAGE_WIDTHS.filter((w) => w <= width);
  if (width < largest && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

/** Decodes the upload and makes its WebP variants; 415 for anything but a readable JPEG, PNG or WebP. */
export async function makeVariants(bytes: Uint8Array): Promise<Variant[]> {
  const type = await sniffType(bytes);
  if (!type || type.ext === 'pdf') throw new UnsupportedFileError('La foto debe ser JPEG, PNG o WebP.');
  // No polyglot scan here (unlike stored files): nothing of the upload is kept but the pixels,
  // re-encoded, so markup riding in it never reaches storage — and a scan of megabytes of
  // compressed data would now and then refuse an honest photo.
  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw InvalidInputError.field('image', 'La foto es demasiado grande: no debe pasar de 40 megapíxeles.');
    throw new UnsupportedFileError('No se pudo leer la foto: el archivo está dañado o no es una imagen JPEG, PNG o WebP.');
  }
  try {
    return await Promise.all(variantWidths(width).map(async (w) => {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: new Uint8Array(data) };
    }));
  } catch {
    throw new UnsupportedFileError('No se pudo leer la foto: el archivo está dañado o no es una imagen JPEG, PNG o WebP.');
  }
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
export async function attachPhoto(db: Db, kind: CatalogKind, id: number, variants: Variant[], uploadedBy: number): Promise<void> {
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
      const [entry] = await tx.select({ imageId: table.imageId }).from(table).where(eq(table.id, id));
      if (!entry) throw notFound(kind);
      const [row] = await tx.insert(t.catalogImages).values({ key: photo.key, width: largest.width, height: largest.height, widths: photo.widths, uploadedBy })
        .returning({ id: t.catalogImages.id });
      await tx.update(table).set({ imageId: row!.id }).where(eq(table.id, id));
      if (entry.imageId === null) return [];
      return tx.delete(t.catalogImages).where(eq(t.catalogImages.id, entry.imageId)).returning({ key: t.catalogImages.key, widths: t.catalogImages.widths });
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
    const [entry] = await tx.select({ imageId: table.imageId }).from(table).where(eq(table.id, id));
    if (!entry) throw notFound(kind);
    if (entry.imageId === null) return [];
    await tx.update(table).set({ imageId: null }).where(eq(table.id, id));
    return tx.delete(t.catalogImages).where(eq(t.catalogImages.id, entry.imageId)).returning({ key: t.catalogImages.key, widths: t.catalogImages.widths });
  });
  await deletePhotoFiles(removed);
}
