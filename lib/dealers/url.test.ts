/** @jest-environment node */
import { filtersFromParams, filtersToQuery, locatorHref, parseId } from './url';

describe('filtersFromParams', () => {
  it('reads estado, municipio and q from URLSearchParams', () => {
    expect(filtersFromParams(new URLSearchParams('estado=14&municipio=320&q=%20toldos%20%20vallarta '))).toEqual({
      stateId: 14,
      municipalityId: 320,
      q: 'toldos vallarta',
      product: null,
      service: null,
    });
  });

  it('reads producto and servicio, ignoring unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('producto=Toldos&servicio=instalacion'))).toMatchObject({
      product: 'toldos',
      service: 'instalacion',
    });
    expect(filtersFromParams(new URLSearchParams('producto=cortinas&servicio=limpieza'))).toMatchObject({
      product: null,
      service: null,
    });
  });

  it("reads Next's searchParams object, taking the first of repeated values", () => {
    expect(filtersFromParams({ estado: ['19', '14'], q: 'x' })).toEqual({
      stateId: 19,
      municipalityId: null,
      q: 'x',
      product: null,
      service: null,
    });
  });

  it('ignores bad ids, empty values and a municipality without a state', () => {
    expect(filtersFromParams(new URLSearchParams('estado=abc&municipio=5&q='))).toEqual({
      stateId: null,
      municipalityId: null,
      q: '',
      product: null,
      service: null,
    });
    expect(filtersFromParams(new URLSearchParams('estado=&municipio=&q=+'))).toEqual({
      stateId: null,
      municipalityId: null,
      q: '',
      product: null,
      service: null,
    });
    expect(filtersFromParams(new URLSearchParams('estado=0'))).toEqual({
      stateId: null,
      municipalityId: null,
      q: '',
      product: null,
      service: null,
    });
    expect(filtersFromParams(new URLSearchParams('estado=14&municipio=-3'))).toEqual({
      stateId: 14,
      municipalityId: null,
      q: '',
      product: null,
      service: null,
    });
  });

  it('cuts a very long text', () => {
    expect(filtersFromParams(new URLSearchParams({ q: 'a'.repeat(500) })).q).toHaveLength(80);
  });
});

describe('filtersToQuery and locatorHref', () => {
  it('writes product and service after the rest', () => {
    expect(
      filtersToQuery({ stateId: 14, municipalityId: null, q: '', product: 'motorizacion', service: 'medicion' }),
    ).toBe('estado=14&producto=motorizacion&servicio=medicion');
  });

  it('writes only what is set, in a fixed order', () => {
    expect(filtersToQuery({ stateId: 14, municipalityId: 320, q: 'toldos', product: null, service: null })).toBe(
      'estado=14&municipio=320&q=toldos',
    );
    expect(filtersToQuery({ stateId: null, municipalityId: 320, q: 'á b', product: null, service: null })).toBe(
      'q=%C3%A1+b',
    );
    expect(locatorHref({ stateId: null, municipalityId: null, q: '', product: null, service: null })).toBe(
      '/distribuidores',
    );
    expect(locatorHref({ stateId: 9, municipalityId: null, q: '', product: null, service: null })).toBe(
      '/distribuidores?estado=9',
    );
  });

  it('round-trips', () => {
    const filters = { stateId: 14, municipalityId: 320, q: 'persianas del bajío', product: null, service: null };
    expect(filtersFromParams(new URLSearchParams(filtersToQuery(filters)))).toEqual(filters);
  });
});

describe('parseId', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(parseId('14')).toBe(14);
    expect(parseId(' 7 ')).toBe(7);
    expect(parseId('1.5')).toBeNull();
    expect(parseId('99999999999')).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
