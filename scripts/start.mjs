// npm start: builds the app when there is no build yet, then serves it with `next start`, in this
// same process (one Node start less: ~60 ms of `npm start` on an existing DATA_DIR).
// The database is opened, migrated and seeded by instrumentation.ts when the server starts, which
// also owns SIGTERM/SIGINT: a clean stop exits 0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const next = 'node_modules/.bin/next';

const port = process.env.PORT || '3000';
// The site's address (SITE_URL) is read by the server when it starts, so any build serves it; the
// server's first lines say which one it uses (instrumentation.ts).
if (!existsSync('.next/BUILD_ID')) {
  console.log('No hay compilación: ejecutando `next build` (sólo la primera vez)…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env: { ...env, PORT: port } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Next's own command line, as `next start -p PORT` would run it.
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.argv = [process.argv[0], next, 'start', '-p', port];
createRequire(import.meta.url)('next/dist/bin/next');
