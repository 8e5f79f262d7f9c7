// `npm start` ready time: from the command to the first 200 of GET /api/states (the database
// opened, migrated and seeded by instrumentation.ts), on a new DATA_DIR (PGlite initdb,
// migrations, demo seed) and again on the same, now existing, DATA_DIR.
import { startProcess } from './lib/processes.mjs';
import { PORTS, ROOT, ensureBuild, serverEnv, tempDir, waitReady } from './lib/servers.mjs';

async function timeStart(dataDir, label) {
  const since = performance.now();
  const proc = startProcess('npm', ['start', '--silent'], {
    cwd: ROOT, label: `npm start (${label})`, env: serverEnv({ DATA_DIR: dataDir, PORT: String(PORTS.startup), SEED_DEMO: '' }),
  });
  try {
    const ms = await waitReady(proc, `http://127.0.0.1:${PORTS.startup}/api/states`, since);
    const db = /\[db\] .* listo en (\d+) ms/.exec(proc.output());
    console.log(`[startup] ${label} DATA_DIR: ready in ${Math.round(ms)} ms (database ${db ? `${db[1]} ms` : 'time not printed'})`);
    return { ms, dbMs: db ? Number(db[1]) : null };
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
      { measure: '`npm start` ready, new DATA_DIR', value: `${(fresh.ms / 1000).toFixed(1)} s (database ${fresh.dbMs ?? '?'} ms)`, target: '(figure)', met: null },
      { measure: '`npm start` ready, existing DATA_DIR', value: `${(existing.ms / 1000).toFixed(1)} s (database ${existing.dbMs ?? '?'} ms)`, target: '(figure)', met: null },
    ],
    details: { fresh, existing },
  };
}
