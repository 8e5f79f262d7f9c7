// API read latency at 50 connections, each endpoint alone, on PostgreSQL and on PGlite.
// /api/states and /api/municipality query the database on every request; /api/dealers and
// /api/quoter-options are served from Next's data cache (60 s), so they show the framework's
// own cost. The ratio compares the two databases on the endpoints that reach them.
import { cannon, fmt } from './lib/cannon.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const TARGET_P99 = 20;
const DB_BOUND = new Set(['/api/states', '/api/municipality/{id}']);

/** The reads measured, with a concrete municipality list (the state with the most). */
export async function apiReads(baseUrl) {
  const states = await (await fetch(`${baseUrl}/api/states`)).json();
  const jalisco = states.find((s) => s.name === 'Jalisco') ?? states[0];
  return [
    { name: '/api/states', path: '/api/states' },
    { name: '/api/municipality/{id}', path: `/api/municipality/${jalisco.id}` },
    { name: '/api/dealers', path: '/api/dealers' },
    { name: '/api/quoter-options', path: '/api/quoter-options' },
  ];
}

async function measureServer(server) {
  const results = [];
  for (const read of await apiReads(server.url)) {
    await cannon({ url: server.url + read.path, connections: CONNECTIONS, duration: 2 }); // warm-up
    const r = await cannon({ url: server.url + read.path, connections: CONNECTIONS, duration: SECONDS });
    console.log(
      `[api] ${server.kind} ${read.name}: ${fmt.rps(r.rps)} req/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}, errors ${r.errors} (timeouts ${r.timeouts}), non-2xx ${fmt.statuses(r.non2xx)}`,
    );
    results.push({ ...read, ...r });
  }
  return results;
}

export async function run(ctx) {
  const byKind = {};
  for (const kind of ['pg', 'pglite']) byKind[kind] = await measureServer(await ctx.server(kind));

  const rows = [];
  for (const kind of ['pg', 'pglite']) {
    const worst = byKind[kind].reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const bad = byKind[kind].reduce((n, r) => n + r.errors + Object.values(r.non2xx).reduce((a, b) => a + b, 0), 0);
    rows.push({
      measure: `API reads p99, ${CONNECTIONS} conn., ${kind === 'pg' ? 'PostgreSQL' : 'PGlite'}`,
      value:
        byKind[kind].map((r) => `${r.name.replace('/api/', '')} ${fmt.ms(r.p99)}`).join(', ') +
        (bad ? ` (${bad} failed)` : ''),
      target: `< ${TARGET_P99} ms`,
      met: worst.p99 < TARGET_P99 && bad === 0,
    });
  }
  const ratios = byKind.pg
    .filter((r) => DB_BOUND.has(r.name))
    .map((r) => {
      const lite = byKind.pglite.find((l) => l.name === r.name);
      return `${r.name.replace('/api/', '')} ${(r.rps / lite.rps).toFixed(2)}× req/s, p99 ${(r.p99 / lite.p99).toFixed(2)}×`;
    });
  rows.push({ measure: 'API reads PostgreSQL ÷ PGlite', value: ratios.join('; '), target: '(figure)', met: null });
  return { rows, details: byKind };
}
