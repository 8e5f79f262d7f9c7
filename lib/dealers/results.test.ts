/** @jest-environment node */
import { NO_FILTERS } from './filters';
import { locate, sortByDistance } from './results';
import { CDMX, DEALERS, GDL, MERIDA, MONTERREY, QUERETARO, ZAPOPAN } from './test-dealers';

const GUADALAJARA_CENTRE = { lat: 20.6736, lng: -103.344 };

describe('locate', () => {
  it('lists everything by state without filters or location', () => {
    const result = locate(DEALERS, NO_FILTERS, null);
    expect(result.order).toBe('state');
    expect(result.matches).toBe(DEALERS.length);
    expect(result.nearestTo).toBeNull();
    expect(result.entries.map((e) => e.dealer.id)).toEqual([CDMX.id, GDL.id, ZAPOPAN.id, MONTERREY.id, QUERETARO.id, MERIDA.id]);
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
    const result = locate(DEALERS, { stateId: 19, municipalityId: null, q: '', product: null, service: null }, GUADALAJARA_CENTRE);
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
    const result = locate(DEALERS, { stateId: 7, municipalityId: null, q: '', product: null, service: null }, GUADALAJARA_CENTRE, 2);
    expect(result.nearestTo).toEqual({ kind: 'user', point: GUADALAJARA_CENTRE });
    expect(result.entries.map((e) => e.dealer.id)).toEqual([GDL.id, ZAPOPAN.id]);
  });

  it('falls back within reach of the state when the municipality has none', () => {
    const result = locate(DEALERS, { stateId: 14, municipalityId: 999, q: '', product: null, service: null }, null);
    expect(result.nearestTo).toMatchObject({ kind: 'capital', state: { id: 14 } });
    expect(result.entries.map((e) => e.dealer.id).slice(0, 2)).toEqual([GDL.id, ZAPOPAN.id]);
  });

  it('has nowhere to measure from for a text that matches nothing and no location', () => {
    const result = locate(DEALERS, { stateId: null, municipalityId: null, q: 'zzz', product: null, service: null }, null);
    expect(result).toEqual({ entries: [], order: 'state', matches: 0, nearestTo: null });
  });

  it('handles an empty dealer list', () => {
    expect(locate([], NO_FILTERS, null).entries).toEqual([]);
    expect(locate([], { stateId: 7, municipalityId: null, q: '', product: null, service: null }, null).nearestTo).toBeNull();
  });
});

describe('sortByDistance', () => {
  it('breaks ties by name', () => {
    const twin = { ...GDL, id: 77, company: 'A Primero' };
    expect(sortByDistance([GDL, twin], GDL.coordinates).map((e) => e.dealer.id)).toEqual([77, GDL.id]);
  });
});
