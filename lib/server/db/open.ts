import 'server-only';
import { env } from '@/lib/env';
import { building as isBuilding, frontEndOnly } from '@/lib/server/mode';
import { connectDatabase } from './connect';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';
import { writeTemplate } from './template';
import type { DbHandle } from './types';

/** How long each step of the last openAppDatabase() took, in ms (printed at start by boot.ts). */
export const openPhases: { connect?: number; migrate?: number; seed?: number } = {};

/** The app's database from the environment, migrated, and seeded when empty. */
export async function openAppDatabase(): Promise<DbHandle> {
  let lap = performance.now();
  const phase = (name: keyof typeof openPhases) => {
    const now = performance.now();
    openPhases[name] = Math.round(now - lap);
    lap = now;
  };
  // `next build` prerenders the public pages from a seeded in-memory copy, so a build never
  // opens the data directory a running server holds (PGlite allows one process at a time).
  const building = isBuilding();
  // A front end only keeps DATA_DIR empty: anything that reaches for the database is a bug.
  if (frontEndOnly() && !building)
    throw new Error('Este proceso es solo el sitio (API_URL está definido): no abre base de datos.');
  const handle = await connectDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    inMemory: building && !env.DATABASE_URL,
  });
  phase('connect');
  try {
    await migrateDatabase(handle);
    // The build's copy, migrated and still empty, becomes the template of new data directories.
    if (building && handle.driver === 'pglite') await writeTemplate(handle.client);
    phase('migrate');
    const demo = !(env.NODE_ENV === 'production' && env.DATABASE_URL) || env.SEED_DEMO;
    // A build's in-memory copy stores no demo PDFs: they would land in the running server's uploads.
    await seedDatabase(handle.db, { demo, onlyIfEmpty: true, demoFiles: !building });
    phase('seed');
  } catch (error) {
    // The next attempt opens a new handle: do not leave this one's pool (or data dir) open.
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
