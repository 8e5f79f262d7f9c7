// The maps' styles. Online: a street map from a tile service — NEXT_PUBLIC_MAP_STYLE_URL, else
// OpenFreeMap (keyless, free, OpenStreetMap data). Offline, when the tiles cannot load (no
// internet, a blocked host) or NEXT_PUBLIC_MAP_STYLE_URL=offline: a style drawn entirely from data
// the app ships (public/maps/mexico.geojson, built by scripts/build-map-data.mjs). Only background,
// fill and line layers there: symbol layers would need glyphs from a server. Typed loosely (a plain
// object) so that both MapLibre and Mapbox GL accept it.

/**
 * OpenFreeMap's Liberty style. Everything it loads — the style, its TileJSON, the vector tiles,
 * glyphs, sprites and the relief raster — comes from this one host, which the CSP names
 * (lib/security-headers.js, OPEN_MAP_HOSTS).
 */
export const OPEN_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** NEXT_PUBLIC_MAP_STYLE_URL's value for "never ask a tile service". */
const OFFLINE_SETTING = 'offline';

/** The tile style a MapLibre map tries first: the configured one, else OpenFreeMap; null for offline only. */
export function onlineStyleUrl(setting: string | undefined = process.env.NEXT_PUBLIC_MAP_STYLE_URL): string | null {
  if (setting === OFFLINE_SETTING) return null;
  return setting || OPEN_STYLE_URL;
}

/** The tile style set explicitly in NEXT_PUBLIC_MAP_STYLE_URL (not the default), or null. */
export function configuredStyleUrl(setting: string | undefined = process.env.NEXT_PUBLIC_MAP_STYLE_URL): string | null {
  return setting && setting !== OFFLINE_SETTING ? setting : null;
}

/** How long a map waits for its tile style and first tiles before it draws the offline style instead. */
export const STYLE_TIMEOUT_MS = 8000;

export const OUTLINE_PATH = '/maps/mexico.geojson';

/** The offline style's one source (Mexico's outline and its neighbours). */
export const OFFLINE_SOURCE = 'base';

/**
 * [[west, south], [east, north]]: how far the offline map may pan. The outline file holds the
 * neighbouring land up to this box (scripts/build-map-data.mjs, BOX), so no edge ever shows.
 */
export const MAP_LIMITS: [[number, number], [number, number]] = [
  [-130, -2],
  [-62, 50],
];

export const MAP_COLORS = {
  sea: '#d8e6ec',
  neighbour: '#eceae4',
  neighbourLine: '#cfcac0',
  land: '#fbf7f1',
  coast: '#c7a78b',
} as const;

type OfflineStyle = {
  version: 8;
  name: string;
  sources: Record<string, { type: 'geojson'; data: string; attribution?: string }>;
  layers: Record<string, unknown>[];
};

/** `origin` makes the data URL absolute (the map's worker resolves URLs on its own). */
export function offlineMapStyle(origin: string): OfflineStyle {
  const isMexico = ['==', ['get', 'kind'], 'mexico'];
  const isNeighbour = ['==', ['get', 'kind'], 'neighbour'];
  return {
    version: 8,
    name: 'Solara · México sin conexión',
    sources: {
      [OFFLINE_SOURCE]: {
        type: 'geojson',
        data: `${origin.replace(/\/$/, '')}${OUTLINE_PATH}`,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLORS.sea } },
      {
        id: 'neighbours',
        type: 'fill',
        source: OFFLINE_SOURCE,
        filter: isNeighbour,
        paint: { 'fill-color': MAP_COLORS.neighbour },
      },
      {
        id: 'neighbours-line',
        type: 'line',
        source: OFFLINE_SOURCE,
        filter: isNeighbour,
        paint: { 'line-color': MAP_COLORS.neighbourLine, 'line-width': 0.8 },
      },
      {
        id: 'mexico',
        type: 'fill',
        source: OFFLINE_SOURCE,
        filter: isMexico,
        paint: { 'fill-color': MAP_COLORS.land },
      },
      {
        id: 'mexico-line',
        type: 'line',
        source: OFFLINE_SOURCE,
        filter: isMexico,
        paint: {
          'line-color': MAP_COLORS.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 8, 1.6, 12, 2.4],
        },
      },
    ],
  };
}
