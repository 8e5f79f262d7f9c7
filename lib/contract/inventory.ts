// Inventory: stock (GET/PUT /api/catalogs) and price rows (GET/PUT /api/catalogs-prices).
import './zod-config';
import { z } from 'zod';
import { moneySchema } from './common';
import { amountSchema } from './wallet';

/** PUT /api/catalogs/{id} */
export const stockSchema = z.object({
  stock: z.coerce
    .number({ error: 'Escribe la existencia.' })
    .int('La existencia debe ser un número entero.')
    .min(0, 'La existencia no puede ser negativa.')
    .max(1_000_000, 'La existencia no debe pasar de 1,000,000.'),
});

// A unit price (per m², metre or piece) is stored as integer centavos and multiplied by areas and
// quantities into quote lines: $100,000.00 is far above any real price and keeps that in range.
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
const unitPrice = amountSchema.refine(
  (cents) => cents <= MAX_UNIT_PRICE_CENTS,
  'El precio no debe pasar de $100,000.00.',
);

/** PUT /api/catalogs-prices/{id}: either price, or both. */
export const priceChangeSchema = z
  .object({
    public_price: unitPrice.optional(),
    distributor_price: unitPrice.optional(),
  })
  .refine((v) => v.public_price !== undefined || v.distributor_price !== undefined, {
    message: 'Escribe el precio público o el de distribuidor.',
    path: ['public_price'],
  });

// ── Replies ─────────────────────────────────────────────────────────────────

export const stockKindSchema = z.enum(['tela', 'galeria', 'motor', 'accesorio']);
export type StockKind = z.output<typeof stockKindSchema>;
export const stockStatusSchema = z.enum(['disponible', 'bajo', 'agotado']);
export type StockStatus = z.output<typeof stockStatusSchema>;

/** GET /api/catalogs answers a list of these; PUT /api/catalogs/{id} the one changed. */
export const stockItemSchema = z.object({
  id: z.number().int(),
  kind: stockKindSchema,
  /** Product line of a fabric ("persianas", "toldos"); "galerias" or "motorizacion" otherwise. */
  category: z.string(),
  sku: z.string(),
  name: z.string(),
  fabric: z.string().nullable(),
  color: z.string().nullable(),
  hex: z.string().nullable(),
  unit: z.string(),
  stock: z.number().int(),
  status: stockStatusSchema,
});
export type StockItem = z.output<typeof stockItemSchema>;

/** GET /api/catalogs-prices answers a list of these; PUT /api/catalogs-prices/{id} the one changed. */
export const priceRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  kind: z.string(),
  unit: z.string(),
  description: z.string(),
  /** The price that applies to the signed-in user. */
  price: moneySchema,
  public_price: moneySchema,
  /** Only for distributors and admins: the server leaves it out for customers. */
  distributor_price: moneySchema.optional(),
  updated_at: z.string(),
});
export type PriceRow = z.output<typeof priceRowSchema>;

// ── Requests ────────────────────────────────────────────────────────────────

/** Prices in pesos; either, or both. */
export type PriceChange = { public_price?: string; distributor_price?: string };
