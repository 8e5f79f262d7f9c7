// Quotes: a signed-in user's saved quotes (`/api/quotes`), those of the customers a distributor
// or an admin serves (`/api/quotes-admin`), one quote, its status and its PDF.
import './zod-config';
import { z } from 'zod';
import { currencySchema, moneySchema, priceListSchema, type Currency, type Money, type PriceList } from './common';
import { optionalText, percentage } from './fields';
import { blankToUndefined, listQueryFields } from './lists';
import { quoteConfigSchema, storedItemSchema, type StoredItem } from './quote-config';
import { sameType } from './same-type';
import { QUOTE_ACTIONS, QUOTE_STATUSES, type QuoteAction, type QuoteStatus } from './quote-flow';

export { QUOTE_STATUSES, type QuoteStatus };

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

/**
 * PUT /api/quotes/{id} — the distributor serving the quote (or an admin) changes it after
 * measuring: the pieces (priced again on the server at the quote's price list), a discount within
 * its limit and a note to the customer. The customer sees it once it is sent.
 */
export const editQuoteSchema = quoteConfigSchema.extend({
  discount_pct: percentage('el descuento').optional(),
  customer_note: optionalText('nota para el cliente', { max: 2000 }),
});

/** POST /api/quotes/{id}/request-changes — what the customer wants changed. */
export const quoteChangesSchema = z.object({
  message: z
    .string({ error: 'Escribe qué quieres cambiar.' })
    .trim()
    .min(3, { error: 'Escribe qué quieres cambiar.' })
    .max(2000, { error: 'El mensaje admite hasta 2000 caracteres.' }),
});

/** POST /api/quotes/{id}/decline — why (optional: a customer may just say no). */
export const quoteDeclineSchema = z.object({ reason: optionalText('motivo', { max: 500 }) });

/** POST /api/quotes/{id}/claim — the link of the mail a request made without an account was sent. */
export const quoteClaimSchema = z.object({
  token: z
    .string({ error: 'El enlace de la cotización no es válido.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'El enlace de la cotización no es válido.' }),
});

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

/** One step of a quote's life: what was done, by whom, when, and its message. */
export type QuoteEvent = {
  action: string;
  status: QuoteStatus;
  version: number | null;
  at: string;
  by: string | null;
  note: string | null;
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
  /** The distributor's discount: its percentage ("7.5") and its amount, off the subtotal before IVA. */
  discount_pct: string;
  discount: Money;
  tax: Money;
  total: Money;
  currency: Currency;
  /** What the distributor wrote to the customer with the quote. */
  customer_note: string | null;
  /** The version shown (0: never sent) and when it was sent. */
  version: number;
  sent_at: string | null;
  /** What changed from the version before (empty for the first): "Pieza 1: ancho 1.50 → 1.48 m". */
  changes: string[];
  /** Staff only: the working copy has edits the customer has not been sent. */
  unsent_changes: boolean;
  /** The order made when the customer accepted it. */
  order_id: number | null;
  /** What the reader may do with it now (lib/contract/quote-flow.ts). */
  actions: QuoteAction[];
  events: QuoteEvent[];
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

export const quoteEventSchema = z.object({
  action: z.string(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int().nullable(),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
sameType<QuoteEvent, z.output<typeof quoteEventSchema>>(true);

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
  discount_pct: z.string(),
  discount: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  currency: currencySchema,
  customer_note: z.string().nullable(),
  version: z.number().int(),
  sent_at: z.string().nullable(),
  changes: z.array(z.string()),
  unsent_changes: z.boolean(),
  order_id: z.number().int().nullable(),
  actions: z.array(z.enum(QUOTE_ACTIONS)),
  events: z.array(quoteEventSchema),
});
sameType<Quote, z.output<typeof quoteSchema>>(true);
