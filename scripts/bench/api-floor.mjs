// GET /api/states three ways, side by side in one run, each its own process:
//   bare   — node:http sending the bytes and headers our handler sent, from memory;
//   empty  — the framework's floor: a Next app with one route handler returning those bytes and
//            nothing of ours (fixtures/empty-handler, built here on first use);
//   ours   — the app under `next start`.
// Targets: ours ≥ 0.8 × the empty handler; ours ÷ bare as high as the framework allows.
// Measured alternating, with each server's CPU time per request (lib/side-by-side.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fmt } from './lib/cannon.mjs';
import { cpuText, sideBySide } from './lib/side-by-side.mjs';
import { startProcess } from './lib/processes.mjs';
import { PORTS, ROOT, serverEnv, tempDir, waitReady } from './lib/servers.mjs';

const PATH = '/api/states';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const TARGET_VS_EMPTY = 0.8;
const FIXTURE = path.join(ROOT, 'scripts', 'bench', 'fixtures', 'empty-handler');
const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next');
// What the fixture's build was made for (ensureFixture), and the page it sizes.
const BUILT_FOR = path.join(FIXTURE, '.next', 'bench-built-for.json');
const FLOOR_PAGE_HTML = path.join(FIXTURE, '.next', 'server', 'app', 'floor-page.html');
const SKIP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** What `url` answers, as the bare server and the fixture replay it. */
export async function capture(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { headers: Object.fromEntries([...response.headers].filter(([name]) => !SKIP_HEADERS.has(name))), body };
}

/** The bare node:http server replaying `file` ({ headers, body }) on `port`. */
export async function startBare(file, port) {
  const proc = startProcess(
    process.execPath,
    [path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs'), String(port), file],
    { label: 'bare node:http' },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitReady(proc, url, performance.now(), 10_000);
  return { url, pid: proc.pid, stop: () => proc.stop() };
}

/** A digest of the fixture's own files (not its build): any change to them calls for a new build. */
function fixtureSources() {
  const hash = createHash('sha256');
  const files = readdirSync(FIXTURE, { recursive: true }).filter(
    (f) => !f.startsWith('.next') && statSync(path.join(FIXTURE, f)).isFile(),
  );
  for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(FIXTURE, file)));
  return hash.digest('hex');
}

/**
 * Builds the fixture unless it was built from its current files for `page` ({ bytes, headers }:
 * the size its /floor-page HTML is padded to, within 1 %, and the headers a headers() rule gives
 * /floor-page-headers); without `page` (the API floor, Lighthouse's /floor), for any page.
 */
function ensureFixture(file, page) {
  const sources = fixtureSources();
  const built = existsSync(BUILT_FOR) ? JSON.parse(readFileSync(BUILT_FOR, 'utf8')) : null;
  const fits = (b) =>
    !page ||
    (Math.abs(b.bytes - page.bytes) <= page.bytes / 100 && JSON.stringify(b.headers) === JSON.stringify(page.headers));
  if (built?.sources === sources && fits(built)) return;
  console.log('[api-floor] building the empty-handler fixture…');
  const started = performance.now();
  const headers = page?.headers ?? [];
  const build = (pad) => {
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      BENCH_BODY_FILE: file,
      FLOOR_PAGE_PAD: String(pad),
      FLOOR_PAGE_HEADERS: JSON.stringify(headers),
    };
    if (spawnSync(NEXT, ['build'], { cwd: FIXTURE, stdio: 'inherit', env }).status !== 0)
      throw new Error('the empty-handler fixture did not build');
    return statSync(FLOOR_PAGE_HTML).size;
  };
  // The page grows by about two bytes of HTML per character of padding (the text and its copy in
  // the RSC payload; more for accented letters): each build after the first takes the slope the
  // last two gave, and the second or third lands within 0.1 %.
  let [pad, bytes, slope] = [10_000, build(10_000), 2];
  for (let i = 0; page && i < 3 && Math.abs(bytes - page.bytes) > page.bytes / 1000; i++) {
    const nextPad = pad + Math.round((page.bytes - bytes) / slope);
    const nextBytes = build(nextPad);
    slope = (nextBytes - bytes) / (nextPad - pad);
    [pad, bytes] = [nextPad, nextBytes];
  }
  writeFileSync(BUILT_FOR, JSON.stringify({ bytes, headers, sources }));
  console.log(
    `[api-floor] fixture built in ${((performance.now() - started) / 1000).toFixed(0)} s${page ? `: /floor-page ${bytes} bytes of HTML (asked ${page.bytes})` : ''}`,
  );
}

/**
 * `next start` of the fixture on PORTS.floor (built here when needed, see ensureFixture): its
 * /api/states answers `file`'s bytes; its /floor is the framework-only page Lighthouse measures as
 * the floor; /floor-page, a cached page of `page.bytes`, the throughput floor.
 */
export async function startEmptyHandler(file, page) {
  ensureFixture(file, page);
  const proc = startProcess(NEXT, ['start', '-p', String(PORTS.floor)], {
    cwd: FIXTURE,
    label: 'next start (empty handler)',
    env: serverEnv({ BENCH_BODY_FILE: file, PORT: String(PORTS.floor) }),
  });
  const url = `http://127.0.0.1:${PORTS.floor}`;
  await waitReady(proc, url + PATH, performance.now(), 60_000);
  return { url, pid: proc.pid, stop: () => proc.stop() };
}

export async function run(ctx) {
  const ours = await ctx.server('pg');
  const reply = await capture(ours.url + PATH);
  const file = path.join(tempDir('api-floor'), 'states.json');
  writeFileSync(file, JSON.stringify(reply));
  const bare = await startBare(file, PORTS.bare);
  const empty = await startEmptyHandler(file);
  const servers = {
    bare: { url: bare.url + PATH, pid: bare.pid },
    empty: { url: empty.url + PATH, pid: empty.pid },
    ours: { url: ours.url + PATH, pid: ours.proc.pid },
  };
  const { runs, stat: mean } = await sideBySide(servers, {
    label: 'api-floor',
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  await bare.stop();
  await empty.stop();

  const rps = (name) => mean(name, 'rps');
  const cpu = (name) => mean(name, 'cpuUsPerRequest');
  const oursVsEmpty = rps('ours') / rps('empty');
  return {
    rows: [
      {
        measure: `${PATH}: ours ÷ Next's empty handler`,
        value: `${oursVsEmpty.toFixed(2)} (${fmt.rps(rps('ours'))} vs ${fmt.rps(rps('empty'))} req/s)`,
        target: `≥ ${TARGET_VS_EMPTY}`,
        met: oursVsEmpty >= TARGET_VS_EMPTY,
      },
      {
        measure: `${PATH}: ours ÷ Next's empty handler, by CPU per request`,
        value: `${(cpu('empty') / cpu('ours')).toFixed(2)} (${cpuText(cpu('ours'))} vs ${cpuText(cpu('empty'))}; node:http ${cpuText(cpu('bare'))})`,
        target: `≥ ${TARGET_VS_EMPTY}`,
        met: cpu('empty') / cpu('ours') >= TARGET_VS_EMPTY,
      },
      {
        measure: `${PATH}: ours ÷ node:http`,
        value: `${(rps('ours') / rps('bare')).toFixed(2)} (${fmt.rps(rps('ours'))} vs ${fmt.rps(rps('bare'))} req/s)`,
        target: '(figure)',
        met: null,
      },
      {
        measure: `${PATH}: Next's empty handler ÷ node:http (the framework's ceiling)`,
        value: (rps('empty') / rps('bare')).toFixed(2),
        target: '(figure)',
        met: null,
      },
      {
        measure: `${PATH} p99, ${CONNECTIONS} conn.: bare / empty / ours`,
        value: ['bare', 'empty', 'ours'].map((n) => fmt.ms(mean(n, 'p99'))).join(' / '),
        target: '(figure)',
        met: null,
      },
    ],
    details: runs,
  };
}
