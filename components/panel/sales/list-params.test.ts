import { listQueryString, positiveInt, readListParams } from './list-params';

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
