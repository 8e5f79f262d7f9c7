// The browser session (spec §3–§4): current user, counters and the last error body,
// with the actions that change them. A tiny external store read through
// `useSyncExternalStore`, so no state library is needed.

import { useSyncExternalStore } from 'react';
import { setCredential } from './client';
import { toCount } from './count';
import { countCart, countCot, countOrders, getLoginUser, requestLogin, requestLogout } from './endpoints';
import { UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import {
  getSessionState,
  initialSessionState,
  setSessionState,
  subscribeToSession,
  type CounterName,
  type SessionState,
} from './store';
import { getStoredToken, removeToken, saveToken } from './token';
import type { ApiErrorBody, LoginResponse, User } from './types';

export type { CounterName, Counters, SessionState } from './store';
export { getSessionState, resetSessionState, subscribeToSession } from './store';

export type Credentials = { email: string; password: string };

export function setErrors(errors: ApiErrorBody | null): void {
  setSessionState({ errors });
}

export function clearErrors(): void {
  setSessionState({ errors: null });
}

export function setUser(user: User | null): void {
  setSessionState({ user, userLoaded: true });
}

export function setCounter(name: CounterName, value: number): void {
  if (getSessionState().counters[name] === value) return;
  setSessionState((state) => ({ counters: { ...state.counters, [name]: value } }));
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
  userInFlight ??= getLoginUser()
    .then((result) => {
      const user = result || null;
      setUser(user);
      return user;
    })
    .finally(() => {
      userInFlight = null;
    });
  return userInFlight;
}

/** Signs in: saves the token under user_token, sets the credential and the user. */
export async function login(credentials: Credentials): Promise<boolean> {
  const response = await requestLogin(credentials);
  if (response === false) return false;
  const { token, user } = (response ?? {}) as Partial<LoginResponse>;
  if (typeof token !== 'string' || token === '') {
    setErrors({ message: UNEXPECTED_RESPONSE_MESSAGE });
    return false;
  }
  saveToken(token);
  setCredential(token);
  setSessionState({ user: user ?? null, userLoaded: true, errors: null });
  return true;
}

/** Signs out on the server, then locally whatever the server said. */
export async function logout(): Promise<void> {
  await requestLogout();
  removeToken();
  setCredential(null);
  setSessionState((state) => ({ user: null, userLoaded: true, counters: { ...state.counters, cart: 0 } }));
}

const COUNTER_CALLS: Record<CounterName, () => Promise<unknown>> = {
  cot: countCot,
  orders: countOrders,
  cart: countCart,
};

async function refreshCounter(name: CounterName): Promise<boolean> {
  const value = await COUNTER_CALLS[name]();
  const count = value === false ? null : toCount(value);
  if (count === null) return false;
  setCounter(name, count);
  return true;
}

/**
 * Refreshes the three counters. A counter whose call fails keeps its value and the
 * result is false. Without a token only the cart is asked for: its 401 is exempt from
 * the redirect, the other two would send the visitor to /login.
 */
export async function refreshCounters(): Promise<boolean> {
  const names: CounterName[] = getStoredToken() === null ? ['cart'] : ['cot', 'orders', 'cart'];
  const outcomes = await Promise.all(names.map(refreshCounter));
  return outcomes.every(Boolean);
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
