// Public reference reads (Mexico's states and municipalities, the dealers): the same for every
// visitor and unchanging while a page is open, so the first answer for a path is kept for the page
// load and shared by every screen that asks. No session in the key, nothing to clear at a sign-in.
//
// Why not SWR (lib/api/swr.ts, the client's cache for session data): the public pages that read
// these — the dealer locator, contact and the quoter's request form — must stay within their byte
// budgets, and SWR alone is 5.7 KB gzip of them. What they need is this much: one
// request per path at a time, the answer kept, a failure shown and asked again by the next screen.

import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import { createListeners } from './listeners';
import type { Parse } from './reply-check';
import { request } from './transport';

type PublicRead<T> = { data: T | undefined; error: ApiError | undefined; isLoading: boolean };

type Entry = { data?: unknown; error?: ApiError; asking?: boolean; parse?: Parse<unknown> };

/** path → its entry; an entry is replaced (never changed in place), so it is a stable snapshot. */
const entries = new Map<string, Entry>();
const listeners = createListeners();

function write(path: string, entry: Entry): void {
  entries.set(path, entry);
  listeners.notify();
}

async function ask(path: string, parse: Parse<unknown> | undefined): Promise<void> {
  const before = entries.get(path);
  if (before?.asking) return;
  write(path, { ...before, asking: true, parse });
  const result = await request<unknown>(path);
  const parsed = result.ok ? (parse ? parse(result.data) : result.data) : null;
  if (result.ok && parsed !== null) write(path, { data: parsed, parse });
  else {
    const error = result.ok
      ? new ApiError(result.status, { message: UNEXPECTED_RESPONSE_MESSAGE })
      : new ApiError(result.status, result.error);
    // A failure keeps what an earlier answer gave (shown, as SWR would) and is asked again later.
    write(path, { data: entries.get(path)?.data, error, parse });
  }
}

/**
 * A public read of `path` (null: nothing to ask yet): `{data, error, isLoading}`, `error` an
 * ApiError with the status and the body. Asked when first wanted, and again after a failure when a
 * screen wants it anew.
 */
export function usePublicRead<T>(path: string | null, parse?: Parse<T>): PublicRead<T> {
  const entry = useSyncExternalStore(
    listeners.subscribe,
    () => (path === null ? undefined : entries.get(path)),
    () => undefined,
  );
  useEffect(() => {
    if (path === null) return;
    const current = entries.get(path);
    if (current?.data === undefined || current.error) void ask(path, parse as Parse<unknown> | undefined);
    // `parse` is a check of the path's reply, the same for a path: the path alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  if (path === null) return { data: undefined, error: undefined, isLoading: false };
  const data = entry?.data as T | undefined;
  return { data, error: entry?.error, isLoading: data === undefined && !entry?.error };
}

/** Asks again every kept path starting with one of `prefixes` (after a change), keeping the old answer meanwhile. */
export function revalidatePublicReads(prefixes: readonly string[]): Promise<unknown> {
  const kept = [...entries].filter(([path]) => prefixes.some((prefix) => path.startsWith(prefix)));
  return Promise.all(kept.map(([path, entry]) => ask(path, entry.parse)));
}

/** Forgets every answer: unit tests start each test from nothing. */
export function forgetPublicReads(): void {
  entries.clear();
}
