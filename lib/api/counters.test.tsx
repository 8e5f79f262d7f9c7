// The toolbar's counters (spec §3, §7, §8): bare numbers mirrored into the session store; a
// failed counter shows nothing new and keeps its body in `errors`; the cart's 401 never redirects.

import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { TOKEN_KEY } from './config';
import { fetchCount, useCounter } from './counters';
import { getSessionState, resetSessionState, setCounter } from './session';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import { forgetCredential, setLoginNavigator } from './transport';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** fetch answered by path, whatever order the three counters ask in. */
function answerByPath(answers: Record<string, FakeResponse>) {
  const mock = jest.fn(async (url: string) => answers[url] ?? fakeResponse(404, { message: 'No encontrado.' }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function useToolbarCounters() {
  return [useCounter('cot'), useCounter('orders'), useCounter('cart')];
}

let navigate: jest.Mock;
let restoreNavigator: () => void;
beforeEach(() => {
  localStorage.clear();
  forgetCredential();
  resetSessionState();
  navigate = jest.fn();
  restoreNavigator = setLoginNavigator(navigate);
});
afterEach(() => restoreNavigator());

it('stores the three bare-number counters', async () => {
  localStorage.setItem(TOKEN_KEY, '5|tok');
  answerByPath({
    '/api/count-cot': fakeResponse(200, 3),
    '/api/count-orders': fakeResponse(200, 2),
    '/api/count-cart': fakeResponse(200, 7),
  });

  renderHook(useToolbarCounters, { wrapper });

  await waitFor(() => expect(getSessionState().counters).toEqual({ cot: 3, orders: 2, cart: 7 }));
});

it('leaves a counter as it was when its call fails, keeping the body in errors (spec §8)', async () => {
  localStorage.setItem(TOKEN_KEY, '5|tok');
  setCounter('cot', 9);
  setCounter('cart', 1);
  answerByPath({
    '/api/count-cot': fakeResponse(500, { message: 'Error interno.' }),
    '/api/count-orders': fakeResponse(200, 2),
    '/api/count-cart': fakeResponse(401, { message: 'No autenticado.' }),
  });

  const { result } = renderHook(useToolbarCounters, { wrapper });

  await waitFor(() => expect(result.current.every((counter) => !counter.isLoading)).toBe(true));
  expect(getSessionState().counters).toEqual({ cot: 9, orders: 2, cart: 1 });
  expect(getSessionState().errors).not.toBeNull();
  expect(navigate).not.toHaveBeenCalled(); // the cart counter's 401 is exempt
  expect(localStorage.getItem(TOKEN_KEY)).toBe('5|tok');
});

it('refuses a counter whose body is not a number', async () => {
  answerByPath({ '/api/count-cart': fakeResponse(200, { total: 3 }) });

  await expect(fetchCount('cart')).resolves.toMatchObject({ ok: false, status: 200 });
});

it("passes the cart counter's 401 back to the caller: no redirect, the token stays", async () => {
  localStorage.setItem(TOKEN_KEY, 'caducado');
  const fetch = answerByPath({ '/api/count-cart': fakeResponse(401, { message: 'No autenticado.' }) });

  await expect(fetchCount('cart')).resolves.toMatchObject({ ok: false, status: 401 });

  expect(fetch).toHaveBeenCalledTimes(1);
  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem(TOKEN_KEY)).toBe('caducado');
});
