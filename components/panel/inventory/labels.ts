// Words of the inventory screens: units, kinds, amounts. The stock statuses' words and thresholds
// are the public pages' own (lib/catalog/availability.ts).

import type { StockItem } from '@/lib/contract/inventory';

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

const STOCK_INT = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** "1,250 m", "1 pieza". */
export function formatStock(item: Pick<StockItem, 'stock' | 'unit'>): string {
  return `${STOCK_INT.format(item.stock)} ${unitLabel(item.unit, item.stock)}`;
}

/** A decimal peso string from the API ("1234.50") → "$1,234.50". */
export function formatPesos(value: string | undefined): string {
  if (value === undefined) return '—';
  const cents = Math.round(Number(value) * 100);
  if (!Number.isFinite(cents)) return value;
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);
}

/** What a person typed as a price → the API's decimal string, or null when it is not one. */
export function parsePesos(input: string): string | null {
  const clean = input
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean).toFixed(2);
}
