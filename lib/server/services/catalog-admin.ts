import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import * as t from '@/lib/server/db/schema';
import { catalogImageOf, type CatalogImage } from '@/lib/contract/catalog';
import type {
  AdminCatalog,
  AdminCatalogEntry,
  AdminColor,
  AdminFabric,
  AdminLine,
  AdminModel,
  AdminType,
  CatalogKind,
} from '@/lib/contract/catalog-admin';
import { toDecimal } from '@/lib/pricing/money';
import { NotFoundError } from '@/lib/server/errors';
import { encodeStockId } from './inventory';

// The catalogue as the administrator sees it: every row, drafts included, with its photo and
// its prices. The writes live in catalog-admin-writes.ts, the photos in catalog-images.ts.

type Rows = {
  lines: (typeof t.productLines.$inferSelect)[];
  types: (typeof t.productTypes.$inferSelect)[];
  models: (typeof t.awningModels.$inferSelect)[];
  fabrics: (typeof t.fabrics.$inferSelect)[];
  colors: (typeof t.colors.$inferSelect)[];
};

/** The table of each kind (the photo and draft columns are the same on all five). */
export const TABLES = {
  lines: t.productLines,
  types: t.productTypes,
  models: t.awningModels,
  fabrics: t.fabrics,
  colors: t.colors,
} as const;

async function imagesById(db: Db, ids: (number | null)[]): Promise<Map<number, CatalogImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(t.catalogImages).where(inArray(t.catalogImages.id, wanted));
  return new Map(rows.map((row) => [row.id, catalogImageOf(row)]));
}

async function serialize(db: Db, rows: Rows): Promise<AdminCatalog> {
  const all = [...rows.lines, ...rows.types, ...rows.models, ...rows.fabrics, ...rows.colors];
  const images = await imagesById(
    db,
    all.map((row) => row.imageId),
  );
  const imageOf = (id: number | null) => (id === null ? null : (images.get(id) ?? null));
  const modelIds = rows.models.map((m) => m.id);
  const fabricIds = rows.fabrics.map((f) => f.id);
  const [gridRows, fabricTypeRows, fabricPriceRows] = await Promise.all([
    modelIds.length ? db.select().from(t.prices).where(inArray(t.prices.modelId, modelIds)) : [],
    fabricIds.length ? db.select().from(t.fabricTypes).where(inArray(t.fabricTypes.fabricId, fabricIds)) : [],
    fabricIds.length ? db.select().from(t.prices).where(inArray(t.prices.fabricId, fabricIds)) : [],
  ]);

  const lines: AdminLine[] = rows.lines.map((l) => ({
    kind: 'lines',
    id: l.id,
    slug: l.slug,
    name: l.name,
    published: l.published,
    image: imageOf(l.imageId),
    description: l.description,
    sort: l.sort,
  }));
  const types: AdminType[] = rows.types.map((ty) => ({
    kind: 'types',
    id: ty.id,
    slug: ty.slug,
    name: ty.name,
    published: ty.published,
    image: imageOf(ty.imageId),
    line_id: ty.lineId,
    summary: ty.summary,
    description: ty.description,
    min_width_cm: ty.minWidthCm,
    max_width_cm: ty.maxWidthCm,
    min_height_cm: ty.minHeightCm,
    max_height_cm: ty.maxHeightCm,
    min_billable_area_m2: Number(ty.minBillableAreaM2),
    manual_max_width_cm: ty.manualMaxWidthCm,
    sort: ty.sort,
  }));
  const models: AdminModel[] = rows.models.map((m) => {
    const cells = gridRows.filter((p) => p.modelId === m.id && p.kind === 'toldo');
    const widths = [...new Set(cells.map((c) => c.maxWidthCm!))].sort((a, b) => a - b);
    const projections = [...new Set(cells.map((c) => c.projectionCm!))].sort((a, b) => a - b);
    const matrix = (field: 'publicPriceCents' | 'distributorPriceCents') =>
      widths.map((w) =>
        projections.map((p) => {
          const cell = cells.find((c) => c.maxWidthCm === w && c.projectionCm === p);
          return cell ? toDecimal(cell[field]) : null;
        }),
      );
    return {
      kind: 'models',
      id: m.id,
      slug: m.slug,
      name: m.name,
      published: m.published,
      image: imageOf(m.imageId),
      type_id: m.typeId,
      description: m.description,
      min_width_cm: m.minWidthCm,
      max_width_cm: m.maxWidthCm,
      min_projection_cm: m.minProjectionCm,
      max_projection_cm: m.maxProjectionCm,
      features: m.features,
      sort: m.sort,
      grid: {
        widths_cm: widths,
        projections_cm: projections,
        public_prices: matrix('publicPriceCents'),
        distributor_prices: matrix('distributorPriceCents'),
      },
    };
  });
  const fabrics: AdminFabric[] = rows.fabrics.map((f) => ({
    kind: 'fabrics',
    id: f.id,
    slug: f.slug,
    name: f.name,
    published: f.published,
    image: imageOf(f.imageId),
    line_id: f.lineId,
    description: f.description,
    opacity: f.opacity,
    openness_pct: f.opennessPct,
    composition: f.composition,
    roll_width_cm: f.rollWidthCm,
    weight_gsm: f.weightGsm,
    types: fabricTypeRows
      .filter((ft) => ft.fabricId === f.id)
      .map((ft) => {
        const price = fabricPriceRows.find((p) => p.kind === 'tela' && p.fabricId === f.id && p.typeId === ft.typeId);
        return {
          type_id: ft.typeId,
          price_id: price?.id ?? null,
          public_price: price ? toDecimal(price.publicPriceCents) : null,
          distributor_price: price ? toDecimal(price.distributorPriceCents) : null,
        };
      })
      .sort((a, b) => a.type_id - b.type_id),
  }));
  const colors: AdminColor[] = rows.colors.map((c) => ({
    kind: 'colors',
    id: c.id,
    slug: c.slug,
    name: c.name,
    published: c.published,
    image: imageOf(c.imageId),
    fabric_id: c.fabricId,
    hex: c.hex,
    stripe_hex: c.stripeHex,
    stock: c.stock,
    stock_id: encodeStockId('tela', c.id),
  }));
  return { lines, types, models, fabrics, colors };
}

/** GET /api/admin/catalog: everything, drafts included. */
export async function listAdminCatalog(db: Db): Promise<AdminCatalog> {
  const [lines, types, models, fabrics, colors] = await Promise.all([
    db.select().from(t.productLines).orderBy(asc(t.productLines.sort), asc(t.productLines.id)),
    db.select().from(t.productTypes).orderBy(asc(t.productTypes.sort), asc(t.productTypes.id)),
    db.select().from(t.awningModels).orderBy(asc(t.awningModels.sort), asc(t.awningModels.id)),
    db.select().from(t.fabrics).orderBy(asc(t.fabrics.name), asc(t.fabrics.id)),
    db.select().from(t.colors).orderBy(asc(t.colors.name), asc(t.colors.id)),
  ]);
  return serialize(db, { lines, types, models, fabrics, colors });
}

const NOT_FOUND: Record<CatalogKind, string> = {
  lines: 'La línea de producto no existe.',
  types: 'El tipo de producto no existe.',
  models: 'El modelo de toldo no existe.',
  fabrics: 'La tela no existe.',
  colors: 'El color no existe.',
};

export const notFound = (kind: CatalogKind) => new NotFoundError(NOT_FOUND[kind]);

/** One entry as the admin API answers it; 404 when it does not exist. */
export async function readAdminEntry(db: Db, kind: CatalogKind, id: number): Promise<AdminCatalogEntry> {
  const table = TABLES[kind];
  const found = await db.select().from(table).where(eq(table.id, id));
  if (!found.length) throw notFound(kind);
  const empty: Rows = { lines: [], types: [], models: [], fabrics: [], colors: [] };
  const serialized = await serialize(db, { ...empty, [kind]: found } as Rows);
  return serialized[kind][0]!;
}
