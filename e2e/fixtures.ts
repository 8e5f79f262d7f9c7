// Shared end-to-end fixtures and helpers: demo accounts and their saved sessions (written by
// auth.setup.ts), fresh users created through the API, the mail the server writes as .eml files
// under DATA_DIR/mail, the public site's routes and its server HTML, and the axe-core and
// HTML_CodeSniffer checks.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { AWNING_MODELS, FABRICS, TYPES } from '../lib/server/db/seed/data/catalog';
import { DEMO_PASSWORD, DEMO_USERS } from '../lib/server/db/seed/demo-users';
import { API_ORIGIN, E2E_DATA_DIR, TILE_HOST } from '../playwright.config';
import { decodeQuotedPrintable } from '../tests/support/mail';
import { startServers, type ServerSpec } from './support/servers';

export { expect };

// ── Quote pieces ─────────────────────────────────────────────────────────────

/** A piece every seeded catalogue can make (a screen roller blind), as /api/quotes and /api/cart take it. */
export function screenBlindPiece(room: string) {
  return {
    line: 'persianas',
    type: 'enrollables',
    fabric: 'screen-5',
    color: 'blanco',
    width_cm: 120,
    height_cm: 150,
    quantity: 1,
    room,
    options: { motor: null, gallery: null, installation: false },
  };
}

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
  const municipality = ((await municipalities.json()) as { id: number; name: string }[]).find(
    (m) => m.name === municipalityName,
  );
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

/**
 * Signs a page in without the form: POST /api/login, then the token in localStorage under
 * user_token (as the form leaves it) before the app's scripts run. For the tests whose subject is
 * not the sign-in itself (login.spec.ts and auth.setup.ts test the form).
 */
export async function signInWithToken(page: Page, email: string, password: string): Promise<string> {
  const token = await apiLogin(page.request, email, password);
  await storeTokenInEveryTab(page.context(), token);
  return token;
}

/**
 * Each tab of the context starts with `token` stored as the session, once: after a sign-out or
 * another sign-in in that tab, the app's own storage stands.
 */
export async function storeTokenInEveryTab(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.sessionStorage.getItem('e2e-token-given')) return;
        window.sessionStorage.setItem('e2e-token-given', '1');
        window.localStorage.setItem(key, value);
      } catch {
        // A document without storage of its own (about:blank): nothing to sign in.
      }
    },
    [TOKEN_KEY, token] as const,
  );
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
const MAIL_DIR = path.resolve(__dirname, '..', E2E_DATA_DIR, 'mail');

type Mail = {
  file: string;
  /** The To header. */
  to: string;
  /** The whole message, quoted-printable decoded (headers and every part). */
  text: string;
  /** The Subject header, decoded. */
  subject: string;
  /** The Reply-To header ('' when absent). */
  replyTo: string;
  /** The body after the headers, quoted-printable decoded as UTF-8. */
  body: string;
};

async function readMailDir(dir = MAIL_DIR): Promise<Mail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const header = (field: string) =>
        new RegExp(`^${field}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im').exec(headers)?.[1]?.replace(/\s+/g, ' ').trim() ??
        '';
      const body = raw.slice(headers.length).replace(/^\r?\n\r?\n/, '');
      return {
        file: name,
        to: header('To'),
        text: decodeQuotedPrintable(raw),
        subject: decodeEncodedWords(header('Subject')),
        replyTo: header('Reply-To'),
        body: decodeQuotedPrintableUtf8(body),
      };
    }),
  );
}

/** Quoted-printable to text, reading the escaped bytes as UTF-8 ("Ubicaci=C3=B3n" → "Ubicación"). */
function decodeQuotedPrintableUtf8(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** RFC 2047 header words ("=?UTF-8?Q?Contacto_web_=235?=") to text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintableUtf8(data.replace(/_/g, ' ')),
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
export async function mailsTo(to: string, dir = MAIL_DIR): Promise<Mail[]> {
  return (await readMailDir(dir)).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/**
 * The newest message to `to` whose body contains `marker` (a string unique to the test), waiting
 * for it to appear. Several tests mail the same address (ventas@…): the marker tells them apart.
 */
export async function readMailWith(to: string, marker: string, timeout = 10_000, dir = MAIL_DIR): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, dir)).filter((mail) => mail.body.includes(marker)).at(-1);
        return found !== undefined;
      },
      { message: `a message to ${to} containing "${marker}" in ${dir}`, timeout },
    )
    .toBe(true);
  if (!found) throw new Error(`No message to ${to} containing ${marker}`);
  return found;
}

/** The password-reset link in a message: `<origin>/autenticacion?token=<40 letters and digits>`. */
export function resetLinkIn(mail: Mail): string {
  const link = /https?:\/\/[^\s"'<>]+\/autenticacion\?token=[A-Za-z0-9]{40}(?![A-Za-z0-9])/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in ${mail.file}`);
  return link;
}

// ── Public site ──────────────────────────────────────────────────────────────

/**
 * Where canonical links, the sitemap and JSON-LD point: the address the server was started under
 * (SITE_URL is unset, so http://localhost:PORT), not the build's: the e2e build is made without
 * PORT (http://localhost:3000), so every page it prerendered is renewed at start.
 */
export const SITE_ORIGIN = API_ORIGIN;

export const isSiteOrigin = (origin: string): boolean => origin === SITE_ORIGIN;

/** Checks that `url` is the public, absolute address of `pathname`. */
export function expectSiteUrl(url: string | null | undefined, pathname: string, what = 'URL'): void {
  expect(url, `${what} is set`).toBeTruthy();
  const parsed = new URL(url!);
  expect(isSiteOrigin(parsed.origin), `${what} ${url} is on the site's origin`).toBe(true);
  // `new URL` normalises "http://host" to "http://host/", the same resource.
  expect(`${parsed.pathname}${parsed.search}`, `${what} ${url}`).toBe(pathname);
}

type PublicRoute = { path: string; h1: string; title: string };

const titled = (title: string) => `${title} · Solara`;

/** One page of every public route: the fixed pages, the three lines and each dynamic route. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    h1: 'Persianas y toldos hechos a la medida de tu espacio',
    title: 'Solara Persianas y Toldos · Persianas, toldos y motorización fabricados en México',
  },
  { path: '/nosotros', h1: 'Somos Solara', title: titled('Nosotros') },
  { path: '/contacto', h1: 'Contáctanos', title: titled('Contacto') },
  { path: '/aviso-de-privacidad', h1: 'Aviso de privacidad integral', title: titled('Aviso de privacidad') },
  { path: '/como-medir', h1: 'Cómo medir tu ventana', title: titled('Cómo medir') },
  { path: '/muestras', h1: 'Muestras de tela gratis', title: titled('Muestras de tela gratis') },
  { path: '/productos/persianas', h1: 'Persianas', title: titled('Persianas a la medida') },
  { path: '/productos/toldos', h1: 'Toldos', title: titled('Toldos a la medida') },
  { path: '/productos/motorizacion', h1: 'Motorización', title: titled('Motorización para persianas y toldos') },
  { path: '/productos/toldos/retractiles', h1: 'Toldos retráctiles', title: titled('Toldos retráctiles: modelos') },
  {
    path: '/productos/toldos/retractiles/cofre-total-500',
    h1: 'Toldo Cofre Total 500',
    title: titled('Toldo Cofre Total 500'),
  },
  {
    path: '/productos/persianas/tejidos/enrollables',
    h1: 'Tejidos para persianas enrollables',
    title: titled('Tejidos para persianas enrollables'),
  },
  {
    path: '/catalogo/persianas/enrollables',
    h1: 'Catálogo de persianas enrollables',
    title: titled('Catálogo de persianas enrollables'),
  },
  {
    path: '/catalogo/persianas/enrollables/screen-5',
    h1: 'Screen 5 % para persianas enrollables',
    title: titled('Screen 5 % para persianas enrollables'),
  },
  {
    path: '/catalogo/toldos/retractiles',
    h1: 'Lonas para toldos retráctiles',
    title: titled('Lonas para toldos retráctiles'),
  },
  {
    path: '/catalogo/toldos/proyeccion/acrilico-rayas',
    h1: 'Acrílico Rayas Clásicas para toldos de proyección',
    title: titled('Acrílico Rayas Clásicas para toldos de proyección'),
  },
  {
    path: '/catalogo/toldos/retractiles/cofre-total-500/acrilico-solucion-tenida',
    h1: 'Toldo Cofre Total 500 en Acrílico Solución Teñida',
    title: titled('Toldo Cofre Total 500 en Acrílico Solución Teñida'),
  },
  { path: '/detalles/screen-5', h1: 'Screen 5 %', title: titled('Screen 5 % para persianas') },
  { path: '/detalles/screen-5/marfil', h1: 'Screen 5 % color Marfil', title: titled('Screen 5 % color Marfil') },
  {
    path: '/detalles-toldos/acrilico-rayas',
    h1: 'Acrílico Rayas Clásicas',
    title: titled('Acrílico Rayas Clásicas para toldos'),
  },
  {
    path: '/detalles-toldos/acrilico-rayas/rayas-azul-marino',
    h1: 'Acrílico Rayas Clásicas color Rayas Azul Marino y Blanco',
    title: titled('Acrílico Rayas Clásicas color Rayas Azul Marino y Blanco'),
  },
];

/** Paths with an unknown line, type, model, fabric or colour: each sends the visitor to /. */
export const UNKNOWN_PUBLIC_PATHS: readonly string[] = [
  '/productos/toldos/no-existe',
  '/productos/toldos/retractiles/no-existe',
  '/productos/persianas/tejidos/no-existe',
  '/catalogo/persianas/no-existe',
  '/catalogo/persianas/enrollables/no-existe',
  '/catalogo/toldos/retractiles/no-existe/acrilico-rayas',
  '/catalogo/toldos/verticales-exterior/acrilico-solucion-tenida',
  '/catalogo/persianas/enrollables/screen-5/marfil',
  '/catalogo/motorizacion/x',
  '/detalles/no-existe',
  '/detalles/screen-5/no-existe',
  '/detalles/screen-5/marfil/otro',
  '/detalles-toldos/no-existe',
  '/productos/otra-cosa',
  '/catalogo',
];

/** The fixed public pages app/sitemap.ts lists (/distribuidores and /cotizador come with later issues). */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/nosotros',
  '/productos/persianas',
  '/productos/toldos',
  '/productos/motorizacion',
  '/distribuidores',
  '/cotizador',
  '/contacto',
  '/aviso-de-privacidad',
  '/como-medir',
  '/muestras',
];

/** Listed pages that other issues build: until they land, they redirect to / like any unknown path. */
export const PENDING_PUBLIC_PATHS: readonly string[] = ['/distribuidores', '/cotizador'];

/** Where a seeded fabric's details live. */
export function seedDetailsPath(fabric: { line: 'persianas' | 'toldos'; slug: string }, colorSlug?: string): string {
  return `/${fabric.line === 'toldos' ? 'detalles-toldos' : 'detalles'}/${fabric.slug}${colorSlug ? `/${colorSlug}` : ''}`;
}

/**
 * Every catalogue, product and details URL the seeded catalogue has, worked out from the seed
 * data itself (not from the app's catalogPaths): each type's product and catalogue pages, each
 * fabric of the type in the catalogue (in each awning model), each fabric and each colour.
 */
export function seededCatalogPaths(): string[] {
  const paths: string[] = [];
  const fabricsOf = (typeSlug: string) =>
    FABRICS.filter((fabric) => fabric.prices.some((price) => price.type === typeSlug));
  for (const type of TYPES) {
    if (type.line === 'toldos') {
      paths.push(`/productos/toldos/${type.slug}`, `/catalogo/toldos/${type.slug}`);
      for (const fabric of fabricsOf(type.slug)) paths.push(`/catalogo/toldos/${type.slug}/${fabric.slug}`);
      for (const model of AWNING_MODELS.filter((candidate) => candidate.type === type.slug)) {
        paths.push(`/productos/toldos/${type.slug}/${model.slug}`);
        for (const fabric of fabricsOf(type.slug))
          paths.push(`/catalogo/toldos/${type.slug}/${model.slug}/${fabric.slug}`);
      }
    } else if (type.line === 'persianas') {
      paths.push(`/productos/persianas/tejidos/${type.slug}`, `/catalogo/persianas/${type.slug}`);
      for (const fabric of fabricsOf(type.slug)) paths.push(`/catalogo/persianas/${type.slug}/${fabric.slug}`);
    }
  }
  for (const fabric of FABRICS) {
    paths.push(seedDetailsPath(fabric));
    for (const color of fabric.colors) paths.push(seedDetailsPath(fabric, color.slug));
  }
  return paths;
}

/** The seeded fabric with this slug. */
export function seedFabric(slug: string) {
  const fabric = FABRICS.find((candidate) => candidate.slug === slug);
  if (!fabric) throw new Error(`No seeded fabric ${slug}`);
  return fabric;
}

/**
 * Chromium's own line for a request to the maps' tile service, which the tests cannot reach (the
 * browser is told the host does not exist, playwright.config.ts): the maps fall back to their
 * offline style, and the app itself logs nothing.
 */
function isUnreachableTile(text: string, url: string | undefined): boolean {
  return text.startsWith('Failed to load resource') && url !== undefined && url.startsWith(`https://${TILE_HOST}/`);
}

/**
 * Console errors and uncaught exceptions of a page from now on. Read it at the end of a test:
 * `expect(errors).toEqual([])`.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isUnreachableTile(message.text(), message.location().url)) return;
    errors.push(`console.error: ${message.text()} (${message.location().url || page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Waits until React has hydrated the element (its DOM node carries React's fiber). */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'React has hydrated the element',
    })
    .toBe(true);
}

// Reading the server's HTML as a crawler (or view-source) sees it, without running scripts.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML fragment: tags and comments removed, entities decoded, spaces collapsed. */
export function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) =>
      code.startsWith('#x') || code.startsWith('#X')
        ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith('#')
          ? String.fromCodePoint(Number(code.slice(1)))
          : (ENTITIES[code.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every `<h1>` in the HTML. */
export function h1sIn(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => htmlText(match[1] ?? ''));
}

/** The attributes of every tag named `tag` in the HTML (values entity-decoded). */
export function tagsIn(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [
        attr[1]!.toLowerCase(),
        htmlText(attr[2] ?? ''),
      ]),
    ),
  );
}

/** The content of `<meta name=…>` or `<meta property=…>`, or null. */
export function metaIn(html: string, key: string): string | null {
  return tagsIn(html, 'meta').find((meta) => meta.name === key || meta.property === key)?.content ?? null;
}

/** The `<title>` text, or null. */
export function titleIn(html: string): string | null {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? htmlText(match[1] ?? '') : null;
}

export type JsonLdObject = Record<string, unknown> & { '@type'?: string };

/** The parsed content of every `<script type="application/ld+json">` (arrays flattened). */
export function jsonLdIn(html: string): JsonLdObject[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(
    (match) => {
      const value = JSON.parse(match[1] ?? 'null') as JsonLdObject | JsonLdObject[];
      return Array.isArray(value) ? value : [value];
    },
  );
}

/** The width and height of a PNG, after checking its signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** GETs a page and returns its HTML, checking the 200 (no redirect followed). */
export async function serverHtml(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname, { maxRedirects: 0 });
  expect(response.status(), `GET ${pathname}`).toBe(200);
  expect(response.headers()['content-type'], `GET ${pathname}`).toContain('text/html');
  return response.text();
}

// ── Accessibility ────────────────────────────────────────────────────────────

type AxeViolation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/** The page does not scroll sideways (a phone's 390 px): `what` names the screen in a failure. */
export async function expectNoSidewaysScroll(page: Page, what = page.url()): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${what}: no sideways scroll at ${page.viewportSize()?.width ?? '?'} px`,
  ).toBeLessThanOrEqual(0);
}

type AxeWindow = { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };

/** The axe-core that @axe-core/playwright carries, as a script to put in a page. */
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

/**
 * Runs axe-core on the page (every rule: WCAG 2.x A/AA and best practices) and returns
 * the violations in a short, readable form for assertion messages.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // axe is put in the page once and run there, until the page navigates: a scan takes about 0.7 s
  // instead of AxeBuilder's 1.9 s on this 2-core host (AxeBuilder injects it again for every scan
  // and finishes each in a new page, for frames our pages do not have). Evaluated through the
  // DevTools protocol, as AxeBuilder does, so the pages' nonce CSP does not block it. Only the
  // violations are asked for: no selector is built for every node that passed.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // A menu or dialog still sliding in is read mid-way (colours half faded): wait for the
    // transitions and finite animations to end (a spinner's endless one never does).
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const { axe } = window as unknown as AxeWindow;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** pa11y's HTML_CodeSniffer, the build its default runner injects into the page. */
const HTMLCS_SCRIPT = path.join(__dirname, '..', 'node_modules', '@pa11y', 'html_codesniffer', 'build', 'HTMLCS.js');
let htmlcsScript: Promise<string> | undefined;

type HtmlcsMessage = { type: number; code: string; msg: string; element: Element };
type Htmlcs = {
  process: (standard: string, content: Document, done: (error?: unknown) => void) => void;
  getMessages: () => HtmlcsMessage[];
};

/**
 * HTML_CodeSniffer's errors on the page, WCAG2AA as pa11y runs it (its warnings and notices left
 * out, as pa11y does): a second engine beside axe, with rules of its own (a form needs a submit
 * button, an autocomplete token must suit its input's type). Evaluated through the DevTools
 * protocol, so the panel's nonce CSP does not block it.
 */
async function htmlcsErrors(page: Page): Promise<string[]> {
  htmlcsScript ??= readFile(HTMLCS_SCRIPT, 'utf8');
  await page.evaluate(await htmlcsScript);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        htmlcs.process('WCAG2AA', document, (error) => {
          if (error) reject(error);
          else
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg} ${message.element.outerHTML.slice(0, 200)}`),
            );
        });
      }),
  );
}

// ── test.extend ──────────────────────────────────────────────────────────────

type Fixtures = {
  /** A new page signed in as a demo role (its own context, from auth.setup.ts's storageState). */
  asRole: (role: Role) => Promise<Page>;
  /** A customer account created for this test only, not signed in. */
  freshUser: TestUser;
  /** The newest mail addressed to an address, waiting for it to arrive. */
  readLatestMail: (to: string) => Promise<Mail>;
  /**
   * axe-core violations of a page. It takes the page rather than defaulting to the test's `page`:
   * a fixture that depended on `page` would open that page's context in every test that scans an
   * `asRole` page instead.
   */
  axe: (target: Page) => Promise<AxeViolation[]>;
  /** HTML_CodeSniffer's errors on a page, as pa11y reports them. */
  htmlcs: (target: Page) => Promise<string[]>;
  /**
   * A new page in the worker's own signed-in context for a role, kept across the worker's tests so
   * the browser's cache stays warm (the app's scripts are fetched and compiled once, not in every
   * test). Only for tests that read: a test that signs out, switches accounts or stores anything
   * in the browser must use `asRole`.
   */
  asRoleReading: (role: Role) => Promise<Page>;
};

type WorkerFixtures = {
  /** One signed-in context per role and worker, opened on first use (see `asRoleReading`). */
  readingContexts: (role: Role) => Promise<BrowserContext>;
};

// The second argument of a fixture is named `provide` rather than Playwright's usual `use`:
// React's lint rules take any `use(…)` call for a hook.
export const test = base.extend<Fixtures, WorkerFixtures>({
  readingContexts: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, viewport } = workerInfo.project.use;
      const contexts = new Map<Role, Promise<BrowserContext>>();
      await provide((role) => {
        let context = contexts.get(role);
        if (!context) {
          context = browser.newContext({ baseURL, locale, viewport, storageState: authFile(role) });
          contexts.set(role, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  asRoleReading: async ({ readingContexts }, provide) => {
    const pages: Page[] = [];
    await provide(async (role) => {
      const page = await (await readingContexts(role)).newPage();
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.close()));
  },
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
  axe: async ({}, provide) => {
    await provide(axeViolations);
  },
  htmlcs: async ({}, provide) => {
    await provide(htmlcsErrors);
  },
});

/**
 * `test` for a spec that needs servers of its own (e2e/support/servers.ts): the worker that runs
 * the spec's tests starts them first and stops them when it ends. Such a spec keeps its tests in
 * one worker (`test.describe.configure({ mode: 'default' })`): a second worker would start them again
 * on the same ports.
 */
export function testWithServers(servers: readonly ServerSpec[]) {
  return test.extend<object, { servers: void }>({
    servers: [
      async ({}, provide) => {
        const stop = await startServers(servers);
        await provide();
        await stop();
      },
      { scope: 'worker', auto: true, timeout: 180_000 },
    ],
  });
}
