import {
  countLabel,
  formatCm,
  formatCmRange,
  formatCount,
  formatArea,
  formatExactArea,
  formatLongDate,
  formatMXN,
  formatMeters,
  formatPercent,
  keepUnitsTogether,
  opacityLabel,
  opacityShortLabel,
  OPACITIES,
  plural,
} from './format';

describe('formatMXN', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [1, '$0.01'],
    [100, '$1.00'],
    [99999999, '$999,999.99'],
    [-500, '-$5.00'],
  ])('%p centavos → %p', (cents, expected) => {
    expect(formatMXN(cents)).toBe(expected);
  });

  it('rounds fractional centavos to the nearest centavo', () => {
    expect(formatMXN(123449.5)).toBe('$1,234.50');
    expect(formatMXN(123449.4)).toBe('$1,234.49');
  });

  it('never prints a negative zero or NaN', () => {
    expect(formatMXN(-0.4)).toBe('$0.00');
    expect(formatMXN(Number.NaN)).toBe('$0.00');
    expect(formatMXN(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

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
  });
});

describe('opacity labels', () => {
  it('labels every opacity', () => {
    expect(opacityLabel('transparente')).toBe('Transparente');
    expect(opacityLabel('traslucido')).toBe('Traslúcida');
    expect(opacityLabel('filtrante')).toBe('Filtra luz (screen)');
    expect(opacityLabel('blackout')).toBe('Blackout — oscurecimiento total');
    for (const o of OPACITIES) expect(opacityShortLabel(o)).toMatch(/^\S+$/);
  });
});

describe('formatLongDate', () => {
  it('writes a calendar date in Spanish without shifting the day', () => {
    expect(formatLongDate('2026-01-15')).toBe('15 de enero de 2026');
    expect(formatLongDate('2025-12-01')).toBe('1 de diciembre de 2025');
  });

  it('reads timestamps in Mexico City time', () => {
    expect(formatLongDate('2026-03-01T03:00:00Z')).toBe('28 de febrero de 2026');
  });

  it('returns anything else unchanged', () => {
    expect(formatLongDate('marzo de 2026')).toBe('marzo de 2026');
    expect(formatLongDate('')).toBe('');
  });
});

describe('formatMXNCompact', () => {
  it('drops ".00" from whole pesos and keeps real centavos', async () => {
    const { formatMXNCompact } = await import('./format');
    expect(formatMXNCompact(1248000)).toBe('$12,480');
    expect(formatMXNCompact(1248050)).toBe('$12,480.50');
  });
});
