// Shared end-to-end fixtures and helpers: demo accounts and their saved sessions (written by
// auth.setup.ts), fresh users created through the API, the mail the server writes as .eml files
// under DATA_DIR/mail, and an axe-core check.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../lib/server/db/seed/demo-users';
import { E2E_DATA_DIR } from '../playwright.config';
import { decodeQuotedPrintable } from '../tests/support/mail';

export { expect };

// ── Accounts ─────────────────────────────────────────────────────────────────

export type Role = 'admin' | 'distributor' | 'customer';
export const ROLES: readonly Role[] = ['admin', 'distributor', 'customer'];

/** localStorage key of the session token (spec §3, §9). */
export const TOKEN_KEY = 'user_token';

/** Folder of the saved sessions; not committed (add `e2e/.auth/` to .gitignore). */
export const AUTH_DIR = path.join(__dirname, '.auth');

/** The storageState file auth.setup.ts writes for a role. */
export function authFile(role: Role): string {
  return path.join(AUTH_DIR, `${role}.json`);
}

export type Account = { name: string; email: string; password: string };

/** A seeded demo account (lib/server/db/seed/demo-users.ts, listed in the README). */
export function demoAccount(role: Role): Account {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`No demo account for role ${role}`);
  return { name: user.name, email: user.email, password: DEMO_PASSWORD };
}

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${random}@e2e.solara.test`;
}

export type TestUser = Account & { phone: string };

/** Ids of a state and one of its municipalities, by name, from the public API. */
export async function placeIds(request: APIRequestContext, stateName = 'Jalisco', municipalityName = 'Zapopan') {
  const states = await request.get('/api/states');
  expect(states.status()).toBe(200);
  const state = ((await states.json()) as { id: number; name: string }[]).find((s) => s.name === stateName);
  if (!state) throw new Error(`State ${stateName} is not in /api/states`);
  const municipalities = await request.get(`/api/municipality/${state.id}`);
  expect(municipalities.status()).toBe(200);
  const municipality = ((await municipalities.json()) as { id: number; name: string }[]).find((m) => m.name === municipalityName);
  if (!municipality) throw new Error(`Municipality ${municipalityName} is not in /api/municipality/${state.id}`);
  return { stateId: state.id, municipalityId: municipality.id };
}

/** Creates a customer account through POST /api/register (captcha is off in the e2e server). */
export async function registerUser(request: APIRequestContext, prefix = 'e2e'): Promise<TestUser> {
  const user: TestUser = {
    name: 'Prueba Automática',
    email: uniqueEmail(prefix),
    password: `Clave-${Math.random().toString(36).slice(2, 10)}-2026`,
    phone: '3312345678',
  };
  const { stateId, municipalityId } = await placeIds(request);
  const response = await request.post('/api/register', {
    data: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      state_id: stateId,
      municipality_id: municipalityId,
      password: user.password,
      password_confirmation: user.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Signs in through POST /api/login and returns the token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('POST /api/login returned no token');
  return body.token;
}

// ── Pages ────────────────────────────────────────────────────────────────────

/** A URL matcher for `toHaveURL`: this exact path on any origin, with any query or hash. */
export function atPath(pathname: string): RegExp {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}(?:[?#].*)?$`);
}

/**
 * Opens a page and waits until React has hydrated `selector` (its DOM node carries React's
 * fiber). Before that, a click on a submit button would send the form natively instead of
 * through the app's handler, so every form test starts here.
 */
export async function gotoHydrated(page: Page, url: string, selector = 'main form'): Promise<void> {
  await page.goto(url);
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** The password input itself (exact label: "Contraseña" is also part of other labels). */
export function passwordInput(page: Page, label = 'Contraseña'): Locator {
  return page.getByLabel(label, { exact: true });
}

/**
 * Matches a field's accessible description that is exactly `message`, allowing the warning
 * sign the error style prepends (components/forms/field.module.css, `.error::before`).
 */
export function fieldError(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:⚠\\s*)?${escaped}$`);
}

/** Fills and sends the /login form. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

/** Presses Tab until `target` has the focus (at most `maxTabs` times): proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, maxTabs = 25): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${maxTabs} presses of Tab`);
}

// ── Mail ─────────────────────────────────────────────────────────────────────

/** Where the e2e server (DATA_DIR = .data-e2e, no SMTP_URL) writes its mail. */
export const MAIL_DIR = path.resolve(__dirname, '..', E2E_DATA_DIR, 'mail');

export type Mail = {
  file: string;
  /** The To header. */
  to: string;
  /** The whole message, quoted-printable decoded (headers and every part). */
  text: string;
};

async function readMailDir(): Promise<Mail[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(MAIL_DIR, name), 'utf8');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const to = /^To:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(headers)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
      return { file: name, to, text: decodeQuotedPrintable(raw) };
    }),
  );
}

/**
 * The newest message addressed to `to` (file names start with their ISO time). Waits for it
 * to appear, up to `timeout`.
 */
export async function readLatestMail(to: string, timeout = 10_000): Promise<Mail> {
  let latest: Mail | undefined;
  await expect
    .poll(
      async () => {
        latest = (await readMailDir()).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase())).at(-1);
        return latest !== undefined;
      },
      { message: `a message to ${to} in ${MAIL_DIR}`, timeout },
    )
    .toBe(true);
  if (!latest) throw new Error(`No message to ${to}`);
  return latest;
}

/** Every message addressed to `to`, oldest first (no waiting). */
export async function mailsTo(to: string): Promise<Mail[]> {
  return (await readMailDir()).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** The password-reset link in a message: `<origin>/autenticacion?token=<40 letters and digits>`. */
export function resetLinkIn(mail: Mail): string {
  const link = /https?:\/\/[^\s"'<>]+\/autenticacion\?token=[A-Za-z0-9]{40}(?![A-Za-z0-9])/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in ${mail.file}`);
  return link;
}

// ── Accessibility ────────────────────────────────────────────────────────────

export type AxeViolation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/**
 * Runs axe-core on the page (every rule: WCAG 2.x A/AA and best practices) and returns
 * the violations in a short, readable form for assertion messages.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

// ── test.extend ──────────────────────────────────────────────────────────────

type Fixtures = {
  /** A new page signed in as a demo role (its own context, from auth.setup.ts's storageState). */
  asRole: (role: Role) => Promise<Page>;
  /** A customer account created for this test only, not signed in. */
  freshUser: TestUser;
  /** The newest mail addressed to an address, waiting for it to arrive. */
  readLatestMail: (to: string) => Promise<Mail>;
  /** axe-core violations of a page (the test's `page` by default). */
  axe: (target?: Page) => Promise<AxeViolation[]>;
};

// The second argument of a fixture is named `provide` rather than Playwright's usual `use`:
// React's lint rules take any `use(…)` call for a hook.
export const test = base.extend<Fixtures>({
  asRole: async ({ browser, baseURL, locale, viewport }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role) => {
      const context = await browser.newContext({ baseURL, locale, viewport, storageState: authFile(role) });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  freshUser: async ({ request }, provide) => {
    await provide(await registerUser(request));
  },
  readLatestMail: async ({}, provide) => {
    await provide((to) => readLatestMail(to));
  },
  axe: async ({ page }, provide) => {
    await provide((target) => axeViolations(target ?? page));
  },
});
