// What can be quoted (GET /api/quoter-options, DESIGN.md's shape) plus the priced catalogue the
// browser's engine quotes with. Public; a signed-in distributor or admin gets distributor prices.
import './zod-config';
import { z } from 'zod';
import type { CatalogSnapshot, Opacity } from './catalog';
import { catalogSnapshotSchema } from './catalog-schema';
import { priceListSchema, type PriceList } from './common';
import { sameType } from './same-type';

type QuoterColorOption = { slug: string; name: string; hex: string; stock: number };

type QuoterFabricOption = { slug: string; name: string; opacity: Opacity; colors: QuoterColorOption[] };

type QuoterModelOption = {
  slug: string;
  name: string;
  min_width_cm: number;
  max_width_cm: number;
  min_projection_cm: number;
  max_projection_cm: number;
  width_bands_cm: number[];
  projection_bands_cm: number[];
};

export type QuoterTypeOption = {
  slug: string;
  name: string;
  min_width_cm: number;
  max_width_cm: number;
  min_height_cm: number;
  max_height_cm: number;
  /** Awnings: the projection (salida) limits. */
  min_projection_cm?: number;
  max_projection_cm?: number;
  /** Widest piece without a motor. */
  manual_max_width_cm: number;
  min_billable_area_m2: number;
  fabrics: QuoterFabricOption[];
  models: QuoterModelOption[];
};

export type QuoterOptions = {
  lines: { slug: string; name: string; types: QuoterTypeOption[] }[];
  motors: {
    slug: string;
    name: string;
    kind: 'persiana' | 'toldo';
    min_width_cm: number;
    max_width_cm: number;
    max_area_m2: number;
  }[];
  galleries: { slug: string; name: string; finish: string }[];
  price_list: PriceList;
  /** The catalogue at the caller's prices: a customer's copy carries no distributor price. */
  catalog: CatalogSnapshot;
};

// ── Reply schema (the OpenAPI document; `sameType` keeps it equal to the types above) ──

const int = z.number().int();
const colorOption = z.object({ slug: z.string(), name: z.string(), hex: z.string(), stock: int });
const fabricOption = z.object({
  slug: z.string(),
  name: z.string(),
  opacity: z.enum(['transparente', 'traslucido', 'filtrante', 'blackout']),
  colors: z.array(colorOption),
});
const modelOption = z.object({
  slug: z.string(),
  name: z.string(),
  min_width_cm: z.number(),
  max_width_cm: z.number(),
  min_projection_cm: z.number(),
  max_projection_cm: z.number(),
  width_bands_cm: z.array(z.number()),
  projection_bands_cm: z.array(z.number()),
});
const typeOption = z.object({
  slug: z.string(),
  name: z.string(),
  min_width_cm: z.number(),
  max_width_cm: z.number(),
  min_height_cm: z.number(),
  max_height_cm: z.number(),
  min_projection_cm: z.number().optional(),
  max_projection_cm: z.number().optional(),
  manual_max_width_cm: z.number(),
  min_billable_area_m2: z.number(),
  fabrics: z.array(fabricOption),
  models: z.array(modelOption),
});
sameType<QuoterTypeOption, z.output<typeof typeOption>>(true);

export const quoterOptionsSchema = z.object({
  lines: z.array(z.object({ slug: z.string(), name: z.string(), types: z.array(typeOption) })),
  motors: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      kind: z.enum(['persiana', 'toldo']),
      min_width_cm: z.number(),
      max_width_cm: z.number(),
      max_area_m2: z.number(),
    }),
  ),
  galleries: z.array(z.object({ slug: z.string(), name: z.string(), finish: z.string() })),
  price_list: priceListSchema,
  catalog: catalogSnapshotSchema,
});
sameType<QuoterOptions, z.output<typeof quoterOptionsSchema>>(true);
