// npm test: every suite, in order — unit (jsdom), API on PGlite, API on PostgreSQL when
// TEST_DATABASE_URL is set, then a fresh production build, the process suites (tests/process:
// faults, several instances) and end-to-end in Chromium.
// Ends with each stage's time and one line "Total: N passed, N failed, N skipped, N flaky" summing
// all of them: a test that failed and then passed on Playwright's retry is flaky, not passed, and
// is named above the line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const flakyTests = [];
const stages = [];
let exitCode = 0;

function run(title, command, args, extraEnv = {}) {
  console.log(`\n━━━ ${title} ━━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  stages.push({ title, seconds: (Date.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

/** Every spec of a Playwright JSON report's suites, with the titles that lead to it. */
function* specsOf(suites, path = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) yield { spec, title: [...here, spec.title].join(' › ') };
    yield* specsOf(suite.suites, here);
  }
}

function addJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected;
  totals.flaky += stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const { spec, title } of specsOf(suites)) {
    if (spec.tests?.some((test) => test.status === 'flaky')) flakyTests.push(title);
  }
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
// Copies of the build the e2e suite's front ends ran from (playwright.config.ts): Jest must not
// find their package.json files.
for (const entry of readdirSync('.')) if (entry.startsWith('.next-')) rmSync(entry, { recursive: true, force: true });
const jest = 'node_modules/.bin/jest';

run('Pruebas unitarias', jest, ['--selectProjects', 'unit', '--json', '--outputFile=test-results/unit.json']);
addJest('test-results/unit.json');

const apiEnv = { NODE_OPTIONS: '--experimental-vm-modules' };
run('API sobre PGlite', jest, ['--selectProjects', 'api', '--json', '--outputFile=test-results/api-pglite.json'], {
  ...apiEnv,
  TEST_DB_DRIVER: 'pglite',
});
addJest('test-results/api-pglite.json');

if (process.env.TEST_DATABASE_URL) {
  run(
    'API sobre PostgreSQL',
    jest,
    ['--selectProjects', 'api', '--json', '--outputFile=test-results/api-postgres.json'],
    { ...apiEnv, TEST_DB_DRIVER: 'postgres' },
  );
  addJest('test-results/api-postgres.json');
} else {
  console.log('\n(TEST_DATABASE_URL no está definido: se omite la suite de API sobre PostgreSQL)');
}

if (process.env.SKIP_E2E === '1') {
  console.log('\n(SKIP_E2E=1: se omiten las pruebas de extremo a extremo)');
} else if (run('Compilación de producción', 'node_modules/.bin/next', ['build'])) {
  // Two files at a time: each has its own ports, data directories and databases, and they spend
  // most of their time waiting on the servers they start (on a loaded 2-core host: 227 s one by
  // one, 97 s two at a time, the same 80 s of CPU).
  run('Procesos reales: fallas y varias instancias', jest, [
    '--selectProjects',
    'process',
    '--maxWorkers=2',
    '--passWithNoTests',
    '--json',
    '--outputFile=test-results/process.json',
  ]);
  addJest('test-results/process.json');
  const failedBefore = totals.failed;
  const e2ePassed = run('Extremo a extremo (Playwright + Chromium)', 'node_modules/.bin/playwright', ['test']);
  addPlaywright('test-results/e2e-results.json');
  // A run that stopped before any test (a port in use, a server that did not start) reports none failed.
  if (!e2ePassed && totals.failed === failedBefore) totals.failed += 1;
} else {
  totals.failed += 1;
}

// Rounded to the second before it is split: 119.6 s is "2 min 00 s", not "1 min 60 s".
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log('\nTiempo por etapa:');
for (const stage of stages)
  console.log(`  ${stage.title.padEnd(45)} ${minutes(stage.seconds).padStart(12)}${stage.ok ? '' : '  (falló)'}`);
console.log(`  ${'Total'.padEnd(45)} ${minutes(stages.reduce((sum, stage) => sum + stage.seconds, 0)).padStart(12)}`);
if (flakyTests.length > 0) {
  console.log('\nInestables (fallaron y pasaron al reintentar):');
  for (const title of flakyTests) console.log(`  ${title}`);
}
console.log(
  `\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`,
);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
