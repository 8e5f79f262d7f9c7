// The dashboard's files: price lists, digital catalogues and the promotions gazette
// (GET /api/files/{kind}; an admin uploads with POST and removes with DELETE).
import './zod-config';
import { z } from 'zod';

export const FILE_KINDS = ['list-price', 'digital-catalog', 'promotions'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Largest upload, in bytes. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const storedFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FILE_KINDS),
  name: z.string(),
  mime_type: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  created_at: z.string(),
  /** API path of the file (it needs the bearer token); `?download=1` asks for the attachment. */
  url: z.string(),
});
export type StoredFile = z.output<typeof storedFileSchema>;
