// What the quoter offers for a piece, derived from the priced catalogue: types of a line,
// models of an awning type, fabrics and colours, size limits, compatible motors, and the
// prices shown next to each choice. Pure functions.
import type { CatalogFabric, CatalogModel, CatalogSnapshot, CatalogType } from '@/lib/contract/catalog';
import { colorBySlug, fabricsForType, modelBySlug, modelsOfType, typeBySlug, typesOfLine } from '@/lib/catalog/select';
import { compatibleMotors } from '@/lib/pricing/engine';
import type { PriceList } from '@/lib/pricing/types';
import { parseCm } from './parse';
import type { PieceDraft, QuoterLine } from './types';

// The engine's accessory slugs (lib/pricing/engine.ts), for the prices shown next to the options.
export const BLIND_INSTALLATION = 'instalacion-persiana';
export const AWNING_INSTALLATION = 'instalacion-toldo';
export const WIND_SENSOR = 'sensor-viento';

export const LINE_LABELS: Record<QuoterLine, { name: string; one: string; fabric: string; heightLabel: string }> = {
  persianas: { name: 'Persianas', one: 'persiana', fabric: 'Tela', heightLabel: 'Alto' },
  toldos: { name: 'Toldos', one: 'toldo', fabric: 'Lona', heightLabel: 'Salida' },
};

const pick = (price: { publicCents: number; distributorCents: number }, list: PriceList) =>
  list === 'distribuidor' ? price.distributorCents : price.publicCents;

export const typesFor = (c: CatalogSnapshot, line: QuoterLine | '') => (line ? typesOfLine(c, line) : []);

export function typeOf(c: CatalogSnapshot, piece: Pick<PieceDraft, 'line' | 'type'>): CatalogType | null {
  return piece.line && piece.type ? typeBySlug(c, piece.line, piece.type) : null;
}

export function modelOf(c: CatalogSnapshot, piece: Pick<PieceDraft, 'line' | 'type' | 'model'>): CatalogModel | null {
  const type = typeOf(c, piece);
  return type && piece.model ? modelBySlug(c, type, piece.model) : null;
}

export const modelsFor = (c: CatalogSnapshot, type: CatalogType | null) => (type ? modelsOfType(c, type) : []);

/** Fabrics of a type with their price per m² (blinds) or surcharge per m² (awnings) for the price list. */
export function fabricsFor(c: CatalogSnapshot, type: CatalogType | null, list: PriceList) {
  return type ? fabricsForType(c, type).map(({ fabric, price }) => ({ fabric, cents: pick(price, list) })) : [];
}

export function fabricOf(
  c: CatalogSnapshot,
  piece: Pick<PieceDraft, 'line' | 'type' | 'fabric'>,
): CatalogFabric | null {
  const type = typeOf(c, piece);
  if (!type || !piece.fabric) return null;
  return fabricsForType(c, type).find(({ fabric }) => fabric.slug === piece.fabric)?.fabric ?? null;
}

export function colorOf(c: CatalogSnapshot, piece: Pick<PieceDraft, 'line' | 'type' | 'fabric' | 'color'>) {
  const fabric = fabricOf(c, piece);
  return fabric && piece.color ? colorBySlug(fabric, piece.color) : null;
}

export type SizeLimits = {
  minWidthCm: number;
  maxWidthCm: number;
  minHeightCm: number;
  maxHeightCm: number;
  /** Widths above this need a motor. */
  manualMaxWidthCm: number;
  /** The second size's name: "Alto" for blinds and vertical awnings, "Salida" for the others. */
  heightLabel: string;
};

/** The sizes a piece may have: the type's for blinds, the model's for awnings (the type's until a model is chosen). */
export function sizeLimits(c: CatalogSnapshot, piece: Pick<PieceDraft, 'line' | 'type' | 'model'>): SizeLimits | null {
  const type = typeOf(c, piece);
  if (!type) return null;
  const model = piece.line === 'toldos' ? modelOf(c, piece) : null;
  const heightLabel = piece.line === 'toldos' && type.slug !== 'verticales-exterior' ? 'Salida' : 'Alto';
  return model
    ? {
        minWidthCm: model.minWidthCm,
        maxWidthCm: model.maxWidthCm,
        minHeightCm: model.minProjectionCm,
        maxHeightCm: model.maxProjectionCm,
        manualMaxWidthCm: type.manualMaxWidthCm,
        heightLabel,
      }
    : {
        minWidthCm: type.minWidthCm,
        maxWidthCm: type.maxWidthCm,
        minHeightCm: type.minHeightCm,
        maxHeightCm: type.maxHeightCm,
        manualMaxWidthCm: type.manualMaxWidthCm,
        heightLabel,
      };
}

export type MotorChoice = { slug: string; name: string; cents: number; compatible: boolean };

/**
 * The motors to offer. With both sizes typed (`known`), only those that can move the piece
 * (`compatibleMotors`); before that, none. A chosen motor that does not fit (or cannot be
 * checked yet) is listed too, so the select never silently shows something else.
 */
export function motorChoices(
  c: CatalogSnapshot,
  piece: PieceDraft,
  list: PriceList,
): { known: boolean; choices: MotorChoice[] } {
  const type = typeOf(c, piece);
  const width = parseCm(piece.width);
  const height = parseCm(piece.height);
  const known = type !== null && width !== null && height !== null;
  const fits = known ? compatibleMotors(c, type, width, height) : [];
  const choices: MotorChoice[] = fits.map((m) => ({
    slug: m.slug,
    name: m.name,
    cents: pick(m, list),
    compatible: true,
  }));
  if (piece.motor && !fits.some((m) => m.slug === piece.motor)) {
    const chosen = c.motors.find((m) => m.slug === piece.motor);
    if (chosen) choices.push({ slug: chosen.slug, name: chosen.name, cents: pick(chosen, list), compatible: !known });
  }
  return { known, choices };
}

/** Price of an accessory (installation, wind sensor) for the price list, or null when the catalogue lacks it. */
export function accessoryCents(c: CatalogSnapshot, slug: string, list: PriceList): number | null {
  const accessory = c.accessories.find((a) => a.slug === slug);
  return accessory ? pick(accessory, list) : null;
}

export const galleryChoices = (c: CatalogSnapshot, list: PriceList) =>
  c.galleries.map((g) => ({
    slug: g.slug,
    name: g.name,
    finish: g.finish,
    centsPerM: list === 'distribuidor' ? g.distributorCentsPerM : g.publicCentsPerM,
  }));

/** "Desde" price of an awning model (its cheapest grid cell). */
export function modelFromCents(model: CatalogModel, list: PriceList): number | null {
  const cells = (list === 'distribuidor' ? model.grid.distributorCents : model.grid.publicCents)
    .flat()
    .filter((v): v is number => typeof v === 'number' && v > 0);
  return cells.length ? Math.min(...cells) : null;
}
