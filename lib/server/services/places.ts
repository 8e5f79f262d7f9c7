import 'server-only';
import type { LatLng } from '@/lib/dealers/geo';
import {
  buildGazetteer,
  findPlaces,
  municipalityPoint,
  type Gazetteer,
  type GazetteerData,
  type Place,
} from '@/lib/dealers/places';

// The gazetteer (about 490 KB of JSON: 8,700 localities and 2,471 municipalities) is read on the
// first search or quote request that needs it, once per process, never at start-up: most
// requests never ask, and start-up time is precious.
let loading: Promise<Gazetteer> | null = null;

function gazetteer(): Promise<Gazetteer> {
  loading ??= import('@/lib/dealers/data/places-mx.json').then((module) =>
    buildGazetteer(module.default as unknown as GazetteerData),
  );
  loading.catch(() => (loading = null));
  return loading;
}

/** The places a locator search names (lib/dealers/places.ts, findPlaces). */
export async function searchPlaces(query: string, stateId: number | null): Promise<Place[]> {
  return findPlaces(await gazetteer(), query, stateId);
}

/** Where a municipality is (INEGI state id and CVE_MUN), or null when the gazetteer does not know. */
export async function pointOfMunicipality(stateId: number, code: string): Promise<LatLng | null> {
  return municipalityPoint(await gazetteer(), stateId, code);
}
