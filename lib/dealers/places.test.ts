/** @jest-environment node */
import data from './data/places-mx.json';
import { distanceKm } from './geo';
import { buildGazetteer, findPlaces, municipalityPoint, placeKeys, type GazetteerData, type Place } from './places';
import { STATES as SEEDED_STATES } from '@/lib/server/db/seed/data/geo';

const gazetteer = buildGazetteer(data as unknown as GazetteerData);
const where = (places: Place[]) =>
  places.map((p) => `${p.name} · ${p.municipality} ${p.stateId}/${p.municipalityCode}`);

describe('findPlaces on the shipped gazetteer (GeoNames)', () => {
  it.each(['Cancún', 'cancun', 'CANCÚN', '  cancún. ', 'Cancun, Quintana Roo'])(
    'finds %p in Benito Juárez, Quintana Roo',
    (query) => {
      expect(where(findPlaces(gazetteer, query))).toEqual(['Cancún · Benito Juárez 23/005']);
    },
  );

  it('finds towns whose municipality has another name', () => {
    expect(where(findPlaces(gazetteer, 'Playa del Carmen'))).toEqual(['Playa del Carmen · Solidaridad 23/008']);
    expect(where(findPlaces(gazetteer, 'tlaquepaque'))).toEqual(['Tlaquepaque · San Pedro Tlaquepaque 14/098']);
  });

  it('finds neighbourhoods, with or without the word "colonia"', () => {
    expect(where(findPlaces(gazetteer, 'Polanco'))).toEqual(['Polanco · Miguel Hidalgo 9/016']);
    expect(findPlaces(gazetteer, 'del valle').map((p) => `${p.stateId}/${p.municipalityCode}`)).toContain('9/014');
    expect(where(findPlaces(gazetteer, 'Colonia del Valle'))).toEqual(['Colonia del Valle · Benito Juárez 9/014']);
  });

  it('finds a municipality by its own name', () => {
    expect(where(findPlaces(gazetteer, 'Los Cabos'))).toEqual(['Los Cabos · Los Cabos 3/008']);
  });

  it('keeps every municipality of an ambiguous name, or the one of the state given, before villages so named', () => {
    expect(where(findPlaces(gazetteer, 'Tonalá'))).toEqual(['Tonalá · Tonalá 7/097', 'Tonalá · Tonalá 14/101']);
    expect(where(findPlaces(gazetteer, 'Tonalá, Jalisco'))).toEqual(['Tonalá · Tonalá 14/101']);
    expect(where(findPlaces(gazetteer, 'tonala', 14))).toEqual(['Tonalá · Tonalá 14/101']);
  });

  it('finds by the start of a name, but not two letters, a number or a product', () => {
    expect(where(findPlaces(gazetteer, 'guadalaj'))).toEqual(['Guadalajara · Guadalajara 14/039']);
    expect(findPlaces(gazetteer, 'ca')).toEqual([]);
    expect(findPlaces(gazetteer, '44520')).toEqual([]);
    expect(findPlaces(gazetteer, 'toldos')).toEqual([]);
  });

  it("uses INEGI's state codes where GeoNames numbers Chiapas, Chihuahua, Coahuila and Colima otherwise", () => {
    expect(where(findPlaces(gazetteer, 'Saltillo'))).toEqual(['Saltillo · Saltillo 5/030']);
    expect(where(findPlaces(gazetteer, 'Manzanillo', 6))).toEqual(['Manzanillo · Manzanillo 6/007']);
    expect(where(findPlaces(gazetteer, 'Tuxtla Gutiérrez'))).toEqual(['Tuxtla Gutiérrez · Tuxtla Gutiérrez 7/101']);
    expect(where(findPlaces(gazetteer, 'Ciudad Juárez'))).toEqual(['Ciudad Juárez · Juárez 8/037']);
  });

  it('knows every seeded municipality by its INEGI state and code, with a point for all but two', () => {
    const known = new Set(
      (data as unknown as GazetteerData).municipalities.map(([, stateId, code]) => `${stateId}/${code}`),
    );
    const unknown: string[] = [];
    const pointless: string[] = [];
    for (const state of SEEDED_STATES) {
      for (const [code, name] of state.municipalities) {
        if (!known.has(`${state.id}/${code}`)) unknown.push(`${state.id}/${code} ${name}`);
        if (!municipalityPoint(gazetteer, state.id, code)) pointless.push(`${state.id}/${code} ${name}`);
      }
    }
    expect(unknown).toEqual([]);
    // GeoNames lists no locality of 1,000 people in these two: a request from them is measured from
    // the state's capital.
    expect(pointless).toEqual(['23/011 Puerto Morelos', '30/028 Boca del Río']);
    // Benito Juárez, Quintana Roo: its point is Cancún's area.
    expect(distanceKm(municipalityPoint(gazetteer, 23, '005')!, { lat: 21.161, lng: -86.851 })).toBeLessThan(20);
  });
});

describe('placeKeys', () => {
  it('answers to the name without kind words and bracketed notes', () => {
    expect(placeKeys('Real del Valle (El Paraíso) [Fraccionamiento]')).toEqual(
      expect.arrayContaining(['real del valle']),
    );
    expect(placeKeys('Ciudad Nezahualcóyotl')).toEqual(['ciudad nezahualcoyotl', 'nezahualcoyotl']);
  });
});
