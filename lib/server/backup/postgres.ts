import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { COUNTS_SQL, type CountsRow } from './manifest';

// PostgreSQL's side of a backup: pg_dump's custom format (compressed, restored by pg_restore in
// one transaction), taken in the snapshot the manifest's counts were read in, so both describe
// the same instant while the servers keep writing.

/**
 * pg_dump/pg_restore: PG_BIN_DIR when set, else the newest installed under /usr/lib/postgresql
 * (Debian; a pg_dump older than the server refuses to dump, a newer one dumps older servers), else PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const newest = readdirSync(root)
      .filter((version) => /^\d+$/.test(version) && existsSync(path.join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(root, newest, 'bin', name);
  }
  return name;
}

/** The URL without its password (for the command line, which `ps` shows) and the password apart. */
function connectionArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `No se encontró ${command}: instala el cliente de PostgreSQL de la versión del servidor o más nueva (apt-get install postgresql-client-NN) o indica su carpeta en PG_BIN_DIR.`,
            )
          : error,
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      const mismatch = /server version mismatch|aborting because of server version/i.test(stderr);
      reject(
        new Error(
          mismatch
            ? `${path.basename(command)} es más viejo que el servidor: instala el cliente de la versión del servidor (apt-get install postgresql-client-NN) o indica su carpeta en PG_BIN_DIR.\n${stderr.trim()}`
            : `${path.basename(command)} terminó con el código ${code}:\n${stderr.trim()}`,
        ),
      );
    });
  });
}

async function withClient<T>(databaseUrl: string, work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type PostgresDump = { counts: CountsRow; engineVersion: string };

/** pg_dump into `file`, in the same snapshot as the counts it returns. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<PostgresDump> {
  return withClient(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
      const counts = (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
      const engineVersion = (await client.query<{ v: string }>("select current_setting('server_version') as v"))
        .rows[0]!.v;
      const { dbname, env } = connectionArgs(databaseUrl);
      await run(
        pgTool('pg_dump'),
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${file}`,
          `--dbname=${dbname}`,
        ],
        env,
      );
      return { counts, engineVersion };
    } finally {
      await client.query('rollback').catch(() => undefined);
    }
  });
}

/** Tables, views and sequences outside PostgreSQL's own schemas: none means an empty database. */
export async function postgresRelations(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r','v','m','S','p') and n.nspname not in ('pg_catalog','information_schema','pg_toast')
         and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** Empties a database that holds the app (its schemas), for a restore with --force. */
async function dropAppSchemas(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  });
}

/** pg_restore of `file` in one transaction (all or nothing), then the counts of what it restored. */
export async function restorePostgres(databaseUrl: string, file: string, { replace = false } = {}): Promise<CountsRow> {
  if (replace) await dropAppSchemas(databaseUrl);
  const { dbname, env } = connectionArgs(databaseUrl);
  await run(
    pgTool('pg_restore'),
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    env,
  );
  return withClient(databaseUrl, async (client) => (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!);
}
