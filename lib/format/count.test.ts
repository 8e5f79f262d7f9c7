import { countLabel, formatCount, plural, rangeText } from './count';

describe('plural and countLabel', () => {
  it.each([
    [0, 'colores'],
    [1, 'color'],
    [-1, 'color'],
    [2, 'colores'],
    [1.5, 'colores'],
  ])('plural(%p) → %p', (n, expected) => {
    expect(plural(n, 'color', 'colores')).toBe(expected);
  });

  it('prefixes the count with thousands separators', () => {
    expect(countLabel(0, 'distribuidor', 'distribuidores')).toBe('0 distribuidores');
    expect(countLabel(1, 'distribuidor', 'distribuidores')).toBe('1 distribuidor');
    expect(countLabel(14, 'distribuidor', 'distribuidores')).toBe('14 distribuidores');
    expect(countLabel(1200, 'pieza', 'piezas')).toBe('1,200 piezas');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(-0.2)).toBe('0');
  });

  it('writes what es-MX writes with Intl.NumberFormat', () => {
    const intl = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
    for (const n of [
      0, 7, 999, 1000, 1234, 12_345, 123_456, 1_234_567, 98_765_432_109, -1, -1234, -1_000_000, 2.5, 1399.6,
    ])
      expect(formatCount(n)).toBe(intl.format(Math.round(n)));
  });

  it('words the range of a paged list', () => {
    expect(rangeText(25, 48, 1400)).toBe('Mostrando 25–48 de 1,400');
  });
});
