// "Nothing stored by a rejected request": every table of the test database gets a row-level
// trigger counting the rows written to it (in fuzz_writes), so comparing the counters before and
// after a request tells whether it stored, changed or deleted anything — cheaply enough to do it
// after every rejected request. A write rolled back with its transaction rolls its count back too,
// which is exactly "nothing stored". The upload folder is listed as well.
// Left out on purpose: api_tokens.last_used_at, which authentication itself refreshes (at most once
// a minute per token) before a request can be rejected; any other change to a token row counts.
// There is no failed-login counter in the database (login attempts are not stored), so nothing
// else may be written by a rejected request.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';

export type Fingerprint = Record<string, string>;

// Both drivers (node-postgres and PGlite) answer execute() with `{rows}`.
async function query<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await query<{ column_name: string }>(
    db,
    sql`
    select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((r) => r.column_name);
}

async function installWriteCounters(db: Db): Promise<void> {
  await db.execute(sql.raw('create table if not exists fuzz_writes (table_name text primary key, n bigint not null)'));
  await db.execute(
    sql.raw(`
    create or replace function fuzz_count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes values (tg_table_name, 1) on conflict (table_name) do update set n = fuzz_writes.n + 1;
      return null;
    end $$;`),
  );
  const tables = await query<{ table_name: string }>(
    db,
    sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
  );
  for (const { table_name: table } of tables) {
    const watched = table === 'api_tokens' ? (await columnsOf(db, table)).filter((c) => c !== 'last_used_at') : null;
    const events = watched
      ? `insert or delete or update of ${watched.map((c) => `"${c}"`).join(', ')}`
      : 'insert or update or delete';
    await db.execute(sql.raw(`drop trigger if exists fuzz_count_write on "${table}"`));
    await db.execute(
      sql.raw(`
      create trigger fuzz_count_write after ${events} on "${table}" for each row execute function fuzz_count_write();`),
    );
  }
}

export async function makeFingerprinter(db: Db, dataDir: string): Promise<() => Promise<Fingerprint>> {
  await installWriteCounters(db);
  const uploads = path.join(dataDir, 'uploads');
  return async () => {
    const rows = await query<{ table_name: string; n: string | number }>(
      db,
      sql`select table_name, n from fuzz_writes`,
    );
    const fingerprint: Fingerprint = Object.fromEntries(rows.map((r) => [r.table_name, String(r.n)]));
    fingerprint['(archivos subidos)'] = listFiles(uploads).join(',');
    return fingerprint;
  };
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
}

/** The tables (or the upload folder) whose fingerprint changed, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
