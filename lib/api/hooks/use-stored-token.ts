// The stored session token as React state: follows login, logout and other tabs.
// On the server and during hydration it is null, so the first client render matches.

import { useSyncExternalStore } from 'react';
import { getStoredToken, subscribeToToken } from '../token';

const noTokenOnServer = () => null;

export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getStoredToken, noTokenOnServer);
}
