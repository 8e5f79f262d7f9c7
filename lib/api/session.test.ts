// One test per session rule of spec §4 and §8.

import { act, renderHook } from '@testing-library/react';
import type { User } from '@/lib/contract/users';
import { TOKEN_KEY } from './config';
import { fetchCount } from './counters';
import {
  clearErrors,
  getSessionState,
  loadUser,
  login,
  logout,
  resetSessionState,
  setCounter,
  setErrors,
  useSession,
} from './session';
import { fakeResponse, installFetch, sentAuthorization } from '@/tests/support/fake-response';
import { forgetCredential, setLoginNavigator } from './transport';

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

    const result = await login({ email: 'ana@solara.test', password: 'Solara-demo-2026' });
    await fetchCount('cot');

    expect(result.ok).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('12|nuevo');
    expect(getSessionState().user).toEqual(user);
    expect(sentAuthorization(fetch, 0)).toBe('Bearer no token');
    expect(sentAuthorization(fetch, 1)).toBe('Bearer 12|nuevo');
  });

  it('answers the failed response, keeps the body in errors and does not redirect', async () => {
    installFetch(fakeResponse(401, { message: 'Estas credenciales no coinciden.' }));

    const result = await login({ email: 'ana@solara.test', password: 'mala' });

    expect(result).toMatchObject({ ok: false, status: 401, error: { message: 'Estas credenciales no coinciden.' } });
    expect(getSessionState().errors).toEqual({ message: 'Estas credenciales no coinciden.' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("starts the new account with none of the previous account's counts", async () => {
    localStorage.setItem(TOKEN_KEY, '11|distribuidor');
    setCounter('cot', 9);
    setCounter('orders', 4);
    setCounter('cart', 2);
    installFetch(fakeResponse(200, { token: '13|cliente', user }));

    await login({ email: 'cliente@solara.test', password: 'Solara-demo-2026' });

    expect(getSessionState().counters).toEqual({ cot: 0, orders: 0, cart: 0 });
  });

  it('refuses a success without a token: nothing is stored', async () => {
    installFetch(fakeResponse(200, { user }));

    const result = await login({ email: 'ana@solara.test', password: 'x' });

    expect(result.ok).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSessionState().user).toBeNull();
  });
});

describe('logout', () => {
  it('removes the token, clears the user and sets the cart count to 0 (and the other counts too)', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    installFetch(fakeResponse(200, { token: '5|tok', user }), fakeResponse(200, { message: 'Sesión cerrada.' }));
    await login({ email: 'ana@solara.test', password: 'x' });
    setCounter('cart', 4);
    setCounter('cot', 3);

    await logout();

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSessionState().user).toBeNull();
    expect(getSessionState().counters).toEqual({ cot: 0, orders: 0, cart: 0 });
  });

  it('clears the local session even when the server call fails', async () => {
    localStorage.setItem(TOKEN_KEY, '5|tok');
    setCounter('cart', 4);
    const fetch = installFetch(new TypeError('Failed to fetch'), fakeResponse(200, []));

    await logout();
    await fetchCount('cart');

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
