import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against a production build on a fresh embedded database (.data-e2e).
// Debian's Chromium when present: `npx playwright install` cannot download browsers here.
const PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_DATA_DIR = '.data-e2e';
/** The captcha server (HCAPTCHA_SECRET set) and the fake siteverify it asks. */
export const CAPTCHA_PORT = PORT + 1;
export const CAPTCHA_DATA_DIR = '.data-e2e-captcha';
const VERIFIER_PORT = PORT + 2;
/** The split pair: a front end only (API_URL) whose API host is the main e2e server. */
export const FRONT_PORT = PORT + 3;
export const FRONT_DATA_DIR = '.data-e2e-front';
export const API_ORIGIN = `http://localhost:${PORT}`;
export const FRONT_ORIGIN = `http://localhost:${FRONT_PORT}`;
const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789abcdef';
/**
 * A front end only against a host that implements only spec §7 (e2e/support/spec-only-host.mjs):
 * spec-only-host.spec.ts. PORT+4 is left to the split pair.
 */
export const SPEC_HOST_PORT = PORT + 5;
export const SPEC_HOST_ORIGIN = `http://127.0.0.1:${SPEC_HOST_PORT}`;
export const SPEC_FRONT_PORT = PORT + 6;
export const SPEC_FRONT_ORIGIN = `http://localhost:${SPEC_FRONT_PORT}`;
const SPEC_FRONT_DATA_DIR = '.data-e2e-spec-front';
/**
 * Starts `next start` from a private copy of the build (NEXT_DIST_DIR, next.config.js): pages one
 * server regenerates into its build folder must not be read as fresh by another with other data.
 */
const startFromCopyOfBuild = (dir: string, port: number) =>
  `rm -rf ${dir} && mkdir ${dir} && (cd .next && tar cf - --exclude=./cache .) | (cd ${dir} && tar xf -) && NEXT_DIST_DIR=${dir} ./node_modules/.bin/next start -p ${port}`;
const chromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
/** The host of the maps' default street map (OPEN_STYLE_URL), unreachable in the tests. */
export const TILE_HOST = 'tiles.openfreemap.org';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // The maps' default tile service (lib/dealers/map-style.ts) answers "no such host" at once, as
      // offline: the maps fall back to the app's own style, and no test reaches the internet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--host-resolver-rules=MAP ${TILE_HOST} ~NOTFOUND`,
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'], testIgnore: /auth\.setup\.ts/ },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && ./node_modules/.bin/next start -p ${PORT}`,
      url: `http://localhost:${PORT}/api/states`,
      reuseExistingServer: false,
      timeout: 120_000,
      // TRUST_PROXY=1: contact.spec plays several visitors by sending X-Forwarded-For, as a proxy
      // would. RATE_LIMITS: one browser registers about 25 accounts (the freshUser fixture) in a
      // few minutes, over the real 10 an hour per IP, the recovery specs mail the same demo
      // addresses more than 3 times an hour, and the specs sign the demo accounts in through the
      // API dozens of times from this one address (loginSuccess: 10 per 15 minutes). For the same
      // reason SESSION_MAX_PER_USER: those sign-ins must not end the sessions auth.setup.ts saved
      // for each role. Every other limit stays as in production.
      env: {
        DATA_DIR: E2E_DATA_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: '',
        HCAPTCHA_SECRET: '',
        NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
        REDIS_URL: '',
        TRUST_PROXY: '1',
        RATE_LIMITS: 'register=100/3600,recoveryAccount=100/3600,loginSuccess=1000/900',
        SESSION_MAX_PER_USER: '1000',
        // security-headers.spec checks the CORS preflight of a front end on another host; the
        // split pair's front end (split-pair.spec) calls this API from its own origin and is told
        // when public data changes.
        CORS_ORIGINS: `https://tienda.example.mx,${FRONT_ORIGIN}`,
        REVALIDATE_URLS: FRONT_ORIGIN,
        REVALIDATE_SECRET,
      },
      stdout: 'pipe',
    },
    // A second server with the captcha on, checked by a local fake of hCaptcha's siteverify
    // (e2e/support/fake-siteverify.mjs): contact-captcha.spec.ts.
    {
      command: `node e2e/support/fake-siteverify.mjs ${VERIFIER_PORT}`,
      url: `http://127.0.0.1:${VERIFIER_PORT}/`,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${CAPTCHA_DATA_DIR} && ./node_modules/.bin/next start -p ${CAPTCHA_PORT}`,
      url: `http://localhost:${CAPTCHA_PORT}/api/states`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DATA_DIR: CAPTCHA_DATA_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: '',
        NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
        REDIS_URL: '',
        TRUST_PROXY: '1',
        HCAPTCHA_SECRET: 'e2e-captcha-secret',
        HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${VERIFIER_PORT}/siteverify`,
      },
      stdout: 'pipe',
    },
    // The split pair's front end: the same build, API_URL at start, an empty DATA_DIR it must
    // leave empty, no database (split-pair.spec.ts).
    {
      command: `rm -rf ${FRONT_DATA_DIR} && mkdir ${FRONT_DATA_DIR} && ${startFromCopyOfBuild('.next-e2e-front', FRONT_PORT)}`,
      url: `${FRONT_ORIGIN}/runtime-config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        API_URL: API_ORIGIN,
        DATA_DIR: FRONT_DATA_DIR,
        REVALIDATE_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
        HCAPTCHA_SECRET: '',
        NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
      },
      stdout: 'pipe',
    },
    // The spec-only host (plain Node, in memory) and a front end only that uses it as its API.
    {
      command: `node e2e/support/spec-only-host.mjs ${SPEC_HOST_PORT} ${SPEC_FRONT_ORIGIN}`,
      url: `${SPEC_HOST_ORIGIN}/api/states`,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${SPEC_FRONT_DATA_DIR} && mkdir -p ${SPEC_FRONT_DATA_DIR} && ${startFromCopyOfBuild('.next-e2e-spec-front', SPEC_FRONT_PORT)}`,
      url: `${SPEC_FRONT_ORIGIN}/runtime-config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        API_URL: SPEC_HOST_ORIGIN,
        DATA_DIR: SPEC_FRONT_DATA_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
        HCAPTCHA_SECRET: '',
        NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
      },
      stdout: 'pipe',
    },
  ],
});
