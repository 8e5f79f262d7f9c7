// SPIKE bench (server throughput's next lever): GET /api/states from `next start` and from the
// lean router of lean-api-server.ts (the same route modules on plain node:http), side by side,
// alternating, each its own process on its own PGlite; plus node:http sending the same bytes.
//   BENCH_PORT_BASE=3620 node scripts/bench/index.mjs spike-lean-api
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture, startBare } from '../api-floor.mjs';
import { cannon, fmt } from '../lib/cannon.mjs';
import { withCpu } from '../lib/cpu-time.mjs';
import { startProcess } from '../lib/processes.mjs';
import { PORTS, ROOT, serverEnv, tempDir, waitReady } from '../lib/servers.mjs';

const PATH = '/api/states';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);

export async function run(ctx) {
  const next = await ctx.server('pglite');
  const lean = startProcess(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [
      '--conditions=react-server',
      path.join(ROOT, 'scripts', 'bench', 'spikes', 'lean-api-server.ts'),
      String(PORTS.spike),
    ],
    {
      cwd: ROOT,
      label: 'lean API (spike)',
      env: serverEnv({ DATA_DIR: tempDir('spike'), PORT: String(PORTS.spike) }),
    },
  );
  const leanUrl = `http://127.0.0.1:${PORTS.spike}`;
  const started = performance.now();
  await waitReady(lean, leanUrl + PATH, started);
  console.log(`[spike] lean API ready in ${Math.round(performance.now() - started)} ms`);
  const [fromNext, fromLean] = [await capture(next.url + PATH), await capture(leanUrl + PATH)];
  if (fromNext.body !== fromLean.body) throw new Error('the lean router answered other bytes than next start');
  const file = path.join(tempDir('spike-bare'), 'states.json');
  writeFileSync(file, JSON.stringify(fromNext));
  const bare = await startBare(file, PORTS.bare);

  const servers = { bare, next: { url: next.url, pid: next.proc.pid }, lean: { url: leanUrl, pid: lean.pid } };
  const measure = (server, duration = SECONDS) =>
    withCpu(server.pid, () => cannon({ url: server.url + PATH, connections: CONNECTIONS, duration }));
  for (const server of Object.values(servers)) await measure(server, 3);
  const runs = { bare: [], next: [], lean: [] };
  for (let round = 0; round < 2; round++)
    for (const name of Object.keys(servers)) runs[name].push(await measure(servers[name]));
  await bare.stop();
  await lean.stop();

  const mean = (name, key) => runs[name].reduce((sum, r) => sum + r[key], 0) / runs[name].length;
  for (const name of Object.keys(runs))
    console.log(
      `[spike] ${name.padEnd(5)} ${fmt.rps(mean(name, 'rps'))} req/s, p50 ${fmt.ms(mean(name, 'p50'))}, p99 ${fmt.ms(mean(name, 'p99'))}, CPU ${mean(name, 'cpuUsPerRequest').toFixed(0)} µs/request`,
    );
  const ratio = (a, b) => (mean(a, 'rps') / mean(b, 'rps')).toFixed(2);
  return {
    rows: [
      {
        measure: `Spike: lean router ${PATH} ÷ next start`,
        value: `${ratio('lean', 'next')}× (${fmt.rps(mean('lean', 'rps'))} vs ${fmt.rps(mean('next', 'rps'))} req/s; p99 ${fmt.ms(mean('lean', 'p99'))} vs ${fmt.ms(mean('next', 'p99'))})`,
        target: '(figure)',
        met: null,
      },
      {
        measure: `Spike: lean router ${PATH} ÷ node:http`,
        value: `${ratio('lean', 'bare')} (next start ${ratio('next', 'bare')})`,
        target: '(figure)',
        met: null,
      },
      {
        measure: `Spike: CPU per request ${PATH}: lean / next start / node:http`,
        value: ['lean', 'next', 'bare'].map((n) => `${mean(n, 'cpuUsPerRequest').toFixed(0)} µs`).join(' / '),
        target: '(figure)',
        met: null,
      },
    ],
    details: runs,
  };
}
