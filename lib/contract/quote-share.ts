// Sharing a quote without an account: POST /api/quote-pdf (the configuration as a preliminary PDF),
// POST /api/quote-share (a signed, expiring link that carries the configuration) and
// GET /api/quote-share/{token} (the configuration back, to price again at today's prices).
import './zod-config';
import { z } from 'zod';
import { itemConfigSchema, quoteConfigSchema, type ItemConfig } from './quote-config';
import { timestampSchema } from './common';
import { sameType } from './same-type';

export const shareLineSchema = z.enum(['persianas', 'toldos']);
export type ShareLine = z.infer<typeof shareLineSchema>;

/** POST /api/quote-share: the configuration, and the quoter page it came from (`/{line}/cotizador`). */
export const shareQuoteSchema = quoteConfigSchema.extend({
  line: z.preprocess((v) => (v === '' ? null : v), shareLineSchema.nullish()).transform((v) => v ?? null),
});

/** The link to send: `path` opens the quoter on any front end; `url` is it on the site's address. */
export type ShareLink = { url: string; path: string; token: string; expires_at: string };

export const shareLinkSchema = z.object({
  url: z.string(),
  path: z.string(),
  token: z.string(),
  expires_at: timestampSchema,
});
sameType<ShareLink, z.output<typeof shareLinkSchema>>(true);

/** GET /api/quote-share/{token}: what the link carries (no prices: the quoter prices it today). */
export type SharedQuote = { items: ItemConfig[]; line: ShareLine | null; issued_at: string; expires_at: string };

export const sharedQuoteSchema = z.object({
  items: z.array(itemConfigSchema),
  line: shareLineSchema.nullable(),
  issued_at: timestampSchema,
  expires_at: timestampSchema,
});
sameType<SharedQuote, z.output<typeof sharedQuoteSchema>>(true);
