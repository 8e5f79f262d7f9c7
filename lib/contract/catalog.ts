// The catalogue as one plain-JSON snapshot, as GET /api/catalog sends it (public prices) and
// GET /api/quoter-options in `catalog` (the caller's prices): read once from the database (cached,
// tag `catalog`), then every public page and the quoter derive what they need with pure functions
// (lib/catalog, lib/pricing). Money in integer centavos here. In a public copy the distributor
// fields carry the public price: the shape stays one, the distributor prices stay private.
import { catalogImageCall } from './calls/catalog-image';
import { fillPath } from './endpoints/call-type';
export type Opacity = 'transparente' | 'traslucido' | 'filtrante' | 'blackout';
export type LineSlug = 'persianas' | 'toldos' | 'motorizacion';

/**
 * A photo an administrator uploaded: WebP variants at several widths, so a page offers a
 * `srcset` and reserves `width × height` before it loads. `src` is a middle-sized variant for
 * browsers without srcset; null everywhere means "no photo: draw the product".
 */
export type CatalogImage = { src: string; width: number; height: number; srcset: { src: string; width: number }[] };

export type CatalogLine = {
  id: number;
  slug: LineSlug;
  name: string;
  description: string;
  sort: number;
  image: CatalogImage | null;
};

export type CatalogType = {
  id: number;
  lineId: number;
  lineSlug: LineSlug;
  slug: string;
  name: string;
  summary: string;
  description: string;
  /** Height for blinds, projection for awnings. */
  minWidthCm: number;
  maxWidthCm: number;
  minHeightCm: number;
  maxHeightCm: number;
  minBillableAreaM2: number;
  manualMaxWidthCm: number;
  sort: number;
  image: CatalogImage | null;
};

export type PriceGrid = {
  widthsCm: number[];
  projectionsCm: number[];
  publicCents: (number | null)[][];
  distributorCents: (number | null)[][];
};

export type CatalogModel = {
  id: number;
  typeId: number;
  slug: string;
  name: string;
  description: string;
  minWidthCm: number;
  maxWidthCm: number;
  minProjectionCm: number;
  maxProjectionCm: number;
  features: string[];
  image: CatalogImage | null;
  sort: number;
  grid: PriceGrid;
};

/** `stripeHex`: the second colour of a striped fabric ("Rayas Arena y Blanco"), drawn as stripes with `hex`. */
export type CatalogColor = {
  id: number;
  slug: string;
  name: string;
  hex: string;
  stripeHex: string | null;
  stock: number;
  image: CatalogImage | null;
};

export type FabricPrice = { typeId: number; publicCents: number; distributorCents: number };

export type CatalogFabric = {
  id: number;
  lineId: number;
  lineSlug: LineSlug;
  slug: string;
  name: string;
  description: string;
  opacity: Opacity;
  opennessPct: number | null;
  composition: string;
  rollWidthCm: number;
  weightGsm: number | null;
  image: CatalogImage | null;
  colors: CatalogColor[];
  prices: FabricPrice[];
};

export type CatalogGallery = {
  id: number;
  slug: string;
  name: string;
  description: string;
  finish: string;
  stock: number;
  publicCentsPerM: number;
  distributorCentsPerM: number;
};

export type CatalogMotor = {
  id: number;
  slug: string;
  name: string;
  brand: string;
  kind: 'persiana' | 'toldo';
  description: string;
  torqueNm: number | null;
  minWidthCm: number;
  maxWidthCm: number;
  maxAreaM2: number;
  powerSource: string;
  stock: number;
  publicCents: number;
  distributorCents: number;
};

export type CatalogAccessory = {
  id: number;
  slug: string;
  name: string;
  description: string;
  stock: number | null;
  unit: 'pieza' | 'm' | 'm2';
  publicCents: number;
  distributorCents: number;
};

export type CatalogSnapshot = {
  lines: CatalogLine[];
  types: CatalogType[];
  models: CatalogModel[];
  fabrics: CatalogFabric[];
  galleries: CatalogGallery[];
  motors: CatalogMotor[];
  accessories: CatalogAccessory[];
};

/** Where the API serves a catalogue photo stored under the key `catalog/{file}`. */
const catalogImagePath = (key: string) => fillPath(catalogImageCall, { file: key.slice(key.indexOf('/') + 1) });

/** The widths an uploaded photo is stored at (never wider than the original). */
export const CATALOG_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The storage key of one variant: `catalog/{key}-{width}.webp`. */
export const catalogVariantKey = (key: string, width: number) => `catalog/${key}-${width}.webp`;

/** The public image object of a stored photo: every variant's URL, the fallback `src` at most 960 px wide. */
export function catalogImageOf(stored: { key: string; width: number; height: number; widths: number[] }): CatalogImage {
  const widths = [...stored.widths].sort((a, b) => a - b);
  const srcset = widths.map((width) => ({ src: catalogImagePath(catalogVariantKey(stored.key, width)), width }));
  const fallback = [...srcset].reverse().find((v) => v.width <= 960) ?? srcset[0];
  return { src: fallback?.src ?? '', width: stored.width, height: stored.height, srcset };
}

/** The `srcset` attribute of a photo: "url 320w, url 640w". */
export const srcSetOf = (image: CatalogImage) => image.srcset.map((v) => `${v.src} ${v.width}w`).join(', ');
