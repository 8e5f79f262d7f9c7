// The app's own start-up path to the database (lib/server/db/open.ts: connect, migrate, seed when
// empty) as a fresh process would run it with `env`: lib/env is read once at load, so the modules
// are loaded apart and the environment is put back afterwards. PostgreSQL-only tests use it with a
// database of their own on TEST_DATABASE_URL's (local) server.
import type { DbHandle } from '@/lib/server/db/types';
import { dropDatabase, recreateDatabase, withDatabase } from './pg-admin';

/** Runs in the API suite's PostgreSQL pass (TEST_DB_DRIVER=postgres); skipped on PGlite. */
export const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

export async function openAppDatabaseWith(env: Record<string, string | undefined>): Promise<DbHandle> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(env);
  try {
    let open: typeof import('@/lib/server/db/open').openAppDatabase | undefined;
    await jest.isolateModulesAsync(async () => {
      ({ openAppDatabase: open } = await import('@/lib/server/db/open'));
    });
    return await open!();
  } finally {
    apply(saved);
  }
}

/** A new empty database on TEST_DATABASE_URL's server, named so the suite's teardown drops it if a test does not. */
export async function emptyPostgresDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `${process.env.TEST_DB_PREFIX ?? 'solara_'}t_${process.ppid}_${process.pid}_${label}_${Math.random().toString(36).slice(2, 8)}`;
  await recreateDatabase(server, name);
  return { url: withDatabase(server, name), drop: () => dropDatabase(server, name) };
}
