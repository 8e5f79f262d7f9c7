import { decimalToCents, toDecimal as centsToDecimal } from '@/lib/pricing/money';
import { dateTime, money, positiveInt, shortDate } from './format';
import { listQueryString, readListParams } from './list-params';

it('reads and writes the API money exactly', () => {
  expect(decimalToCents('1234.50')).toBe(123_450);
  expect(decimalToCents('0.1')).toBe(10);
  expect(decimalToCents('-5.00')).toBe(-500);
  expect(decimalToCents('12,00')).toBeNull();
  expect(decimalToCents(undefined)).toBeNull();
  expect(centsToDecimal(123_450)).toBe('1234.50');
  expect(centsToDecimal(5)).toBe('0.05');
  expect(centsToDecimal(-500)).toBe('-5.00');
});

it('shows money the Mexican way, and anything unreadable as received', () => {
  expect(money('54160.40')).toBe('$54,160.40');
  expect(money('n/a')).toBe('n/a');
});

it('shows dates in Mexico City time', () => {
  expect(shortDate('2026-11-21T05:30:00Z')).toMatch(/^20 nov\.? 2026$/);
  expect(dateTime('2026-11-21T18:05:00Z')).toMatch(/21 nov\.? 2026.*12:05/);
  expect(shortDate('ayer')).toBe('ayer');
});

it('reads positive whole numbers from the URL', () => {
  expect(positiveInt('3')).toBe(3);
  expect([positiveInt('0'), positiveInt('-1'), positiveInt('2.5'), positiveInt('x'), positiveInt(null)]).toEqual([
    null,
    null,
    null,
    null,
    null,
  ]);
});

describe('list filters in the URL', () => {
  const statuses = ['pendiente', 'confirmado'];

  it('reads status, search and page, ignoring what the list does not know', () => {
    expect(
      readListParams(new URLSearchParams('estado=confirmado&buscar=PED&pagina=2&por_pagina=30'), statuses),
    ).toEqual({
      status: 'confirmado',
      search: 'PED',
      page: 2,
      perPage: 30,
    });
    expect(readListParams(new URLSearchParams('estado=otro&pagina=0&por_pagina=500'), statuses)).toEqual({
      status: '',
      search: '',
      page: 1,
      perPage: 15,
    });
  });

  it('writes a shareable query, leaving out empty values and page 1', () => {
    expect(listQueryString({ status: 'pendiente', search: ' Lucía ', page: 1 })).toBe(
      '?estado=pendiente&buscar=Luc%C3%ADa',
    );
    expect(listQueryString({ page: 3 })).toBe('?pagina=3');
    expect(listQueryString({ page: 1, perPage: 15 })).toBe('');
    expect(listQueryString({ perPage: 60 })).toBe('?por_pagina=60');
    expect(listQueryString({})).toBe('');
  });
});
