// The session token in localStorage. Every function is safe on the server (no `window`)
// and when storage is unavailable or throws (private mode, blocked cookies, quota).

import { useSyncExternalStore } from 'react';
import { TOKEN_KEY } from './config';
import { createListeners } from './listeners';

type Listener = () => void;
const listeners = createListeners();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getStoredToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_KEY) ?? null;
    return token === '' ? null : token;
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused the write: the session lasts until the page is reloaded.
  }
  listeners.notify();
}

export function removeToken(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored we could remove.
  }
  listeners.notify();
}

/**
 * Calls `listener` whenever the token changes, in this tab (save/remove above) or in
 * another tab (the `storage` event). Returns the unsubscribe function.
 */
export function subscribeToToken(listener: Listener): () => void {
  const unsubscribe = listeners.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const unknownOnServer = () => undefined;

/**
 * The stored token as React state, following login, logout and other tabs. `undefined` while
 * rendering on the server and hydrating: storage is invisible to the server, and the sign-in
 * guards must tell "not known yet" from "signed out" (null).
 */
export function useStoredToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToToken, getStoredToken, unknownOnServer);
}

const signedOutOnServer = () => null;

/**
 * The stored token, read as null (signed out) on the server and while hydrating: for a screen that
 * shows a visitor's view until a token turns up and has no use for "not known yet". A visitor's page
 * then hydrates with what the server rendered, without the second render that useStoredToken's
 * `undefined` → `null` costs as the page starts.
 */
export function useStoredTokenOrNull(): string | null {
  return useSyncExternalStore(subscribeToToken, getStoredToken, signedOutOnServer);
}
