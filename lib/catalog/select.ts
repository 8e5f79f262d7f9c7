// Pure questions asked of the catalogue snapshot by pages, the sitemap and the quoter.
import type { CatalogFabric, CatalogModel, CatalogSnapshot, CatalogType, LineSlug } from '@/lib/contract/catalog';

export type PriceRange = { lowCents: number; highCents: number };

export const typesOfLine = (c: CatalogSnapshot, line: LineSlug) => c.types.filter((t) => t.lineSlug === line);

export const typeBySlug = (c: CatalogSnapshot, line: LineSlug, slug: string) =>
  c.types.find((t) => t.lineSlug === line && t.slug === slug) ?? null;

const typeById = (c: CatalogSnapshot, id: number) => c.types.find((t) => t.id === id) ?? null;

export const modelsOfType = (c: CatalogSnapshot, type: CatalogType) => c.models.filter((m) => m.typeId === type.id);

export const modelBySlug = (c: CatalogSnapshot, type: CatalogType, slug: string) =>
  c.models.find((m) => m.typeId === type.id && m.slug === slug) ?? null;

/** Fabrics that can be made in a type, each with its price for that type. */
export function fabricsForType(c: CatalogSnapshot, type: CatalogType) {
  return c.fabrics.flatMap((fabric) => {
    const price = fabric.prices.find((p) => p.typeId === type.id);
    return price ? [{ fabric, price }] : [];
  });
}

export const fabricBySlug = (c: CatalogSnapshot, slug: string, line?: LineSlug) =>
  c.fabrics.find((f) => f.slug === slug && (!line || f.lineSlug === line)) ?? null;

/** Types a fabric is offered in. */
export const typesOfFabric = (c: CatalogSnapshot, fabric: CatalogFabric) =>
  fabric.prices.map((p) => typeById(c, p.typeId)).filter((t): t is CatalogType => t !== null);

function range(values: number[]): PriceRange | null {
  const valid = values.filter((v) => Number.isFinite(v) && v > 0);
  return valid.length ? { lowCents: Math.min(...valid), highCents: Math.max(...valid) } : null;
}

/** Public price range of a fabric across the types it is made in (per m² for blinds, surcharge per m² for awnings). */
export const fabricPriceRange = (fabric: CatalogFabric) => range(fabric.prices.map((p) => p.publicCents));

/** Public price range of an awning model's grid (per piece). */
export const modelPriceRange = (model: CatalogModel) =>
  range(model.grid.publicCents.flat().filter((v): v is number => v !== null));

/** "Desde" price of a type: cheapest fabric per m² (blinds) or cheapest model (awnings). */
export function typeFromPrice(c: CatalogSnapshot, type: CatalogType): number | null {
  if (type.lineSlug === 'toldos')
    return range(modelsOfType(c, type).map((m) => modelPriceRange(m)?.lowCents ?? 0))?.lowCents ?? null;
  return range(fabricsForType(c, type).map(({ price }) => price.publicCents))?.lowCents ?? null;
}

/** Motors that can move a piece of this width and area. */
export function motorsFor(c: CatalogSnapshot, kind: 'persiana' | 'toldo', widthCm?: number, areaM2?: number) {
  return c.motors.filter(
    (m) =>
      m.kind === kind &&
      (widthCm === undefined || (widthCm >= m.minWidthCm && widthCm <= m.maxWidthCm)) &&
      (areaM2 === undefined || areaM2 <= m.maxAreaM2),
  );
}

export const colorBySlug = (fabric: CatalogFabric, slug: string) =>
  fabric.colors.find((col) => col.slug === slug) ?? null;

/** Where a fabric's details live: blinds under /detalles, awnings under /detalles-toldos. */
export const detailsPath = (fabric: CatalogFabric, colorSlug?: string) =>
  `/${fabric.lineSlug === 'toldos' ? 'detalles-toldos' : 'detalles'}/${fabric.slug}${colorSlug ? `/${colorSlug}` : ''}`;

/** Every public catalogue URL, for the sitemap and prerendering. */
export function catalogPaths(c: CatalogSnapshot): string[] {
  const paths: string[] = [];
  for (const type of c.types) {
    if (type.lineSlug === 'toldos') {
      paths.push(`/productos/toldos/${type.slug}`, `/catalogo/toldos/${type.slug}`);
      for (const { fabric } of fabricsForType(c, type)) paths.push(`/catalogo/toldos/${type.slug}/${fabric.slug}`);
      for (const model of modelsOfType(c, type)) {
        paths.push(`/productos/toldos/${type.slug}/${model.slug}`);
        for (const { fabric } of fabricsForType(c, type))
          paths.push(`/catalogo/toldos/${type.slug}/${model.slug}/${fabric.slug}`);
      }
    } else if (type.lineSlug === 'persianas') {
      paths.push(`/productos/persianas/tejidos/${type.slug}`, `/catalogo/persianas/${type.slug}`);
      for (const { fabric } of fabricsForType(c, type)) paths.push(`/catalogo/persianas/${type.slug}/${fabric.slug}`);
    }
  }
  for (const fabric of c.fabrics) {
    paths.push(detailsPath(fabric));
    for (const color of fabric.colors) paths.push(detailsPath(fabric, color.slug));
  }
  return paths;
}
