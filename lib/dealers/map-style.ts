// The locator's map style when no tile service is configured: drawn entirely from data the app
// ships (public/maps/mexico.geojson, built by scripts/build-map-data.mjs), so it renders with no
// network. Only background, fill and line layers: symbol layers would need glyphs from a server.
// Typed loosely (a plain object) so that both MapLibre and Mapbox GL accept it.

export const OUTLINE_PATH = '/maps/mexico.geojson';

/**
 * [[west, south], [east, north]]: how far the offline map may pan. The outline file holds the
 * neighbouring land up to this box (scripts/build-map-data.mjs, BOX), so no edge ever shows.
 */
export const MAP_LIMITS: [[number, number], [number, number]] = [[-130, -2], [-62, 50]];

export const MAP_COLORS = {
  sea: '#d8e6ec',
  neighbour: '#eceae4',
  neighbourLine: '#cfcac0',
  land: '#fbf7f1',
  coast: '#c7a78b',
} as const;

export type OfflineStyle = {
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
      base: { type: 'geojson', data: `${origin.replace(/\/$/, '')}${OUTLINE_PATH}`, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLORS.sea } },
      { id: 'neighbours', type: 'fill', source: 'base', filter: isNeighbour, paint: { 'fill-color': MAP_COLORS.neighbour } },
      { id: 'neighbours-line', type: 'line', source: 'base', filter: isNeighbour, paint: { 'line-color': MAP_COLORS.neighbourLine, 'line-width': 0.8 } },
      { id: 'mexico', type: 'fill', source: 'base', filter: isMexico, paint: { 'fill-color': MAP_COLORS.land } },
      {
        id: 'mexico-line', type: 'line', source: 'base', filter: isMexico,
        paint: { 'line-color': MAP_COLORS.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 8, 1.6, 12, 2.4] },
      },
    ],
  };
}
