import 'server-only';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { DbHandle } from './types';
import * as schema from './schema';

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

// Any fixed number: several instances starting at once on one PostgreSQL take turns.
const MIGRATION_LOCK_ID = 7_203_514;

/**
 * Applies the committed SQL migrations in drizzle/; on PostgreSQL under an advisory lock. A
 * database that already has the newest one is left alone after one query: drizzle's migrator
 * would create its schema and table "if not exists", read and hash every file and take the lock
 * on every start (a quarter of an existing PGlite's start-up).
 */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (await isCurrent(handle)) return;
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
    await migrate(drizzle({ client: connection, schema, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}

/**
 * Whether the database has recorded the newest migration of the journal: drizzle stores each
 * migration's journal `when` as `created_at` and applies only those newer than the last one
 * recorded, so nothing newer means nothing to do. No table yet (a new database): false.
 */
async function isCurrent(handle: DbHandle): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const sql = 'select max(created_at)::text as at from drizzle.__drizzle_migrations';
  try {
    const rows =
      handle.driver === 'pglite'
        ? (await handle.client.query<{ at: string | null }>(sql)).rows
        : (await handle.pool.query<{ at: string | null }>(sql)).rows;
    return rows[0]?.at != null && Number(rows[0].at) >= newest;
  } catch {
    return false;
  }
}
