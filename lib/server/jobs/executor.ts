import 'server-only';
import type PgBoss from 'pg-boss';
import type { DbHandle } from '@/lib/server/db/types';

// pg-boss talks to the database through a `db` executor (`executeSql(text, values)`). PostgreSQL:
// the app's pool. PGlite (one connection, queries take turns): parameterised statements go to
// `query`; pg-boss's own blocks of several statements, sent as one text, go to `exec` — and a
// block written `BEGIN; …; COMMIT;` runs inside PGlite's transaction(), which rolls back on an
// error instead of leaving the only connection in "current transaction is aborted".

const LOCKED_BLOCK = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

export function bossExecutor(handle: DbHandle): PgBoss.Db {
  if (handle.driver === 'postgres') return { executeSql: (text, values) => handle.pool.query(text, values) };
  const pglite = handle.client;
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await pglite.query(text, values)).rows };
      const block = LOCKED_BLOCK.exec(text);
      const results = block ? await pglite.transaction((tx) => tx.exec(block[1]!)) : await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
