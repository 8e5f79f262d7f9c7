import { formatMoney, formatMXN, formatMXNCompact, parsePesos } from './money';

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

describe('formatMXNCompact', () => {
  it('drops ".00" from whole pesos and keeps real centavos', () => {
    expect(formatMXNCompact(1248000)).toBe('$12,480');
    expect(formatMXNCompact(1248050)).toBe('$12,480.50');
  });
});

describe('formatMoney', () => {
  it("formats the API's decimal strings", () => {
    expect(formatMoney('1234.50')).toBe('$1,234.50');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-150.00')).toBe('-$150.00');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney(12.5)).toBe('$12.50');
  });

  it('shows anything unreadable as received', () => {
    expect(formatMoney('gratis')).toBe('gratis');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('parsePesos', () => {
  it.each([
    ['1500', '1500.00'],
    ['1,500.5', '1500.50'],
    [' 0.05 ', '0.05'],
    ['007.10', '7.10'],
    ['$ 1,234.50', '1234.50'],
  ])('%p → %p', (typed, expected) => {
    expect(parsePesos(typed)).toBe(expected);
  });

  it.each(['12.345', 'abc', '', '-5', '1234567890'])('%p is not an amount', (typed) => {
    expect(parsePesos(typed)).toBeNull();
  });
});
