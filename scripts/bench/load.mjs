// `npm run bench:load`: 200 connections for 60 s against `next start` on a fresh PostgreSQL
// database, spread over a mix of public pages, API reads and writes that are safe to repeat
// and not rate-limited. One autocannon instance per request type, all at once, so each type
// gets its own figures; the totals merge every response's latency.
//   node scripts/bench/load.mjs   (BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS to shorten a trial)
import { fileURLToPath } from 'node:url';
import { cannon, fmt, percentile } from './lib/cannon.mjs';
import { login } from './lib/context.mjs';
import { machine } from './lib/machine.mjs';
import { cleanupAll } from './lib/processes.mjs';
import { PORTS, startNext } from './lib/servers.mjs';
import { apiReads } from './api.mjs';
import { publicRoutes } from './bundles.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);

// A configuration the demo catalogue can make (as in tests/api/cart-orders.test.ts).
const ROLLER = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 2,
  room: 'Recámara',
  options: { motor: 'solara-motion-30', installation: true },
};
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The mix: [name, share of the connections, autocannon options]. */
async function mix(baseUrl) {
  const routes = await publicRoutes(baseUrl);
  const sample = (route) => routes.find((r) => r.route === route)?.path ?? '/';
  // The demo customer signs in once; one cart line is then updated over and over.
  const token = await login(baseUrl);
  const auth = { authorization: `Bearer ${token}`, ...JSON_HEADERS };
  const added = await fetch(`${baseUrl}/api/cart`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ items: [ROLLER] }),
  });
  const cart = await added.json();
  if (!added.ok) throw new Error(`POST /api/cart answered ${added.status}: ${JSON.stringify(cart)}`);
  const line = cart.items.at(-1).id;
  const reads = await apiReads(baseUrl);

  return [
    ['page /', 2, { path: '/' }],
    ['page product', 2, { path: sample('/productos/persianas') }],
    ['page details', 2, { path: sample('/detalles/{variant}/{color?}') }],
    ['page /distribuidores', 2, { path: '/distribuidores' }],
    ...reads.map((r) => [`GET ${r.name}`, 2, { path: r.path }]),
    [
      'POST /api/quote-price',
      2,
      { path: '/api/quote-price', method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ items: [ROLLER] }) },
    ],
    [
      'PUT /api/cart/{id}',
      2,
      { path: `/api/cart/${line}`, method: 'PUT', headers: auth, body: JSON.stringify({ quantity: 3 }) },
    ],
  ];
}

/**
 * Starts from the steady state: each page is fetched until Next's cache answers HIT (a page
 * older than its 60 s is STALE at first and regenerates in the background). Prints what it saw.
 */
async function warmPages(baseUrl, paths) {
  for (const path of paths) {
    const seen = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await fetch(baseUrl + path);
      await response.arrayBuffer();
      const state = response.headers.get('x-nextjs-cache') ?? 'no cache header';
      seen.push(state);
      if (state !== 'STALE') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`[load] warm-up ${path}: ${seen.join(' → ')}`);
  }
}

function split(total, shares) {
  const sum = shares.reduce((a, b) => a + b, 0);
  const out = shares.map((s) => Math.max(1, Math.floor((total * s) / sum)));
  for (let i = 0; out.reduce((a, b) => a + b, 0) < total; i = (i + 1) % out.length) out[i]++;
  return out;
}

function printRows(rows) {
  const head = ['Request', 'Conn.', 'Req/s', 'p50', 'p99', 'Errors (timeouts)', 'Non-2xx'];
  const cells = rows.map((r) => [
    r.name,
    String(r.connections),
    fmt.rps(r.rps),
    fmt.ms(r.p50),
    fmt.ms(r.p99),
    `${r.errors} (${r.timeouts})`,
    fmt.statuses(r.non2xx),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log([line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n'));
}

export async function run() {
  console.log(`[load] ${new Date().toISOString()} on ${machine()}`);
  const server = await startNext('pg', PORTS.load);
  console.log(
    `[load] ${server.proc.label} ready in ${Math.round(server.readyMs)} ms; ${CONNECTIONS} connections for ${SECONDS} s`,
  );
  const types = await mix(server.url);
  await warmPages(
    server.url,
    types.filter(([name]) => name.startsWith('page ')).map(([, , options]) => options.path),
  );
  const connections = split(
    CONNECTIONS,
    types.map(([, share]) => share),
  );
  const latencies = [];
  const results = await Promise.all(
    types.map(async ([name, , options], i) => {
      const { path, ...rest } = options;
      const r = await cannon({
        url: server.url + path,
        ...rest,
        connections: connections[i],
        duration: SECONDS,
        onLatency: (ms) => latencies.push(ms),
      });
      return { name, connections: connections[i], ...r };
    }),
  );
  const total = {
    name: 'TOTAL',
    connections: CONNECTIONS,
    rps: results.reduce((a, r) => a + r.rps, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: results.reduce((a, r) => a + r.errors, 0),
    timeouts: results.reduce((a, r) => a + r.timeouts, 0),
    non2xx: results.reduce((acc, r) => {
      for (const [code, n] of Object.entries(r.non2xx)) acc[code] = (acc[code] ?? 0) + n;
      return acc;
    }, {}),
  };
  printRows([...results, total]);
  const log = server.proc.output();
  const serverErrors = log
    .split('\n')
    .filter((l) => /error/i.test(l))
    .slice(0, 5);
  if (serverErrors.length) console.log(`[load] server log, first errors:\n${serverErrors.join('\n')}`);
  return {
    rows: [
      {
        measure: `Load: ${CONNECTIONS} conn. × ${SECONDS} s, mixed`,
        value: `${fmt.rps(total.rps)} req/s, p50 ${fmt.ms(total.p50)}, p99 ${fmt.ms(total.p99)}, errors ${total.errors} (timeouts ${total.timeouts}), non-2xx ${fmt.statuses(total.non2xx)}`,
        target: '(figure)',
        met: null,
      },
    ],
    details: { results, total },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run()
    .then(async () => {
      await cleanupAll();
      process.exit(0);
    })
    .catch(async (error) => {
      console.error(error.stack ?? error);
      await cleanupAll();
      process.exit(1);
    });
}
