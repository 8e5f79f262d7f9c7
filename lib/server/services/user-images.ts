import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { randomSecret } from '@/lib/server/auth/tokens';
import { encodeWebp, readPhoto } from '@/lib/server/files/photo';
import { deleteObject, getObject, putObject } from '@/lib/server/storage';
import { getUserById, replaceImage, swapImage, usersWithImageNotLike, type UserRecord } from './users';

// Profile photos: decoded and re-encoded like catalogue photos (lib/server/files/photo.ts), as one
// square WebP of at most 512 px cut from the middle (the avatar shows a circle, covering), stored
// as `avatars/{random}-{side}.webp`. The photo a new one replaces is deleted once the change is
// committed.

const MAX_SIDE = 512;

/** The name of a profile photo made here; GET /api/image-user/{file} serves no other. */
export const PROFILE_PHOTO_FILE = /^[A-Za-z0-9]{32}-\d{1,3}\.webp$/;

async function encodeProfilePhoto(bytes: Uint8Array): Promise<{ key: string; bytes: Uint8Array }> {
  const { width, height } = await readPhoto(bytes);
  const side = Math.min(MAX_SIDE, width, height);
  const photo = await encodeWebp(bytes, { width: side, height: side, fit: 'cover', position: 'centre' });
  return { key: `avatars/${randomSecret(32)}-${photo.width}.webp`, bytes: photo.bytes };
}

const forget = (key: string) => deleteObject(key).catch(() => undefined);

/**
 * Stores a new profile photo (a JPEG, PNG or WebP by its bytes, re-encoded) and deletes the one
 * it replaces after the commit. Two uploads at once leave one file: the row's lock orders them,
 * and each deletes what it replaced.
 */
export async function saveUserImage(db: Db, user: UserRecord, bytes: Uint8Array): Promise<UserRecord> {
  const photo = await encodeProfilePhoto(bytes);
  await putObject(photo.key, photo.bytes);
  let replaced: string | null;
  try {
    replaced = await replaceImage(db, user.id, photo.key);
  } catch (error) {
    await forget(photo.key); // no file without a row pointing at it
    throw error;
  }
  if (replaced && replaced !== photo.key) await forget(replaced);
  return getUserById(db, user.id);
}

/**
 * Photos stored as sent, before they were re-encoded (metadata such as GPS position, and
 * whatever rode along with the pixels): each is re-encoded in place, or dropped when it cannot
 * be read (the user sees their initials and may upload again). Run at start; safe to run from
 * several instances at once, since a row only changes if it still points at the old photo.
 */
export async function reencodeLegacyProfilePhotos(db: Db): Promise<{ reencoded: number; dropped: number }> {
  const done = { reencoded: 0, dropped: 0 };
  const current = `^avatars/${PROFILE_PHOTO_FILE.source.slice(1)}`;
  for (const { id, image } of await usersWithImageNotLike(db, current)) {
    const original = await getObject(image);
    const photo = original ? await encodeProfilePhoto(original.bytes).catch(() => null) : null;
    if (photo) await putObject(photo.key, photo.bytes);
    if (await swapImage(db, id, image, photo?.key ?? null)) {
      await forget(image);
      done[photo ? 'reencoded' : 'dropped'] += 1;
    } else if (photo) {
      await forget(photo.key); // the user uploaded a new photo meanwhile, or another instance got here first
    }
  }
  return done;
}
