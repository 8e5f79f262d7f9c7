import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { BoundedCache } from './bounded-cache';

// Reads of the API host for a front end only. Each answer that passes its shape check is kept
// (a handful of paths, bounded anyway), and served again when the host is slow, down or answers
// garbage: visitors get the last good page instead of an error page.

/** The host answered that it does not have this call (a host that implements only the spec). */
export class HostLacksCallError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`El servidor de la API no ofrece ${path} (${status}).`);
    this.name = 'HostLacksCallError';
  }
}

const LACKING_STATUSES = new Set([404, 405, 501]);
const lastGood = new BoundedCache<unknown>(32);

/** GET `path` on the host as JSON parsed by the contract's reply `schema`; the last good answer when the host fails. */
export async function readHost<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  try {
    const parsed = schema.safeParse(await fetchJson(path));
    if (!parsed.success) throw new Error(`El servidor de la API respondió ${path} con una forma inesperada.`);
    lastGood.set(path, parsed.data);
    return parsed.data;
  } catch (error) {
    const stale = lastGood.get(path) as T | undefined;
    if (stale === undefined || error instanceof HostLacksCallError) throw error;
    console.warn(
      `[site-data] ${path}: ${error instanceof Error ? error.message : String(error)} Se sirve la última copia buena.`,
    );
    return stale;
  }
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(`${env.API_URL}${path}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    // The pages' own cache (unstable_cache, tags) decides freshness; this read always asks.
    cache: 'no-store',
  });
  if (LACKING_STATUSES.has(response.status)) throw new HostLacksCallError(path, response.status);
  if (!response.ok) throw new Error(`El servidor de la API respondió ${path} con ${response.status}.`);
  return response.json();
}
