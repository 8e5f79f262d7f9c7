// Where `next start` spends its CPU per request: a server of its own (PGlite) with V8's sampling
// profiler preloaded (lib/cpu-profiler.mjs), profiled only while autocannon drives one path —
// the cached home page, then /api/states — and each profile summarized by package, file and
// function (profile.mjs), self and total, in µs per request. The .cpuprofile files are kept in
// BENCH_PROFILE_DIR (default: a temp dir, removed) to open in Chrome DevTools or speedscope.
//   BENCH_PORT_BASE=3620 node scripts/bench/index.mjs server-profile
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cannon, fmt } from './lib/cannon.mjs';
import { withCpu } from './lib/cpu-time.mjs';
import { PORTS, ROOT, startNext, tempDir } from './lib/servers.mjs';
import { formatSummary, profileSummary } from './profile.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 8);
const PATHS = (process.env.BENCH_PROFILE_PATHS ?? '/,/api/states').split(',');

async function waitFor(proc, text, since, timeoutMs = 30_000) {
  while (!proc.output().slice(since).includes(text)) {
    if (proc.hasExited()) throw new Error(`${proc.label} exited:\n${proc.output()}`);
    if (timeoutMs <= 0) throw new Error(`${proc.label}: no "${text}" within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    timeoutMs -= 100;
  }
}

export async function run() {
  const dir = process.env.BENCH_PROFILE_DIR ? path.resolve(process.env.BENCH_PROFILE_DIR) : tempDir('profile');
  mkdirSync(dir, { recursive: true });
  const preload = path.join(ROOT, 'scripts', 'bench', 'lib', 'cpu-profiler.mjs');
  const rows = [];
  const details = {};
  for (const page of PATHS) {
    const file = path.join(dir, `${page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-')}.cpuprofile`);
    const server = await startNext('pglite', PORTS.profile, {
      nodeArgs: ['--import', pathToFileURL(preload).href],
      env: { CPU_PROFILE_FILE: file },
    });
    try {
      const url = server.url + page;
      await cannon({ url, connections: CONNECTIONS, duration: 3 }); // warm-up: JIT, caches
      let mark = server.proc.output().length;
      process.kill(server.proc.pid, 'SIGUSR2');
      await waitFor(server.proc, 'cpu-profile started', mark);
      const load = await withCpu(server.proc.pid, () => cannon({ url, connections: CONNECTIONS, duration: SECONDS }));
      mark = server.proc.output().length;
      process.kill(server.proc.pid, 'SIGUSR2');
      await waitFor(server.proc, 'cpu-profile written', mark);
      const summary = profileSummary(JSON.parse(readFileSync(file, 'utf8')), { requests: load.requests, top: 20 });
      // The profiler's busy time counts time spent waiting for a core on a busy machine: the areas'
      // shares are what it tells; µs come from the CPU time /proc gave per request.
      const cpu = load.cpuUsPerRequest;
      console.log(
        `\n[server-profile] ${page}: ${fmt.rps(load.rps)} req/s under the profiler, ${load.requests} requests, CPU ${cpu?.toFixed(0) ?? '?'} µs per request; ${file}`,
      );
      console.log(formatSummary(summary).replace(/^/gm, '  '));
      const top = summary.areas
        .slice(0, 5)
        .map((a) => `${a.key} ${a.selfPct.toFixed(0)} %${cpu ? ` (${((a.selfPct / 100) * cpu).toFixed(0)} µs)` : ''}`)
        .join('; ');
      rows.push({
        measure: `CPU per request ${page} (profiled)`,
        value: `${cpu?.toFixed(0) ?? '?'} µs: ${top}`,
        target: '(figure)',
        met: null,
      });
      details[page] = { file, load, summary };
    } finally {
      await server.stop();
    }
  }
  return { rows, details };
}
