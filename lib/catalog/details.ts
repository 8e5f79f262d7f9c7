// What a /detalles or /detalles-toldos URL shows: one fabric, with the path's colour chosen.
import type { CatalogColor, CatalogFabric, CatalogSnapshot, CatalogType, LineSlug } from '@/lib/contract/catalog';
import { colorBySlug, detailsPath, fabricBySlug, modelPriceRange, modelsOfType, typesOfFabric } from './select';
import type { PriceRange } from './select';

export type DetailsPage = {
  fabric: CatalogFabric;
  color: CatalogColor | null;
  types: CatalogType[];
  /** What a finished piece costs with this fabric, public, before IVA (per m² for blinds). */
  price: PriceRange | null;
  path: string;
};

/** The page, the same fabric under the other line's route, or nothing (an unknown fabric or colour). */
type DetailsResolution = { page: DetailsPage } | { redirectTo: string } | { unknown: true };

export function resolveDetails(
  c: CatalogSnapshot,
  line: LineSlug,
  variant: string,
  colorParts: string[] = [],
): DetailsResolution {
  const fabric = fabricBySlug(c, variant);
  if (!fabric || colorParts.length > 1) return { unknown: true };
  // A fabric of the other line lives under its own details route.
  if (fabric.lineSlug !== line) return { redirectTo: detailsPath(fabric, colorParts[0]) };
  const color = colorParts[0] ? colorBySlug(fabric, colorParts[0]) : null;
  if (colorParts[0] && !color) return { unknown: true };
  const types = typesOfFabric(c, fabric);
  return { page: { fabric, color, types, price: priceOf(c, fabric, types), path: detailsPath(fabric, color?.slug) } };
}

function priceOf(c: CatalogSnapshot, fabric: CatalogFabric, types: CatalogType[]): PriceRange | null {
  const values =
    fabric.lineSlug === 'toldos'
      ? types
          .flatMap((t) => modelsOfType(c, t).map(modelPriceRange))
          .flatMap((r) => (r ? [r.lowCents, r.highCents] : []))
      : fabric.prices.map((p) => p.publicCents);
  const valid = values.filter((v) => v > 0);
  return valid.length ? { lowCents: Math.min(...valid), highCents: Math.max(...valid) } : null;
}

/** Route params of every details page of a line, with and without colour. */
export function detailsParams(c: CatalogSnapshot, line: LineSlug) {
  return c.fabrics
    .filter((f) => f.lineSlug === line)
    .flatMap((f) => [
      { variant: f.slug, color: [] as string[] },
      ...f.colors.map((col) => ({ variant: f.slug, color: [col.slug] })),
    ]);
}
