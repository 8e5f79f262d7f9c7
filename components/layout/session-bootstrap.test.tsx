import { render, waitFor } from '@testing-library/react';
import { forgetCredential } from '@/lib/api/transport';
import { TOKEN_KEY } from '@/lib/api/config';
import { getSessionState, loadUser, resetSessionState } from '@/lib/api/session';
import { fakeResponse, installFetch } from '@/tests/support/fake-response';
import { SessionBootstrap } from './session-bootstrap';

const user = { id: 7, name: 'Lucía Hernández', email: 'cliente@solara.test' };

beforeEach(() => {
  localStorage.clear();
  forgetCredential();
  resetSessionState();
});

describe('app start (spec §1: the app loads the current user when it starts)', () => {
  it('loads the user once when a token is stored, even if the panel asks at the same time', async () => {
    localStorage.setItem(TOKEN_KEY, '7|abc');
    const fetch = installFetch(fakeResponse(200, user));
    render(<SessionBootstrap />);
    const fromPanel = loadUser();
    await waitFor(() => expect(getSessionState().user).toEqual(user));
    expect(await fromPanel).toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/login-user');
  });

  it('asks nothing without a token and leaves the user null', async () => {
    const fetch = installFetch();
    render(<SessionBootstrap />);
    // Nothing to wait for: without a token the session code is not even loaded.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getSessionState().user).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
