// The capabilities probe: asked once per page load whatever the number of screens asking, a host
// without the call is spec-only, and a host that could not be asked hides nothing.

import { act, renderHook, waitFor } from '@testing-library/react';
import { useFeature, presetCapabilities, probeCapabilities, ALL_FEATURES } from './capabilities';
import { TOKEN_KEY } from './config';
import { resetSessionState } from './store';
import { fakeResponse, installFetch } from '@/tests/support/fake-response';
import { forgetCredential, setLoginNavigator } from './transport';

let navigate: jest.Mock;
let restoreNavigator: () => void;
beforeEach(() => {
  localStorage.clear();
  forgetCredential();
  resetSessionState();
  presetCapabilities(null);
  navigate = jest.fn();
  restoreNavigator = setLoginNavigator(navigate);
});
afterEach(() => {
  restoreNavigator();
  presetCapabilities(ALL_FEATURES);
});

it('asks GET /api/capabilities once for every screen that wants to know, and answers per feature', async () => {
  const fetch = installFetch(fakeResponse(200, { version: 1, features: ['quotes', 'cart', 'teleport'] }));

  const quotes = renderHook(() => useFeature('quotes'));
  const wallet = renderHook(() => useFeature('wallet'));
  expect(quotes.result.current).toEqual({ status: 'loading' });

  await waitFor(() => expect(quotes.result.current).toEqual({ status: 'available' }));
  await waitFor(() => expect(wallet.result.current).toEqual({ status: 'unavailable' }));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]![0]).toBe('/api/capabilities');

  // A screen opened later (or after a sign-in emptied the cache) knows at once, without asking.
  const later = renderHook(() => useFeature('cart'));
  expect(later.result.current).toEqual({ status: 'available' });
  expect(fetch).toHaveBeenCalledTimes(1);
});

it.each([404, 405, 501])('a %i (a host without the call) means spec-only: no feature', async (status) => {
  installFetch(fakeResponse(status, { message: 'No encontrado.' }));

  const { result } = renderHook(() => useFeature('orders'));

  await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
  await expect(probeCapabilities()).resolves.toMatchObject({ specOnly: true });
});

it.each([
  ['a network failure', new Error('offline')],
  ['a 500', fakeResponse(500, { message: 'Error interno.' })],
  ['a 503', fakeResponse(503, { message: 'En mantenimiento.' })],
  ['a reply that is no capabilities list', fakeResponse(200, '<html>hola</html>')],
])('%s hides nothing, and the host is asked again later', async (_name, reply) => {
  const fetch = installFetch(reply, fakeResponse(200, { version: 1, features: [] }));

  jest.useFakeTimers();
  try {
    const { result } = renderHook(() => useFeature('wallet'));
    await waitFor(() => expect(result.current).toEqual({ status: 'available' }));
    expect(fetch).toHaveBeenCalledTimes(1);

    // Not a permanent verdict: 15 s later the host is asked again, and the screen hears its answer.
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ status: 'unavailable' });
    await expect(probeCapabilities()).resolves.toMatchObject({ specOnly: false, features: new Set() });
    expect(fetch).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

it('a 401 from the probe neither ends the session nor leaves the page', async () => {
  localStorage.setItem(TOKEN_KEY, '5|tok');
  installFetch(fakeResponse(401, { message: 'No autenticado.' }));

  await expect(probeCapabilities()).rejects.toMatchObject({ status: 401 });

  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem(TOKEN_KEY)).toBe('5|tok');
});

it('concurrent probes share one request', async () => {
  const fetch = installFetch(fakeResponse(200, { version: 1, features: ['contact'] }));

  const [a, b] = await Promise.all([probeCapabilities(), probeCapabilities()]);

  expect(a).toBe(b);
  expect(fetch).toHaveBeenCalledTimes(1);
});
