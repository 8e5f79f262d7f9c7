import 'server-only';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/types';
import { accessories, colors, fabrics, galleries, motors, prices, productLines } from '@/lib/server/db/schema';
import { stockStatus } from '@/lib/catalog/availability';
import { toDecimal } from '@/lib/pricing/money';
import { InvalidInputError, NotFoundError } from '@/lib/server/errors';
import type { PriceList } from '@/lib/pricing/types';
import type { PriceRow, StockItem, StockKind } from '@/lib/contract/inventory';
import type { AuditActor } from '@/lib/server/audit/record';
import { withPriceAudit } from '@/lib/server/audit/prices';

// Stock lives on four tables (fabric colours, galleries, motors, accessories). The inventory
// API gives each stock item one integer id: a per-kind base plus the row's id (2000015 is
// gallery 15), so `PUT /api/catalogs/{id}` needs nothing else to find the row.
const BASES = { tela: 1_000_000, galeria: 2_000_000, motor: 3_000_000, accesorio: 4_000_000 } as const;

export function encodeStockId(kind: StockKind, rowId: number): number {
  return BASES[kind] + rowId;
}

function decodeStockId(id: number): { kind: StockKind; rowId: number } {
  const entry = (Object.entries(BASES) as [StockKind, number][]).find(([, base]) => id > base && id < base + 1_000_000);
  if (!entry) throw new NotFoundError('El artículo de inventario no existe.');
  return { kind: entry[0], rowId: id - entry[1] };
}

/** Every stock item, for the inventory screens: fabric colours (per line), galleries, motors, accessories. */
export async function listStock(db: Db): Promise<StockItem[]> {
  const [colorRows, galleryRows, motorRows, accessoryRows] = await Promise.all([
    db
      .select({ c: colors, f: fabrics, line: productLines.slug })
      .from(colors)
      .innerJoin(fabrics, eq(fabrics.id, colors.fabricId))
      .innerJoin(productLines, eq(productLines.id, fabrics.lineId))
      .orderBy(asc(fabrics.name), asc(colors.name)),
    db.select().from(galleries).orderBy(asc(galleries.name)),
    db.select().from(motors).orderBy(asc(motors.name)),
    db.select().from(accessories).where(isNotNull(accessories.stock)).orderBy(asc(accessories.name)),
  ]);
  return [
    ...colorRows.map(({ c, f, line }) => ({
      id: encodeStockId('tela', c.id),
      kind: 'tela' as const,
      category: line,
      sku: `${f.slug}-${c.slug}`.toUpperCase(),
      name: `${f.name} · ${c.name}`,
      fabric: f.name,
      color: c.name,
      hex: c.hex,
      unit: 'm',
      stock: c.stock,
      status: stockStatus(c.stock),
    })),
    ...galleryRows.map((g) => ({
      id: encodeStockId('galeria', g.id),
      kind: 'galeria' as const,
      category: 'galerias',
      sku: `GAL-${g.slug}`.toUpperCase(),
      name: g.name,
      fabric: null,
      color: g.finish,
      hex: null,
      unit: 'm',
      stock: g.stock,
      status: stockStatus(g.stock),
    })),
    ...motorRows.map((m) => ({
      id: encodeStockId('motor', m.id),
      kind: 'motor' as const,
      category: 'motorizacion',
      sku: `MOT-${m.slug}`.toUpperCase(),
      name: m.name,
      fabric: null,
      color: null,
      hex: null,
      unit: 'pieza',
      stock: m.stock,
      status: stockStatus(m.stock),
    })),
    ...accessoryRows.map((a) => ({
      id: encodeStockId('accesorio', a.id),
      kind: 'accesorio' as const,
      category: 'motorizacion',
      sku: `ACC-${a.slug}`.toUpperCase(),
      name: a.name,
      fabric: null,
      color: null,
      hex: null,
      unit: 'pieza',
      stock: a.stock ?? 0,
      status: stockStatus(a.stock ?? 0),
    })),
  ];
}

export async function setStock(db: Db, id: number, stock: number): Promise<StockItem> {
  const { kind, rowId } = decodeStockId(id);
  const table = { tela: colors, galeria: galleries, motor: motors, accesorio: accessories }[kind];
  const rows = await db.update(table).set({ stock }).where(eq(table.id, rowId)).returning({ id: table.id });
  if (!rows.length) throw new NotFoundError('El artículo de inventario no existe.');
  return (await listStock(db)).find((item) => item.id === id)!;
}

/** Price rows for the price list screen: customers see public prices; distributors and admins both. */
export async function listPrices(db: Db, priceList: PriceList) {
  const rows = await db.select().from(prices).orderBy(asc(prices.kind), asc(prices.description));
  return rows.map((p) => serializePrice(p, priceList));
}

function serializePrice(p: typeof prices.$inferSelect, priceList: PriceList): PriceRow {
  return {
    id: p.id,
    sku: p.sku,
    kind: p.kind,
    unit: p.unit,
    description: p.description,
    price: toDecimal(priceList === 'distribuidor' ? p.distributorPriceCents : p.publicPriceCents),
    public_price: toDecimal(p.publicPriceCents),
    ...(priceList === 'distribuidor' ? { distributor_price: toDecimal(p.distributorPriceCents) } : {}),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function setPrice(
  db: Db,
  id: number,
  change: { publicCents?: number; distributorCents?: number },
  actor: AuditActor,
) {
  return db.transaction((tx) => withPriceAudit(tx, actor, eq(prices.id, id), () => writePrice(tx, id, change)));
}

async function writePrice(db: Db | Tx, id: number, change: { publicCents?: number; distributorCents?: number }) {
  const [row] = await db.select().from(prices).where(eq(prices.id, id));
  if (!row) throw new NotFoundError('El precio no existe.');
  const publicCents = change.publicCents ?? row.publicPriceCents;
  const distributorCents = change.distributorCents ?? row.distributorPriceCents;
  if (distributorCents > publicCents)
    throw new InvalidInputError({
      distributor_price: ['El precio de distribuidor no puede ser mayor que el precio público.'],
    });
  const [updated] = await db
    .update(prices)
    .set({ publicPriceCents: publicCents, distributorPriceCents: distributorCents, updatedAt: new Date() })
    .where(eq(prices.id, id))
    .returning();
  return serializePrice(updated!, 'distribuidor');
}
