// The SWR hooks of lib/api: null key (no request) until their inputs exist, the counters
// mirrored into the session store, and a cache that never crosses from one session to the next.

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { TOKEN_KEY } from './config';
import { useCounter } from './counters';
import { useMunicipalities, useStates } from './geo';
import { useLoginUser } from './profile';
import { useQuotes } from './quotes';
import { useRoles } from './roles';
import { getSessionState, resetSessionState } from './session';
import { fakeResponse, installFetch } from '@/tests/support/fake-response';
import { removeToken, saveToken } from './token';
import { forgetCredential, setLoginNavigator } from './transport';

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
  ['useLoginUser', () => useLoginUser()],
  ["useCounter('cot')", () => useCounter('cot')],
  ["useCounter('orders')", () => useCounter('orders')],
  ["useCounter('cart')", () => useCounter('cart')],
  ['useRoles', () => useRoles()],
])('%s requests nothing without a stored token', async (_name, useHook) => {
  const fetch = installFetch();

  const { result } = renderHook(() => useHook(), { wrapper });

  expect(result.current).toMatchObject({ data: undefined, isLoading: false });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fetch).not.toHaveBeenCalled();
});

it("useCounter('cart') fetches the count with a token and writes it into the session store", async () => {
  localStorage.setItem(TOKEN_KEY, '5|tok');
  installFetch(fakeResponse(200, 6));

  const { result } = renderHook(() => useCounter('cart'), { wrapper });

  await waitFor(() => expect(result.current.data).toBe(6));
  expect(getSessionState().counters.cart).toBe(6);
});

it('useLoginUser starts fetching once a token is saved (login in this tab)', async () => {
  const fetch = installFetch(fakeResponse(200, { id: 3, name: 'Ana' }));
  const { result } = renderHook(() => useLoginUser(), { wrapper });
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

it('useStates exposes a failed call as an ApiError and keeps its body in the session errors (spec §8)', async () => {
  installFetch(fakeResponse(503, { message: 'Servicio no disponible.' }));

  const { result } = renderHook(() => useStates(), { wrapper });

  await waitFor(() => expect(result.current.error).toBeDefined());
  expect(result.current.error).toMatchObject({ status: 503, message: 'Servicio no disponible.' });
  expect(getSessionState().errors).toEqual({ message: 'Servicio no disponible.' });
});

describe('the cache belongs to one session', () => {
  const page = (folio: string) => ({ data: [{ id: 1, folio }], current_page: 1, last_page: 1, per_page: 15, total: 1 });
  const folios = (data: unknown) => (data as { data: { folio: string }[] } | undefined)?.data.map((q) => q.folio);

  it('a list read by one account is never shown to the next one signed in on the same tab', async () => {
    localStorage.setItem(TOKEN_KEY, '21|distribuidor');
    const fetch = installFetch(fakeResponse(200, page('COT-DISTRIBUIDOR')), fakeResponse(200, page('COT-CLIENTE')));
    const seen: (string[] | undefined)[] = [];
    // The app's own cache (no provider), one for both sessions as in the browser; the hook stays
    // mounted through the switch and keeps its previous page while the next one loads.
    const { result } = renderHook(() => {
      const quotes = useQuotes('own', {});
      seen.push(folios(quotes.data));
      return quotes;
    });
    await waitFor(() => expect(folios(result.current.data)).toEqual(['COT-DISTRIBUIDOR']));
    const before = seen.length;

    act(() => {
      removeToken();
      saveToken('22|cliente');
    });

    await waitFor(() => expect(folios(result.current.data)).toEqual(['COT-CLIENTE']));
    expect(seen.slice(before).flat()).not.toContain('COT-DISTRIBUIDOR');
    expect(fetch.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer 22|cliente' });
  });

  it('a change of the stored token empties the cache and nothing of the old session is asked again', async () => {
    localStorage.setItem(TOKEN_KEY, '11|distribuidor');
    const fetch = installFetch(fakeResponse(200, page('COT-DISTRIBUIDOR')));
    // The app's own cache (no provider): the one login, logout and a 401 empty.
    const { result } = renderHook(() => ({ quotes: useQuotes('own', {}), cache: useSWRConfig().cache }));
    await waitFor(() => expect(folios(result.current.quotes.data)).toEqual(['COT-DISTRIBUIDOR']));
    const key = unstable_serialize(['/api/quotes', 's11']);
    expect(result.current.cache.get(key)?.data).toBeDefined();

    act(() => removeToken());

    expect(result.current.cache.get(key)?.data).toBeUndefined();
    expect(result.current.quotes.data).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
