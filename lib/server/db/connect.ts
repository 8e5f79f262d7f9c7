import 'server-only';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { env } from '@/lib/env';
import * as schema from './schema';
import { templateFor } from './template';
import type { Db, DbHandle } from './types';

type ConnectOptions = {
  databaseUrl?: string;
  poolSize?: number;
  dataDir?: string;
  inMemory?: boolean;
  loadDataDir?: Blob;
};

const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens the database: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function connectDatabase(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A request that waits 5 s for a connection gets a 503 (lib/server/db/unavailable.ts), not a hang.
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    pool.on('error', (error) => console.error('[db] error en una conexión inactiva:', error.message));
    const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, driver: 'postgres', pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the lists' search indexes (migration 0005): every PGlite that opens the data needs it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.resolve(options.dataDir ?? env.DATA_DIR, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  // A new data directory is unpacked from the build's template when there is one (./template.ts).
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir ?? (dataDir ? templateFor(dataDir) : undefined),
    extensions: { pg_trgm },
    // 32 MB of shared buffers, not initdb's 128 MB: PGlite allocates and clears them in its WASM
    // memory at every open — 0.35 s of each start on a VM where memory's first touch is slow (a start
    // that should take ≤ 1.5 s on an existing DATA_DIR). The data files stay in the OS's cache behind them.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pglite', client, close: () => client.close() };
}
