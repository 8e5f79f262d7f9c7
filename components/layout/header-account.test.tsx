import { act, render, screen, waitFor } from '@testing-library/react';
import { announceCountsChanged } from '@/lib/api/cart-count';
import { setApiBase, TOKEN_KEY } from '@/lib/api/config';
import { fakeResponse, installFetch, sentAuthorization } from '@/tests/support/fake-response';
import { HeaderAccount } from './header-account';

beforeEach(() => {
  localStorage.clear();
  setApiBase('');
});

describe('the header account corner (a plain count request, not the API client)', () => {
  it('offers "Iniciar sesión" to a visitor and asks nothing', async () => {
    const fetch = installFetch();
    render(<HeaderAccount />);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows "Mi panel" and the cart count with the token, and asks again when a change is announced', async () => {
    localStorage.setItem(TOKEN_KEY, '7|abc');
    const fetch = installFetch(fakeResponse(200, 2), fakeResponse(200, 3));
    render(<HeaderAccount />);
    expect(await screen.findByRole('link', { name: 'Carrito: 2 productos' })).toHaveAttribute(
      'href',
      '/panel/listas/mi-carrito',
    );
    expect(screen.getByRole('link', { name: 'Mi panel' })).toHaveAttribute('href', '/panel');
    expect(fetch.mock.calls[0]![0]).toBe('/api/count-cart');
    expect(sentAuthorization(fetch, 0)).toBe('Bearer 7|abc');

    act(() => announceCountsChanged()); // the quoter added a line
    expect(await screen.findByRole('link', { name: 'Carrito: 3 productos' })).toBeVisible();
  });

  it('a 401 only hides the count: no redirect, the token stays', async () => {
    localStorage.setItem(TOKEN_KEY, '7|abc');
    const fetch = installFetch(fakeResponse(401, { message: 'No autenticado.' }));
    render(<HeaderAccount />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeVisible();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('7|abc');
  });
});
