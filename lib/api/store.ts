// The session state container: plain data and subscriptions, no network. The fetch
// wrapper writes `errors` here; `session.ts` adds the actions and the React hook.

import type { ApiErrorBody } from '@/lib/contract/common';
import type { CounterName } from '@/lib/contract/counters';
import type { User } from '@/lib/contract/users';
import { createListeners } from './listeners';

type Counters = Record<CounterName, number>;

export type SessionState = {
  user: User | null;
  /** True once the first attempt to load the current user has finished. */
  userLoaded: boolean;
  counters: Counters;
  /** The last error body returned by the server, kept as received (spec §3). */
  errors: ApiErrorBody | null;
};

export const NO_COUNTS: Counters = Object.freeze({ cot: 0, orders: 0, cart: 0 });

export const initialSessionState: SessionState = Object.freeze({
  user: null,
  userLoaded: false,
  counters: NO_COUNTS,
  errors: null,
});

let state: SessionState = initialSessionState;
const listeners = createListeners();

export function getSessionState(): SessionState {
  return state;
}

/** Shallow-merges `patch` into the state (a new object, so React sees the change). */
export function setSessionState(
  patch: Partial<SessionState> | ((current: SessionState) => Partial<SessionState>),
): void {
  const changes = typeof patch === 'function' ? patch(state) : patch;
  state = { ...state, ...changes };
  listeners.notify();
}

export function subscribeToSession(listener: () => void): () => void {
  return listeners.subscribe(listener);
}

export function setCounter(name: CounterName, value: number): void {
  if (state.counters[name] === value) return;
  setSessionState((current) => ({ counters: { ...current.counters, [name]: value } }));
}

/** Back to the state of a fresh page load (tests, and nothing else, need this). */
export function resetSessionState(): void {
  setSessionState(initialSessionState);
}
