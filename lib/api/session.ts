// The browser session (spec §3–§4): current user, counters and the last error body, with the
// actions that change them. A tiny external store read through `useSyncExternalStore`, so no
// state library is needed. Whatever one account loaded (user, counters, cached reads) is cleared
// when another signs in or the session ends.

import { useSyncExternalStore } from 'react';
import type { Credentials, LoginReply, LoginResponse } from '@/lib/contract/auth';
import type { TwoFactorChallenge } from '@/lib/contract/two-factor';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { User } from '@/lib/contract/users';
import { requestLogin, requestLogout, requestTwoFactorLogin, type TwoFactorAnswer } from './auth';
import { UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import { getLoginUser } from './profile';
import {
  getSessionState,
  initialSessionState,
  NO_COUNTS,
  setSessionState,
  subscribeToSession,
  type SessionState,
} from './store';
import './swr'; // empties the cache whenever the stored token changes (login, logout, 401, another tab)
import { getStoredToken, removeToken, saveToken, subscribeToToken } from './token';
import { setCredential, type ApiResult } from './transport';

export { getSessionState, resetSessionState, setCounter } from './store';

export function setErrors(errors: ApiErrorBody | null): void {
  setSessionState({ errors });
}

export function clearErrors(): void {
  setSessionState({ errors: null });
}

export function setUser(user: User | null): void {
  setSessionState({ user, userLoaded: true });
}

// Whenever the stored token changes (login, logout, a 401, another tab), what the previous token
// loaded goes: its user and its counters (the cached reads go too, see swr.ts).
if (typeof window !== 'undefined') {
  subscribeToToken(() => setSessionState({ user: null, userLoaded: false, counters: NO_COUNTS }));
}

let userInFlight: Promise<User | null> | null = null;

/**
 * Loads the signed-in user; any failure leaves the user null. Without a stored token
 * nothing is requested: the call could only answer 401, which would send an
 * anonymous visitor of the public site to /login.
 */
export function loadUser(): Promise<User | null> {
  if (getStoredToken() === null) {
    setUser(null);
    return Promise.resolve(null);
  }
  // The app start and the panel may both ask at once: one request serves both.
  const token = getStoredToken();
  userInFlight ??= getLoginUser()
    .then((result) => {
      const user = result.ok ? result.data : null;
      // Another account signed in meanwhile: this answer is not its user.
      if (getStoredToken() === token) setUser(user);
      return user;
    })
    .finally(() => {
      userInFlight = null;
    });
  return userInFlight;
}

// Plain checks, not zod schemas: this module loads on every page (the app loads its user).
const hasToken = (reply: unknown): reply is LoginResponse =>
  typeof reply === 'object' &&
  reply !== null &&
  typeof (reply as { token?: unknown }).token === 'string' &&
  (reply as { token: string }).token !== '';

const isChallenge = (reply: unknown): reply is TwoFactorChallenge =>
  typeof reply === 'object' &&
  reply !== null &&
  (reply as { two_factor?: unknown }).two_factor === true &&
  typeof (reply as { challenge?: unknown }).challenge === 'string';

/**
 * Signs in: saves the token under user_token, sets the credential and the user. Nothing the
 * previous account loaded survives: its counters and every cached read are cleared. An account
 * with the second factor answers a challenge instead: nothing is saved until
 * completeTwoFactorLogin() trades it, with a code, for the token.
 */
export async function login(credentials: Credentials): Promise<ApiResult<LoginReply>> {
  const result = await requestLogin(credentials);
  if (!result.ok || isChallenge(result.data)) return result;
  return startSession(result);
}

/** POST /api/login/two-factor: the challenge and a code (or a recovery code) → the session. */
export async function completeTwoFactorLogin(answer: TwoFactorAnswer): Promise<ApiResult<LoginResponse>> {
  const result = await requestTwoFactorLogin(answer);
  return result.ok ? startSession(result) : result;
}

function startSession<T extends LoginReply>(result: ApiResult<T> & { ok: true }): ApiResult<LoginResponse> {
  if (!hasToken(result.data)) {
    const error = { message: UNEXPECTED_RESPONSE_MESSAGE };
    setErrors(error);
    return { ok: false, status: result.status, error, headers: result.headers };
  }
  saveToken(result.data.token); // also empties the cache (swr.ts)
  setCredential(result.data.token);
  setSessionState({ user: result.data.user ?? null, userLoaded: true, counters: NO_COUNTS, errors: null });
  return { ...result, data: result.data };
}

/** Signs out on the server, then locally whatever the server said: token, user, counters, cache. */
export async function logout(): Promise<void> {
  await requestLogout();
  removeToken(); // also empties the cache (swr.ts)
  setCredential(null);
  setSessionState({ user: null, userLoaded: true, counters: NO_COUNTS });
}

const getServerSnapshot = () => initialSessionState;

/**
 * Reads the session in a component. The selector should return a part of the state
 * (or a primitive), not a new object, so unrelated changes stay cheap.
 */
export function useSession<T = SessionState>(selector: (state: SessionState) => T = (state) => state as T): T {
  const state = useSyncExternalStore(subscribeToSession, getSessionState, getServerSnapshot);
  return selector(state);
}
