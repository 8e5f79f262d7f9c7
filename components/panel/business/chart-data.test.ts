import {
  compactMXN,
  describeMonths,
  describeRanking,
  niceMax,
  share,
  shortMonth,
  longMonth,
  monthRange,
  withOthers,
} from './chart-data';

describe('the business charts’ arithmetic', () => {
  it('rounds a scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 7, 10, 11, 199, 201, 4_999, 50_001].map(niceMax)).toEqual([0, 10, 10, 20, 200, 500, 5_000, 100_000]);
  });

  it('lists every month of a period, across a new year, from its first day', () => {
    expect(monthRange('2026-11-01', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthRange('2026-01', 1)).toEqual(['2026-01']);
    expect(monthRange('2026-01', 0)).toEqual([]);
  });

  it('keeps a bar above zero visible and never past the scale', () => {
    expect(share(0, 100)).toBe(0);
    expect(share(0.1, 1_000)).toBe(1);
    expect(share(50, 200)).toBe(25);
    expect(share(300, 200)).toBe(100);
    expect(share(5, 0)).toBe(0);
  });

  it('adds one "Otros" row with what the rows left out add up to', () => {
    const others = (rest: number) => ({ name: 'Otros', value: rest });
    const rows = [
      { name: 'A', value: 60 },
      { name: 'B', value: 30 },
    ];
    expect(withOthers(rows, 100, others)).toEqual([...rows, { name: 'Otros', value: 10 }]);
    expect(withOthers(rows, 90, others)).toEqual(rows);
  });

  it('names months and money the way Mexico reads them', () => {
    expect(shortMonth('2026-03')).toBe('mar');
    expect(longMonth('2026-09')).toBe('septiembre de 2026');
    expect(compactMXN(123_456_789)).toBe('$1.2 M');
    expect(compactMXN(35_000_000)).toBe('$350 mil');
    expect(compactMXN(35_049_000)).toBe('$350.5 mil');
    expect(compactMXN(80_000)).toBe('$800');
  });

  it('tells a screen reader each series’ total and its highest month', () => {
    const text = describeMonths(
      'Facturado por mes',
      ['2026-01', '2026-02', '2026-03'],
      [
        { label: 'Facturado', values: [100, 300, 200], format: (n) => `$${n}` },
        { label: 'Cobrado', values: [0, 0, 0], format: (n) => `$${n}` },
      ],
    );
    expect(text).toBe(
      'Facturado por mes. Facturado: $600 en total; el mes más alto, febrero de 2026, con $300. Cobrado: nada en el periodo.',
    );
    expect(
      describeRanking(
        'Por estado',
        [
          { name: 'Jalisco', text: '$5' },
          { name: 'Nuevo León', text: '$3' },
        ],
        1,
      ),
    ).toBe('Por estado: Jalisco, $5 y 1 más.');
    expect(describeRanking('Por estado', [])).toBe('Por estado: sin datos en el periodo.');
  });
});
