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
  /** First and last day it applies (ISO calendar days, both included); null when it has no dates. */
  valid_from: z.iso.date().nullable(),
  valid_until: z.iso.date().nullable(),
});
export type StoredFile = z.output<typeof storedFileSchema>;

/** An optional ISO day from a form field: empty or absent is null; anything else must be a real date. */
const formDay = (label: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
      z.iso
        .date({ error: `La fecha ${label} debe ser una fecha válida (AAAA-MM-DD).` })
        .refine(
          (day) =>
            !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
          `La fecha ${label} no existe en el calendario.`,
        )
        .optional(),
    )
    .transform((v) => v ?? null);

/**
 * The upload's optional dates (multipart fields next to `file`): when a promotion applies, both
 * days included. The last day may not come before the first.
 */
export const fileValiditySchema = z
  .object({
    valid_from: formDay('de inicio'),
    valid_until: formDay('de fin'),
  })
  .superRefine((v, ctx) => {
    if (v.valid_from && v.valid_until && v.valid_until < v.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'La fecha de fin no puede ser anterior a la de inicio.',
      });
    }
  });
export type FileValidity = z.output<typeof fileValiditySchema>;
