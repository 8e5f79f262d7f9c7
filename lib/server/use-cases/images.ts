import 'server-only';
import { NotFoundError } from '@/lib/server/errors';
import { getObject } from '@/lib/server/storage';
import { PROFILE_PHOTO_FILE } from '@/lib/server/services/user-images';

// Uploaded images served back: profile photos and the catalogue's photos.

export type StoredImage = { name: string; contentType: string; bytes: Uint8Array };

// Names are random: anything else names no image. Profile photos are re-encoded squares
// `{key}-{side}.webp` (lib/server/services/user-images.ts: a photo stored as sent before that is
// never served); catalogue photos are WebP variants `{key}-{width}.webp`
// (lib/server/services/catalog-images.ts).
const FILE_NAMES = {
  avatars: PROFILE_PHOTO_FILE,
  catalog: /^[A-Za-z0-9]{20,48}-\d{2,4}\.webp$/,
};

async function readImage(folder: 'avatars' | 'catalog', name: string | undefined): Promise<StoredImage> {
  const object = name && FILE_NAMES[folder].test(name) ? await getObject(`${folder}/${name}`) : null;
  if (!name || !object) throw new NotFoundError('La imagen no existe.');
  return { name, contentType: object.contentType, bytes: object.bytes };
}

/** GET /api/image-user/{file} */
export function profilePhoto(name: string | undefined): Promise<StoredImage> {
  return readImage('avatars', name);
}

/** GET /api/catalog-images/{file} */
export function catalogImage(name: string | undefined): Promise<StoredImage> {
  return readImage('catalog', name);
}
