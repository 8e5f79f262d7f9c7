import { formatCoordinate, formatMoney, looksLikeUser, normalizeAmount } from './format';

describe('normalizeAmount', () => {
  it.each([
    ['1500', '1500.00'],
    ['1,500.5', '1500.50'],
    [' 0.05 ', '0.05'],
    ['007.10', '7.10'],
    ['12.345', '12.345'],
    ['abc', 'abc'],
    ['', ''],
  ])('%p → %p', (typed, expected) => {
    expect(normalizeAmount(typed)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('writes pesos the Mexican way', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0.00')).toBe('$0.00');
  });

  it('shows anything unreadable as given', () => {
    expect(formatMoney('n/a')).toBe('n/a');
    expect(formatMoney('')).toBe('');
  });
});

describe('formatCoordinate', () => {
  it('keeps at most six decimals', () => {
    expect(formatCoordinate(20.694212345)).toBe('20.694212');
    expect(formatCoordinate(-103.3897)).toBe('-103.3897');
    expect(formatCoordinate(19)).toBe('19');
  });
});

describe('looksLikeUser', () => {
  it('recognises a user body', () => {
    expect(looksLikeUser({ id: 2, email: 'a@b.mx' })).toBe(true);
    expect(looksLikeUser({ message: 'ok' })).toBe(false);
    expect(looksLikeUser(null)).toBe(false);
  });
});
