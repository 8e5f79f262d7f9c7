// First-load JS of every public route against its budget: our JavaScript beyond the
// framework floor (content pages ≤ 10 KB, /cotizador ≤ 45 KB, /contacto and /muestras ≤ 40 KB,
// /distribuidores ≤ 30 KB before the map). Measured by scripts/bench/lib/js-weight.mjs, the same code as the
// byte-budget test (e2e/byte-budget.spec.ts).
import { formatTable, kb, measureRoutes } from './lib/js-weight.mjs';

export async function run(ctx) {
  const server = await ctx.server('pg');
  const measured = await measureRoutes(server.url);
  for (const line of formatTable(measured).split('\n')) console.log(`[bundles] ${line}`);
  const { floor, routes } = measured;
  const budgeted = routes.filter((r) => r.budget !== null && r.path);
  const content = budgeted.filter((r) => r.budget === 10_000);
  const others = budgeted.filter((r) => r.budget !== 10_000);
  const worst = content.reduce((a, b) => (b.ours > a.ours ? b : a));
  const overContent = content.filter((r) => r.ours > r.budget);
  return {
    rows: [
      {
        measure: 'Framework floor JS (rootMainFiles + Next client components)',
        value: `${kb(floor.gzip)} gzip`,
        target: 'measured',
        met: null,
      },
      {
        measure: 'Our JS, content pages',
        value: `${overContent.length} of ${content.length} over; max ${kb(worst.ours)} (${worst.route})`,
        target: '≤ 10.0 KB gzip beyond the floor',
        met: overContent.length === 0,
      },
      ...others.map((r) => ({
        measure: `Our JS, ${r.route}${r.note ? ` (${r.note})` : ''}`,
        value: `${kb(r.ours)} (total ${kb(r.total)})`,
        target: `≤ ${kb(r.budget)} gzip beyond the floor`,
        met: r.ours <= r.budget,
      })),
    ],
    details: routes,
  };
}
