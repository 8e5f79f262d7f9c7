import 'server-only';
import type { MessageBody } from '@/lib/contract/common';
import type { FileKind, FileValidity, StoredFile } from '@/lib/contract/files';
import { getDb } from '@/lib/server/db/client';
import * as files from '@/lib/server/services/files';
import type { UserRecord } from '@/lib/server/services/users';

// The panel's files: price lists, digital catalogues and promotions (PDF or images).

/** GET /api/files/{kind}: current (or undated) first, then upcoming, then expired; newest first within each. */
export async function listFiles(kind: FileKind): Promise<StoredFile[]> {
  return files.listFiles(await getDb(), kind);
}

/** POST /api/files/{kind}: a PDF, JPEG, PNG or WebP, judged by its bytes, with optional dates (promotions). */
export async function uploadFile(
  actor: UserRecord,
  kind: FileKind,
  upload: { name: string; bytes: Uint8Array; validity?: FileValidity },
): Promise<StoredFile> {
  return files.storeFile(await getDb(), kind, upload.name, upload.bytes, actor.id, upload.validity);
}

/** GET /api/files/{kind}/{id}: the name to save it under, its type and bytes. */
export async function downloadFile(
  kind: FileKind,
  id: number,
): Promise<{ name: string; mimeType: string; bytes: Uint8Array }> {
  const { row, bytes, fileName } = await files.readFile(await getDb(), kind, id);
  return { name: fileName, mimeType: row.mimeType, bytes };
}

/** DELETE /api/files/{kind}/{id} */
export async function deleteFile(kind: FileKind, id: number): Promise<MessageBody> {
  await files.removeFile(await getDb(), kind, id);
  return { message: 'Archivo eliminado.' };
}
