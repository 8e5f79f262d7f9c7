// npm start: builds the app when there is no build yet, then serves it with `next start`, in this
// same process (one Node start less: ~60 ms of `npm start` on an existing DATA_DIR, issue 15).
// The database is opened, migrated and seeded by instrumentation.ts when the server starts, which
// also owns SIGTERM/SIGINT: a clean stop exits 0.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const next = 'node_modules/.bin/next';

const port = process.env.PORT || '3000';
// Canonical links, the sitemap and Open Graph name the site's public address, fixed at build time
// (next.config.js): SITE_URL, else http://localhost:PORT. A build made for another address is rebuilt.
const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, '');
const SITE_URL_MARK = '.next/solara-site-url';
const builtFor = existsSync(SITE_URL_MARK) ? readFileSync(SITE_URL_MARK, 'utf8').trim() : null;

if (!existsSync('.next/BUILD_ID') || (builtFor !== null && builtFor !== siteUrl)) {
  console.log(
    existsSync('.next/BUILD_ID')
      ? `La compilación es para ${builtFor}; se compila de nuevo para ${siteUrl}…`
      : 'No hay compilación: ejecutando `next build` (sólo la primera vez)…',
  );
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env: { ...env, PORT: port } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(SITE_URL_MARK, `${siteUrl}\n`);
}
if (!process.env.SITE_URL) console.log(`SITE_URL no está definida: los enlaces canónicos y el sitemap usan ${siteUrl}.`);

// Next's own command line, as `next start -p PORT` would run it.
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.argv = [process.argv[0], next, 'start', '-p', port];
createRequire(import.meta.url)('next/dist/bin/next');
