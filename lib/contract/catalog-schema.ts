// The catalogue snapshot's zod schema (for the OpenAPI document), beside catalog.ts rather than in
// it so the types there stay a plain list; `sameType` keeps the two equal.
import './zod-config';
import { z } from 'zod';
import type {
  CatalogAccessory,
  CatalogColor,
  CatalogImage,
  CatalogFabric,
  CatalogGallery,
  CatalogLine,
  CatalogModel,
  CatalogMotor,
  CatalogSnapshot,
  CatalogType,
} from './catalog';
import { sameType } from './same-type';

const int = z.number().int();
const lineSlug = z.enum(['persianas', 'toldos', 'motorizacion']);

/** An uploaded photo's variants (CatalogImage). */
export const catalogImageSchema = z.object({
  src: z.string(),
  width: int,
  height: int,
  srcset: z.array(z.object({ src: z.string(), width: int })),
});
sameType<CatalogImage, z.output<typeof catalogImageSchema>>(true);
const image = catalogImageSchema.nullable();

const line = z.object({ id: int, slug: lineSlug, name: z.string(), description: z.string(), sort: int, image });
sameType<CatalogLine, z.output<typeof line>>(true);

const type = z.object({
  id: int,
  lineId: int,
  lineSlug,
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  minWidthCm: z.number(),
  maxWidthCm: z.number(),
  minHeightCm: z.number(),
  maxHeightCm: z.number(),
  minBillableAreaM2: z.number(),
  manualMaxWidthCm: z.number(),
  sort: int,
  image,
});
sameType<CatalogType, z.output<typeof type>>(true);

const grid = z.object({
  widthsCm: z.array(z.number()),
  projectionsCm: z.array(z.number()),
  publicCents: z.array(z.array(int.nullable())),
  distributorCents: z.array(z.array(int.nullable())),
});

const model = z.object({
  id: int,
  typeId: int,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  minWidthCm: z.number(),
  maxWidthCm: z.number(),
  minProjectionCm: z.number(),
  maxProjectionCm: z.number(),
  features: z.array(z.string()),
  image,
  sort: int,
  grid,
});
sameType<CatalogModel, z.output<typeof model>>(true);

// stripeHex arrived after the first hosts: one that omits it has no striped colours.
const color = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  hex: z.string(),
  stripeHex: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  stock: int,
  image,
});
sameType<CatalogColor, z.output<typeof color>>(true);

const fabric = z.object({
  id: int,
  lineId: int,
  lineSlug,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  opacity: z.enum(['transparente', 'traslucido', 'filtrante', 'blackout']),
  opennessPct: z.number().nullable(),
  composition: z.string(),
  rollWidthCm: z.number(),
  weightGsm: z.number().nullable(),
  image,
  colors: z.array(color),
  prices: z.array(z.object({ typeId: int, publicCents: int, distributorCents: int })),
});
sameType<CatalogFabric, z.output<typeof fabric>>(true);

const gallery = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  finish: z.string(),
  stock: int,
  publicCentsPerM: int,
  distributorCentsPerM: int,
});
sameType<CatalogGallery, z.output<typeof gallery>>(true);

const motor = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  kind: z.enum(['persiana', 'toldo']),
  description: z.string(),
  torqueNm: z.number().nullable(),
  minWidthCm: z.number(),
  maxWidthCm: z.number(),
  maxAreaM2: z.number(),
  powerSource: z.string(),
  stock: int,
  publicCents: int,
  distributorCents: int,
});
sameType<CatalogMotor, z.output<typeof motor>>(true);

const accessory = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  stock: int.nullable(),
  unit: z.enum(['pieza', 'm', 'm2']),
  publicCents: int,
  distributorCents: int,
});
sameType<CatalogAccessory, z.output<typeof accessory>>(true);

/** GET /api/quoter-options' `catalog` (and the public snapshot): money in integer centavos. */
export const catalogSnapshotSchema = z.object({
  lines: z.array(line),
  types: z.array(type),
  models: z.array(model),
  fabrics: z.array(fabric),
  galleries: z.array(gallery),
  motors: z.array(motor),
  accessories: z.array(accessory),
});
sameType<CatalogSnapshot, z.output<typeof catalogSnapshotSchema>>(true);
