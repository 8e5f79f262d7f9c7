// `npm start` ready time: from the command to the first 200 of GET /api/states (the database
// opened, migrated and seeded by instrumentation.ts), on a new DATA_DIR (PGlite initdb or the
// build's template, migrations, demo seed) and again on the same, now existing, DATA_DIR. Where
// the time goes, from what the server prints: Next's own "Ready in", the database's steps
// (lib/server/db/boot.ts), and the rest (npm, scripts/start.mjs, node, the first request).
import { startProcess } from './lib/processes.mjs';
import { PORTS, ROOT, ensureBuild, serverEnv, tempDir, waitReady } from './lib/servers.mjs';

async function timeStart(dataDir, label) {
  const since = performance.now();
  const proc = startProcess('npm', ['start', '--silent'], {
    cwd: ROOT,
    label: `npm start (${label})`,
    env: serverEnv({ DATA_DIR: dataDir, PORT: String(PORTS.startup), SEED_DEMO: '' }),
  });
  try {
    const ms = await waitReady(proc, `http://127.0.0.1:${PORTS.startup}/api/states`, since);
    const output = proc.output();
    const db = /\[db\] .* listo en (\d+) ms(?: \(conexión (\d+) ms, migraciones (\d+) ms, datos (\d+) ms\))?/.exec(
      output,
    );
    const ready = /Ready in ([\d.]+)(ms|s)/.exec(output);
    const nextMs = ready ? Number(ready[1]) * (ready[2] === 's' ? 1000 : 1) : null;
    const phases = db?.[2] ? `connect ${db[2]} ms, migrations ${db[3]} ms, seed ${db[4]} ms` : 'steps not printed';
    console.log(
      `[startup] ${label} DATA_DIR: ready in ${Math.round(ms)} ms; Next "Ready in" ${nextMs ?? '?'} ms; database ${db ? `${db[1]} ms (${phases})` : 'time not printed'}`,
    );
    return { ms, dbMs: db ? Number(db[1]) : null, nextMs, phases };
  } finally {
    await proc.stop();
  }
}

export async function run() {
  ensureBuild();
  const dataDir = tempDir('startup');
  const fresh = await timeStart(dataDir, 'new');
  const existing = await timeStart(dataDir, 'existing');
  return {
    rows: [
      {
        measure: '`npm start` ready, new DATA_DIR',
        value: `${(fresh.ms / 1000).toFixed(1)} s (database ${fresh.dbMs ?? '?'} ms: ${fresh.phases})`,
        target: '≤ 4 s',
        met: fresh.ms <= 4000,
      },
      {
        measure: '`npm start` ready, existing DATA_DIR',
        value: `${(existing.ms / 1000).toFixed(1)} s (database ${existing.dbMs ?? '?'} ms: ${existing.phases})`,
        target: '≤ 1.5 s',
        met: existing.ms <= 1500,
      },
    ],
    details: { fresh, existing },
  };
}
