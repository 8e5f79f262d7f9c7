import 'server-only';
import path from 'node:path';
import type { DbHandle } from './types';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

// Any fixed number: several instances starting at once on one PostgreSQL take turns.
const MIGRATION_LOCK_ID = 7_203_514;

/** Applies the committed SQL migrations in drizzle/; on PostgreSQL under an advisory lock. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const connection = await handle.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: connection, schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}
