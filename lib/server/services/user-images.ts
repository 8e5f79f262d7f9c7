import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { UnsupportedFileError } from '@/lib/server/errors';
import { randomSecret } from '@/lib/server/auth/tokens';
import { hasActiveContent, sniffType } from '@/lib/server/files/sniff';
import { deleteObject, putObject } from '@/lib/server/storage';
import { setImage, type UserRecord } from './users';

/** Stores a new profile photo (JPEG, PNG or WebP by its bytes) and drops the old one. */
export async function saveUserImage(db: Db, user: UserRecord, bytes: Uint8Array): Promise<UserRecord> {
  const type = await sniffType(bytes);
  if (!type || type.ext === 'pdf') throw new UnsupportedFileError('La imagen debe ser JPEG, PNG o WebP.');
  if (hasActiveContent(bytes, type)) throw new UnsupportedFileError('La imagen contiene código (HTML o JavaScript) y no se acepta.');
  const key = `avatars/${randomSecret(32)}.${type.ext}`;
  await putObject(key, bytes);
  const updated = await setImage(db, user, key);
  if (user.image) await deleteObject(user.image);
  return updated;
}
