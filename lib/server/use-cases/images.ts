import 'server-only';
import { NotFoundError } from '@/lib/server/errors';
import { getObject } from '@/lib/server/storage';

// Uploaded images served back: profile photos and the catalogue's photos.

export type StoredImage = { name: string; contentType: string; bytes: Uint8Array };

// Names are random (lib/server/services/user-images.ts): anything else names no image.
const FILE_NAME = /^[A-Za-z0-9_-]{20,64}\.(jpg|png|webp)$/;

async function readImage(folder: 'avatars' | 'catalog', name: string | undefined): Promise<StoredImage> {
  const object = name && FILE_NAME.test(name) ? await getObject(`${folder}/${name}`) : null;
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
