// One test per session rule of spec §4 and §8.

import { act, renderHook } from '@testing-library/react';
import { forgetCredential, setLoginNavigator } from './client';
import { TOKEN_KEY } from './config';
import {
  clearErrors,
  getSessionState,
  loadUser,
  login,
  logout,
  refreshCounters,
  resetSessionState,
  setCounter,
  setErrors,
  useSession,
} from './session';
import { fakeResponse, installFetch, sentAuthorization } from './test-support';
import type { User } from './types';

const user = { id: 3, name: 'Ana López', email: 'ana@solara.test' } as User;

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

describe('login', () => {
  it('saves the token under user_token, sets the user, and later calls carry the token', async () => {
    const fetch = installFetch(fakeResponse(200, { token: '12|nuevo', user }), fakeResponse(200, 2));

    const ok = await login({ email: 'ana@solara.test', password: 'Solara-demo-2026' });
    await refreshCounters();

    expect(ok).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('12|nuevo');
    expect(getSessionState().user).toEqual(user);
    expect(sentAuthorization(fetch, 0)).toBe('Bearer no token');
    expect(sentAuthorization(fetch, 1)).toBe('Bearer 12|nuevo');
  });

  it('returns false on failure, keeps the body in errors and does not redirect', async () => {
    installFetch(fakeResponse(401, { message: 'Estas credenciales no coinciden.' }));

    const ok = await login({ email: 'ana@solara.test', password: 'mala' });

    expect(ok).toBe(false);
    expect(getSessionState().errors).toEqual({ message: 'Estas credenciales no coinciden.' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('removes the token, clears the user and sets the cart count to 0', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    setCounter('cart', 4);
    installFetch(fakeResponse(200, { token: '5|tok', user }), fakeResponse(200, { message: 'Sesión cerrada.' }));
    await login({ email: 'ana@solara.test', password: 'x' });

    await logout();

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSessionState().user).toBeNull();
    expect(getSessionState().counters.cart).toBe(0);
  });

  it('clears the local session even when the server call fails', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    setCounter('cart', 4);
    const fetch = installFetch(new TypeError('Failed to fetch'), fakeResponse(200, []));

    await logout();
    await refreshCounters();

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSessionState().counters.cart).toBe(0);
    expect(sentAuthorization(fetch, 1)).toBe('Bearer no token');
  });
});

describe('loadUser', () => {
  it('sets the user when the call succeeds', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    installFetch(fakeResponse(200, user));

    await loadUser();

    expect(getSessionState()).toMatchObject({ user, userLoaded: true });
  });

  it('sets the user to null when fetching the current user fails', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    installFetch(fakeResponse(200, { token: '5|tok', user }), fakeResponse(500, { message: 'Error interno.' }));
    await login({ email: 'ana@solara.test', password: 'x' });

    const loaded = await loadUser();

    expect(loaded).toBeNull();
    expect(getSessionState()).toMatchObject({ user: null, userLoaded: true });
  });

  it('asks nothing without a stored token (a 401 would redirect an anonymous visitor)', async () => {
    const fetch = installFetch();

    await loadUser();

    expect(fetch).not.toHaveBeenCalled();
    expect(getSessionState()).toMatchObject({ user: null, userLoaded: true });
  });
});

describe('refreshCounters', () => {
  it('stores the three bare-number counters', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    installFetch(fakeResponse(200, 3), fakeResponse(200, 2), fakeResponse(200, 7));

    await expect(refreshCounters()).resolves.toBe(true);

    expect(getSessionState().counters).toEqual({ cot: 3, orders: 2, cart: 7 });
  });

  it('returns false and leaves a counter as it was when its call fails, showing nothing', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    setCounter('cot', 9);
    setCounter('cart', 1);
    installFetch(fakeResponse(500, { message: 'Error interno.' }), fakeResponse(200, 2), fakeResponse(401, { message: 'No autenticado.' }));

    await expect(refreshCounters()).resolves.toBe(false);

    expect(getSessionState().counters).toEqual({ cot: 9, orders: 2, cart: 1 });
    expect(getSessionState().errors).toBeNull();
    expect(navigate).not.toHaveBeenCalled(); // the cart counter's 401 is exempt
  });

  it('without a token asks only for the cart count, whose 401 does not redirect', async () => {
    const fetch = installFetch(fakeResponse(401, { message: 'No autenticado.' }));

    await expect(refreshCounters()).resolves.toBe(false);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/count-cart');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('errors and useSession', () => {
  it('setErrors keeps the body and clearErrors empties it', () => {
    setErrors({ message: 'Revisa los datos.', errors: { name: ['Requerido.'] } });
    expect(getSessionState().errors).toEqual({ message: 'Revisa los datos.', errors: { name: ['Requerido.'] } });

    clearErrors();
    expect(getSessionState().errors).toBeNull();
  });

  it('useSession re-renders with the selected part of the state', () => {
    const { result } = renderHook(() => useSession((state) => state.counters.cart));
    expect(result.current).toBe(0);

    act(() => setCounter('cart', 5));

    expect(result.current).toBe(5);
  });
});
