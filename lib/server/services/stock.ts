import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/types';
import { accessories, galleries, motors } from '@/lib/server/db/schema';
import type { QuoteItem } from '@/lib/pricing/types';
import { ConflictError } from '@/lib/server/errors';

/**
 * Finished goods an order takes from stock: motors, sensors and accessories per piece, galleries
 * per metre. Fabrics are cut to order ("bajo pedido" when short), so they do not block an order.
 */
function stockNeeds(items: readonly QuoteItem[]) {
  const needs = {
    motors: new Map<string, number>(),
    galleries: new Map<string, number>(),
    accessories: new Map<string, number>(),
  };
  const add = (map: Map<string, number>, slug: string, n: number) => map.set(slug, (map.get(slug) ?? 0) + n);
  for (const item of items) {
    if (item.options.motor) add(needs.motors, item.options.motor, item.quantity);
    if (item.line === 'persianas' && item.options.gallery)
      add(needs.galleries, item.options.gallery, Math.ceil(item.width_cm / 100) * item.quantity);
    if (item.line === 'toldos' && item.options.wind_sensor) add(needs.accessories, 'sensor-viento', item.quantity);
  }
  return needs;
}

/** Takes the goods from stock atomically (stock ≥ need, or the whole transaction fails with a conflict). */
export async function takeStock(tx: Tx, items: readonly QuoteItem[]): Promise<void> {
  const needs = stockNeeds(items);
  for (const [slug, n] of needs.motors) {
    const rows = await tx
      .update(motors)
      .set({ stock: sql`${motors.stock} - ${n}` })
      .where(and(eq(motors.slug, slug), gte(motors.stock, n)))
      .returning({ id: motors.id });
    if (!rows.length) throw outOfStock(await nameOf(tx, 'motor', slug), n);
  }
  for (const [slug, n] of needs.galleries) {
    const rows = await tx
      .update(galleries)
      .set({ stock: sql`${galleries.stock} - ${n}` })
      .where(and(eq(galleries.slug, slug), gte(galleries.stock, n)))
      .returning({ id: galleries.id });
    if (!rows.length) throw outOfStock(await nameOf(tx, 'gallery', slug), n, 'm');
  }
  for (const [slug, n] of needs.accessories) {
    // Accessories with no stock figure (services like installation) are not counted.
    const rows = await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} - ${n}` })
      .where(and(eq(accessories.slug, slug), sql`(${accessories.stock} is null or ${accessories.stock} >= ${n})`))
      .returning({ id: accessories.id });
    if (!rows.length) throw outOfStock(await nameOf(tx, 'accessory', slug), n);
  }
}

/** Puts the goods of a cancelled order back. */
export async function returnStock(tx: Tx, items: readonly QuoteItem[]): Promise<void> {
  const needs = stockNeeds(items);
  for (const [slug, n] of needs.motors)
    await tx
      .update(motors)
      .set({ stock: sql`${motors.stock} + ${n}` })
      .where(eq(motors.slug, slug));
  for (const [slug, n] of needs.galleries)
    await tx
      .update(galleries)
      .set({ stock: sql`${galleries.stock} + ${n}` })
      .where(eq(galleries.slug, slug));
  for (const [slug, n] of needs.accessories) {
    await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} + ${n}` })
      .where(and(eq(accessories.slug, slug), sql`${accessories.stock} is not null`));
  }
}

async function nameOf(tx: Tx, kind: 'motor' | 'gallery' | 'accessory', slug: string): Promise<string> {
  const table = kind === 'motor' ? motors : kind === 'gallery' ? galleries : accessories;
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.slug, slug));
  return row?.name ?? slug;
}

const outOfStock = (name: string, n: number, unit = 'pzas.') =>
  new ConflictError(
    `No hay existencias suficientes de ${name} (se necesitan ${n} ${unit}). Quita esa opción o consulta a tu distribuidor.`,
  );
