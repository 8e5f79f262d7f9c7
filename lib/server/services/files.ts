import 'server-only';
import { downloadFileCall } from '@/lib/contract/calls/download-file';
import { fillPath } from '@/lib/contract/endpoints/call-type';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { files } from '@/lib/server/db/schema';
import { NotFoundError, UnsupportedFileError } from '@/lib/server/errors';
import { randomSecret } from '@/lib/server/auth/tokens';
import { cleanFileName, downloadName } from '@/lib/server/files/names';
import { cleanPdf } from '@/lib/server/files/pdf';
import { hasMarkup, sniffType } from '@/lib/server/files/sniff';
import { deleteObject, getObject, putObject } from '@/lib/server/storage';
import type { FileKind, FileValidity, StoredFile } from '@/lib/contract/files';
import { validityOf } from '@/lib/content/validity';
import { mexicoDay } from '@/lib/format/dates';

function serializeFile(f: typeof files.$inferSelect): StoredFile {
  return {
    id: f.id,
    kind: f.kind,
    name: cleanFileName(f.name) || 'archivo',
    mime_type: f.mimeType,
    size: f.sizeBytes,
    created_at: f.createdAt.toISOString(),
    url: fillPath(downloadFileCall, { kind: f.kind, id: f.id }),
    valid_from: f.validFrom,
    valid_until: f.validUntil,
  };
}

// Current files (and those without dates) first, then those still to come, then the expired ones.
const RANK = { vigente: 0, proxima: 1, vencida: 2 } as const;

/** A section's files: current or undated first, then upcoming, then expired; newest first within each. */
export async function listFiles(db: Db, kind: FileKind, today = mexicoDay()) {
  const rows = await db.select().from(files).where(eq(files.kind, kind)).orderBy(desc(files.createdAt), desc(files.id));
  const rank = (f: typeof files.$inferSelect) => RANK[validityOf(f.validFrom, f.validUntil, today) ?? 'vigente'];
  // Array.prototype.sort is stable: within a rank the newest-first order of the query stays.
  return rows.sort((a, b) => rank(a) - rank(b)).map(serializeFile);
}

/**
 * Stores a PDF or image (judged by its bytes, not its name) under a random key, with its optional
 * dates. A PDF is stored as rewritten from the objects it was judged by; an image as sent, unless
 * it carries markup.
 */
export async function storeFile(
  db: Db,
  kind: FileKind,
  name: string,
  bytes: Uint8Array,
  uploadedBy: number | null,
  validity: FileValidity = { valid_from: null, valid_until: null },
) {
  const type = await sniffType(bytes);
  if (!type) throw new UnsupportedFileError('El archivo debe ser PDF, JPEG, PNG o WebP.');
  if (type.ext !== 'pdf' && hasMarkup(bytes))
    throw new UnsupportedFileError('El archivo contiene código (HTML o JavaScript) y no se acepta.');
  const stored = type.ext === 'pdf' ? await cleanPdf(bytes) : bytes;
  const key = `files/${randomSecret(32)}.${type.ext}`;
  await putObject(key, stored);
  try {
    const [row] = await db
      .insert(files)
      .values({
        kind,
        name: cleanFileName(name) || `archivo.${type.ext}`,
        storageKey: key,
        mimeType: type.mime,
        sizeBytes: stored.length,
        uploadedBy,
        validFrom: validity.valid_from,
        validUntil: validity.valid_until,
      })
      .returning();
    return serializeFile(row!);
  } catch (error) {
    await deleteObject(key).catch(() => undefined); // no file without its row
    throw error;
  }
}

async function findFile(db: Db, kind: FileKind, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.kind, kind)));
  if (!row) throw new NotFoundError('El archivo no existe.');
  return row;
}

/** The file's row, its bytes and the name to save it under (its stored type's extension, whatever it was called). */
export async function readFile(db: Db, kind: FileKind, id: number) {
  const row = await findFile(db, kind, id);
  const object = await getObject(row.storageKey);
  if (!object) throw new NotFoundError('El archivo ya no está disponible.');
  return { row, bytes: object.bytes, fileName: downloadName(row.name, row.mimeType) };
}

export async function removeFile(db: Db, kind: FileKind, id: number) {
  const row = await findFile(db, kind, id);
  await db.delete(files).where(eq(files.id, row.id));
  await deleteObject(row.storageKey);
}
