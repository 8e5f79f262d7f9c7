import 'server-only';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import * as schema from './schema';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbHandle =
  | { db: Db; driver: 'pglite'; client: import('@electric-sql/pglite').PGlite; close: () => Promise<void> }
  | { db: Db; driver: 'postgres'; pool: import('pg').Pool; close: () => Promise<void> };

export type ConnectOptions = { databaseUrl?: string; poolSize?: number; dataDir?: string; inMemory?: boolean; loadDataDir?: Blob };

/** Opens the database: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function connectDatabase(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A request that waits 5 s for a connection gets a 503 (lib/server/db/unavailable.ts), not a hang.
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    pool.on('error', (error) => console.error('[db] error en una conexión inactiva:', error.message));
    const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, driver: 'postgres', pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.resolve(options.dataDir ?? env.DATA_DIR, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pglite', client, close: () => client.close() };
}

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
const shuttingDown = () => Object.assign(new Error('La base de datos está cerrada: el servidor se está deteniendo.'), { code: '57P01' });

async function openAppDatabase(): Promise<DbHandle> {
  // `next build` prerenders the public pages from a seeded in-memory copy, so a build never
  // opens the data directory a running server holds (PGlite allows one process at a time).
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, dataDir: env.DATA_DIR, inMemory: building && !env.DATABASE_URL });
  try {
    await migrateDatabase(handle);
    const demo = !(env.NODE_ENV === 'production' && env.DATABASE_URL) || env.SEED_DEMO;
    await seedDatabase(handle.db, { demo, onlyIfEmpty: true });
  } catch (error) {
    // The next attempt opens a new handle: do not leave this one's pool (or data dir) open.
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
