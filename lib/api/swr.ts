// The SWR side of the client: the one fetcher, keys scoped to the session, and the cache
// cleared whenever the session changes. Every resource hook of lib/api is built on `useApi`.
//
// Why keys carry the session: SWR answers a key from its cache before it asks the server, so a
// list cached under "/api/quotes" for one account would be shown to the next account that signs
// in on the same tab. A key is `[path, session]` for signed-in reads (the session is the token's
// id, never the secret), a bare path for public ones; and login, logout, a 401 or a token
// changed in another tab also empty the cache.

import useSWR, { mutate as mutateCache, unload, type SWRConfiguration } from 'swr';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import { revalidatePublicReads } from './public-read';
import type { Parse } from './reply-check';
import { getStoredToken, subscribeToToken, useStoredToken } from './token';
import { request } from './transport';

/** The session part of a key: the token's id (`7` of `7|secret`), or the whole token if it has none. */
function sessionOf(token: string | null): string | null {
  if (!token) return null;
  const id = token.split('|', 1)[0];
  return id && id !== token ? `s${id}` : token;
}

/** The current session's key part, or null when signed out (or not known yet). */
function useSessionKey(): string | null {
  return sessionOf(useStoredToken() ?? null);
}

type Key = string | readonly [path: string, session: string];

const pathOfKey = (key: unknown): string | null =>
  typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null;

/**
 * The SWR fetcher: the data, or a thrown ApiError (the body is also in the session's errors).
 * A signed-in read whose session is no longer the stored one asks nothing: its answer would be
 * the next account's data under the previous account's key.
 */
export async function fetchKey<T>(key: Key, parse?: Parse<T>): Promise<T | undefined> {
  if (typeof key !== 'string' && key[1] !== sessionOf(getStoredToken())) return undefined;
  const result = await request<T>(pathOfKey(key)!);
  if (!result.ok) throw new ApiError(result.status, result.error);
  if (!parse) return result.data;
  const parsed = parse(result.data);
  if (parsed === null) throw new ApiError(result.status, { message: UNEXPECTED_RESPONSE_MESSAGE });
  return parsed;
}

/** SWR options for reference data that does not change while a page is open. */
export const STATIC_DATA: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

type ApiReadOptions<T> = SWRConfiguration<T, ApiError> & {
  /** `session` (default): asks nothing without a token, cached per session. `public`: always, shared. */
  access?: 'session' | 'public';
  /** Checks the reply (a counter must be a number…); without it the JSON is taken as it comes. */
  parse?: Parse<T>;
};

/**
 * A read of `path` (null: nothing to ask yet). Answers SWR's `{data, error, isLoading,
 * isValidating, mutate}`, with `error` an ApiError carrying the status and the body.
 */
export function useApi<T>(path: string | null, { access = 'session', parse, ...config }: ApiReadOptions<T> = {}) {
  const session = useSessionKey();
  const key: Key | null =
    path === null ? null : access === 'public' ? path : session ? ([path, session] as const) : null;
  return useSWR<T, ApiError>(key, (k: Key) => fetchKey(k, parse) as Promise<T>, config);
}

/**
 * Re-reads every cached response whose path starts with one of `prefixes` (after a change): SWR's
 * and the public reference reads' (lib/api/public-read.ts).
 */
export function revalidatePaths(prefixes: readonly string[]): Promise<unknown> {
  return Promise.all([
    mutateCache((key) => {
      const path = pathOfKey(key);
      return path !== null && prefixes.some((prefix) => path.startsWith(prefix));
    }),
    revalidatePublicReads(prefixes),
  ]);
}

/**
 * Empties the whole cache (SWR's `unload`): nothing one account read may be shown to the next.
 * Requests still on their way can no longer write into it, and data kept on screen by
 * `keepPreviousData` is dropped. Reads on screen are asked again (a previous session's read
 * asks nothing, see `fetchKey`).
 */
export function clearApiCache(): void {
  unload();
}

// Any change of the stored token (login, logout, a 401, another tab) ends the cached session.
let clearingOnTokenChange = false;
function clearCacheOnSessionChange(): void {
  if (clearingOnTokenChange || typeof window === 'undefined') return;
  clearingOnTokenChange = true;
  subscribeToToken(clearApiCache);
}
clearCacheOnSessionChange();
