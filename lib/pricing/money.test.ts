import { decimalToCents, toDecimal as centsToDecimal } from './money';

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
