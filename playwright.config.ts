import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against a production build on a fresh embedded database (.data-e2e).
// Debian's Chromium when present: `npx playwright install` cannot download browsers here. Its
// headless shell (package chromium-headless-shell) is what Playwright itself runs headless: the full
// browser in headless mode took twice the CPU for the same suite on this 2-core host (panel-walk:
// 2.1 → 1.0 min, the renderers' CPU 112 → 47 s), so the shell is preferred when it is installed.
const PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_DATA_DIR = '.data-e2e';
/**
 * The captcha server (HCAPTCHA_SECRET set) and the fake siteverify it asks. These and the servers
 * below are started only by the specs that use them (e2e/support/servers.ts).
 */
export const CAPTCHA_PORT = PORT + 1;
export const CAPTCHA_DATA_DIR = '.data-e2e-captcha';
export const VERIFIER_PORT = PORT + 2;
/** The split pair: a front end only (API_URL) whose API host is the main e2e server. */
export const FRONT_PORT = PORT + 3;
export const FRONT_DATA_DIR = '.data-e2e-front';
export const API_ORIGIN = `http://localhost:${PORT}`;
export const FRONT_ORIGIN = `http://localhost:${FRONT_PORT}`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789abcdef';
/**
 * A front end only against a host that implements only spec §7 (e2e/support/spec-only-host.mjs):
 * spec-only-host.spec.ts. PORT+4 is left to the split pair.
 */
export const SPEC_HOST_PORT = PORT + 5;
export const SPEC_HOST_ORIGIN = `http://127.0.0.1:${SPEC_HOST_PORT}`;
export const SPEC_FRONT_PORT = PORT + 6;
export const SPEC_FRONT_ORIGIN = `http://localhost:${SPEC_FRONT_PORT}`;
export const SPEC_FRONT_DATA_DIR = '.data-e2e-spec-front';
/** The payment provider's local fake (tests/support/fake-stripe.mjs): the main server pays through it. */
export const FAKE_STRIPE_PORT = PORT + 7;
export const FAKE_STRIPE_ORIGIN = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_solara_0123456789abcdef';
const chromium = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
/** The host of the maps' default street map (OPEN_STYLE_URL), unreachable in the tests. */
export const TILE_HOST = 'tiles.openfreemap.org';

/**
 * Specs that change data other specs read (the catalogue, the dealers on the map, the demo
 * accounts' carts and orders, the users list's total), whole files here and single tests tagged
 * @shared: they run one at a time in the `shared` project, after every read-only spec has run on
 * two workers in the `parallel` project. Each entry is a file name as Playwright's grep sees it.
 */
const SHARED_FILES = ['exports', 'fabrics-many', 'split-pair'];
const SHARED = [/@shared/, new RegExp(`(?:^| )(?:${SHARED_FILES.join('|')})\\.spec\\.ts `)];

export default defineConfig({
  testDir: './e2e',
  // Two workers for the `parallel` project; the `shared` project takes one at a time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-MX',
    // Recording a trace costs about a third of the suite's CPU on this 2-core host (measured: guard,
    // a11y and login specs, 82 s of CPU with traces, 52 s without). Under CI only the retry of a
    // failed test records one (retries: 1): a failure that repeats comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
    {
      // Specs that only read shared data (or change accounts they created themselves): every test
      // on either worker. A file whose tests depend on each other says so (describe.configure).
      name: 'parallel',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
      testIgnore: /auth\.setup\.ts/,
      grepInvert: SHARED,
      fullyParallel: true,
    },
    {
      name: 'shared',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['parallel'],
      testIgnore: /auth\.setup\.ts/,
      grep: SHARED,
      workers: 1,
    },
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
        // Online payment through the provider's local fake, which signs its webhooks to this server.
        STRIPE_SECRET_KEY: 'sk_test_e2e_solara',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: FAKE_STRIPE_ORIGIN,
      },
      stdout: 'pipe',
    },
    {
      command: `exec node e2e/support/fake-stripe-server.mjs ${FAKE_STRIPE_PORT} http://localhost:${PORT}/api/payments/webhook ${STRIPE_WEBHOOK_SECRET}`,
      url: `${FAKE_STRIPE_ORIGIN}/__fake/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
