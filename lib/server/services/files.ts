import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { files } from '@/lib/server/db/schema';
import { NotFoundError, UnsupportedFileError } from '@/lib/server/errors';
import { randomSecret } from '@/lib/server/auth/tokens';
import { hasActiveContent, sniffType } from '@/lib/server/files/sniff';
import { deleteObject, getObject, putObject } from '@/lib/server/storage';
import type { FileKind, FileValidity, StoredFile } from '@/lib/contract/files';
import { mexicoDay, validityOf } from '@/lib/content/validity';

export function serializeFile(f: typeof files.$inferSelect): StoredFile {
  return {
    id: f.id, kind: f.kind, name: f.name, mime_type: f.mimeType, size: f.sizeBytes, created_at: f.createdAt.toISOString(),
    url: `/api/files/${f.kind}/${f.id}`,
    valid_from: f.validFrom, valid_until: f.validUntil,
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

/** Stores a PDF or image (judged by its bytes, not its name) under a random key, with its optional dates. */
export async function storeFile(db: Db, kind: FileKind, name: string, bytes: Uint8Array, uploadedBy: number | null, validity: FileValidity = { valid_from: null, valid_until: null }) {
  const type = await sniffType(bytes);
  if (!type) throw new UnsupportedFileError('El archivo debe ser PDF, JPEG, PNG o WebP.');
  if (hasActiveContent(bytes, type)) throw new UnsupportedFileError('El archivo contiene código (HTML o JavaScript) y no se acepta.');
  const key = `files/${randomSecret(32)}.${type.ext}`;
  await putObject(key, bytes);
  const clean = name.replace(/[\\/\u0000-\u001f"]/g, '').trim().slice(0, 180) || `archivo.${type.ext}`;
  const [row] = await db.insert(files).values({ kind, name: clean, storageKey: key, mimeType: type.mime, sizeBytes: bytes.length, uploadedBy,
    validFrom: validity.valid_from, validUntil: validity.valid_until }).returning();
  return serializeFile(row!);
}

async function findFile(db: Db, kind: FileKind, id: number) {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), eq(files.kind, kind)));
  if (!row) throw new NotFoundError('El archivo no existe.');
  return row;
}

export async function readFile(db: Db, kind: FileKind, id: number) {
  const row = await findFile(db, kind, id);
  const object = await getObject(row.storageKey);
  if (!object) throw new NotFoundError('El archivo ya no está disponible.');
  return { row, bytes: object.bytes };
}

export async function removeFile(db: Db, kind: FileKind, id: number) {
  const row = await findFile(db, kind, id);
  await db.delete(files).where(eq(files.id, row.id));
  await deleteObject(row.storageKey);
}
