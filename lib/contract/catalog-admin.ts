// Catalogue administration (admin only): product lines, types, awning models, fabrics and colours,
// drafts included (GET /api/admin/catalog), created (POST /api/admin/catalog/{kind}), changed and
// published or unpublished (PUT …/{kind}/{id}), deleted when nothing refers to them
// (DELETE …/{kind}/{id}) and given a photo (POST/DELETE …/{kind}/{id}/image).
// Stock and single prices keep their own calls (PUT /api/catalogs/{id}, /api/catalogs-prices/{id}).
import './zod-config';
import { z } from 'zod';
import { moneySchema } from './common';
import { catalogImageSchema } from './catalog-schema';
import { id, text } from './fields';
import { MAX_UNIT_PRICE_CENTS } from './inventory';

export const CATALOG_KINDS = ['lines', 'types', 'models', 'fabrics', 'colors'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** What each kind is called in messages ("la tela", "el color"). */
export const CATALOG_KIND_NAMES: Record<CatalogKind, { one: string; the: string }> = {
  lines: { one: 'línea', the: 'la línea' },
  types: { one: 'tipo', the: 'el tipo' },
  models: { one: 'modelo', the: 'el modelo' },
  fabrics: { one: 'tela', the: 'la tela' },
  colors: { one: 'color', the: 'el color' },
};

export const OPACITIES = ['transparente', 'traslucido', 'filtrante', 'blackout'] as const;

/** Photo upload limits (multipart field `image`). */
export const CATALOG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// ── Fields ──────────────────────────────────────────────────────────────────

/** A whole number from a JSON number or a form's text. */
function whole(label: string, { min, max }: { min: number; max: number }) {
  return z.coerce
    .number({ error: `El campo ${label} es obligatorio.` })
    .refine(Number.isFinite, `El campo ${label} es obligatorio.`)
    .pipe(
      z
        .number()
        .int(`El campo ${label} debe ser un número entero.`)
        .min(min, `El campo ${label} debe ser al menos ${min}.`)
        .max(max, `El campo ${label} no debe pasar de ${max}.`),
    );
}

/** An optional field a form sends as '' when left empty. */
const blankAsMissing = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const cm = (label: string) => whole(label, { min: 1, max: 2000 });
const sort = blankAsMissing(whole('orden', { min: 0, max: 999 }));
const published = z.boolean({ error: 'El campo publicado debe ser verdadero o falso.' }).optional();

/** A unit price in pesos ("1500", "1,500.50", 1500) → integer centavos, above zero and under the inventory's cap. */
function pesos(label: string) {
  return z
    .union([z.string(), z.number()], { error: `Escribe el ${label}.` })
    .transform((v) =>
      String(v)
        .trim()
        .replace(/[$,\s]/g, ''),
    )
    .pipe(
      z
        .string()
        .regex(
          /^\d{1,9}(\.\d{1,2})?$/,
          `El ${label} debe ser una cantidad en pesos con hasta dos decimales, por ejemplo 1500.00.`,
        ),
    )
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents > 0, `El ${label} debe ser mayor que cero.`)
    .refine((cents) => cents <= MAX_UNIT_PRICE_CENTS, `El ${label} no debe pasar de $100,000.00.`);
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const hex = (label: string) =>
  z
    .string({ error: `Escribe el ${label}.` })
    .trim()
    .regex(HEX, `El ${label} debe ser un color hexadecimal como #A1B2C3.`)
    .transform((v) => v.toUpperCase());
const optionalHex = (label: string) =>
  z.preprocess((v) => (v === '' ? null : v), hex(label).nullish()).transform((v) => v ?? null);

const optionalWhole = (label: string, range: { min: number; max: number }) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), whole(label, range).nullable());

/** min ≤ max for each pair given, as a 422 on the max field. */
function ranges<T extends Record<string, unknown>>(
  pairs: [min: keyof T & string, max: keyof T & string, label: string][],
) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [min, max, label] of pairs) {
      const a = value[min];
      const b = value[max];
      if (typeof a === 'number' && typeof b === 'number' && a > b)
        ctx.addIssue({
          code: 'custom',
          path: [max],
          message: `El ${label} máximo debe ser mayor o igual que el mínimo.`,
        });
    }
  };
}

// ── Requests ────────────────────────────────────────────────────────────────

const lineFields = {
  name: text('nombre', { min: 2, max: 80 }),
  description: text('descripción', { max: 2000 }),
  sort,
  published,
};

const typeFields = {
  name: text('nombre', { min: 2, max: 100 }),
  summary: text('resumen', { max: 255 }),
  description: text('descripción', { max: 4000 }),
  min_width_cm: cm('ancho mínimo'),
  max_width_cm: cm('ancho máximo'),
  min_height_cm: cm('alto mínimo'),
  max_height_cm: cm('alto máximo'),
  min_billable_area_m2: blankAsMissing(
    z.coerce
      .number({ error: 'Escribe el área mínima a cobrar.' })
      .min(0.1, 'El área mínima a cobrar debe ser al menos 0.1 m².')
      .max(20, 'El área mínima a cobrar no debe pasar de 20 m².'),
  ),
  manual_max_width_cm: blankAsMissing(cm('ancho máximo sin motor')),
  sort,
  published,
};
const typeRanges = ranges<Record<string, unknown>>([
  ['min_width_cm', 'max_width_cm', 'ancho'],
  ['min_height_cm', 'max_height_cm', 'alto'],
]);

/** An awning model's price grid: a public price per width band (rows) × projection (columns). */
export const priceGridInputSchema = z
  .object({
    widths_cm: z
      .array(cm('ancho de la banda'), { error: 'Escribe los anchos de la rejilla.' })
      .min(1, 'La rejilla necesita al menos un ancho.')
      .max(12, 'La rejilla admite hasta 12 anchos.'),
    projections_cm: z
      .array(cm('salida de la banda'), { error: 'Escribe las salidas de la rejilla.' })
      .min(1, 'La rejilla necesita al menos una salida.')
      .max(8, 'La rejilla admite hasta 8 salidas.'),
    public_prices: z.array(z.array(pesos('precio público')), { error: 'Escribe los precios de la rejilla.' }),
    /** Optional: where missing, a new cell takes 72 % of its public price and an old one keeps its own. */
    distributor_prices: z.array(z.array(pesos('precio de distribuidor').nullable())).optional(),
  })
  .superRefine((grid, ctx) => {
    const unique = (list: number[]) => new Set(list).size === list.length;
    if (!unique(grid.widths_cm))
      ctx.addIssue({ code: 'custom', path: ['widths_cm'], message: 'Los anchos de la rejilla no deben repetirse.' });
    if (!unique(grid.projections_cm))
      ctx.addIssue({
        code: 'custom',
        path: ['projections_cm'],
        message: 'Las salidas de la rejilla no deben repetirse.',
      });
    const fits = (matrix: unknown[][] | undefined) =>
      !matrix ||
      (matrix.length === grid.widths_cm.length && matrix.every((row) => row.length === grid.projections_cm.length));
    if (!fits(grid.public_prices))
      ctx.addIssue({
        code: 'custom',
        path: ['public_prices'],
        message: 'Escribe un precio para cada ancho y cada salida de la rejilla.',
      });
    if (!fits(grid.distributor_prices))
      ctx.addIssue({
        code: 'custom',
        path: ['distributor_prices'],
        message: 'Los precios de distribuidor deben cubrir la misma rejilla.',
      });
  });
export type PriceGridInput = z.output<typeof priceGridInputSchema>;

const features = z
  .array(text('característica', { max: 160 }), { error: 'Las características deben ser una lista de textos.' })
  .max(20, 'Escribe hasta 20 características.');

const modelFields = {
  name: text('nombre', { min: 2, max: 100 }),
  description: text('descripción', { max: 4000 }),
  min_width_cm: cm('ancho mínimo'),
  max_width_cm: cm('ancho máximo'),
  min_projection_cm: cm('salida mínima'),
  max_projection_cm: cm('salida máxima'),
  features: features.optional(),
  grid: priceGridInputSchema,
  sort,
  published,
};
const modelRanges = ranges<Record<string, unknown>>([
  ['min_width_cm', 'max_width_cm', 'ancho'],
  ['min_projection_cm', 'max_projection_cm', 'largo de salida'],
]);

/** A fabric on one type, with its price per m² there. */
const fabricTypePriceSchema = z.object({
  type_id: id('tipo'),
  public_price: pesos('precio público por m²'),
  distributor_price: z.preprocess((v) => (v === '' ? undefined : v), pesos('precio de distribuidor por m²').optional()),
});

const fabricFields = {
  name: text('nombre', { min: 2, max: 100 }),
  description: text('descripción', { max: 4000 }),
  opacity: z.enum(OPACITIES, { error: 'Elige la opacidad.' }),
  openness_pct: optionalWhole('factor de apertura', { min: 1, max: 30 }).optional(),
  composition: text('composición', { max: 160 }),
  roll_width_cm: cm('ancho de rollo'),
  weight_gsm: optionalWhole('peso', { min: 1, max: 5000 }).optional(),
  types: z
    .array(fabricTypePriceSchema, { error: 'Elige los tipos en los que se fabrica.' })
    .min(1, 'Elige al menos un tipo en el que se fabrique, con su precio por m².')
    .refine((list) => new Set(list.map((t) => t.type_id)).size === list.length, 'Cada tipo va una sola vez.'),
  published,
};

const colorFields = {
  name: text('nombre', { min: 2, max: 80 }),
  hex: hex('color'),
  stripe_hex: optionalHex('color de la raya').optional(),
  stock: blankAsMissing(whole('existencia', { min: 0, max: 1_000_000 })),
  published,
};

export const lineCreateSchema = z.object(lineFields);
export const typeCreateSchema = z.object({ line_id: id('línea'), ...typeFields }).superRefine(typeRanges);
export const modelCreateSchema = z.object({ type_id: id('tipo'), ...modelFields }).superRefine(modelRanges);
export const fabricCreateSchema = z.object({ line_id: id('línea'), ...fabricFields });
export const colorCreateSchema = z.object({ fabric_id: id('tela'), ...colorFields });

// A change names only what changes; the parent stays (move a colour by creating it again).
const lineUpdateSchema = z.object(lineFields).partial();
const typeUpdateSchema = z.object(typeFields).partial().superRefine(typeRanges);
const modelUpdateSchema = z.object(modelFields).partial().superRefine(modelRanges);
const fabricUpdateSchema = z.object(fabricFields).partial();
const colorUpdateSchema = z.object(colorFields).partial();

export const catalogCreateSchemas = {
  lines: lineCreateSchema,
  types: typeCreateSchema,
  models: modelCreateSchema,
  fabrics: fabricCreateSchema,
  colors: colorCreateSchema,
} as const;
export const catalogUpdateSchemas = {
  lines: lineUpdateSchema,
  types: typeUpdateSchema,
  models: modelUpdateSchema,
  fabrics: fabricUpdateSchema,
  colors: colorUpdateSchema,
} as const;

export type CatalogCreate = {
  [K in CatalogKind]: { kind: K; data: z.output<(typeof catalogCreateSchemas)[K]> };
}[CatalogKind];
export type CatalogUpdate = {
  [K in CatalogKind]: { kind: K; data: z.output<(typeof catalogUpdateSchemas)[K]> };
}[CatalogKind];
/** What the browser sends (prices in pesos, numbers as typed). */
export type CatalogCreateInput<K extends CatalogKind> = z.input<(typeof catalogCreateSchemas)[K]>;
export type CatalogUpdateInput<K extends CatalogKind> = z.input<(typeof catalogUpdateSchemas)[K]>;

// ── Replies ─────────────────────────────────────────────────────────────────

const int = z.number().int();
const image = catalogImageSchema.nullable();
const common = { id: int, slug: z.string(), name: z.string(), published: z.boolean(), image };

export const adminLineSchema = z.object({ ...common, kind: z.literal('lines'), description: z.string(), sort: int });
export const adminTypeSchema = z.object({
  ...common,
  kind: z.literal('types'),
  line_id: int,
  summary: z.string(),
  description: z.string(),
  min_width_cm: int,
  max_width_cm: int,
  min_height_cm: int,
  max_height_cm: int,
  min_billable_area_m2: z.number(),
  manual_max_width_cm: int,
  sort: int,
});
export const adminModelSchema = z.object({
  ...common,
  kind: z.literal('models'),
  type_id: int,
  description: z.string(),
  min_width_cm: int,
  max_width_cm: int,
  min_projection_cm: int,
  max_projection_cm: int,
  features: z.array(z.string()),
  sort: int,
  grid: z.object({
    widths_cm: z.array(int),
    projections_cm: z.array(int),
    public_prices: z.array(z.array(moneySchema.nullable())),
    distributor_prices: z.array(z.array(moneySchema.nullable())),
  }),
});
export const adminFabricSchema = z.object({
  ...common,
  kind: z.literal('fabrics'),
  line_id: int,
  description: z.string(),
  opacity: z.enum(OPACITIES),
  openness_pct: int.nullable(),
  composition: z.string(),
  roll_width_cm: int,
  weight_gsm: int.nullable(),
  /** The types it is made in, with the price row (editable in Precios de inventario too). */
  types: z.array(
    z.object({
      type_id: int,
      price_id: int.nullable(),
      public_price: moneySchema.nullable(),
      distributor_price: moneySchema.nullable(),
    }),
  ),
});
export const adminColorSchema = z.object({
  ...common,
  kind: z.literal('colors'),
  fabric_id: int,
  hex: z.string(),
  stripe_hex: z.string().nullable(),
  stock: int,
  stock_id: int,
});

export type AdminLine = z.output<typeof adminLineSchema>;
export type AdminType = z.output<typeof adminTypeSchema>;
export type AdminModel = z.output<typeof adminModelSchema>;
export type AdminFabric = z.output<typeof adminFabricSchema>;
export type AdminColor = z.output<typeof adminColorSchema>;

/** One entry of any kind, as a change answers it (`kind` tells which). */
export const adminCatalogEntrySchema = z.discriminatedUnion('kind', [
  adminLineSchema,
  adminTypeSchema,
  adminModelSchema,
  adminFabricSchema,
  adminColorSchema,
]);
export type AdminCatalogEntry = z.output<typeof adminCatalogEntrySchema>;

/** GET /api/admin/catalog: every row, drafts included, in the order the public site shows them. */
export const adminCatalogSchema = z.object({
  lines: z.array(adminLineSchema),
  types: z.array(adminTypeSchema),
  models: z.array(adminModelSchema),
  fabrics: z.array(adminFabricSchema),
  colors: z.array(adminColorSchema),
});
export type AdminCatalog = z.output<typeof adminCatalogSchema>;
