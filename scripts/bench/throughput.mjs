// Throughput of a cached public page (the home page, prerendered and revalidated every 60 s)
// under `next start`, next to a bare node:http server sending the same HTML and headers. Both
// are separate processes measured the same way, one after the other, twice, alternating; the
// figure is next ÷ node:http.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cannon, fmt } from './lib/cannon.mjs';
import { withCpu } from './lib/cpu-time.mjs';
import { startProcess } from './lib/processes.mjs';
import { PORTS, ROOT, tempDir, waitReady } from './lib/servers.mjs';

const PAGE = '/';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const TARGET = 0.5;
// Per-connection headers Node adds itself; everything else is copied.
const SKIP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

async function snapshot(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !SKIP_HEADERS.has(name)));
  return { headers, body };
}

export async function run(ctx) {
  const next = await ctx.server('pg');
  const page = await snapshot(next.url + PAGE);
  const file = path.join(tempDir('bare'), 'page.json');
  writeFileSync(file, JSON.stringify(page));
  const bare = startProcess(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs'), String(PORTS.bare), file], { label: 'bare node:http' });
  const bareUrl = `http://127.0.0.1:${PORTS.bare}`;
  await waitReady(bare, bareUrl, performance.now(), 10_000);

  // With each server's CPU time per request (lib/cpu-time.mjs): steadier than req/s on a busy machine.
  const measure = (url) => withCpu(url === bareUrl ? bare.pid : next.proc.pid, () => cannon({ url: url + PAGE, connections: CONNECTIONS, duration: SECONDS }));
  // Warm both (JIT, Next's page cache), then alternate so a burst of load elsewhere hits both.
  await cannon({ url: next.url + PAGE, connections: CONNECTIONS, duration: 3 });
  await cannon({ url: bareUrl + PAGE, connections: CONNECTIONS, duration: 3 });
  const nextRuns = [];
  const bareRuns = [];
  for (let round = 0; round < 2; round++) {
    bareRuns.push(await measure(bareUrl));
    nextRuns.push(await measure(next.url));
  }
  await bare.stop();

  const mean = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
  const nextRps = mean(nextRuns, 'rps');
  const bareRps = mean(bareRuns, 'rps');
  const ratio = nextRps / bareRps;
  const non2xx = nextRuns.reduce((n, r) => n + Object.values(r.non2xx).reduce((a, b) => a + b, 0) + r.errors, 0);
  const nextCpu = mean(nextRuns, 'cpuUsPerRequest');
  const bareCpu = mean(bareRuns, 'cpuUsPerRequest');
  console.log(`[throughput] ${PAGE} (${Buffer.byteLength(page.body)} bytes): next ${fmt.rps(nextRps)} req/s (p50 ${fmt.ms(mean(nextRuns, 'p50'))}, p99 ${fmt.ms(mean(nextRuns, 'p99'))}, CPU ${nextCpu.toFixed(0)} µs/request), `
    + `node:http ${fmt.rps(bareRps)} req/s (p50 ${fmt.ms(mean(bareRuns, 'p50'))}, p99 ${fmt.ms(mean(bareRuns, 'p99'))}, CPU ${bareCpu.toFixed(0)} µs/request), ${non2xx} errors/non-2xx from next`);
  return {
    rows: [{
      measure: `Cached page ${PAGE}: next start ÷ node:http`,
      value: `${ratio.toFixed(2)} (${fmt.rps(nextRps)} vs ${fmt.rps(bareRps)} req/s, ${CONNECTIONS} conn.)`,
      target: `≥ ${TARGET}`,
      met: ratio >= TARGET,
    }, {
      measure: `Cached page ${PAGE}: next start ÷ node:http, by CPU per request`,
      value: `${(bareCpu / nextCpu).toFixed(2)} (${nextCpu.toFixed(0)} vs ${bareCpu.toFixed(0)} µs)`,
      target: `≥ ${TARGET}`,
      met: bareCpu / nextCpu >= TARGET,
    }],
    details: { page: PAGE, bytes: Buffer.byteLength(page.body), nextRuns, bareRuns, ratio },
  };
}
