// Throughput of a cached public page — our home page, prerendered and revalidated every 60 s —
// side by side with its baselines in one run, alternating, each server its own process:
//   bare          — node:http sending our page's bytes and headers, from memory;
//   floor         — the framework's floor: Next serving a prerendered page of the same size,
//                   revalidated like ours, nothing of ours (fixtures/empty-handler/app/floor-page,
//                   padded at build to our page's size);
//   floor+headers — the same page, same process, with the headers our next.config.js gives our
//                   public pages, from a rule of the same shape: what our headers() costs;
//   ours          — the app under `next start`.
// Target: ours ÷ bare ≥ 0.5, no less than 0.3. Ours ÷ floor is what is ours in the rest.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture, startBare, startEmptyHandler } from './api-floor.mjs';
import { fmt } from './lib/cannon.mjs';
import { cpuText, sideBySide } from './lib/side-by-side.mjs';
import { PORTS, ROOT, tempDir } from './lib/servers.mjs';

const PAGE = '/';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 2);
const TARGET = 0.5;
const TARGET_AT_LEAST = 0.3;

/** The headers our next.config.js headers() rules give `page` unconditionally, from the build's routes manifest. */
function ourHeaders(page) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next', 'routes-manifest.json'), 'utf8'));
  return manifest.headers
    .filter((rule) => !rule.has && !rule.missing && new RegExp(rule.regex).test(page))
    .flatMap((rule) => rule.headers);
}

export async function run(ctx) {
  const ours = await ctx.server('pg');
  const page = await capture(ours.url + PAGE);
  const bytes = Buffer.byteLength(page.body);
  const file = path.join(tempDir('throughput'), 'page.json');
  writeFileSync(file, JSON.stringify(page));
  const bare = await startBare(file, PORTS.bare);
  const floor = await startEmptyHandler(file, { bytes, headers: ourHeaders(PAGE) });
  const servers = {
    bare: { url: bare.url + PAGE, pid: bare.pid },
    floor: { url: `${floor.url}/floor-page`, pid: floor.pid },
    'floor+headers': { url: `${floor.url}/floor-page-headers`, pid: floor.pid },
    ours: { url: ours.url + PAGE, pid: ours.proc.pid },
  };
  for (const [name, { url }] of Object.entries(servers)) {
    const { headers, body } = await capture(url);
    console.log(
      `[throughput] ${name}: ${url}, ${Buffer.byteLength(body)} bytes, x-nextjs-cache ${headers['x-nextjs-cache'] ?? '—'}, ${Object.keys(headers).length} headers`,
    );
  }
  const { runs, stat } = await sideBySide(servers, {
    label: 'throughput',
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds: ROUNDS,
  });
  await bare.stop();
  await floor.stop();

  const rps = (name) => stat(name, 'rps');
  const cpu = (name) => stat(name, 'cpuUsPerRequest');
  // a ÷ b, by requests per second and by CPU per request (the inverse ratio of the costs).
  const ratio = (a, b) => ({ rps: rps(a) / rps(b), cpu: cpu(b) / cpu(a) });
  const row = (measure, a, b, target = '(figure)', met = () => null) => {
    const r = ratio(a, b);
    return [
      {
        measure,
        value: `${r.rps.toFixed(2)} (${fmt.rps(rps(a))} vs ${fmt.rps(rps(b))} req/s, ${CONNECTIONS} conn.)`,
        target,
        met: met(r.rps),
      },
      {
        measure: `${measure}, by CPU per request`,
        value: `${r.cpu.toFixed(2)} (${cpuText(cpu(a))} vs ${cpuText(cpu(b))})`,
        target,
        met: met(r.cpu),
      },
    ];
  };
  const kb = `${(bytes / 1000).toFixed(0)} KB`; // as BENCHMARKS.md counts them
  return {
    rows: [
      ...row(
        `Cached page ${PAGE} (${kb}): ours ÷ node:http`,
        'ours',
        'bare',
        `≥ ${TARGET} (≥ ${TARGET_AT_LEAST})`,
        (r) => r >= TARGET,
      ),
      ...row(`Cached page of ${kb}: Next's floor ÷ node:http`, 'floor', 'bare'),
      ...row(`Cached page ${PAGE}: ours ÷ Next's floor`, 'ours', 'floor'),
      ...row(`Cached page of ${kb}: Next's floor with our headers() ÷ without`, 'floor+headers', 'floor'),
      {
        measure: `Cached page p99, ${CONNECTIONS} conn.: ${Object.keys(servers).join(' / ')}`,
        value: Object.keys(servers)
          .map((n) => fmt.ms(stat(n, 'p99')))
          .join(' / '),
        target: '(figure)',
        met: null,
      },
    ],
    details: { page: PAGE, bytes, runs },
  };
}
