// The confirmation step: one Idempotency-Key per confirmation, the same on the automatic retries
// and on the "Reintentar" button, and the form locked while the outcome is unknown.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearApiCache } from '@/lib/api/swr';
import { forgetCredential } from '@/lib/api/transport';
import type { Cart } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import { TOKEN_KEY } from '@/lib/api/config';
import { resetSessionState } from '@/lib/api/session';
import { CheckoutStep } from './checkout-step';

jest.setTimeout(30_000);

const cart: Cart = {
  items: [
    {
      id: 11,
      available: true,
      line: 'persianas',
      type: 'enrollables',
      fabric: 'screen-5',
      color: 'blanco',
      width_cm: 120,
      height_cm: 150,
      quantity: 2,
      room: 'Sala',
      options: {},
      description: 'Persianas enrollables en Screen 5 %, Blanco, 1.20 × 1.50 m',
      billable_area_m2: '1.80',
      unit_price: '1000.00',
      line_total: '2000.00',
      lines: [],
    },
  ],
  count: 1,
  subtotal: '2000.00',
  tax: '320.00',
  total: '2320.00',
  currency: 'MXN',
  price_list: 'publico',
};

const order = {
  id: 5,
  folio: 'PED-2026-000005',
  total: '2320.00',
  wallet_applied: '0.00',
  amount_due: '2320.00',
} as Order;

type Answer = Error | { status: number; body: unknown; headers?: Record<string, string> };

/** fetch: the wallet answers an empty balance; each checkout takes the next queued answer. */
function installFetch(checkoutAnswers: Answer[]) {
  const queue = [...checkoutAnswers];
  const mock = jest.fn(async (url: string) => {
    const answer: Answer = url.endsWith('/api/wallet')
      ? { status: 200, body: { balance: '0.00', currency: 'MXN', movements: [] } }
      : (queue.shift() ?? new Error('no more answers'));
    if (answer instanceof Error) throw new TypeError('Failed to fetch');
    const headers = new Map(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => JSON.stringify(answer.body),
    };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function checkoutKeys(mock: ReturnType<typeof installFetch>): string[] {
  return mock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/cart/checkout'))
    .map(
      (call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key']!,
    );
}

function renderStep(onDone = jest.fn()) {
  // The app's own cache, emptied before each test (beforeEach), as a sign-in would.
  render(<CheckoutStep cart={cart} user={null} onBack={jest.fn()} onDone={onDone} onCartGone={jest.fn()} />);
  return onDone;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, '7|token');
  forgetCredential();
  resetSessionState();
  clearApiCache();
});

it('retries a lost answer by itself with the same key and shows the replayed order', async () => {
  const fetch = installFetch([
    new Error('network'),
    { status: 200, body: order, headers: { 'Idempotent-Replayed': 'true' } },
  ]);
  const onDone = renderStep();

  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));

  await waitFor(() => expect(onDone).toHaveBeenCalledWith(order), { timeout: 10_000 });
  const keys = checkoutKeys(fetch);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it('after the automatic retries, locks the form and "Reintentar" sends the same request with the same key', async () => {
  const fetch = installFetch([new Error('1'), new Error('2'), new Error('3'), { status: 201, body: order }]);
  const onDone = renderStep();
  await userEvent.type(screen.getByLabelText(/^Comentarios/), 'Tocar el timbre');

  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));

  const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
  expect(screen.getByText('No sabemos si tu pedido se registró')).toBeInTheDocument();
  // Nothing may change while the first attempt may have made the order.
  expect(screen.getByLabelText(/^Comentarios/)).toBeDisabled();

  await userEvent.click(retry);
  await waitFor(() => expect(onDone).toHaveBeenCalledWith(order), { timeout: 10_000 });

  const calls = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/cart/checkout')) as unknown as [
    string,
    RequestInit,
  ][];
  expect(calls).toHaveLength(4);
  expect(new Set(checkoutKeys(fetch)).size).toBe(1);
  expect(new Set(calls.map(([, init]) => init.body))).toEqual(new Set([JSON.stringify({ notes: 'Tocar el timbre' })]));
});

it('a definite refusal unlocks the form and shows the server message as received', async () => {
  installFetch([
    {
      status: 422,
      body: {
        message: 'El campo comentarios no debe tener más de 2000 caracteres.',
        errors: { notes: ['El campo comentarios no debe tener más de 2000 caracteres.'] },
      },
    },
  ]);
  renderStep();

  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));

  expect(await screen.findByText('No se pudo registrar el pedido')).toBeInTheDocument();
  expect(screen.getAllByText('El campo comentarios no debe tener más de 2000 caracteres.').length).toBeGreaterThan(0);
  expect(screen.getByLabelText(/^Comentarios/)).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
});
