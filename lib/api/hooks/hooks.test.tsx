// The SWR hooks: null key (no request) until their inputs exist, and the counters
// mirrored into the session store.

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { forgetCredential, setLoginNavigator } from '../client';
import { TOKEN_KEY } from '../config';
import { getSessionState, resetSessionState } from '../session';
import { fakeResponse, installFetch } from '../test-support';
import { saveToken } from '../token';
import { useCountCart } from './use-count-cart';
import { useCountCot } from './use-count-cot';
import { useCountOrders } from './use-count-orders';
import { useMunicipalities } from './use-municipalities';
import { useRoles } from './use-roles';
import { useStates } from './use-states';
import { useUser } from './use-user';

// A fresh cache per test, so one test's data never answers another's request.
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

let restoreNavigator: () => void;
beforeEach(() => {
  localStorage.clear();
  forgetCredential();
  resetSessionState();
  restoreNavigator = setLoginNavigator(jest.fn());
});
afterEach(() => restoreNavigator());

it.each([
  ['useUser', useUser],
  ['useCountCot', useCountCot],
  ['useCountOrders', useCountOrders],
  ['useCountCart', useCountCart],
  ['useRoles', useRoles],
])('%s requests nothing without a stored token', async (_name, useHook) => {
  const fetch = installFetch();

  const { result } = renderHook(() => useHook(), { wrapper });

  expect(result.current).toMatchObject({ data: undefined, isLoading: false });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fetch).not.toHaveBeenCalled();
});

it('useCountCart fetches the count with a token and writes it into the session store', async () => {
  localStorage.setItem(TOKEN_KEY, '5|tok');
  installFetch(fakeResponse(200, 6));

  const { result } = renderHook(() => useCountCart(), { wrapper });

  await waitFor(() => expect(result.current.data).toBe(6));
  expect(getSessionState().counters.cart).toBe(6);
});

it('useUser starts fetching once a token is saved (login in this tab)', async () => {
  const fetch = installFetch(fakeResponse(200, { id: 3, name: 'Ana' }));
  const { result } = renderHook(() => useUser(), { wrapper });
  expect(fetch).not.toHaveBeenCalled();

  act(() => saveToken('5|tok'));

  await waitFor(() => expect(result.current.data).toEqual({ id: 3, name: 'Ana' }));
  expect(fetch.mock.calls[0]?.[0]).toBe('/api/login-user');
});

it('useMunicipalities waits for a state id, then asks for its municipalities', async () => {
  const fetch = installFetch(fakeResponse(200, [{ id: 1, state_id: 14, code: '039', name: 'Guadalajara' }]));

  const { result, rerender } = renderHook(({ stateId }: { stateId: number | null }) => useMunicipalities(stateId), {
    wrapper,
    initialProps: { stateId: null as number | null },
  });
  expect(fetch).not.toHaveBeenCalled();

  rerender({ stateId: 14 });

  await waitFor(() => expect(result.current.data).toHaveLength(1));
  expect(fetch.mock.calls[0]?.[0]).toBe('/api/municipality/14');
});

it('useStates exposes a failed call as an ApiError without touching the session errors', async () => {
  installFetch(fakeResponse(503, { message: 'Servicio no disponible.' }));

  const { result } = renderHook(() => useStates(), { wrapper });

  await waitFor(() => expect(result.current.error).toBeDefined());
  expect(result.current.error).toMatchObject({ status: 503, message: 'Servicio no disponible.' });
  expect(getSessionState().errors).toBeNull();
});
