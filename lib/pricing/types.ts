// The quote price engine's input and output. Input is the configuration of DESIGN.md
// ("A configuration"); output is in integer centavos, with an explanation line per charge.

import type { Mount } from './mount';

export type PriceList = 'publico' | 'distribuidor';

export type ItemOptions = {
  motor?: string | null;
  gallery?: string | null;
  installation?: boolean;
  /** Awnings only; needs a motor. */
  wind_sensor?: boolean;
};

export type BlindItem = {
  line: 'persianas';
  type: string;
  fabric: string;
  color: string;
  width_cm: number;
  height_cm: number;
  /** Where it is mounted; none (quotes saved before the mount existed) is made as measured. */
  mount?: Mount | null;
  quantity: number;
  room?: string | null;
  options: ItemOptions;
};

export type AwningItem = {
  line: 'toldos';
  type: string;
  model: string;
  fabric?: string | null;
  color?: string | null;
  width_cm: number;
  projection_cm: number;
  quantity: number;
  room?: string | null;
  options: ItemOptions;
};

export type QuoteItem = BlindItem | AwningItem;

export type PriceLine = { label: string; amountCents: number };

export type PricedItem = {
  item: QuoteItem;
  /** "Persiana enrollable Blackout Premium, Marfil, 1.50 × 1.80 m". */
  description: string;
  /** Width and height (or projection) after rounding up to the centimetre. */
  widthCm: number;
  heightCm: number;
  /** Blinds: the mount asked; null for awnings and pieces without one. */
  mount: Mount | null;
  /** What the factory makes (lib/pricing/mount.ts), what the piece is priced on. */
  finishedWidthCm: number;
  finishedHeightCm: number;
  measuredAreaM2: number;
  billableAreaM2: number;
  unitPriceCents: number;
  lineTotalCents: number;
  lines: PriceLine[];
};

export type PricedQuote = {
  items: PricedItem[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  priceList: PriceList;
};

/** Laravel-style errors keyed by the item's path: `items.0.width_cm`. */
export type PricingErrors = Record<string, string[]>;

export type PricingResult = { ok: true; quote: PricedQuote } | { ok: false; errors: PricingErrors };
