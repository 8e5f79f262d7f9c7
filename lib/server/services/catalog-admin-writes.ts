import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import * as t from '@/lib/server/db/schema';
import { slugify } from '@/lib/format/slug';
import type { CatalogCreate, CatalogKind, CatalogUpdate, PriceGridInput } from '@/lib/contract/catalog-admin';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { ConflictError, InvalidInputError } from '@/lib/server/errors';
import { notFound, TABLES } from './catalog-admin';
import type { AuditActor } from '@/lib/server/audit/record';
import { withPriceAudit } from '@/lib/server/audit/prices';

// Creating, changing and deleting catalogue entries. Each call is one transaction: an entry and
// its price rows are saved together or not at all. Slugs are made from the name once, at
// creation, and never change: they are in public URLs and in saved quotes and orders.

type Tx = Db;

/** The fields to set, without those the request left out (a change names only what changes). */
function given<T extends Record<string, unknown>>(values: T): Partial<T> | null {
  const out = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
  return Object.keys(out).length ? out : null;
}

/** Sets what was given on one row; 404 when the row does not exist. */
async function setFields(tx: Tx, kind: CatalogKind, id: number, values: Record<string, unknown>) {
  const table = TABLES[kind];
  const changes = given(values);
  const rows = changes
    ? await tx.update(table).set(changes).where(eq(table.id, id)).returning()
    : await tx.select().from(table).where(eq(table.id, id));
  if (!rows.length) throw notFound(kind);
  return rows[0]!;
}

/** The seed's rule: a distributor pays 72 % of the public price unless told otherwise. */
const distributorDefault = (publicCents: number) => Math.round(publicCents * 0.72);

const SLUG_LENGTH = { lines: 40, types: 60, models: 60, fabrics: 60, colors: 60 } as const;

const DUPLICATE: Record<CatalogKind, string> = {
  lines: 'Ya existe una línea con ese nombre.',
  types: 'Ya existe un tipo con ese nombre en esta línea.',
  models: 'Ya existe un modelo de toldo con ese nombre.',
  fabrics: 'Ya existe una tela con ese nombre.',
  colors: 'Esta tela ya tiene un color con ese nombre.',
};

/** The slug of a new entry, or a 422 on `name` when it is empty or taken among its siblings. */
async function newSlug(
  tx: Tx,
  kind: CatalogKind,
  name: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const slug = slugify(name, SLUG_LENGTH[kind]);
  if (!slug) throw InvalidInputError.field('name', 'El nombre debe tener al menos una letra o un número.');
  if (await taken(slug)) throw InvalidInputError.field('name', `${DUPLICATE[kind]} (su dirección sería «${slug}»)`);
  return slug;
}

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

async function lineOf(tx: Tx, lineId: number, field: string, allowed: readonly string[] = ['persianas', 'toldos']) {
  const [line] = await tx.select().from(t.productLines).where(eq(t.productLines.id, lineId));
  if (!line) throw InvalidInputError.field(field, 'La línea elegida no existe.');
  if (!allowed.includes(line.slug))
    throw InvalidInputError.field(field, `Aquí solo se pueden elegir las líneas ${allowed.join(' o ')}.`);
  return line;
}

function checkRange(min: number, max: number, field: string, label: string) {
  if (min > max) throw InvalidInputError.field(field, `El ${label} máximo debe ser mayor o igual que el mínimo.`);
}

// ── Price rows ──────────────────────────────────────────────────────────────

const fabricSku = (fabricSlug: string, typeSlug: string) => `TELA-${fabricSlug}-${typeSlug}`.toUpperCase().slice(0, 80);
const gridSku = (modelSlug: string, width: number, projection: number) =>
  `TOL-${modelSlug}-${width}x${projection}`.toUpperCase().slice(0, 80);

type FabricTypePrice = { type_id: number; public_price: number; distributor_price?: number | undefined };

/**
 * Makes the fabric's types (and their price per m²) exactly `list`: new rows added, old ones
 * updated, the rest removed.
 */
async function replaceFabricTypes(tx: Tx, fabric: typeof t.fabrics.$inferSelect, list: FabricTypePrice[]) {
  const typeRows = list.length
    ? await tx
        .select()
        .from(t.productTypes)
        .where(
          inArray(
            t.productTypes.id,
            list.map((x) => x.type_id),
          ),
        )
    : [];
  list.forEach((entry, i) => {
    const type = typeRows.find((ty) => ty.id === entry.type_id);
    if (!type || type.lineId !== fabric.lineId)
      throw InvalidInputError.field(`types.${i}.type_id`, 'El tipo elegido no existe en la línea de esta tela.');
    const distributor = entry.distributor_price ?? distributorDefault(entry.public_price);
    if (distributor > entry.public_price)
      throw InvalidInputError.field(
        `types.${i}.distributor_price`,
        'El precio de distribuidor no puede ser mayor que el precio público.',
      );
  });
  const keep = list.map((x) => x.type_id);
  await tx.delete(t.fabricTypes).where(
    and(
      eq(t.fabricTypes.fabricId, fabric.id),
      keep.length
        ? sql`${t.fabricTypes.typeId} not in (${sql.join(
            keep.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  await tx.delete(t.prices).where(
    and(
      eq(t.prices.kind, 'tela'),
      eq(t.prices.fabricId, fabric.id),
      keep.length
        ? sql`${t.prices.typeId} not in (${sql.join(
            keep.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  for (const entry of list) {
    const type = typeRows.find((ty) => ty.id === entry.type_id)!;
    const distributor = entry.distributor_price ?? distributorDefault(entry.public_price);
    await tx.insert(t.fabricTypes).values({ fabricId: fabric.id, typeId: type.id }).onConflictDoNothing();
    const [existing] = await tx
      .select()
      .from(t.prices)
      .where(and(eq(t.prices.kind, 'tela'), eq(t.prices.fabricId, fabric.id), eq(t.prices.typeId, type.id)));
    const values = {
      publicPriceCents: entry.public_price,
      distributorPriceCents: distributor,
      description: `${fabric.name} en ${type.name}`.slice(0, 200),
      updatedAt: new Date(),
    };
    if (existing) await tx.update(t.prices).set(values).where(eq(t.prices.id, existing.id));
    else
      await tx.insert(t.prices).values({
        ...values,
        sku: fabricSku(fabric.slug, type.slug),
        kind: 'tela',
        unit: 'm2',
        fabricId: fabric.id,
        typeId: type.id,
      });
  }
}

/** Makes the model's price grid exactly `grid`: cells kept by (width, projection), the rest removed. */
async function replaceGrid(tx: Tx, model: typeof t.awningModels.$inferSelect, grid: PriceGridInput) {
  const existing = await tx
    .select()
    .from(t.prices)
    .where(and(eq(t.prices.kind, 'toldo'), eq(t.prices.modelId, model.id)));
  const wanted = new Set<number>();
  for (const [wi, width] of grid.widths_cm.entries()) {
    for (const [pi, projection] of grid.projections_cm.entries()) {
      const publicCents = grid.public_prices[wi]![pi]!;
      const old = existing.find((c) => c.maxWidthCm === width && c.projectionCm === projection);
      const given = grid.distributor_prices?.[wi]?.[pi] ?? null;
      const distributor =
        given ??
        (old && old.distributorPriceCents <= publicCents ? old.distributorPriceCents : distributorDefault(publicCents));
      if (distributor > publicCents)
        throw InvalidInputError.field(
          `grid.distributor_prices.${wi}.${pi}`,
          'El precio de distribuidor no puede ser mayor que el precio público.',
        );
      const values = {
        publicPriceCents: publicCents,
        distributorPriceCents: distributor,
        updatedAt: new Date(),
        description: `${model.name} hasta ${width / 100} m × ${projection / 100} m`.slice(0, 200),
      };
      if (old) {
        wanted.add(old.id);
        await tx.update(t.prices).set(values).where(eq(t.prices.id, old.id));
      } else {
        await tx.insert(t.prices).values({
          ...values,
          sku: gridSku(model.slug, width, projection),
          kind: 'toldo',
          unit: 'pieza',
          modelId: model.id,
          maxWidthCm: width,
          projectionCm: projection,
        });
      }
    }
  }
  const drop = existing.filter((c) => !wanted.has(c.id)).map((c) => c.id);
  if (drop.length) await tx.delete(t.prices).where(inArray(t.prices.id, drop));
}

/** The fabric's prices per m² and the model's grid, with each price that changed in the audit trail. */
const auditedFabricTypes = (
  tx: Tx,
  actor: AuditActor,
  fabric: typeof t.fabrics.$inferSelect,
  list: FabricTypePrice[],
) =>
  withPriceAudit(tx, actor, and(eq(t.prices.kind, 'tela'), eq(t.prices.fabricId, fabric.id)), () =>
    replaceFabricTypes(tx, fabric, list),
  );
const auditedGrid = (tx: Tx, actor: AuditActor, model: typeof t.awningModels.$inferSelect, grid: PriceGridInput) =>
  withPriceAudit(tx, actor, and(eq(t.prices.kind, 'toldo'), eq(t.prices.modelId, model.id)), () =>
    replaceGrid(tx, model, grid),
  );

// ── Create ──────────────────────────────────────────────────────────────────

/** Creates an entry (a draft unless `published` is true) and answers its id. */
export async function createEntry(db: Db, input: CatalogCreate, actor: AuditActor): Promise<number> {
  try {
    return await insertEntry(db, input, actor);
  } catch (error) {
    // Two admins saving the same name at once: the unique index decides, the loser gets the 422.
    if (isUniqueViolation(error)) throw InvalidInputError.field('name', DUPLICATE[input.kind]);
    throw error;
  }
}

async function insertEntry(db: Db, input: CatalogCreate, actor: AuditActor): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    switch (input.kind) {
      case 'lines':
        // The public site has one set of pages per line (persianas, toldos, motorización).
        throw new ConflictError(
          'Las líneas de producto son fijas: el sitio tiene páginas propias para persianas, toldos y motorización. Puedes cambiar su nombre, su descripción, su foto o pasarlas a borrador.',
        );
      case 'types': {
        const d = input.data;
        await lineOf(tx, d.line_id, 'line_id');
        const slug = await newSlug(tx, 'types', d.name, (s) =>
          exists(
            tx
              .select({ id: t.productTypes.id })
              .from(t.productTypes)
              .where(and(eq(t.productTypes.lineId, d.line_id), eq(t.productTypes.slug, s))),
          ),
        );
        const [row] = await tx
          .insert(t.productTypes)
          .values({
            lineId: d.line_id,
            slug,
            name: d.name,
            summary: d.summary,
            description: d.description,
            minWidthCm: d.min_width_cm,
            maxWidthCm: d.max_width_cm,
            minHeightCm: d.min_height_cm,
            maxHeightCm: d.max_height_cm,
            minBillableAreaM2: (d.min_billable_area_m2 ?? 1).toFixed(2),
            manualMaxWidthCm: d.manual_max_width_cm ?? Math.min(300, d.max_width_cm),
            sort: d.sort ?? 99,
            published: d.published ?? false,
          })
          .returning({ id: t.productTypes.id });
        return row!.id;
      }
      case 'models': {
        const d = input.data;
        const [type] = await tx
          .select({ type: t.productTypes, line: t.productLines.slug })
          .from(t.productTypes)
          .innerJoin(t.productLines, eq(t.productLines.id, t.productTypes.lineId))
          .where(eq(t.productTypes.id, d.type_id));
        if (!type) throw InvalidInputError.field('type_id', 'El tipo elegido no existe.');
        if (type.line !== 'toldos')
          throw InvalidInputError.field('type_id', 'Los modelos son de toldos: elige un tipo de toldo.');
        // Model slugs name their grid's price rows (TOL-{slug}-…), so they are unique across types.
        const slug = await newSlug(tx, 'models', d.name, (s) =>
          exists(tx.select({ id: t.awningModels.id }).from(t.awningModels).where(eq(t.awningModels.slug, s))),
        );
        const [row] = await tx
          .insert(t.awningModels)
          .values({
            typeId: d.type_id,
            slug,
            name: d.name,
            description: d.description,
            minWidthCm: d.min_width_cm,
            maxWidthCm: d.max_width_cm,
            minProjectionCm: d.min_projection_cm,
            maxProjectionCm: d.max_projection_cm,
            features: d.features ?? [],
            sort: d.sort ?? 99,
            published: d.published ?? false,
          })
          .returning();
        await auditedGrid(tx, actor, row!, d.grid);
        return row!.id;
      }
      case 'fabrics': {
        const d = input.data;
        await lineOf(tx, d.line_id, 'line_id');
        const slug = await newSlug(tx, 'fabrics', d.name, (s) =>
          exists(tx.select({ id: t.fabrics.id }).from(t.fabrics).where(eq(t.fabrics.slug, s))),
        );
        const [row] = await tx
          .insert(t.fabrics)
          .values({
            lineId: d.line_id,
            slug,
            name: d.name,
            description: d.description,
            opacity: d.opacity,
            opennessPct: d.openness_pct ?? null,
            composition: d.composition,
            rollWidthCm: d.roll_width_cm,
            weightGsm: d.weight_gsm ?? null,
            published: d.published ?? false,
          })
          .returning();
        await auditedFabricTypes(tx, actor, row!, d.types);
        return row!.id;
      }
      case 'colors': {
        const d = input.data;
        const [fabric] = await tx.select({ id: t.fabrics.id }).from(t.fabrics).where(eq(t.fabrics.id, d.fabric_id));
        if (!fabric) throw InvalidInputError.field('fabric_id', 'La tela elegida no existe.');
        const slug = await newSlug(tx, 'colors', d.name, (s) =>
          exists(
            tx
              .select({ id: t.colors.id })
              .from(t.colors)
              .where(and(eq(t.colors.fabricId, d.fabric_id), eq(t.colors.slug, s))),
          ),
        );
        const [row] = await tx
          .insert(t.colors)
          .values({
            fabricId: d.fabric_id,
            slug,
            name: d.name,
            hex: d.hex,
            stripeHex: d.stripe_hex ?? null,
            stock: d.stock ?? 0,
            published: d.published ?? false,
          })
          .returning({ id: t.colors.id });
        return row!.id;
      }
    }
  });
}

// ── Update ──────────────────────────────────────────────────────────────────

/** Changes the fields given (names change, slugs stay); 404 when the entry does not exist. */
export async function updateEntry(db: Db, id: number, input: CatalogUpdate, actor: AuditActor): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    switch (input.kind) {
      case 'lines': {
        const d = input.data;
        await setFields(tx, 'lines', id, {
          name: d.name,
          description: d.description,
          sort: d.sort,
          published: d.published,
        });
        return;
      }
      case 'types': {
        const d = input.data;
        const [old] = await tx.select().from(t.productTypes).where(eq(t.productTypes.id, id));
        if (!old) throw notFound('types');
        checkRange(d.min_width_cm ?? old.minWidthCm, d.max_width_cm ?? old.maxWidthCm, 'max_width_cm', 'ancho');
        checkRange(d.min_height_cm ?? old.minHeightCm, d.max_height_cm ?? old.maxHeightCm, 'max_height_cm', 'alto');
        await setFields(tx, 'types', id, {
          name: d.name,
          summary: d.summary,
          description: d.description,
          minWidthCm: d.min_width_cm,
          maxWidthCm: d.max_width_cm,
          minHeightCm: d.min_height_cm,
          maxHeightCm: d.max_height_cm,
          minBillableAreaM2: d.min_billable_area_m2?.toFixed(2),
          manualMaxWidthCm: d.manual_max_width_cm,
          sort: d.sort,
          published: d.published,
        });
        return;
      }
      case 'models': {
        const d = input.data;
        const [old] = await tx.select().from(t.awningModels).where(eq(t.awningModels.id, id));
        if (!old) throw notFound('models');
        checkRange(d.min_width_cm ?? old.minWidthCm, d.max_width_cm ?? old.maxWidthCm, 'max_width_cm', 'ancho');
        checkRange(
          d.min_projection_cm ?? old.minProjectionCm,
          d.max_projection_cm ?? old.maxProjectionCm,
          'max_projection_cm',
          'largo de salida',
        );
        const row = await setFields(tx, 'models', id, {
          name: d.name,
          description: d.description,
          minWidthCm: d.min_width_cm,
          maxWidthCm: d.max_width_cm,
          minProjectionCm: d.min_projection_cm,
          maxProjectionCm: d.max_projection_cm,
          features: d.features,
          sort: d.sort,
          published: d.published,
        });
        if (d.grid) await auditedGrid(tx, actor, row as typeof t.awningModels.$inferSelect, d.grid);
        return;
      }
      case 'fabrics': {
        const d = input.data;
        const row = await setFields(tx, 'fabrics', id, {
          name: d.name,
          description: d.description,
          opacity: d.opacity,
          opennessPct: d.openness_pct,
          composition: d.composition,
          rollWidthCm: d.roll_width_cm,
          weightGsm: d.weight_gsm,
          published: d.published,
        });
        if (d.types) await auditedFabricTypes(tx, actor, row as typeof t.fabrics.$inferSelect, d.types);
        return;
      }
      case 'colors': {
        const d = input.data;
        await setFields(tx, 'colors', id, {
          name: d.name,
          hex: d.hex,
          stripeHex: d.stripe_hex,
          stock: d.stock,
          published: d.published,
        });
        return;
      }
    }
  });
}

// ── Delete ──────────────────────────────────────────────────────────────────

/** Saved quotes, orders and carts name catalogue entries by slug in their item configuration. */
async function usedBySales(tx: Tx, where: (config: SQL) => SQL): Promise<boolean> {
  for (const table of [t.quoteItems, t.orderItems, t.cartItems]) {
    if (
      await exists(
        tx
          .select({ id: table.id })
          .from(table)
          .where(where(sql`${table.config}`))
          .limit(1),
      )
    )
      return true;
  }
  return false;
}

const IN_USE =
  'No se puede eliminar: hay cotizaciones, pedidos o carritos que lo usan. Pásalo a borrador para que deje de ofrecerse.';

export type StoredPhoto = { key: string; widths: number[] };

/**
 * Deletes an entry and what hangs from it (a fabric's colours, a model's grid), refused with a
 * 409 while a quote, an order, a cart or a child entry refers to it. Answers the photos it left
 * without an owner, whose files the caller removes after the commit.
 */
export async function deleteEntry(db: Db, kind: CatalogKind, id: number): Promise<StoredPhoto[]> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const table = TABLES[kind];
    const [row] = await tx.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(kind);
    const imageIds: (number | null)[] = [row.imageId];
    switch (kind) {
      case 'lines':
        throw new ConflictError('Las líneas de producto son fijas y no se eliminan; pásala a borrador para ocultarla.');
      case 'types': {
        const type = row as typeof t.productTypes.$inferSelect;
        const [line] = await tx.select().from(t.productLines).where(eq(t.productLines.id, type.lineId));
        if (
          await exists(
            tx.select({ id: t.awningModels.id }).from(t.awningModels).where(eq(t.awningModels.typeId, id)).limit(1),
          )
        ) {
          throw new ConflictError(
            'No se puede eliminar: el tipo tiene modelos de toldo. Elimínalos o pásalo a borrador.',
          );
        }
        if (await usedBySales(tx, (c) => sql`${c}->>'line' = ${line!.slug} and ${c}->>'type' = ${type.slug}`))
          throw new ConflictError(IN_USE);
        break;
      }
      case 'models': {
        const model = row as typeof t.awningModels.$inferSelect;
        if (await usedBySales(tx, (c) => sql`${c}->>'model' = ${model.slug}`)) throw new ConflictError(IN_USE);
        break;
      }
      case 'fabrics': {
        const fabric = row as typeof t.fabrics.$inferSelect;
        if (await usedBySales(tx, (c) => sql`${c}->>'fabric' = ${fabric.slug}`)) throw new ConflictError(IN_USE);
        const colorRows = await tx
          .select({ imageId: t.colors.imageId })
          .from(t.colors)
          .where(eq(t.colors.fabricId, id));
        imageIds.push(...colorRows.map((c) => c.imageId));
        break;
      }
      case 'colors': {
        const color = row as typeof t.colors.$inferSelect;
        const [fabric] = await tx
          .select({ slug: t.fabrics.slug })
          .from(t.fabrics)
          .where(eq(t.fabrics.id, color.fabricId));
        if (await usedBySales(tx, (c) => sql`${c}->>'fabric' = ${fabric!.slug} and ${c}->>'color' = ${color.slug}`))
          throw new ConflictError(IN_USE);
        break;
      }
    }
    await tx.delete(table).where(eq(table.id, id));
    const orphans = imageIds.filter((x): x is number => x !== null);
    if (!orphans.length) return [];
    return tx
      .delete(t.catalogImages)
      .where(inArray(t.catalogImages.id, orphans))
      .returning({ key: t.catalogImages.key, widths: t.catalogImages.widths });
  });
}
