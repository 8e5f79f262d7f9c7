import 'server-only';
import sharp, { type ResizeOptions } from 'sharp';
import { InvalidInputError, UnsupportedFileError } from '@/lib/server/errors';
import { sniffType } from './sniff';

// Uploaded photos (catalogue photos, profile photos): checked by their bytes (JPEG, PNG or WebP),
// decoded, turned upright and re-encoded as WebP, so no metadata (EXIF, GPS) and no foreign bytes
// (markup appended to the pixels, in any encoding) survive. Nothing of the upload is kept but its
// pixels, so there is deliberately no markup scan, which could refuse an honest photo.

/** A decoded image larger than this is refused before it is resized (a "decompression bomb"). */
const MAX_PHOTO_PIXELS = 40_000_000;

export type EncodedPhoto = { width: number; height: number; bytes: Uint8Array };

const UNREADABLE = 'No se pudo leer la foto: el archivo está dañado o no es una imagen JPEG, PNG o WebP.';

/** The photo's upright size; 415 for anything but a readable JPEG, PNG or WebP, 422 over MAX_PHOTO_PIXELS. */
export async function readPhoto(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const type = await sniffType(bytes);
  if (!type || type.ext === 'pdf') throw new UnsupportedFileError('La foto debe ser JPEG, PNG o WebP.');
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw InvalidInputError.field(
        'image',
        `La foto es demasiado grande: no debe pasar de ${MAX_PHOTO_PIXELS / 1_000_000} megapíxeles.`,
      );
    }
    throw new UnsupportedFileError(UNREADABLE);
  }
}

/** The photo upright, resized as `resize` says, as a WebP without metadata. Call readPhoto first. */
export async function encodeWebp(bytes: Uint8Array, resize: ResizeOptions): Promise<EncodedPhoto> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize(resize)
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: new Uint8Array(data) };
  } catch {
    throw new UnsupportedFileError(UNREADABLE);
  }
}
