// A quote configuration (DESIGN.md "A configuration"), as /api/quote-price, /api/quotes and
// /api/cart take it. Only what a client chooses: any price it sends is dropped here.
import './zod-config';
import { z } from 'zod';
import { MAX_QUANTITY } from '@/lib/pricing/engine';
import { MOUNTS } from '@/lib/pricing/mount';
import { currencySchema, moneySchema, priceListSchema, type Currency, type Money, type PriceList } from './common';
import { sameType } from './same-type';

const slug = (label: string) =>
  z
    .string({ error: `Elige ${label}.` })
    .trim()
    .min(1, `Elige ${label}.`)
    .max(80, `El valor de ${label} no es válido.`);
const optionalSlug = z
  .preprocess((v) => (v === '' ? null : v), z.string().trim().max(80).nullish())
  .transform((v) => v ?? null);
const size = (label: string, article: 'el' | 'la' = 'el') =>
  z.coerce
    .number({ error: `Escribe ${article} ${label} en centímetros.` })
    .refine(Number.isFinite, `Escribe ${article} ${label} en centímetros.`)
    .refine(
      (v) => v > 0 && v <= 100_000,
      `${article === 'la' ? 'La' : 'El'} ${label} no es válid${article === 'la' ? 'a' : 'o'}.`,
    );
const quantity = z.coerce
  .number({ error: 'Escribe la cantidad.' })
  .int('La cantidad debe ser un número entero.')
  .min(1, 'La cantidad mínima es 1.')
  .max(MAX_QUANTITY, `La cantidad máxima por pieza es ${MAX_QUANTITY}.`)
  .default(1);
const room = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(60, 'El nombre del espacio no debe tener más de 60 caracteres.').nullish(),
  )
  .transform((v) => v ?? null);

const options = z
  .object({
    motor: optionalSlug,
    gallery: optionalSlug,
    installation: z.coerce.boolean().default(false),
    wind_sensor: z.coerce.boolean().default(false),
  })
  .default({ motor: null, gallery: null, installation: false, wind_sensor: false });

/** Where a blind goes; absent or null = not told (made as measured, as quotes before it). */
const mount = z
  .preprocess(
    (v) => (v === '' ? null : v),
    z.enum(MOUNTS, { error: 'Elige si la persiana va dentro o fuera del vano.' }).nullish(),
  )
  .transform((v) => v ?? null);

// The finished size is never read from a client: z.object drops `finished_*_cm`, the engine computes it.
const blindItemSchema = z.object({
  line: z.literal('persianas'),
  type: slug('el tipo de persiana'),
  fabric: slug('la tela'),
  color: slug('el color'),
  width_cm: size('ancho'),
  height_cm: size('alto'),
  mount,
  quantity,
  room,
  options,
});

const awningItemSchema = z.object({
  line: z.literal('toldos'),
  type: slug('el tipo de toldo'),
  model: slug('el modelo'),
  fabric: slug('la lona'),
  color: slug('el color'),
  width_cm: size('ancho'),
  projection_cm: size('salida', 'la'),
  quantity,
  room,
  options,
});

const quoteItemSchema = z.discriminatedUnion('line', [blindItemSchema, awningItemSchema], {
  error: 'Elige si es una persiana o un toldo.',
});

export const MAX_ITEMS = 30;

export const quoteConfigSchema = z.object({
  items: z
    .array(quoteItemSchema, { error: 'Agrega al menos una pieza a la cotización.' })
    .min(1, 'Agrega al menos una pieza a la cotización.')
    .max(MAX_ITEMS, `Una cotización puede tener hasta ${MAX_ITEMS} piezas.`),
});

export type QuoteConfig = z.output<typeof quoteConfigSchema>;

// ── Replies ─────────────────────────────────────────────────────────────────

/** One priced charge of a piece ("Tela Blackout Premium, 2.70 m²"). */
export type BreakdownLine = { label: string; amount: Money };

/** A piece's configuration, as the quoter sends it and the API repeats it. */
export type ItemConfig = {
  line: 'persianas' | 'toldos';
  type: string;
  fabric?: string | null;
  color?: string | null;
  /** Awnings only. */
  model?: string | null;
  width_cm: number;
  /** Blinds. */
  height_cm?: number;
  /** Awnings (salida). */
  projection_cm?: number;
  /** Blinds: dentro / fuera del vano; absent on pieces saved before it was asked. */
  mount?: 'dentro' | 'fuera' | null;
  /** What the factory makes after its deductions (computed on the server, never taken from a client). */
  finished_width_cm?: number;
  finished_height_cm?: number;
  quantity: number;
  room?: string | null;
  options?: { motor?: string | null; gallery?: string | null; installation?: boolean; wind_sensor?: boolean } | null;
};

/** A priced piece: its configuration, what it bills and why (`lines`). */
export type PricedItem = ItemConfig & {
  description: string;
  /** Present on the pieces of a priced configuration (quote-price, the cart). */
  measured_area_m2?: string;
  billable_area_m2: string;
  unit_price: Money;
  line_total: Money;
  lines: BreakdownLine[];
};

/** A priced piece as stored in a quote or an order: numbered and frozen. */
export type StoredItem = PricedItem & { id: number; position: number };

/** POST /api/quote-price: the configuration priced on the server. */
export type QuotePrice = {
  items: PricedItem[];
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: Currency;
  price_list: PriceList;
};

// ── Reply schemas (the OpenAPI document; `sameType` keeps them equal to the types above) ──

export const breakdownLineSchema = z.object({ label: z.string(), amount: moneySchema });
sameType<BreakdownLine, z.output<typeof breakdownLineSchema>>(true);

export const itemConfigSchema = z.object({
  line: z.enum(['persianas', 'toldos']),
  type: z.string(),
  fabric: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  width_cm: z.number(),
  height_cm: z.number().optional(),
  projection_cm: z.number().optional(),
  mount: z.enum(MOUNTS).nullable().optional(),
  finished_width_cm: z.number().optional(),
  finished_height_cm: z.number().optional(),
  quantity: z.number().int(),
  room: z.string().nullable().optional(),
  options: z
    .object({
      motor: z.string().nullable().optional(),
      gallery: z.string().nullable().optional(),
      installation: z.boolean().optional(),
      wind_sensor: z.boolean().optional(),
    })
    .nullable()
    .optional(),
});
sameType<ItemConfig, z.output<typeof itemConfigSchema>>(true);

export const pricedItemSchema = itemConfigSchema.extend({
  description: z.string(),
  measured_area_m2: z.string().optional(),
  billable_area_m2: z.string(),
  unit_price: moneySchema,
  line_total: moneySchema,
  lines: z.array(breakdownLineSchema),
});
sameType<PricedItem, z.output<typeof pricedItemSchema>>(true);

export const storedItemSchema = pricedItemSchema.extend({ id: z.number().int(), position: z.number().int() });
sameType<StoredItem, z.output<typeof storedItemSchema>>(true);

export const quotePriceSchema = z.object({
  items: z.array(pricedItemSchema),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  currency: currencySchema,
  price_list: priceListSchema,
});
sameType<QuotePrice, z.output<typeof quotePriceSchema>>(true);
