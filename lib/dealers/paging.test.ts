import { NO_FILTERS } from './filters';
import { pageHref, pageRange, paginate, parsePage } from './paging';

const items = Array.from({ length: 50 }, (_, i) => i + 1);

describe('parsePage', () => {
  it('reads a positive whole number, else page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    for (const bad of [undefined, null, '', '0', '-1', 'abc', '2.5', '9999999']) expect(parsePage(bad)).toBe(1);
  });
});

describe('paginate', () => {
  it('slices pages of the given size', () => {
    expect(paginate(items, 1, 24)).toMatchObject({
      items: items.slice(0, 24),
      page: 1,
      pageCount: 3,
      from: 1,
      to: 24,
      total: 50,
    });
    expect(paginate(items, 3, 24)).toMatchObject({ items: [49, 50], page: 3, from: 49, to: 50 });
  });

  it('shows the last page for a page past the end, and the first for nonsense', () => {
    expect(paginate(items, 99, 24)).toMatchObject({ page: 3, items: [49, 50] });
    expect(paginate(items, 0, 24).page).toBe(1);
    expect(paginate([], 4, 24)).toMatchObject({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('pageHref', () => {
  it('keeps the filters and leaves page 1 out', () => {
    expect(pageHref(NO_FILTERS, 1)).toBe('/distribuidores');
    expect(pageHref(NO_FILTERS, 2)).toBe('/distribuidores?pagina=2');
    expect(pageHref({ ...NO_FILTERS, stateId: 14, q: 'toldos', product: 'toldos' }, 3)).toBe(
      '/distribuidores?estado=14&q=toldos&producto=toldos&pagina=3',
    );
  });
});

describe('pageRange', () => {
  it('says which dealers the page shows, only when there are several pages', () => {
    expect(pageRange(paginate(Array.from({ length: 1400 }), 2, 24))).toBe('Mostrando 25–48 de 1,400');
    expect(pageRange(paginate(items, 1, 100))).toBeNull();
  });
});
