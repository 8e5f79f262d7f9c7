// `npm run bench`: every measurement, then a summary table. Prints figures, never fails on a
// time (the exit code is non-zero only when a measurement could not run at all).
//   node scripts/bench/index.mjs                 all of them
//   node scripts/bench/index.mjs lighthouse api  only those
// Needs a production build (made first when missing) and PostgreSQL on 127.0.0.1:5432.
import os from 'node:os';
import { createContext } from './lib/context.mjs';
import { machine } from './lib/machine.mjs';
import { cleanupAll } from './lib/processes.mjs';
import { ensureBuild } from './lib/servers.mjs';

const MODULES = {
  startup: () => import('./startup.mjs'),
  bundles: () => import('./bundles.mjs'),
  throughput: () => import('./throughput.mjs'),
  'server-profile': () => import('./server-profile.mjs'),
  api: () => import('./api.mjs'),
  'api-floor': () => import('./api-floor.mjs'),
  'spike-lean-api': () => import('./spikes/lean-api.mjs'),
  'spike-paint-first': () => import('./spikes/paint-first.mjs'),
  'login-flood': () => import('./login-flood.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  interaction: () => import('./interaction.mjs'),
  visualizer: () => import('./visualizer.mjs'),
  dealers: () => import('./dealers.mjs'),
  hostile: () => import('./hostile.mjs'),
};

function printTable(rows) {
  const cells = rows.map((r) => [r.measure, r.value, r.target, r.met === null ? '—' : r.met ? 'yes' : 'NO']);
  const head = ['Measure', 'Figure', 'Target', 'Met'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n'));
}

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !MODULES[n]);
  if (unknown.length)
    throw new Error(`unknown measurement: ${unknown.join(', ')} (one of ${Object.keys(MODULES).join(', ')})`);
  const selected = names.length ? names : Object.keys(MODULES);
  console.log(`[bench] ${new Date().toISOString()} on ${machine()}`);
  ensureBuild();
  const ctx = createContext();
  const rows = [];
  let failed = false;
  for (const name of selected) {
    const started = performance.now();
    console.log(`\n[bench] ── ${name} ──`);
    try {
      const mod = await MODULES[name]();
      rows.push(...(await mod.run(ctx)).rows);
    } catch (error) {
      failed = true;
      console.error(`[bench] ${name} could not run: ${error.stack ?? error}`);
      rows.push({
        measure: name,
        value: `could not run: ${String(error.message).split('\n')[0]}`,
        target: '',
        met: null,
      });
    }
    console.log(`[bench] ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  printTable(rows);
  console.log(
    `\n[bench] load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return failed ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error.stack ?? error);
    await cleanupAll();
    process.exit(1);
  });
