// GET /api/states three ways, side by side in one run, each its own process:
//   bare   — node:http sending the bytes and headers our handler sent, from memory;
//   empty  — the framework's floor: a Next app with one route handler returning those bytes and
//            nothing of ours (fixtures/empty-handler, built here on first use);
//   ours   — the app under `next start`.
// Targets (issue 15): ours ≥ 0.8 × the empty handler; ours ÷ bare as high as the framework allows.
// Measured alternating, with each server's CPU time per request (lib/side-by-side.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
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
const SKIP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/** What `url` answers, as the bare server and the fixture replay it. */
export async function capture(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { headers: Object.fromEntries([...response.headers].filter(([name]) => !SKIP_HEADERS.has(name))), body };
}

/** The bare node:http server replaying `file` ({ headers, body }) on `port`. */
export async function startBare(file, port) {
  const proc = startProcess(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs'), String(port), file], { label: 'bare node:http' });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(proc, url, performance.now(), 10_000);
  return { url, pid: proc.pid, stop: () => proc.stop() };
}

/**
 * `next start` of the fixture on PORTS.floor (built here on first use): its /api/states answers
 * `file`'s bytes; its /floor is the framework-only page Lighthouse measures as the floor.
 */
export async function startEmptyHandler(file) {
  if (!existsSync(path.join(FIXTURE, '.next', 'server', 'app', 'floor.html'))) {
    console.log('[api-floor] building the empty-handler fixture…');
    const started = performance.now();
    const build = spawnSync(NEXT, ['build'], { cwd: FIXTURE, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCH_BODY_FILE: file } });
    if (build.status !== 0) throw new Error('the empty-handler fixture did not build');
    console.log(`[api-floor] fixture built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const proc = startProcess(NEXT, ['start', '-p', String(PORTS.floor)], {
    cwd: FIXTURE, label: 'next start (empty handler)', env: serverEnv({ BENCH_BODY_FILE: file, PORT: String(PORTS.floor) }),
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
  const servers = { bare: { url: bare.url + PATH, pid: bare.pid }, empty: { url: empty.url + PATH, pid: empty.pid }, ours: { url: ours.url + PATH, pid: ours.proc.pid } };
  const { runs, stat: mean } = await sideBySide(servers, { label: 'api-floor', seconds: SECONDS, connections: CONNECTIONS });
  await bare.stop();
  await empty.stop();

  const rps = (name) => mean(name, 'rps');
  const cpu = (name) => mean(name, 'cpuUsPerRequest');
  const oursVsEmpty = rps('ours') / rps('empty');
  return {
    rows: [
      { measure: `${PATH}: ours ÷ Next's empty handler`, value: `${oursVsEmpty.toFixed(2)} (${fmt.rps(rps('ours'))} vs ${fmt.rps(rps('empty'))} req/s)`, target: `≥ ${TARGET_VS_EMPTY}`, met: oursVsEmpty >= TARGET_VS_EMPTY },
      { measure: `${PATH}: ours ÷ Next's empty handler, by CPU per request`, value: `${(cpu('empty') / cpu('ours')).toFixed(2)} (${cpuText(cpu('ours'))} vs ${cpuText(cpu('empty'))}; node:http ${cpuText(cpu('bare'))})`, target: `≥ ${TARGET_VS_EMPTY}`, met: cpu('empty') / cpu('ours') >= TARGET_VS_EMPTY },
      { measure: `${PATH}: ours ÷ node:http`, value: `${(rps('ours') / rps('bare')).toFixed(2)} (${fmt.rps(rps('ours'))} vs ${fmt.rps(rps('bare'))} req/s)`, target: '(figure)', met: null },
      { measure: `${PATH}: Next's empty handler ÷ node:http (the framework's ceiling)`, value: (rps('empty') / rps('bare')).toFixed(2), target: '(figure)', met: null },
      { measure: `${PATH} p99, ${CONNECTIONS} conn.: bare / empty / ours`, value: ['bare', 'empty', 'ours'].map((n) => fmt.ms(mean(n, 'p99'))).join(' / '), target: '(figure)', met: null },
    ],
    details: runs,
  };
}
