import {
  bpsToPercent,
  decimalToCents,
  depositOf,
  discountOf,
  discountedTotals,
  percentToBps,
  toDecimal as centsToDecimal,
} from './money';

it('reads and writes the API money exactly', () => {
  expect(decimalToCents('1234.50')).toBe(123_450);
  expect(decimalToCents('0.1')).toBe(10);
  expect(decimalToCents('-5.00')).toBe(-500);
  expect(decimalToCents('7')).toBe(700);
  expect(decimalToCents(12.3)).toBe(1230);
  expect(decimalToCents('12,00')).toBeNull();
  expect(decimalToCents(null)).toBeNull();
  expect(decimalToCents(undefined)).toBeNull();
  expect(centsToDecimal(123_450)).toBe('1234.50');
  expect(centsToDecimal(5)).toBe('0.05');
  expect(centsToDecimal(-500)).toBe('-5.00');
});

describe('discounts and deposits', () => {
  it('takes the discount off the subtotal and charges IVA on what is left', () => {
    // $10,000.00 at 7.5 %: $750.00 off, IVA on $9,250.00 = $1,480.00.
    expect(discountedTotals(1_000_000, 750)).toEqual({
      subtotalCents: 1_000_000,
      discountCents: 75_000,
      taxCents: 148_000,
      totalCents: 1_073_000,
    });
    expect(discountedTotals(1_000_000, 0)).toEqual({
      subtotalCents: 1_000_000,
      discountCents: 0,
      taxCents: 160_000,
      totalCents: 1_160_000,
    });
  });

  it('rounds a discount and a deposit half up to the centavo', () => {
    expect(discountOf(333, 1_000)).toBe(33); // 33.3
    expect(discountOf(335, 1_000)).toBe(34); // 33.5
    expect(depositOf(1_234_567, 50)).toBe(617_284); // 617,283.5
    expect(depositOf(100_001, 30)).toBe(30_000); // 30,000.3
  });

  it('reads a percentage with at most two decimals, up to 100', () => {
    expect(percentToBps('7.5')).toBe(750);
    expect(percentToBps(12.25)).toBe(1_225);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('100')).toBe(10_000);
    for (const bad of ['100.01', '-1', '7.555', 'diez', '', null, Number.NaN]) expect(percentToBps(bad)).toBeNull();
    expect(bpsToPercent(750)).toBe('7.5');
    expect(bpsToPercent(1_225)).toBe('12.25');
    expect(bpsToPercent(1_000)).toBe('10');
  });
});
