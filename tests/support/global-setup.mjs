// Once per API test run: builds the seeded template database the test files clone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const run = (...args) =>
    execFileSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/db-template.ts', ...args], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test' },
    });
  if (driver === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB_DRIVER=postgres necesita TEST_DATABASE_URL');
    const template = `${process.env.TEST_DB_PREFIX ?? 'solara_'}tpl_${process.pid}`;
    run('postgres', template);
    process.env.SOLARA_TEST_TEMPLATE = template;
  } else {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'solara-tpl-')), 'seeded.tar.gz');
    run('pglite', file);
    process.env.SOLARA_TEST_TEMPLATE = file;
  }
  process.env.TEST_DB_DRIVER = driver;
}
