// Mi carrito: quantities saved after a pause and rolled back when the server refuses, lines the
// catalogue can no longer make, and the confirmation before a removal.

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearApiCache } from '@/lib/api/swr';
import { forgetCredential } from '@/lib/api/transport';
import type { Cart, CartLine } from '@/lib/contract/cart';
import type { User } from '@/lib/contract/users';
import { TOKEN_KEY } from '@/lib/api/config';
import { resetSessionState, setUser } from '@/lib/api/session';
import { CartScreen } from './cart-screen';

jest.setTimeout(30_000);

const available: CartLine = {
  id: 1,
  available: true,
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 120,
  height_cm: 150,
  quantity: 1,
  room: 'Sala',
  options: {},
  description: 'Persianas enrollables en Screen 5 %, Blanco, 1.20 × 1.50 m',
  billable_area_m2: '1.80',
  unit_price: '1000.00',
  line_total: '1000.00',
  lines: [{ label: 'Tela', amount: '1000.00' }],
};

const gone: CartLine = {
  id: 2,
  available: false,
  line: 'persianas',
  type: 'romanas',
  fabric: 'lino-natural',
  color: 'avena',
  width_cm: 90,
  height_cm: 120,
  quantity: 1,
  room: 'Estudio',
  options: {},
  error: 'El color Avena ya no está disponible.',
};

function cartOf(items: CartLine[]): Cart {
  return {
    items,
    count: items.length,
    subtotal: '1000.00',
    tax: '160.00',
    total: '1160.00',
    currency: 'MXN',
    price_list: 'publico',
  };
}

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;

function installFetch(handler: Handler) {
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const answer = handler(url, init) ?? { status: 200, body: 0 };
    return {
      ok: answer.status < 300,
      status: answer.status,
      headers: { get: () => null },
      text: async () => JSON.stringify(answer.body),
    };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function renderCart() {
  // The app's own cache, emptied before each test (beforeEach), as a sign-in would.
  return render(<CartScreen path="/panel/listas/mi-carrito" />);
}

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, '7|token');
  forgetCredential();
  resetSessionState();
  clearApiCache();
  setUser({ id: 7, name: 'Lucía', role: { id: 3, name: 'customer', label: 'Cliente' } } as User);
});

it('shows a quantity change at once, saves it after a pause and rolls it back with the server message', async () => {
  const fetch = installFetch((url, init) => {
    if (url.endsWith('/api/cart') && (init?.method ?? 'GET') === 'GET')
      return { status: 200, body: cartOf([available]) };
    if (url.endsWith('/api/cart/1') && init?.method === 'PUT')
      return {
        status: 422,
        body: {
          message: 'Ya no hay existencia para 2 piezas.',
          errors: { quantity: ['Ya no hay existencia para 2 piezas.'] },
        },
      };
    return undefined;
  });
  renderCart();

  const box = await screen.findByRole('spinbutton', { name: 'Cantidad' });
  await userEvent.click(screen.getByRole('button', { name: /^Una pieza más de / }));
  // Optimistic: the new quantity and its total before any answer.
  expect(box).toHaveValue(2);
  expect(screen.getAllByText('$2,000.00').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Continuar con el pedido' })).toBeDisabled();

  // One PUT after the pause; the refusal puts the server's figure back and says why.
  expect(await screen.findByRole('alert')).toHaveTextContent('Ya no hay existencia para 2 piezas.');
  expect(box).toHaveValue(1);
  const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(JSON.parse(String(puts[0]![1]!.body))).toEqual({ quantity: 2 });
  expect(screen.getByRole('button', { name: 'Continuar con el pedido' })).toBeEnabled();
});

it('sends only the last of several quick changes', async () => {
  const fetch = installFetch((url, init) => {
    if (url.endsWith('/api/cart') && (init?.method ?? 'GET') === 'GET')
      return { status: 200, body: cartOf([available]) };
    if (init?.method === 'PUT') {
      const { quantity } = JSON.parse(String(init.body)) as { quantity: number };
      return { status: 200, body: cartOf([{ ...available, quantity, line_total: `${quantity * 1000}.00` }]) };
    }
    return undefined;
  });
  renderCart();

  const plus = await screen.findByRole('button', { name: /^Una pieza más de / });
  await userEvent.click(plus);
  await userEvent.click(plus);
  await userEvent.click(plus);
  await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
  const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(JSON.parse(String(puts[0]![1]!.body))).toEqual({ quantity: 4 });
  expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(4);
});

it('shows why a line is no longer available, lets it only be removed, and blocks the order until then', async () => {
  let items: CartLine[] = [available, gone];
  installFetch((url, init) => {
    if (url.endsWith('/api/cart') && (init?.method ?? 'GET') === 'GET') return { status: 200, body: cartOf(items) };
    if (url.endsWith('/api/cart/2') && init?.method === 'DELETE') {
      items = [available];
      return { status: 200, body: cartOf(items) };
    }
    return undefined;
  });
  renderCart();

  const line = (await screen.findByText('El color Avena ya no está disponible.')).closest('li')!;
  expect(within(line).getByText('No disponible')).toBeInTheDocument();
  expect(within(line).queryByRole('spinbutton')).toBeNull();
  expect(screen.getByRole('button', { name: 'Continuar con el pedido' })).toBeDisabled();
  expect(screen.getByText('Quita el producto que ya no está disponible para continuar.')).toBeInTheDocument();

  await userEvent.click(within(line).getByRole('button', { name: /^Quitar/ }));
  const dialog = screen.getByRole('alertdialog', { name: '¿Quitar este producto del carrito?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));

  await waitFor(() => expect(screen.queryByText('El color Avena ya no está disponible.')).toBeNull());
  expect(screen.getByRole('button', { name: 'Continuar con el pedido' })).toBeEnabled();
  expect(screen.getByText(/^Quitaste /)).toBeInTheDocument();
});

it('shows the server error as received when the cart cannot be read', async () => {
  installFetch((url) =>
    url.endsWith('/api/cart')
      ? { status: 503, body: { message: 'El servicio no está disponible por el momento.' } }
      : undefined,
  );
  renderCart();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No pudimos cargar tu carrito');
  expect(alert).toHaveTextContent('El servicio no está disponible por el momento.');
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
