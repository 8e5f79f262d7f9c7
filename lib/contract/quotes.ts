// Quotes: a signed-in user's saved quotes (`/api/quotes`), those of the customers a distributor
// or an admin serves (`/api/quotes-admin`), one quote, its status and its PDF.
import './zod-config';
import { z } from 'zod';
import { currencySchema, moneySchema, priceListSchema, type Currency, type Money, type PriceList } from './common';
import { optionalText } from './fields';
import { blankToUndefined, listQueryFields } from './lists';
import { quoteConfigSchema, storedItemSchema, type StoredItem } from './quote-config';
import { sameType } from './same-type';

export const QUOTE_STATUSES = ['borrador', 'solicitada', 'enviada', 'aceptada', 'rechazada', 'vencida'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The statuses a distributor or admin may set (PUT /api/quotes/{id}/status). */
export const QUOTE_STATUS_TARGETS = ['enviada', 'aceptada', 'rechazada', 'vencida'] as const;
export type QuoteStatusTarget = (typeof QUOTE_STATUS_TARGETS)[number];

// ── Requests ────────────────────────────────────────────────────────────────

/** GET /api/quotes and /api/quotes-admin: ?page=&per_page=&status=&search= */
export const quoteListQuerySchema = z.object({
  ...listQueryFields,
  status: z.preprocess(blankToUndefined, z.enum(QUOTE_STATUSES, { error: 'El estado no es válido.' }).optional()),
});

/** POST /api/quotes — a signed-in user saves its quote (priced again on the server). */
export const saveQuoteSchema = quoteConfigSchema.extend({ notes: optionalText('comentarios', { max: 2000 }) });

/** PUT /api/quotes/{id}/status */
export const quoteStatusSchema = z.object({
  status: z.enum(QUOTE_STATUS_TARGETS, { error: 'El estado debe ser enviada, aceptada, rechazada o vencida.' }),
});

// ── Replies ─────────────────────────────────────────────────────────────────

/** The customer of a quote or an order; an anonymous request has no id, only its contact data. */
export type Party = { id: number | null; name: string | null; email: string | null; phone: string | null };

/** The distributor who serves a quote or an order: public contact data. */
export type ServingDealer = {
  id: number;
  name: string;
  company: string | null;
  phone: string | null;
  email: string | null;
  whatsapp?: string | null;
  address?: string | null;
};

export type Quote = {
  id: number;
  folio: string;
  status: QuoteStatus;
  price_list: PriceList;
  valid_until: string;
  created_at: string;
  customer: Party;
  distributor: ServingDealer | null;
  notes: string | null;
  items: StoredItem[];
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: Currency;
};

export const partySchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
sameType<Party, z.output<typeof partySchema>>(true);

export const servingDealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
});
sameType<ServingDealer, z.output<typeof servingDealerSchema>>(true);

export const quoteSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  status: z.enum(QUOTE_STATUSES),
  price_list: priceListSchema,
  valid_until: z.string(),
  created_at: z.string(),
  customer: partySchema,
  distributor: servingDealerSchema.nullable(),
  notes: z.string().nullable(),
  items: z.array(storedItemSchema),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  currency: currencySchema,
});
sameType<Quote, z.output<typeof quoteSchema>>(true);
