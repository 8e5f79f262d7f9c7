/** @jest-environment node */
import { NO_FILTERS } from './filters';
import type { Place } from './places';
import { locate, sortByDistance } from './results';
import { CDMX, DEALERS, GDL, MERIDA, MONTERREY, QUERETARO, ZAPOPAN } from '@/tests/support/test-dealers';

const GUADALAJARA_CENTRE = { lat: 20.6736, lng: -103.344 };

describe('locate', () => {
  it('lists everything by state without filters or location', () => {
    const result = locate(DEALERS, NO_FILTERS, null);
    expect(result.order).toBe('state');
    expect(result.matches).toBe(DEALERS.length);
    expect(result.nearestTo).toBeNull();
    expect(result.entries.map((e) => e.dealer.id)).toEqual([
      CDMX.id,
      GDL.id,
      ZAPOPAN.id,
      MONTERREY.id,
      QUERETARO.id,
      MERIDA.id,
    ]);
    expect(result.entries.every((e) => e.km === null)).toBe(true);
  });

  it('sorts by distance from the visitor, with km ascending', () => {
    const result = locate(DEALERS, NO_FILTERS, GUADALAJARA_CENTRE);
    expect(result.order).toBe('distance');
    expect(result.entries[0]!.dealer.id).toBe(GDL.id);
    expect(result.entries[1]!.dealer.id).toBe(ZAPOPAN.id);
    const km = result.entries.map((e) => e.km!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(6);
  });

  it('keeps the filters when sorting by distance', () => {
    const result = locate(
      DEALERS,
      { stateId: 19, municipalityId: null, q: '', product: null, service: null },
      GUADALAJARA_CENTRE,
    );
    expect(result.entries.map((e) => e.dealer.id)).toEqual([MONTERREY.id]);
    expect(result.nearestTo).toBeNull();
  });

  it("falls back to the dealers nearest the state's capital when a state has none", () => {
    // Chiapas (7): capital Tuxtla Gutiérrez; nearest are Mérida (≈ 560 km), then Mexico City (≈ 680 km).
    const result = locate(DEALERS, { stateId: 7, municipalityId: null, q: '', product: null, service: null }, null);
    expect(result.matches).toBe(0);
    expect(result.nearestTo).toMatchObject({ kind: 'capital', state: { id: 7, capital: 'Tuxtla Gutiérrez' } });
    expect(result.entries).toHaveLength(3);
    expect(result.entries.map((e) => e.dealer.id).slice(0, 2)).toEqual([MERIDA.id, CDMX.id]);
    expect(result.order).toBe('distance');
  });

  it('falls back to the dealers nearest the visitor when they are known', () => {
    const result = locate(
      DEALERS,
      { stateId: 7, municipalityId: null, q: '', product: null, service: null },
      GUADALAJARA_CENTRE,
      2,
    );
    expect(result.nearestTo).toEqual({ kind: 'user', point: GUADALAJARA_CENTRE });
    expect(result.entries.map((e) => e.dealer.id)).toEqual([GDL.id, ZAPOPAN.id]);
  });

  it('falls back within reach of the state when the municipality has none', () => {
    const result = locate(DEALERS, { stateId: 14, municipalityId: 999, q: '', product: null, service: null }, null);
    expect(result.nearestTo).toMatchObject({ kind: 'capital', state: { id: 14 } });
    expect(result.entries.map((e) => e.dealer.id).slice(0, 2)).toEqual([GDL.id, ZAPOPAN.id]);
  });

  it('has nowhere to measure from for a text that matches nothing and no location', () => {
    const result = locate(
      DEALERS,
      { stateId: null, municipalityId: null, q: 'zzz', product: null, service: null },
      null,
    );
    expect(result).toEqual({ entries: [], order: 'state', matches: 0, nearestTo: null, place: null });
  });

  it('handles an empty dealer list', () => {
    expect(locate([], NO_FILTERS, null).entries).toEqual([]);
    expect(
      locate([], { stateId: 7, municipalityId: null, q: '', product: null, service: null }, null).nearestTo,
    ).toBeNull();
  });
});

describe('locate with the places a search names', () => {
  const place = (
    name: string,
    stateId: number,
    municipalityCode: string,
    municipality: string,
    lat: number,
    lng: number,
  ): Place => ({
    name,
    stateId,
    municipalityCode,
    municipality,
    point: { lat, lng },
  });
  const CIUDAD_GRANJA = place('Ciudad Granja', 14, '120', 'Zapopan', 20.676, -103.43);
  const TLAQUEPAQUE = place('Tlaquepaque', 14, '098', 'San Pedro Tlaquepaque', 20.641, -103.293);
  const search = (q: string) => ({ ...NO_FILTERS, q });

  it("finds the dealers of the place's municipality, nearest to the place first", () => {
    const result = locate(DEALERS, search('Ciudad Granja'), null, undefined, [CIUDAD_GRANJA]);
    expect(result.entries.map((e) => e.dealer.id)).toEqual([ZAPOPAN.id]);
    expect(result).toMatchObject({ order: 'distance', matches: 1, place: CIUDAD_GRANJA, nearestTo: null });
    expect(result.entries[0]!.km).toBeLessThan(1);
  });

  it('a place without dealers lists the nearest to it, and says where it measured from', () => {
    const result = locate(DEALERS, search('Tlaquepaque'), null, 2, [TLAQUEPAQUE]);
    expect(result.matches).toBe(0);
    expect(result.nearestTo).toEqual({ kind: 'place', point: TLAQUEPAQUE.point, place: TLAQUEPAQUE });
    expect(result.entries.map((e) => e.dealer.id)).toEqual([GDL.id, ZAPOPAN.id]);
  });

  it('matches by municipality name for a host that sends no INEGI code', () => {
    const withoutCode = { ...ZAPOPAN, municipality: { ...ZAPOPAN.municipality!, code: null } };
    expect(
      locate([withoutCode, GDL], search('Ciudad Granja'), null, undefined, [CIUDAD_GRANJA]).entries.map(
        (e) => e.dealer.id,
      ),
    ).toEqual([ZAPOPAN.id]);
  });

  it('keeps the other filters, and the visitor location orders the list', () => {
    const toldos = { ...search('Ciudad Granja'), product: 'toldos' as const };
    // Zapopan's test dealer sells only blinds: the nearest that sells awnings instead.
    const result = locate(DEALERS, toldos, null, 1, [CIUDAD_GRANJA]);
    expect(result).toMatchObject({ matches: 0, nearestTo: { kind: 'place' } });
    expect(result.entries.map((e) => e.dealer.id)).toEqual([GDL.id]);
    const fromUser = locate(DEALERS, search('Ciudad Granja'), GUADALAJARA_CENTRE, undefined, [CIUDAD_GRANJA]);
    expect(fromUser.entries[0]!.km).toBeGreaterThan(7);
  });
});

describe('sortByDistance', () => {
  it('breaks ties by name', () => {
    const twin = { ...GDL, id: 77, company: 'A Primero' };
    expect(sortByDistance([GDL, twin], GDL.coordinates).map((e) => e.dealer.id)).toEqual([77, GDL.id]);
  });
});
