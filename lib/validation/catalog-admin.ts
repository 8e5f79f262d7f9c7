// The catalogue forms of the panel (/panel/catalogo): what each form keeps (text as typed, a
// price grid cell per width × projection, a price per type of a fabric) and how it becomes the
// API's payload, checked by the API's own schemas (lib/contract/catalog-admin.ts) so the
// browser and the server say the same.
import '@/lib/contract/zod-config';
import { z } from 'zod';
import {
  colorCreateSchema,
  fabricCreateSchema,
  lineCreateSchema,
  modelCreateSchema,
  typeCreateSchema,
  type AdminCatalogEntry,
  type AdminColor,
  type AdminFabric,
  type AdminLine,
  type AdminModel,
  type AdminType,
  type CatalogKind,
} from '@/lib/contract/catalog-admin';

const str = z.string();

/** "300, 400 500" → [300, 400, 500] as typed (the API's schema judges each number). */
export function parseBands(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The key of a grid cell in the form: width × projection as typed. */
export const cellKey = (width: string, projection: string) => `${width}x${projection}`;

/** One line per feature; blank lines dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const published = z.boolean();

/** Then the API's own schema (its fields coerce the typed text), its messages kept on their fields. */
function api<S extends z.ZodType>(schema: S) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<S> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    return z.NEVER;
  };
}

const lineFormSchema = z.object({ name: str, description: str, sort: str, published }).transform(api(lineCreateSchema));

const typeFormSchema = z
  .object({
    line_id: str,
    name: str,
    summary: str,
    description: str,
    min_width_cm: str,
    max_width_cm: str,
    min_height_cm: str,
    max_height_cm: str,
    min_billable_area_m2: str,
    manual_max_width_cm: str,
    sort: str,
    published,
  })
  .transform(api(typeCreateSchema));

const modelShape = z.object({
  type_id: str,
  name: str,
  description: str,
  min_width_cm: str,
  max_width_cm: str,
  min_projection_cm: str,
  max_projection_cm: str,
  features: str,
  sort: str,
  published,
  widths: str,
  projections: str,
  prices: z.record(str, str),
});

/**
 * The API payload of a model form: features one per line, the grid from its bands and cells (prices
 * in pesos, as typed).
 */
function modelPayload({ features, widths, projections, prices, ...rest }: z.output<typeof modelShape>) {
  const w = parseBands(widths);
  const p = parseBands(projections);
  return {
    ...rest,
    features: lines(features),
    grid: {
      widths_cm: w,
      projections_cm: p,
      public_prices: w.map((wi) => p.map((pi) => prices[cellKey(wi, pi)] ?? '')),
    },
  };
}

export const modelFormSchema = modelShape.transform(modelPayload).transform(api(modelCreateSchema));

type FabricTypeRow = { on: boolean; public_price: string; distributor_price: string };

const fabricShape = z.object({
  line_id: str,
  name: str,
  description: str,
  opacity: str,
  openness_pct: str,
  composition: str,
  roll_width_cm: str,
  weight_gsm: str,
  published,
  prices: z.record(
    str,
    z.object({ on: z.boolean().default(false), public_price: str.default(''), distributor_price: str.default('') }),
  ),
});

/** The API payload of a fabric form: the ticked types with their prices per m² (in pesos, as typed). */
function fabricPayload({ prices, ...rest }: z.input<typeof fabricShape>) {
  return {
    ...rest,
    types: Object.entries(prices)
      .filter(([, row]) => row.on)
      .map(([typeId, row]) => ({
        type_id: typeId,
        public_price: row.public_price ?? '',
        distributor_price: row.distributor_price ?? '',
      })),
  };
}

export const fabricFormSchema = fabricShape.transform(fabricPayload).transform(api(fabricCreateSchema));

export const colorFormSchema = z
  .object({ fabric_id: str, name: str, hex: str, stripe_hex: str, stock: str, published })
  .transform(api(colorCreateSchema));

export const catalogFormSchemas = {
  lines: lineFormSchema,
  types: typeFormSchema,
  models: modelFormSchema,
  fabrics: fabricFormSchema,
  colors: colorFormSchema,
} as const;

export type LineForm = z.input<typeof lineFormSchema>;
export type TypeForm = z.input<typeof typeFormSchema>;
export type ModelForm = z.input<typeof modelFormSchema>;
export type FabricForm = z.input<typeof fabricFormSchema>;
export type ColorForm = z.input<typeof colorFormSchema>;
export type CatalogForm = LineForm | TypeForm | ModelForm | FabricForm | ColorForm;

/** The parent a new entry hangs from: the line of a type or fabric, the type of a model, the fabric of a colour. */
const PARENT_FIELD: Record<CatalogKind, string | null> = {
  lines: null,
  types: 'line_id',
  models: 'type_id',
  fabrics: 'line_id',
  colors: 'fabric_id',
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new entry's empty form, under `parentId`. */
export function emptyForm(kind: CatalogKind, parentId: number | null): CatalogForm {
  const parent = text(parentId);
  switch (kind) {
    case 'lines':
      return { name: '', description: '', sort: '', published: false };
    case 'types':
      return {
        line_id: parent,
        name: '',
        summary: '',
        description: '',
        min_width_cm: '',
        max_width_cm: '',
        min_height_cm: '',
        max_height_cm: '',
        min_billable_area_m2: '1',
        manual_max_width_cm: '',
        sort: '',
        published: false,
      };
    case 'models':
      return {
        type_id: parent,
        name: '',
        description: '',
        min_width_cm: '',
        max_width_cm: '',
        min_projection_cm: '',
        max_projection_cm: '',
        features: '',
        sort: '',
        published: false,
        widths: '',
        projections: '',
        prices: {},
      };
    case 'fabrics':
      return {
        line_id: parent,
        name: '',
        description: '',
        opacity: '',
        openness_pct: '',
        composition: '',
        roll_width_cm: '',
        weight_gsm: '',
        published: false,
        prices: {},
      };
    case 'colors':
      return { fabric_id: parent, name: '', hex: '#CCCCCC', stripe_hex: '', stock: '0', published: false };
  }
}

/** An existing entry's form, as the API answered it. */
export function formOf(entry: AdminCatalogEntry): CatalogForm {
  switch (entry.kind) {
    case 'lines': {
      const e: AdminLine = entry;
      return { name: e.name, description: e.description, sort: text(e.sort), published: e.published };
    }
    case 'types': {
      const e: AdminType = entry;
      return {
        line_id: text(e.line_id),
        name: e.name,
        summary: e.summary,
        description: e.description,
        min_width_cm: text(e.min_width_cm),
        max_width_cm: text(e.max_width_cm),
        min_height_cm: text(e.min_height_cm),
        max_height_cm: text(e.max_height_cm),
        min_billable_area_m2: text(e.min_billable_area_m2),
        manual_max_width_cm: text(e.manual_max_width_cm),
        sort: text(e.sort),
        published: e.published,
      };
    }
    case 'models': {
      const e: AdminModel = entry;
      const prices: Record<string, string> = {};
      e.grid.widths_cm.forEach((w, wi) =>
        e.grid.projections_cm.forEach((p, pi) => {
          prices[cellKey(String(w), String(p))] = e.grid.public_prices[wi]?.[pi] ?? '';
        }),
      );
      return {
        type_id: text(e.type_id),
        name: e.name,
        description: e.description,
        min_width_cm: text(e.min_width_cm),
        max_width_cm: text(e.max_width_cm),
        min_projection_cm: text(e.min_projection_cm),
        max_projection_cm: text(e.max_projection_cm),
        features: e.features.join('\n'),
        sort: text(e.sort),
        published: e.published,
        widths: e.grid.widths_cm.join(', '),
        projections: e.grid.projections_cm.join(', '),
        prices,
      };
    }
    case 'fabrics': {
      const e: AdminFabric = entry;
      const prices: Record<string, FabricTypeRow> = {};
      for (const row of e.types)
        prices[String(row.type_id)] = {
          on: true,
          public_price: row.public_price ?? '',
          distributor_price: row.distributor_price ?? '',
        };
      return {
        line_id: text(e.line_id),
        name: e.name,
        description: e.description,
        opacity: e.opacity,
        openness_pct: text(e.openness_pct),
        composition: e.composition,
        roll_width_cm: text(e.roll_width_cm),
        weight_gsm: text(e.weight_gsm),
        published: e.published,
        prices,
      };
    }
    case 'colors': {
      const e: AdminColor = entry;
      return {
        fabric_id: text(e.fabric_id),
        name: e.name,
        hex: e.hex,
        stripe_hex: e.stripe_hex ?? '',
        stock: text(e.stock),
        published: e.published,
      };
    }
  }
}

/** What the API receives for a form's values: text as typed (the server parses it again). */
export function createPayload(kind: CatalogKind, values: CatalogForm): Record<string, unknown> {
  if (kind === 'models') return modelPayload(values as ModelForm);
  if (kind === 'fabrics') return fabricPayload(values as FabricForm);
  return { ...values };
}

/** What an edit sends: the payload without the parent (fixed) nor `published` (its own switch). */
export function updatePayload(kind: CatalogKind, values: CatalogForm): Record<string, unknown> {
  const { published: _published, ...rest } = createPayload(kind, values);
  const parent = PARENT_FIELD[kind];
  if (parent) delete rest[parent];
  return rest;
}
