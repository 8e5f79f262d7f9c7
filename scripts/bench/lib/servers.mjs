// The servers the benchmarks measure: the production build under `next start`, on a fresh
// PostgreSQL database of ours (dropped at the end) or on PGlite in a fresh temp DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import siteUrl from '../../../lib/site-url.js';
import { onCleanup, startProcess } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { builtSiteUrl } = siteUrl;
const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next');
const NEXT_CLI = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Our ports (3900–3911 unless BENCH_PORT_BASE moves them, so two checkouts can measure at once):
 * one role each, so measurements never collide.
 */
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3900);
export const PORTS = {
  pg: BASE,
  pglite: BASE + 1,
  bare: BASE + 2,
  startup: BASE + 3,
  load: BASE + 4,
  flood: BASE + 5,
  profile: BASE + 6,
  floor: BASE + 7,
  spike: BASE + 8,
  chrome: BASE + 9,
  scale: BASE + 10,
  dealers: BASE + 11,
};

/** PostgreSQL server (trust auth); databases we create carry the solara_bch_ prefix. */
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_PREFIX = 'solara_bch_';

/** `next build` when there is no build yet (the benchmarks measure the production build). */
export function ensureBuild() {
  if (existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return;
  console.log('[bench] no build yet: running `next build`…');
  const build = spawnSync(NEXT, ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('`next build` failed');
}

export function tempDir(label) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `solara-bench-${label}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: withDatabase(PG_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database of ours (named `prefix…`), dropped when the run ends; returns its URL. */
export async function freshDatabase(label, prefix = DB_PREFIX) {
  const name = `${prefix}${label}_${process.pid}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`invalid database name: ${name}`);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  onCleanup(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  return withDatabase(PG_URL, name);
}

/**
 * The environment of a production server: nothing inherited that would change what we measure. Its
 * address is the build's (lib/site-url.js), as a deployment built for its address runs: a server
 * under another would renew every prerendered page at start (DEPLOY.md, "The site's address").
 */
export function serverEnv(extra) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    HCAPTCHA_SECRET: '',
    NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
    SITE_URL: builtSiteUrl(path.join(ROOT, '.next')) ?? '',
    SEED_DEMO: '1',
    ...extra,
  };
}

/** Polls `url` until it answers 200; returns the milliseconds since `since`. */
export async function waitReady(proc, url, since, timeoutMs = 180_000) {
  for (;;) {
    if (proc.hasExited()) throw new Error(`${proc.label} exited before it was ready:\n${proc.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > timeoutMs)
      throw new Error(`${proc.label} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `next start` on `port` against a fresh database: 'pg' (a new PostgreSQL database, demo data
 * seeded) or 'pglite' (a new temp DATA_DIR). Ready once GET /api/states answers (database open).
 * `prepared` ({ databaseUrl, dataDir }) starts it on a database made beforehand instead (the
 * scale benchmark seeds one first); the caller owns its cleanup.
 */
export async function startNext(kind, port, { nodeArgs = [], env = {}, prepared } = {}) {
  ensureBuild();
  const dataDir = prepared?.dataDir ?? tempDir(kind);
  const databaseUrl = prepared ? prepared.databaseUrl : kind === 'pg' ? await freshDatabase(`${kind}${port}`) : '';
  const since = performance.now();
  // `nodeArgs` (a profiler, say): node itself runs Next's CLI, so the flags reach the server.
  const [command, args] = nodeArgs.length ? [process.execPath, [...nodeArgs, NEXT_CLI]] : [NEXT, []];
  const proc = startProcess(command, [...args, 'start', '-p', String(port)], {
    cwd: ROOT,
    label: `next start (${kind}, :${port})`,
    env: serverEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port), ...env }),
  });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitReady(proc, `${url}/api/states`, since);
  return { kind, url, port, proc, readyMs, dataDir, stop: () => proc.stop() };
}
