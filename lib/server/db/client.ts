import 'server-only';
import { openAppDatabase } from './open';
import type { Db, DbHandle } from './types';

type Cache = { handle?: Promise<DbHandle>; closed?: boolean };
const cache = globalThis as typeof globalThis & { __solaraDb?: Cache };

/**
 * The one database of this process, opened, migrated and seeded on first use. Cached on
 * globalThis so Next's separate bundles (instrumentation, route handlers) and dev reloads share it.
 */
export function getDbHandle(): Promise<DbHandle> {
  const state = (cache.__solaraDb ??= {});
  if (state.closed) return Promise.reject(shuttingDown());
  state.handle ??= openAppDatabase().catch((error: unknown) => {
    state.handle = undefined; // let the next request try again (database down at start, say)
    throw error;
  });
  return state.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests install their own database (a clone per test file). */
export function installTestDatabase(handle: DbHandle): void {
  cache.__solaraDb = { handle: Promise.resolve(handle) };
}

/**
 * Closes this process's database (server shutdown): PGlite writes its last state and lets go
 * of the data directory; the pg pool ends its connections. Safe to call when none was opened.
 */
export async function closeAppDatabase(): Promise<boolean> {
  const pending = cache.__solaraDb?.handle;
  cache.__solaraDb = { closed: true }; // a late request gets a 503, it does not open it again
  if (!pending) return false;
  const handle = await pending.catch(() => null);
  if (!handle) return false;
  await handle.close();
  return true;
}

// 57P01 is PostgreSQL's admin_shutdown: a late request answers 503, not 500.
const shuttingDown = () =>
  Object.assign(new Error('La base de datos está cerrada: el servidor se está deteniendo.'), { code: '57P01' });
