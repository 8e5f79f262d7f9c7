// The split pair: the main e2e server is the API host, and a second process of the same
// build, started with API_URL pointing at it and an empty DATA_DIR, is a front end only. Its public
// pages show the host's data, an admin's change on the host reaches it through the signed
// revalidation call, and a customer signs in, quotes, fills the cart and orders through it, the
// browser calling the host directly (CORS); it draws the og:image cards from the host's catalogue.
// The front end is this file's own (started by its worker); the file runs in the `shared` project
// (playwright.config.ts): hiding a dealer and ordering change what other specs read.

import { readdirSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { API_ORIGIN, FRONT_DATA_DIR, FRONT_ORIGIN } from '../playwright.config';
import {
  apiLogin,
  atPath,
  demoAccount,
  expect,
  expectHydrated,
  htmlText,
  pngSize,
  registerUser,
  serverHtml,
  signInThroughForm,
  testWithServers,
} from './fixtures';
import { FRONT_SERVERS } from './support/servers';

const test = testWithServers(FRONT_SERVERS);
test.describe.configure({ mode: 'default' });
test.use({ baseURL: FRONT_ORIGIN });

type Dealer = { id: number; name: string; company: string | null };

let host: APIRequestContext;

test.beforeAll(async () => {
  host = await playwrightRequest.newContext({ baseURL: API_ORIGIN });
});

test.afterAll(async () => {
  await host.dispose();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function hostDealers(): Promise<Dealer[]> {
  const response = await host.get('/api/dealers');
  expect(response.status()).toBe(200);
  return (await response.json()) as Dealer[];
}

test('the front end renders the host’s catalogue and dealers on the server', async ({ request }) => {
  const dealers = await hostDealers();
  expect(dealers.length).toBeGreaterThan(1);
  const html = htmlText(await serverHtml(request, '/distribuidores'));
  expect(dealers.map((d) => d.company ?? d.name).filter((label) => !html.includes(label))).toEqual([]);

  const catalog = (await (await host.get('/api/catalog')).json()) as { types: { name: string; lineSlug: string }[] };
  const blindTypes = catalog.types.filter((t) => t.lineSlug === 'persianas').map((t) => t.name);
  expect(blindTypes.length).toBeGreaterThan(1);
  const blinds = htmlText(await serverHtml(request, '/productos/persianas'));
  expect(blindTypes.filter((name) => !blinds.includes(name))).toEqual([]);
});

test('an admin hides a dealer on the host: the front end’s /distribuidores drops it at once, and shows it again', async ({
  request,
}) => {
  const admin = demoAccount('admin');
  const token = await apiLogin(host, admin.email, admin.password);
  const dealer = (await hostDealers())[0]!;
  const label = dealer.company ?? dealer.name;
  const shownOnFront = async () => htmlText(await serverHtml(request, '/distribuidores')).includes(label);
  expect(await shownOnFront()).toBe(true);

  const toggle = async () =>
    expect((await host.get(`/api/user-active-map/${dealer.id}`, { headers: bearer(token) })).status()).toBe(200);
  await toggle();
  try {
    // Time-based revalidation alone would take 60 s: within 10 s it is the host's call.
    await expect.poll(shownOnFront, { timeout: 10_000, message: `${label} leaves the front end's map` }).toBe(false);
  } finally {
    await toggle();
  }
  await expect.poll(shownOnFront, { timeout: 10_000, message: `${label} is back on the front end's map` }).toBe(true);
});

test('the front end serves no API of its own, says where it is, and keeps its DATA_DIR empty', async ({ request }) => {
  const own = await request.get('/api/states');
  expect(own.status()).toBe(404);
  expect(((await own.json()) as { message: string }).message).toContain(API_ORIGIN);
  expect(await (await request.get('/runtime-config')).json()).toEqual({ api_url: API_ORIGIN });

  const page = await request.get('/productos/persianas');
  expect(page.headers()['content-security-policy']).toMatch(
    new RegExp(`connect-src [^;]*${API_ORIGIN.replace(/[.:/]/g, '\\$&')}`),
  );
  expect(readdirSync(FRONT_DATA_DIR)).toEqual([]);
});

// Moved from quote-share.spec.ts, which checks the main server's cards: this is where the front end runs.
test("a front end only (API_URL) draws the og:image cards too, from its host's catalogue", async ({ request }) => {
  const res = await request.get('/og/productos/toldos.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  expect((await request.get('/og/productos/toldos/no-existe.png')).status()).toBe(404);
});

async function quoteAScreenBlind(page: Page) {
  await page.goto('/persianas/cotizador?tipo=enrollables&tela=screen-5&color=blanco');
  await expectHydrated(page.getByRole('radio', { name: 'Persianas', exact: true }));
  await page.getByRole('textbox', { name: 'Ancho' }).fill('120');
  await page.getByRole('textbox', { name: 'Alto' }).fill('150');
  await expect(page.getByTestId('cotizador-total')).toContainText('$');
}

test('a customer signs in, saves a quote, fills the cart and orders, all through the front end', async ({ page }) => {
  const customer = await registerUser(host, 'split');
  const hostCalls: string[] = [];
  const ownApiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${API_ORIGIN}/api/`)) hostCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    if (r.url().startsWith(`${FRONT_ORIGIN}/api/`)) ownApiCalls.push(r.url());
  });

  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(atPath('/panel'));
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${customer.name}` })).toBeVisible();

  await quoteAScreenBlind(page);
  await page.getByRole('button', { name: 'Guardar cotización' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Cotización guardada' });
  await expect(saved).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Agregado al carrito' })
    .getByRole('link', { name: 'Ver carrito' })
    .click();
  await expect(page).toHaveURL(atPath('/panel/listas/mi-carrito'));
  await expect(page.getByRole('main')).toContainText('Screen 5 %');

  await page.getByRole('button', { name: 'Continuar con el pedido' }).click();
  await page.getByLabel(/^Dirección de entrega/).fill('Av. Vallarta 3000, Guadalajara, Jalisco');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const success = page.getByRole('status').filter({ hasText: '¡Pedido registrado!' });
  await expect(success).toBeVisible();
  const folio = (await success.locator('strong').first().textContent())!.trim();
  expect(folio).toMatch(/^PED-\d{4}-\d{6}$/);

  // The order is the host's: its API lists it for this customer.
  const token = await apiLogin(host, customer.email, customer.password);
  const orders = await host.get('/api/orders', { headers: bearer(token) });
  expect(JSON.stringify(await orders.json())).toContain(folio);
  // And the browser went to the host for all of it, never to the front end's /api.
  expect(hostCalls).toEqual(expect.arrayContaining(['POST /api/login', 'POST /api/quotes', 'POST /api/cart/checkout']));
  expect(ownApiCalls).toEqual([]);
});
