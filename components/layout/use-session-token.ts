'use client';

import { useSyncExternalStore } from 'react';
import { getStoredToken, subscribeToToken } from '@/lib/api/token';

const unknownOnServer = () => undefined;

/**
 * The session token kept in localStorage, following login, logout and other tabs.
 * `undefined` while rendering on the server and hydrating: localStorage is invisible
 * to the server, and the sign-in guards must tell "not known yet" from "signed out"
 * (`useStoredToken` in lib/api/hooks answers null for both).
 */
export function useSessionToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToToken, getStoredToken, unknownOnServer);
}
