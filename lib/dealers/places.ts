// Places a visitor types in the locator ("Cancún", "Polanco", "Tlaquepaque"): the localities and
// municipalities of the gazetteer (lib/dealers/data/places-mx.json, scripts/build-places.mjs), each
// tied to its INEGI state and municipality, found with accents, case and punctuation folded.
// Pure: the server loads the data once, on the first search (lib/server/services/places.ts).
import { foldPlaceName } from './filters';
import type { LatLng } from './geo';
import { STATES } from './states';

/** A place found for a search: where it is and which municipality it belongs to. */
export type Place = {
  name: string;
  /** INEGI CVE_ENT, the id of GET /api/states. */
  stateId: number;
  /** INEGI CVE_MUN ("005"), unique within the state. */
  municipalityCode: string;
  /** The municipality's name (GeoNames' spelling): "Benito Juárez". */
  municipality: string;
  point: LatLng;
};

/** The data file as scripts/build-places.mjs writes it. */
export type GazetteerData = {
  places: [name: string, stateId: number, municipalityCode: string, lat: number, lng: number][];
  municipalities: [name: string, stateId: number, code: string, lat: number | null, lng: number | null][];
};

export type Gazetteer = {
  /** Every place under each folded name it answers to. */
  byKey: Map<string, Place[]>;
  /** The folded names, sorted: prefix searches walk them. */
  keys: string[];
  /** "14.120" → the municipality's point (its seat, as a rule); absent when unknown. */
  municipalityPoints: Map<string, LatLng>;
};

/** Words that name a kind of place, not the place: "Colonia del Valle" is found as "del valle" too. */
const KIND_WORDS = /^(colonia|col|fraccionamiento|fracc|ciudad|cd|barrio|unidad habitacional|residencial|ejido) /;

/** The names a place answers to: its own, without bracketed notes, without a leading kind word. */
export function placeKeys(name: string): string[] {
  const keys = new Set<string>();
  const whole = foldPlaceName(name);
  const bare = foldPlaceName(name.replace(/\[[^\]]*\]|\([^)]*\)/g, ' '));
  for (const key of [whole, bare]) {
    if (!key) continue;
    keys.add(key);
    const withoutKind = key.replace(KIND_WORDS, '');
    if (withoutKind.length >= 3) keys.add(withoutKind);
  }
  return [...keys];
}

const municipalityKey = (stateId: number, code: string) => `${stateId}.${code}`;

export function buildGazetteer(data: GazetteerData): Gazetteer {
  const municipalityNames = new Map<string, string>();
  const municipalityPoints = new Map<string, LatLng>();
  const byKey = new Map<string, Place[]>();
  const add = (place: Place) => {
    for (const key of placeKeys(place.name)) {
      const list = byKey.get(key);
      if (list) list.push(place);
      else byKey.set(key, [place]);
    }
  };
  for (const [name, stateId, code, lat, lng] of data.municipalities) {
    const key = municipalityKey(stateId, code);
    municipalityNames.set(key, name);
    if (lat !== null && lng !== null) {
      municipalityPoints.set(key, { lat, lng });
      // A municipality is a place too ("Los Cabos", "Solidaridad"), found at its seat.
      add({ name, stateId, municipalityCode: code, municipality: name, point: { lat, lng } });
    }
  }
  for (const [name, stateId, code, lat, lng] of data.places) {
    add({
      name,
      stateId,
      municipalityCode: code,
      municipality: municipalityNames.get(municipalityKey(stateId, code)) ?? name,
      point: { lat, lng },
    });
  }
  return { byKey, keys: [...byKey.keys()].sort(), municipalityPoints };
}

/** The point of a municipality (INEGI state and CVE_MUN), or null when the gazetteer has none. */
export function municipalityPoint(gazetteer: Gazetteer, stateId: number, code: string): LatLng | null {
  return gazetteer.municipalityPoints.get(municipalityKey(stateId, code)) ?? null;
}

/** Shortest text searched as a place: two letters name too many. */
const MIN_PLACE_QUERY = 3;
/** A prefix ("guadalaj") answers with at most this many places. */
const MAX_PREFIX_PLACES = 12;

/** Each state's folded names (its name and its map label: "ciudad de mexico", "cdmx"). */
const STATE_KEYS = STATES.map((state) => ({
  id: state.id,
  keys: [...new Set([foldPlaceName(state.name), foldPlaceName(state.label)])],
}));

/** "Cancún, Quintana Roo" or "cancun quintana roo": the state named at the end, and the text before it. */
function splitState(query: string): { text: string; stateId: number | null } {
  for (const state of STATE_KEYS) {
    for (const key of state.keys) {
      if (query.endsWith(` ${key}`)) return { text: query.slice(0, -key.length - 1).trim(), stateId: state.id };
    }
  }
  return { text: query, stateId: null };
}

/** One place per municipality (the first, the best named): dealers are matched by municipality. */
function onePerMunicipality(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = municipalityKey(place.stateId, place.municipalityCode);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The places a search names: those called exactly that (accents, case and kind words aside;
 * municipalities and their namesake seats before villages of the same name), else those whose
 * name starts with it. Within `stateId` when the locator has a state chosen, or the
 * text ends with a state's name ("Tonalá, Jalisco"). [] when nothing matches or the text is a
 * number (the gazetteer has no postal codes) or shorter than MIN_PLACE_QUERY.
 */
export function findPlaces(gazetteer: Gazetteer, query: string, stateId: number | null = null): Place[] {
  const split = splitState(foldPlaceName(query));
  const text = split.text;
  const state = stateId ?? split.stateId;
  if (text.length < MIN_PLACE_QUERY || /^\d+$/.test(text)) return [];
  const inState = (places: readonly Place[]) =>
    state === null ? [...places] : places.filter((p) => p.stateId === state);
  const exact = inState(gazetteer.byKey.get(text) ?? []);
  // A name shared by a municipality (or its seat) and by villages elsewhere ("Saltillo") means the
  // municipality: the gazetteer has no population to tell them apart otherwise.
  const seats = exact.filter((p) => foldPlaceName(p.name) === foldPlaceName(p.municipality));
  if (exact.length > 0) return onePerMunicipality(seats.length > 0 ? seats : exact);
  if (text.length < MIN_PLACE_QUERY + 1) return [];
  const found: Place[] = [];
  // Keys are sorted: those starting with the text sit together, from its insertion point.
  let i = lowerBound(gazetteer.keys, text);
  for (; i < gazetteer.keys.length && gazetteer.keys[i]!.startsWith(text); i++) {
    found.push(...inState(gazetteer.byKey.get(gazetteer.keys[i]!) ?? []));
  }
  const places = onePerMunicipality(found);
  return places.length <= MAX_PREFIX_PLACES ? places : [];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
