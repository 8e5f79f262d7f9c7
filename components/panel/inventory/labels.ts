// Words of the inventory screens: units, kinds, stock. The stock statuses' words and thresholds
// are the public pages' own (lib/catalog/availability.ts).

import type { StockItem } from '@/lib/contract/inventory';
import { formatCount } from '@/lib/format/count';

const UNIT_LABELS: Record<string, [singular: string, plural: string]> = {
  m: ['m', 'm'],
  m2: ['m²', 'm²'],
  pieza: ['pieza', 'piezas'],
};

/** "m", "m²", "pieza"/"piezas" (by the quantity when given). */
export function unitLabel(unit: string, quantity?: number): string {
  const labels = UNIT_LABELS[unit];
  if (!labels) return unit;
  return quantity === 1 || quantity === undefined ? labels[0] : labels[1];
}

const KIND_LABELS: Record<string, string> = {
  tela: 'Tela',
  toldo: 'Toldo',
  galeria: 'Galería',
  motor: 'Motor',
  accesorio: 'Accesorio',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** "1,250 m", "1 pieza". */
export function formatStock(item: Pick<StockItem, 'stock' | 'unit'>): string {
  return `${formatCount(item.stock)} ${unitLabel(item.unit, item.stock)}`;
}
