import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import * as t from '@/lib/server/db/schema';
import type {
  CatalogAccessory,
  CatalogFabric,
  CatalogImage,
  CatalogGallery,
  CatalogLine,
  CatalogModel,
  CatalogMotor,
  CatalogSnapshot,
  CatalogType,
  LineSlug,
  PriceGrid,
} from '@/lib/contract/catalog';
import { catalogImageOf } from '@/lib/contract/catalog';

/**
 * Reads the whole published catalogue in a handful of queries (it is small: tens of rows each).
 * Drafts (`published = false`) stay out, and so does everything under a draft: a type of a draft
 * line, a colour of a draft fabric. What is not here is neither shown nor quoted nor priced.
 */
export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [
    allLines,
    allTypes,
    allModels,
    allFabrics,
    allColors,
    imageRows,
    fabricTypeRows,
    priceRows,
    galleryRows,
    motorRows,
    accessoryRows,
  ] = await Promise.all([
    db.select().from(t.productLines).where(eq(t.productLines.published, true)).orderBy(asc(t.productLines.sort)),
    db
      .select()
      .from(t.productTypes)
      .where(and(eq(t.productTypes.active, true), eq(t.productTypes.published, true)))
      .orderBy(asc(t.productTypes.sort), asc(t.productTypes.id)),
    db
      .select()
      .from(t.awningModels)
      .where(and(eq(t.awningModels.active, true), eq(t.awningModels.published, true)))
      .orderBy(asc(t.awningModels.sort), asc(t.awningModels.id)),
    db
      .select()
      .from(t.fabrics)
      .where(and(eq(t.fabrics.active, true), eq(t.fabrics.published, true)))
      .orderBy(asc(t.fabrics.id)),
    db.select().from(t.colors).where(eq(t.colors.published, true)).orderBy(asc(t.colors.id)),
    db.select().from(t.catalogImages),
    db.select().from(t.fabricTypes),
    db.select().from(t.prices),
    db.select().from(t.galleries).orderBy(asc(t.galleries.id)),
    db.select().from(t.motors).orderBy(asc(t.motors.id)),
    db.select().from(t.accessories).orderBy(asc(t.accessories.id)),
  ]);

  // A child of a draft is hidden with it.
  const lineRows = allLines;
  const lineIds = new Set(lineRows.map((l) => l.id));
  const typeRows = allTypes.filter((ty) => lineIds.has(ty.lineId));
  const typeIds = new Set(typeRows.map((ty) => ty.id));
  const modelRows = allModels.filter((m) => typeIds.has(m.typeId));
  const fabricRows = allFabrics.filter((f) => lineIds.has(f.lineId));
  const fabricIds = new Set(fabricRows.map((f) => f.id));
  const colorRows = allColors.filter((c) => fabricIds.has(c.fabricId));

  const images = new Map(imageRows.map((row) => [row.id, catalogImageOf(row)]));
  const imageOf = (id: number | null): CatalogImage | null => (id === null ? null : (images.get(id) ?? null));

  const lineSlug = new Map(lineRows.map((l) => [l.id, l.slug as LineSlug]));
  const lines: CatalogLine[] = lineRows.map((l) => ({
    id: l.id,
    slug: l.slug as LineSlug,
    name: l.name,
    description: l.description,
    sort: l.sort,
    image: imageOf(l.imageId),
  }));
  const types: CatalogType[] = typeRows.map((ty) => ({
    id: ty.id,
    lineId: ty.lineId,
    lineSlug: lineSlug.get(ty.lineId)!,
    slug: ty.slug,
    name: ty.name,
    summary: ty.summary,
    description: ty.description,
    minWidthCm: ty.minWidthCm,
    maxWidthCm: ty.maxWidthCm,
    minHeightCm: ty.minHeightCm,
    maxHeightCm: ty.maxHeightCm,
    minBillableAreaM2: Number(ty.minBillableAreaM2),
    manualMaxWidthCm: ty.manualMaxWidthCm,
    sort: ty.sort,
    image: imageOf(ty.imageId),
  }));

  const models: CatalogModel[] = modelRows.map((m) => ({
    id: m.id,
    typeId: m.typeId,
    slug: m.slug,
    name: m.name,
    description: m.description,
    minWidthCm: m.minWidthCm,
    maxWidthCm: m.maxWidthCm,
    minProjectionCm: m.minProjectionCm,
    maxProjectionCm: m.maxProjectionCm,
    features: m.features,
    image: imageOf(m.imageId),
    sort: m.sort,
    grid: gridFor(priceRows.filter((p) => p.kind === 'toldo' && p.modelId === m.id)),
  }));

  const activeTypeIds = new Set(types.map((ty) => ty.id));
  const fabrics: CatalogFabric[] = fabricRows.map((f) => ({
    id: f.id,
    lineId: f.lineId,
    lineSlug: lineSlug.get(f.lineId)!,
    slug: f.slug,
    name: f.name,
    description: f.description,
    opacity: f.opacity,
    opennessPct: f.opennessPct,
    composition: f.composition,
    rollWidthCm: f.rollWidthCm,
    weightGsm: f.weightGsm,
    image: imageOf(f.imageId),
    colors: colorRows
      .filter((c) => c.fabricId === f.id)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        hex: c.hex,
        stripeHex: c.stripeHex,
        stock: c.stock,
        image: imageOf(c.imageId),
      })),
    prices: fabricTypeRows
      .filter((ft) => ft.fabricId === f.id && activeTypeIds.has(ft.typeId))
      .flatMap((ft) => {
        const price = priceRows.find((p) => p.kind === 'tela' && p.fabricId === f.id && p.typeId === ft.typeId);
        return price
          ? [{ typeId: ft.typeId, publicCents: price.publicPriceCents, distributorCents: price.distributorPriceCents }]
          : [];
      }),
  }));

  const priceOf = (match: (p: (typeof priceRows)[number]) => boolean) => {
    const row = priceRows.find(match);
    return {
      publicCents: row?.publicPriceCents ?? 0,
      distributorCents: row?.distributorPriceCents ?? 0,
      unit: row?.unit ?? 'pieza',
    };
  };
  const galleries: CatalogGallery[] = galleryRows.map((g) => {
    const p = priceOf((r) => r.kind === 'galeria' && r.galleryId === g.id);
    return {
      id: g.id,
      slug: g.slug,
      name: g.name,
      description: g.description,
      finish: g.finish,
      stock: g.stock,
      publicCentsPerM: p.publicCents,
      distributorCentsPerM: p.distributorCents,
    };
  });
  const motors: CatalogMotor[] = motorRows.map((m) => {
    const p = priceOf((r) => r.kind === 'motor' && r.motorId === m.id);
    return {
      id: m.id,
      slug: m.slug,
      name: m.name,
      brand: m.brand,
      kind: m.kind,
      description: m.description,
      torqueNm: m.torqueNm === null ? null : Number(m.torqueNm),
      minWidthCm: m.minWidthCm,
      maxWidthCm: m.maxWidthCm,
      maxAreaM2: Number(m.maxAreaM2),
      powerSource: m.powerSource,
      stock: m.stock,
      publicCents: p.publicCents,
      distributorCents: p.distributorCents,
    };
  });
  const accessories: CatalogAccessory[] = accessoryRows.map((a) => {
    const p = priceOf((r) => r.kind === 'accesorio' && r.accessoryId === a.id);
    return {
      id: a.id,
      slug: a.slug,
      name: a.name,
      description: a.description,
      stock: a.stock,
      unit: p.unit,
      publicCents: p.publicCents,
      distributorCents: p.distributorCents,
    };
  });

  return { lines, types, models, fabrics, galleries, motors, accessories };
}

function gridFor(rows: (typeof t.prices.$inferSelect)[]): PriceGrid {
  const widthsCm = [...new Set(rows.map((r) => r.maxWidthCm!))].sort((a, b) => a - b);
  const projectionsCm = [...new Set(rows.map((r) => r.projectionCm!))].sort((a, b) => a - b);
  const cell = (field: 'publicPriceCents' | 'distributorPriceCents') =>
    widthsCm.map((w) =>
      projectionsCm.map((p) => rows.find((r) => r.maxWidthCm === w && r.projectionCm === p)?.[field] ?? null),
    );
  return {
    widthsCm,
    projectionsCm,
    publicCents: cell('publicPriceCents'),
    distributorCents: cell('distributorPriceCents'),
  };
}
