// npm start: builds the app when there is no build yet, then serves it with `next start`.
// The database is opened, migrated and seeded by instrumentation.ts when the server starts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const next = 'node_modules/.bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No hay compilación: ejecutando `next build` (sólo la primera vez)…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn(next, ['start', '-p', port], { stdio: 'inherit', env });
// The server stops cleanly on SIGTERM/SIGINT (instrumentation.ts) and exits 0: pass the signal on
// and leave with its code. A server killed outright (SIGKILL, OOM) is a failure: 128 + signal.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
