// The locator renders one page of the list with its pager (filters kept in the links), a filter
// form that works as a plain GET without JavaScript, and asks for the map's points (and code)
// only when the map is wanted.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeResponse } from '@/tests/support/fake-response';
import { NO_FILTERS, type DealerFilters } from '@/lib/dealers/filters';
import { locatorState, locatorView } from '@/lib/dealers/locator-view';
import { DEALERS, GDL } from '@/tests/support/test-dealers';
import type { Dealer } from '@/lib/contract/dealers';
import { DealerList } from './dealer-list';
import { DealerLocator } from './dealer-locator';

let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/distribuidores',
  useSearchParams: () => mockSearch,
}));
// The map itself (WebGL) is not for jsdom: a stand-in says it was loaded.
jest.mock('./map-maplibre', () => ({ __esModule: true, default: () => <p>Mapa cargado</p> }));

/** 30 dealers in Jalisco (and the others of the fixtures). */
const MANY: Dealer[] = [
  ...DEALERS,
  ...Array.from({ length: 28 }, (_, i) => ({
    ...GDL,
    id: 100 + i,
    company: `Persianas Jalisco ${String(i).padStart(2, '0')}`,
    slug: `jalisco-${i}`,
  })),
];
const JALISCO: DealerFilters = { ...NO_FILTERS, stateId: 14 };

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  mockSearch = new URLSearchParams();
  // A phone: the list, with the map behind the "Mapa" button.
  Element.prototype.scrollIntoView = () => {};
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as never;
  globalThis.fetch = jest.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push(path);
    if (path === '/api/dealers') return fakeResponse(200, MANY);
    if (path === '/api/states') return fakeResponse(200, [{ id: 14, name: 'Jalisco' }]);
    if (path.startsWith('/api/municipality/')) return fakeResponse(200, [{ id: 320, name: 'Guadalajara' }]);
    return fakeResponse(404, { message: 'No encontrado.' });
  }) as never;
});

const cards = () => document.querySelectorAll('li[id^="distribuidor-"]');

function show(filters: DealerFilters, page: number, search: string) {
  mockSearch = new URLSearchParams(search);
  // As the page does: the list rendered apart (on the server there), the rest to the locator.
  const view = locatorView(MANY, filters, page);
  render(<DealerLocator state={locatorState(view)} list={<DealerList view={view} filters={filters} />} />);
}

it('shows the first page with a link to the next one, the filters kept', () => {
  show(JALISCO, 1, 'estado=14');
  expect(cards()).toHaveLength(24);
  const pager = screen.getByRole('navigation', { name: 'Páginas de la lista' });
  expect(pager).toHaveTextContent('Mostrando 1–24 de 30');
  expect(pager).toHaveTextContent('Página 1 de 2');
  expect(within(pager).queryByRole('link', { name: 'Anterior' })).toBeNull();
  const next = within(pager).getByRole('link', { name: 'Siguiente' });
  expect(next).toHaveAttribute('href', '/distribuidores?estado=14&pagina=2');
  expect(next).toHaveAttribute('rel', 'next');
  // The heading counts every dealer of the state, not only this page's.
  expect(screen.getByRole('heading', { name: /^Jalisco/ })).toHaveTextContent('30 distribuidores');
  expect(screen.getByRole('status')).toHaveTextContent('30 distribuidores en Jalisco.');
});

it('shows page 2 with a link back to page 1, and a page past the end as the last', () => {
  show(JALISCO, 2, 'estado=14&pagina=2');
  expect(cards()).toHaveLength(6);
  const pager = screen.getByRole('navigation', { name: 'Páginas de la lista' });
  expect(pager).toHaveTextContent('Mostrando 25–30 de 30');
  expect(within(pager).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/distribuidores?estado=14');
  expect(within(pager).queryByRole('link', { name: 'Siguiente' })).toBeNull();
  document.body.innerHTML = '';

  show(JALISCO, 99, 'estado=14&pagina=99');
  expect(cards()).toHaveLength(6);
  expect(screen.getByRole('navigation', { name: 'Páginas de la lista' })).toHaveTextContent('Página 2 de 2');
});

it('has no pager when one page holds the list', () => {
  show(NO_FILTERS, 1, '');
  expect(cards()).toHaveLength(24);
  document.body.innerHTML = '';
  show({ ...NO_FILTERS, stateId: 19 }, 1, 'estado=19');
  expect(cards()).toHaveLength(1);
  expect(screen.queryByRole('navigation', { name: 'Páginas de la lista' })).toBeNull();
});

it('filters with a plain GET form (what a browser without JavaScript sends)', () => {
  show(NO_FILTERS, 1, '');
  const form = screen.getByRole('search', { name: 'Buscar distribuidores' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/distribuidores');
  const names = [...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'));
  expect(names).toEqual(['estado', 'municipio', 'q', 'producto', 'servicio']);
  expect(within(form).getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
});

it('asks for the map and its points only when "Mapa" is pressed', async () => {
  show(NO_FILTERS, 1, '');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(calls).not.toContain('/api/dealers');
  expect(screen.queryByText('Mapa cargado')).toBeNull();

  fireEvent.click(within(screen.getByRole('group', { name: 'Vista' })).getByRole('button', { name: 'Mapa' }));
  expect(await screen.findByText('Mapa cargado')).toBeInTheDocument();
  expect(calls).toContain('/api/dealers');
});
