/** @jest-environment node */
import {
  countByMunicipality,
  countByState,
  dealerMunicipalities,
  filterDealers,
  hasFilters,
  matchesText,
  NO_FILTERS,
  normalizeText,
  sameFilters,
} from './filters';
import { CDMX, DEALERS, GDL, MONTERREY, QUERETARO, ZAPOPAN } from '@/tests/support/test-dealers';

const ids = (list: { id: number }[]) => list.map((d) => d.id).sort((a, b) => a - b);

describe('normalizeText', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeText('  Querétaro   NUEVO  León ')).toBe('queretaro nuevo leon');
    expect(normalizeText('Ñuñoa')).toBe('nunoa');
  });
});

describe('matchesText', () => {
  it('matches name, company, city and state, ignoring accents and case', () => {
    expect(matchesText(MONTERREY, 'regiomontanas')).toBe(true);
    expect(matchesText(MONTERREY, 'hector garza')).toBe(true);
    expect(matchesText(MONTERREY, 'MONTERREY')).toBe(true);
    expect(matchesText(MONTERREY, 'nuevo leon')).toBe(true);
    expect(matchesText(CDMX, 'benito juarez')).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesText(GDL, 'toldos guadalajara')).toBe(true);
    expect(matchesText(GDL, 'toldos monterrey')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesText(GDL, '   ')).toBe(true);
  });
});

describe('filterDealers', () => {
  it('returns every dealer without filters', () => {
    expect(filterDealers(DEALERS, NO_FILTERS)).toHaveLength(DEALERS.length);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('filters by state, municipality and text together', () => {
    expect(
      ids(filterDealers(DEALERS, { stateId: 14, municipalityId: null, q: '', product: null, service: null })),
    ).toEqual([GDL.id, ZAPOPAN.id]);
    expect(
      ids(filterDealers(DEALERS, { stateId: 14, municipalityId: 400, q: '', product: null, service: null })),
    ).toEqual([ZAPOPAN.id]);
    expect(
      ids(filterDealers(DEALERS, { stateId: 14, municipalityId: null, q: 'vallarta', product: null, service: null })),
    ).toEqual([ZAPOPAN.id]);
    expect(
      filterDealers(DEALERS, { stateId: 14, municipalityId: null, q: 'regiomontanas', product: null, service: null }),
    ).toEqual([]);
    expect(filterDealers(DEALERS, { stateId: 7, municipalityId: null, q: '', product: null, service: null })).toEqual(
      [],
    );
  });

  it('filters by a product sold and a service offered', () => {
    // test-dealers: odd ids sell everything and offer every service; even ids only blinds and measuring.
    expect(ids(filterDealers(DEALERS, { ...NO_FILTERS, product: 'toldos' }))).toEqual([GDL.id, MONTERREY.id, 5]);
    expect(ids(filterDealers(DEALERS, { ...NO_FILTERS, service: 'medicion' }))).toEqual(ids(DEALERS));
    expect(ids(filterDealers(DEALERS, { ...NO_FILTERS, stateId: 14, service: 'instalacion' }))).toEqual([GDL.id]);
    expect(hasFilters({ ...NO_FILTERS, service: 'instalacion' })).toBe(true);
    expect(sameFilters({ ...NO_FILTERS, product: 'toldos' }, NO_FILTERS)).toBe(false);
  });

  it('finds a dealer without company by the person', () => {
    expect(
      ids(
        filterDealers(DEALERS, {
          stateId: null,
          municipalityId: null,
          q: 'monica ugalde',
          product: null,
          service: null,
        }),
      ),
    ).toEqual([QUERETARO.id]);
  });
});

describe('counts', () => {
  it('counts dealers per state and per municipality', () => {
    expect(countByState(DEALERS).get(14)).toBe(2);
    expect(countByState(DEALERS).get(19)).toBe(1);
    expect(countByMunicipality(DEALERS, 14)).toEqual(
      new Map([
        [320, 1],
        [400, 1],
      ]),
    );
  });

  it('lists the municipalities with dealers in a state, by name', () => {
    expect(dealerMunicipalities(DEALERS, 14)).toEqual([
      { id: 320, name: 'Guadalajara' },
      { id: 400, name: 'Zapopan' },
    ]);
    expect(dealerMunicipalities(DEALERS, 7)).toEqual([]);
  });
});

describe('sameFilters', () => {
  it('compares every field', () => {
    expect(sameFilters(NO_FILTERS, { stateId: null, municipalityId: null, q: '', product: null, service: null })).toBe(
      true,
    );
    expect(sameFilters(NO_FILTERS, { stateId: 1, municipalityId: null, q: '', product: null, service: null })).toBe(
      false,
    );
  });
});
