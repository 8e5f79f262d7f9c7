// node scripts/build-map-data.mjs
// Writes public/maps/mexico.geojson, the offline base map of the dealer locator (/distribuidores):
// Mexico's outline (world-atlas countries-50m, feature "484") and, for context, the neighbouring
// land clipped to the box the map may show (lib/dealers/map-style.ts, MAP_LIMITS) and simplified.
// Natural Earth data (public domain) via world-atlas (ISC).
// Run once when the source data changes and commit the output; the app never builds it at run time.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public/maps/mexico.geojson');
const MEXICO = '484';
/** What shows around Mexico: North and Central America, the Caribbean, the north of South America. */
const NEIGHBOURS = [
  '840',
  '124',
  '218',
  '320',
  '084',
  '340',
  '222',
  '558',
  '188',
  '591',
  '170',
  '862',
  '192',
  '044',
  '388',
  '332',
  '214',
  '630',
  '136',
];
/** [west, south, east, north]: the most the locator's map can show (keep in step with MAP_LIMITS). */
const BOX = [-130, -2, -62, 50];
/**
 * Douglas–Peucker tolerance, degrees: Mexico ≈ 200 m (5 px at the deepest zoom), the neighbours
 * ≈ 10 km (context only).
 */
const TOLERANCE = { mexico: 0.002, neighbour: 0.09 };
/** Islands of the neighbours smaller than this (square degrees, ≈ 150 km²) are left out. */
const MIN_NEIGHBOUR_AREA = 0.012;
/** Decimals kept: 3 ≈ 110 m for Mexico, 2 ≈ 1.1 km for the neighbours (context only). */
const PRECISION = { mexico: 1000, neighbour: 100 };

const topology = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/world-atlas/countries-50m.json'), 'utf8'));
const countries = feature(topology, topology.objects.countries).features;

const rounder =
  (factor) =>
  ([x, y]) => [Math.round(x * factor) / factor, Math.round(y * factor) / factor];

/** Drops repeated points after rounding; null when fewer than 4 points remain (not a ring). */
function cleanRing(ring, round) {
  const out = [];
  for (const point of ring.map(round)) {
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push(first);
  return out.length >= 4 ? out : null;
}

/** Sutherland–Hodgman: a ring clipped to the box (good enough for a fill: straight cuts on the edges). */
function clipRing(ring) {
  const [west, south, east, north] = BOX;
  const edges = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north]],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, cut] of edges) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(cut(previous, current));
        points.push(current);
      } else if (inside(previous)) {
        points.push(cut(previous, current));
      }
    }
  }
  return points.length >= 3 ? [...points, points[0]] : null;
}

function perpendicularDistance([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

/** Douglas–Peucker on a closed ring (first point kept, ends stay equal). */
function simplifyRing(ring, tolerance) {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let index = -1;
    let max = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const distance = perpendicularDistance(ring[i], ring[first], ring[last]);
      if (distance > max) {
        max = distance;
        index = i;
      }
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  // A closed ring's first and last points coincide: split at the middle so both halves simplify.
  const mid = Math.floor(ring.length / 2);
  keep[mid] = 1;
  return ring.filter((_, i) => keep[i]);
}

/** Area of a ring in square degrees (shoelace). */
function ringArea(ring) {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i += 1) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return Math.abs(sum) / 2;
}

function polygons(geometry) {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

function toFeature(country, kind, clip) {
  const round = rounder(PRECISION[kind]);
  const result = [];
  for (const polygon of polygons(country.geometry)) {
    const rings = [];
    for (const [index, ring] of polygon.entries()) {
      const simplified = simplifyRing(ring, TOLERANCE[kind]);
      const clipped = clip ? clipRing(simplified) : simplified;
      const cleaned =
        clipped && (kind === 'mexico' || ringArea(clipped) >= MIN_NEIGHBOUR_AREA) ? cleanRing(clipped, round) : null;
      if (cleaned) rings.push(cleaned);
      else if (index === 0) break; // no outer ring: drop the polygon
    }
    if (rings.length > 0) result.push(rings);
  }
  if (result.length === 0) return null;
  return {
    type: 'Feature',
    properties: { kind, name: country.properties.name },
    geometry: { type: 'MultiPolygon', coordinates: result },
  };
}

const byId = new Map(countries.map((country) => [String(country.id), country]));
const mexico = byId.get(MEXICO);
if (!mexico) throw new Error('Mexico (484) is not in countries-50m.json');

const features = [toFeature(mexico, 'mexico', false)];
for (const id of NEIGHBOURS) {
  const country = byId.get(id);
  if (!country) throw new Error(`Country ${id} is not in countries-50m.json`);
  const clipped = toFeature(country, 'neighbour', true);
  if (clipped) features.push(clipped);
}

const collection = {
  type: 'FeatureCollection',
  // Attribution travels with the data.
  source: 'Natural Earth 1:50m (public domain) via world-atlas 2 (ISC)',
  features,
};
mkdirSync(path.dirname(OUT), { recursive: true });
const text = JSON.stringify(collection);
writeFileSync(OUT, `${text}\n`);
console.log(`${path.relative(ROOT, OUT)}: ${features.length} features, ${(text.length / 1024).toFixed(1)} KB`);
