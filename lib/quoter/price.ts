// Prices the draft in the browser with the same engine the server uses (lib/pricing), piece
// by piece, so each piece shows its own price or its own reasons, and the whole quote once
// every piece is complete. What is still missing is told apart from what is wrong: an empty
// box is "missing" (no red message), a typed size out of range is the engine's error.
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { priceQuote } from '@/lib/pricing/engine';
import type { PriceList, PricedItem, PricedQuote, PricingErrors, QuoteItem } from '@/lib/pricing/types';
import { LINE_LABELS } from './choices';
import { parseCm, parseQuantity } from './parse';
import type { PieceDraft } from './types';

/** The engine's field names, as in `items.N.<field>`. */
export type PieceField =
  | 'line'
  | 'type'
  | 'model'
  | 'fabric'
  | 'color'
  | 'width_cm'
  | 'height_cm'
  | 'projection_cm'
  | 'quantity'
  | 'room'
  | 'options.motor'
  | 'options.gallery'
  | 'options.installation'
  | 'options.wind_sensor';

export type Missing = { field: PieceField; label: string };

export type PiecePricing = {
  /** The configuration to send, once nothing is missing (it may still be wrong: see `errors`). */
  item: QuoteItem | null;
  /** The engine's result when the piece is complete and valid. */
  priced: PricedItem | null;
  missing: Missing[];
  /** Messages per field (the engine's, without the `items.N.` prefix). */
  errors: Partial<Record<PieceField, string[]>>;
};

export type DraftPricing = {
  pieces: PiecePricing[];
  /** The whole quote when every piece is priced; null otherwise. */
  quote: PricedQuote | null;
  /** Subtotal, IVA and total of the pieces priced so far (all of them when `quote` is set). */
  partial: { subtotalCents: number; taxCents: number; totalCents: number; count: number };
};

/** The second size's field: `height_cm` for blinds, `projection_cm` for awnings. */
export const heightField = (line: PieceDraft['line']): 'height_cm' | 'projection_cm' =>
  line === 'toldos' ? 'projection_cm' : 'height_cm';

const NOT_A_NUMBER = (what: string) => `Escribe el ${what} en centímetros, sólo con números (por ejemplo 150).`;

/** The configuration of DESIGN.md ("A configuration") for a piece; sizes that are not numbers become NaN. */
export function toQuoteItem(piece: PieceDraft): QuoteItem | null {
  if (!piece.line) return null;
  const width = parseCm(piece.width) ?? Number.NaN;
  const height = parseCm(piece.height) ?? Number.NaN;
  const quantity = parseQuantity(piece.quantity) ?? Number.NaN;
  const room = piece.room.trim() || null;
  if (piece.line === 'toldos') {
    return {
      line: 'toldos',
      type: piece.type,
      model: piece.model,
      fabric: piece.fabric,
      color: piece.color,
      width_cm: width,
      projection_cm: height,
      quantity,
      room,
      options: {
        motor: piece.motor || null,
        gallery: null,
        installation: piece.installation,
        wind_sensor: Boolean(piece.motor) && piece.windSensor,
      },
    };
  }
  return {
    line: 'persianas',
    type: piece.type,
    fabric: piece.fabric,
    color: piece.color,
    width_cm: width,
    height_cm: height,
    ...(piece.mount ? { mount: piece.mount } : {}),
    quantity,
    room,
    options: {
      motor: piece.motor || null,
      gallery: piece.gallery || null,
      installation: piece.installation,
      wind_sensor: false,
    },
  };
}

/** `items.0.width_cm` → `width_cm` for the errors of one item priced alone. */
function itemErrors(errors: PricingErrors, index: number): Partial<Record<PieceField, string[]>> {
  const prefix = `items.${index}.`;
  const out: Partial<Record<PieceField, string[]>> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith(prefix)) out[key.slice(prefix.length) as PieceField] = messages;
  }
  return out;
}

export function pricePiece(c: CatalogSnapshot, piece: PieceDraft, list: PriceList): PiecePricing {
  if (!piece.line)
    return { item: null, priced: null, missing: [{ field: 'line', label: 'elige persiana o toldo' }], errors: {} };
  const words = LINE_LABELS[piece.line];
  const hField = heightField(piece.line);
  const hWord = piece.line === 'toldos' && piece.type !== 'verticales-exterior' ? 'salida' : 'alto';
  const missing: Missing[] = [];
  if (!piece.type) missing.push({ field: 'type', label: `elige el tipo de ${words.one}` });
  if (piece.line === 'toldos' && !piece.model) missing.push({ field: 'model', label: 'elige el modelo' });
  if (!piece.fabric) missing.push({ field: 'fabric', label: `elige la ${words.fabric.toLowerCase()}` });
  if (!piece.color) missing.push({ field: 'color', label: 'elige el color' });
  if (!piece.width.trim()) missing.push({ field: 'width_cm', label: 'escribe el ancho' });
  if (!piece.height.trim())
    missing.push({ field: hField, label: `escribe ${hWord === 'salida' ? 'la salida' : 'el alto'}` });
  if (!piece.quantity.trim()) missing.push({ field: 'quantity', label: 'escribe la cantidad' });

  const item = toQuoteItem(piece);
  if (!item || !piece.type) return { item: null, priced: null, missing, errors: {} };

  const result = priceQuote(c, [item], list);
  const errors: Partial<Record<PieceField, string[]>> = result.ok ? {} : itemErrors(result.errors, 0);
  // An empty box is missing, not wrong: its range message would only be noise.
  for (const m of missing) delete errors[m.field];
  if (piece.width.trim() && parseCm(piece.width) === null) errors.width_cm = [NOT_A_NUMBER('ancho')];
  if (piece.height.trim() && parseCm(piece.height) === null) errors[hField] = [NOT_A_NUMBER(hWord)];
  const priced = result.ok && missing.length === 0 ? (result.quote.items[0] ?? null) : null;
  return { item: missing.length === 0 ? item : null, priced, missing, errors };
}

/** Every piece priced on its own, plus the whole quote (IVA on the subtotal, as the server does). */
export function priceDraft(c: CatalogSnapshot, pieces: readonly PieceDraft[], list: PriceList): DraftPricing {
  const priced = pieces.map((p) => pricePiece(c, p, list));
  const ready = priced.flatMap((p) => (p.priced && p.item ? [p.item] : []));
  const result = ready.length ? priceQuote(c, ready, list) : null;
  const quote = result?.ok ? result.quote : null;
  const partial = quote
    ? {
        subtotalCents: quote.subtotalCents,
        taxCents: quote.taxCents,
        totalCents: quote.totalCents,
        count: ready.length,
      }
    : { subtotalCents: 0, taxCents: 0, totalCents: 0, count: 0 };
  return { pieces: priced, quote: quote && ready.length === pieces.length ? quote : null, partial };
}

/** The items to send when every piece is priced; null otherwise. */
export function itemsToSend(pricing: DraftPricing): QuoteItem[] | null {
  return pricing.quote ? pricing.pieces.map((p) => p.item!) : null;
}
