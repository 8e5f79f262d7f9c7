import {
  formatArea,
  formatCm,
  formatCmRange,
  formatDistance,
  formatExactArea,
  formatMeters,
  formatPercent,
  keepUnitsTogether,
} from './measures';

describe('sizes', () => {
  it.each([
    [150, '1.50 m'],
    [30, '0.30 m'],
    [350, '3.50 m'],
    [0, '0.00 m'],
    [1, '0.01 m'],
    [600, '6.00 m'],
  ])('formatCm(%p) → %p', (cm, expected) => {
    expect(formatCm(cm)).toBe(expected);
  });

  it('rounds to the centimetre', () => {
    expect(formatMeters(149.6)).toBe('1.50');
    expect(formatMeters(149.4)).toBe('1.49');
  });

  it('formats a range', () => {
    expect(formatCmRange(30, 350)).toBe('de 0.30 a 3.50 m');
    expect(formatCmRange(180, 600)).toBe('de 1.80 a 6.00 m');
  });
});

describe('figures with their units', () => {
  it('joins a figure to its unit with a no-break space, and nothing else', () => {
    expect(keepUnitsTogether('Screen con 5 % de apertura; 30 % poliéster, 70 % PVC')).toBe(
      'Screen con 5\u00a0% de apertura; 30\u00a0% poliéster, 70\u00a0% PVC',
    );
    expect(keepUnitsTogether('rollo de 2.50 m, 430 g/m², 12 Nm y 3 mm')).toBe(
      'rollo de 2.50\u00a0m, 430\u00a0g/m², 12\u00a0Nm y 3\u00a0mm',
    );
    expect(keepUnitsTogether('2 motores y 5 mas')).toBe('2 motores y 5 mas');
    expect(formatPercent(3)).toBe('3\u00a0%');
  });
});

describe('areas', () => {
  it('prints a billed area with two decimals', () => {
    expect(formatArea(2.7)).toBe('2.70');
    expect(formatArea(4.63)).toBe('4.63');
    expect(formatArea(12.25)).toBe('12.25');
    expect(formatArea(Number.NaN)).toBe('0.00');
  });

  it('prints the exact area of whole centimetres, never rounded', () => {
    expect(formatExactArea(19_975)).toBe('1.9975');
    expect(formatExactArea(46_250)).toBe('4.625');
    expect(formatExactArea(27_000)).toBe('2.70');
    expect(formatExactArea(9_960)).toBe('0.996');
  });
});

describe('formatDistance', () => {
  it.each([
    [3.2, 'a 3.2 km'],
    [3.25, 'a 3.3 km'],
    [0.45, 'a 0.5 km'],
    [12, 'a 12.0 km'],
    [99.94, 'a 99.9 km'],
    [152.4, 'a 152 km'],
    [1234.5, 'a 1,235 km'],
    [0.05, 'a menos de 100 m'],
  ])('%p km → %p', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('prints nothing for impossible values', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
  });
});
