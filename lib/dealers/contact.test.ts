/** @jest-environment node */
import { addressLines, directionsHref, formatPhone, nationalDigits, quoteHref, telHref } from './contact';
import { GDL } from '@/tests/support/test-dealers';

describe('phones', () => {
  it('formats Mexican numbers by area code length', () => {
    expect(formatPhone('3336424180')).toBe('33 3642 4180');
    expect(formatPhone('5556873140')).toBe('55 5687 3140');
    expect(formatPhone('2222486615')).toBe('222 248 6615');
    expect(formatPhone('+52 81 8347 1290')).toBe('81 8347 1290');
    expect(formatPhone('123')).toBe('123');
  });

  it('links in international form', () => {
    expect(telHref('3336424180')).toBe('tel:+523336424180');
    expect(telHref('52 222 248 6615')).toBe('tel:+522222486615');
    expect(telHref('+1 (555) 010')).toBe('tel:+1555010');
  });

  it('reads the national digits', () => {
    expect(nationalDigits('5213318742260')).toBe('3318742260');
    expect(nationalDigits('12')).toBeNull();
  });
});

describe('links', () => {
  it('builds the directions and quote links', () => {
    expect(directionsHref({ lat: 20.6652, lng: -103.3948 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=20.6652,-103.3948',
    );
    expect(quoteHref(12)).toBe('/contacto?distribuidor=12');
  });
});

describe('addressLines', () => {
  it('gives the street, then postal code, city and state', () => {
    expect(addressLines(GDL)).toEqual(['Calle 1', 'C.P. 44100, Guadalajara, Jalisco']);
    expect(addressLines({ ...GDL, address: null, postal_code: null, municipality: null })).toEqual(['Jalisco']);
  });
});
