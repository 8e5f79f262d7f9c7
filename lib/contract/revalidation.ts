// The revalidation call (POST /api/revalidate), answered by the front ends: the API host tells
// them which public data changed, signed with the secret they share (X-Solara-Signature, see
// lib/server/revalidation/signature.ts), and they expire the pages that show it.
import './zod-config';
import { z } from 'zod';

/**
 * `catalog`: lines, fabrics, colours, prices, stock; `dealers`: the locator's list; `site`: every
 * page (what they all show changed: the site's address, when a server starts under another one
 * than its build's).
 */
export const REVALIDATION_TAGS = ['catalog', 'dealers', 'site'] as const;
export type RevalidationTag = (typeof REVALIDATION_TAGS)[number];

export const revalidationSchema = z.object({
  tags: z
    .array(z.enum(REVALIDATION_TAGS, { error: 'Cada etiqueta debe ser catalog, dealers o site.' }), {
      error: 'El campo tags debe ser una lista.',
    })
    .min(1, 'El campo tags debe tener al menos una etiqueta.')
    .max(REVALIDATION_TAGS.length, `El campo tags admite a lo más ${REVALIDATION_TAGS.length} etiquetas.`),
});

export const revalidationReplySchema = z.object({ revalidated: z.array(z.enum(REVALIDATION_TAGS)) });
export type RevalidationReply = z.infer<typeof revalidationReplySchema>;

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'X-Solara-Signature';
