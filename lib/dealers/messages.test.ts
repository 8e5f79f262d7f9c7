/** @jest-environment node */
import { NO_FILTERS } from './filters';
import { dealerCount, resultSummary } from './messages';
import { locate } from './results';
import { DEALERS } from '@/tests/support/test-dealers';

const names = { state: null, municipality: null };

describe('resultSummary', () => {
  it('counts dealers and states', () => {
    expect(resultSummary(locate(DEALERS, NO_FILTERS, null), NO_FILTERS, names)).toEqual({
      text: '6 distribuidores en 5 estados.',
      tone: 'info',
    });
  });

  it('names the state, municipality and text', () => {
    const filters = { stateId: 14, municipalityId: null, q: '', product: null, service: null };
    expect(resultSummary(locate(DEALERS, filters, null), filters, { state: 'Jalisco', municipality: null }).text).toBe(
      '2 distribuidores en Jalisco.',
    );
    const byCity = { stateId: 14, municipalityId: 400, q: '', product: null, service: null };
    expect(
      resultSummary(locate(DEALERS, byCity, null), byCity, { state: 'Jalisco', municipality: 'Zapopan' }).text,
    ).toBe('1 distribuidor en Zapopan, Jalisco.');
    const byText = { stateId: null, municipalityId: null, q: 'toldos', product: null, service: null };
    expect(resultSummary(locate(DEALERS, byText, null), byText, names).text).toBe(
      '2 distribuidores que coinciden con «toldos».',
    );
    const one = { stateId: null, municipalityId: null, q: 'vallarta', product: null, service: null };
    expect(resultSummary(locate(DEALERS, one, null), one, names).text).toBe(
      '1 distribuidor que coincide con «vallarta».',
    );
  });

  it('says the list is sorted by distance', () => {
    expect(resultSummary(locate(DEALERS, NO_FILTERS, { lat: 20.67, lng: -103.34 }), NO_FILTERS, names).text).toBe(
      '6 distribuidores en 5 estados, del más cercano al más lejano.',
    );
  });

  it('explains the nearest-dealers fallback', () => {
    const chiapas = { stateId: 7, municipalityId: null, q: '', product: null, service: null };
    expect(resultSummary(locate(DEALERS, chiapas, null), chiapas, { state: 'Chiapas', municipality: null })).toEqual({
      text: 'No encontramos distribuidores en Chiapas. Estos son los 3 más cercanos a Tuxtla Gutiérrez, capital de Chiapas.',
      tone: 'notice',
    });
    const cdmx = { stateId: 9, municipalityId: 12345, q: '', product: null, service: null };
    expect(
      resultSummary(locate(DEALERS, cdmx, null, 1), cdmx, { state: 'Ciudad de México', municipality: 'Tlalpan' }).text,
    ).toBe(
      'No encontramos distribuidores en Tlalpan, Ciudad de México. Este es el más cercano al centro de la Ciudad de México.',
    );
    const ags = { stateId: 1, municipalityId: null, q: 'zzz', product: null, service: null };
    expect(
      resultSummary(locate(DEALERS, ags, { lat: 21.88, lng: -102.29 }), ags, {
        state: 'Aguascalientes',
        municipality: null,
      }).text,
    ).toBe(
      'No encontramos distribuidores que coincidan con «zzz» en Aguascalientes. Estos son los 3 más cercanos a tu ubicación.',
    );
    const agsNoUser = { stateId: 1, municipalityId: null, q: '', product: null, service: null };
    expect(
      resultSummary(locate(DEALERS, agsNoUser, null), agsNoUser, { state: 'Aguascalientes', municipality: null }).text,
    ).toMatch(/más cercanos a la ciudad de Aguascalientes\.$/);
  });

  it('says when a text finds nothing and there is nowhere to measure from', () => {
    const filters = { stateId: null, municipalityId: null, q: 'zzz', product: null, service: null };
    expect(resultSummary(locate(DEALERS, filters, null), filters, names)).toEqual({
      text: 'No encontramos distribuidores que coincidan con «zzz».',
      tone: 'notice',
    });
  });

  it('says when there are no dealers at all', () => {
    expect(resultSummary(locate([], NO_FILTERS, null), NO_FILTERS, names).tone).toBe('notice');
  });
});

describe('resultSummary for a place searched', () => {
  const cancun = {
    name: 'Cancún',
    stateId: 23,
    municipalityCode: '005',
    municipality: 'Benito Juárez',
    point: { lat: 21.174, lng: -86.847 },
  };
  const zapopan = {
    name: 'Zapopan',
    stateId: 14,
    municipalityCode: '120',
    municipality: 'Zapopan',
    point: { lat: 20.72, lng: -103.39 },
  };

  it('names the place and its municipality when they differ', () => {
    const filters = { ...NO_FILTERS, q: 'cancun' };
    const inCancun = {
      ...DEALERS[0]!,
      state: { id: 23, name: 'Quintana Roo' },
      municipality: { id: 9, name: 'Benito Juárez', code: '005' },
    };
    expect(resultSummary(locate([inCancun], filters, null, undefined, [cancun]), filters, names).text).toBe(
      '1 distribuidor en Cancún (Benito Juárez, Quintana Roo), del más cercano al más lejano.',
    );
    const zap = { ...NO_FILTERS, q: 'zapopan' };
    expect(resultSummary(locate(DEALERS, zap, null, undefined, [zapopan]), zap, names).text).toBe(
      '1 distribuidor en Zapopan, Jalisco, del más cercano al más lejano.',
    );
  });

  it('says the nearest are measured from the place', () => {
    const filters = { ...NO_FILTERS, q: 'cancun' };
    expect(resultSummary(locate(DEALERS, filters, null, 2, [cancun]), filters, names).text).toBe(
      'No encontramos distribuidores que coincidan con «cancun». Estos son los 2 más cercanos a Cancún, Quintana Roo.',
    );
  });
});

describe('dealerCount', () => {
  it('uses the singular for one', () => {
    expect(dealerCount(1)).toBe('1 distribuidor');
    expect(dealerCount(0)).toBe('0 distribuidores');
  });
});

describe('resultSummary with product and service', () => {
  it('says what the dealers sell and do', () => {
    const filters = {
      stateId: null,
      municipalityId: null,
      q: '',
      product: 'toldos' as const,
      service: 'instalacion' as const,
    };
    const result = locate(DEALERS, filters, null);
    expect(resultSummary(result, filters, { state: null, municipality: null }).text).toBe(
      '3 distribuidores que venden toldos, con instalación.',
    );
    const one = { ...filters, stateId: 14 };
    expect(resultSummary(locate(DEALERS, one, null), one, { state: 'Jalisco', municipality: null }).text).toBe(
      '1 distribuidor que vende toldos, con instalación en Jalisco.',
    );
  });
});
