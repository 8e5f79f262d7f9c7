// Distances and map framing for the dealer locator. Pure functions, browser or server.

export type LatLng = { lat: number; lng: number };

/** [[west, south], [east, north]], as map libraries take bounds. */
export type Bounds = [[number, number], [number, number]];

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Mexico as the locator first frames it (mainland and peninsulas, little sea). */
export const MEXICO_BOUNDS: Bounds = [
  [-117.2, 14.4],
  [-86.6, 32.8],
];

/**
 * Bounds that frame every point, never smaller than `minSpanDeg` on a side (one dealer or
 * two next door still show their surroundings). Null for no points.
 */
export function boundsOf(points: readonly LatLng[], minSpanDeg = 0.08): Bounds | null {
  const first = points[0];
  if (!first) return null;
  let west = first.lng;
  let east = first.lng;
  let south = first.lat;
  let north = first.lat;
  for (const p of points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  const padLng = Math.max(0, minSpanDeg - (east - west)) / 2;
  const padLat = Math.max(0, minSpanDeg - (north - south)) / 2;
  return [
    [west - padLng, south - padLat],
    [east + padLng, north + padLat],
  ];
}

/** Web Mercator world pixel of a point at a zoom level (512 px tiles, as MapLibre and Mapbox GL). */
export function projectToPixels(point: LatLng, zoom: number): { x: number; y: number } {
  const size = 512 * 2 ** zoom;
  const lat = Math.max(-85.0511, Math.min(85.0511, point.lat));
  const sin = Math.sin(toRad(lat));
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}
