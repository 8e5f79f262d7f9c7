import 'server-only';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { fabricsForType, modelsOfType } from '@/lib/catalog/select';
import { priceQuote } from '@/lib/pricing/engine';
import type { PriceList, PricedQuote, QuoteItem } from '@/lib/pricing/types';
import { InvalidInputError } from '@/lib/server/errors';
import type { UserRecord } from './users';
import type { QuoterOptions } from '@/lib/contract/quoter';

/** Distributors (and admins, who sell through the distributor channel) get distributor prices. */
export function priceListFor(user: UserRecord | null | undefined): PriceList {
  return user && (user.role.name === 'distributor' || user.role.name === 'admin') ? 'distribuidor' : 'publico';
}

/** Prices a configuration on the server's catalogue; an impossible one is invalid input with the engine's reasons. */
export function priceOrReject(catalog: CatalogSnapshot, items: QuoteItem[], priceList: PriceList): PricedQuote {
  const result = priceQuote(catalog, items, priceList);
  if (!result.ok) throw new InvalidInputError(result.errors);
  return result.quote;
}

/** The catalogue the browser prices with: distributor prices only reach those entitled to them. */
export function catalogForPriceList(catalog: CatalogSnapshot, priceList: PriceList): CatalogSnapshot {
  if (priceList === 'distribuidor') return catalog;
  const hide = <T extends { publicCents: number; distributorCents: number }>(p: T): T => ({
    ...p,
    distributorCents: p.publicCents,
  });
  return {
    ...catalog,
    fabrics: catalog.fabrics.map((f) => ({ ...f, prices: f.prices.map(hide) })),
    models: catalog.models.map((mo) => ({ ...mo, grid: { ...mo.grid, distributorCents: mo.grid.publicCents } })),
    galleries: catalog.galleries.map((g) => ({ ...g, distributorCentsPerM: g.publicCentsPerM })),
    motors: catalog.motors.map(hide),
    accessories: catalog.accessories.map(hide),
  };
}

/**
 * GET /api/quoter-options: what can be quoted (DESIGN.md's shape), plus the priced catalogue for
 * the browser's engine.
 */
export function quoterOptions(catalog: CatalogSnapshot, priceList: PriceList): QuoterOptions {
  const colors = (f: CatalogSnapshot['fabrics'][number]) =>
    f.colors.map((c) => ({ slug: c.slug, name: c.name, hex: c.hex, stock: c.stock }));
  return {
    lines: catalog.lines
      .filter((l) => l.slug !== 'motorizacion')
      .map((line) => ({
        slug: line.slug,
        name: line.name,
        types: catalog.types
          .filter((t) => t.lineId === line.id)
          .map((type) => ({
            slug: type.slug,
            name: type.name,
            min_width_cm: type.minWidthCm,
            max_width_cm: type.maxWidthCm,
            min_height_cm: type.minHeightCm,
            max_height_cm: type.maxHeightCm,
            ...(line.slug === 'toldos'
              ? { min_projection_cm: type.minHeightCm, max_projection_cm: type.maxHeightCm }
              : {}),
            manual_max_width_cm: type.manualMaxWidthCm,
            min_billable_area_m2: type.minBillableAreaM2,
            fabrics: fabricsForType(catalog, type).map(({ fabric }) => ({
              slug: fabric.slug,
              name: fabric.name,
              opacity: fabric.opacity,
              colors: colors(fabric),
            })),
            models: modelsOfType(catalog, type).map((model) => ({
              slug: model.slug,
              name: model.name,
              min_width_cm: model.minWidthCm,
              max_width_cm: model.maxWidthCm,
              min_projection_cm: model.minProjectionCm,
              max_projection_cm: model.maxProjectionCm,
              width_bands_cm: model.grid.widthsCm,
              projection_bands_cm: model.grid.projectionsCm,
            })),
          })),
      })),
    motors: catalog.motors.map((mo) => ({
      slug: mo.slug,
      name: mo.name,
      kind: mo.kind,
      min_width_cm: mo.minWidthCm,
      max_width_cm: mo.maxWidthCm,
      max_area_m2: mo.maxAreaM2,
    })),
    galleries: catalog.galleries.map((g) => ({ slug: g.slug, name: g.name, finish: g.finish })),
    price_list: priceList,
    catalog: catalogForPriceList(catalog, priceList),
  };
}
