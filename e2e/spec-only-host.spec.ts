// A front end only (API_URL) against a host that speaks only spec §7 (e2e/support/spec-only-host.mjs):
// sign-in, counters, users administration, profile, the three files screens and recovery work;
// quotes, orders, cart, wallet, contact, the quoter and the dealer map say they are not available
// on this server, and nothing crashes or spins.

import type { Page } from '@playwright/test';
import { SPEC_FRONT_ORIGIN, SPEC_HOST_ORIGIN } from '../playwright.config';
import {
  atPath,
  collectPageErrors,
  expect,
  gotoHydrated,
  signInThroughForm,
  storeTokenInEveryTab,
  storedToken,
  testWithServers,
} from './fixtures';
import { SPEC_ONLY_SERVERS } from './support/servers';

// The spec-only host and its front end are this file's own, started by the worker that runs it.
const test = testWithServers(SPEC_ONLY_SERVERS);
test.describe.configure({ mode: 'default' });

test.use({ baseURL: SPEC_FRONT_ORIGIN });

const ADMIN = { name: 'Ana Administradora', email: 'admin@spec.test', password: 'Spec-host-2026!' };

/** Page errors, less the browser's own line for the capabilities probe's expected 404. */
function watchErrors(page: Page): () => string[] {
  const errors = collectPageErrors(page);
  return () =>
    errors.filter((line) => !/Failed to load resource: the server responded with a status of 404/.test(line));
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(atPath('/panel'));
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${ADMIN.name}` })).toBeVisible();
}

/** The other tests sign in through the host's POST /api/login: the form is the first test's subject. */
async function signInAsAdminByApi(page: Page): Promise<void> {
  const response = await page.request.post(`${SPEC_HOST_ORIGIN}/api/login`, {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await storeTokenInEveryTab(page.context(), token);
}

const unavailable = (page: Page, text: string) => page.getByRole('main').getByRole('status').filter({ hasText: text });

test('the admin signs in against the host; the home shows the counters and says what the host lacks', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  expect(await storedToken(page)).toMatch(/^\d+\|/);

  const summary = page.getByRole('main').getByRole('list', { name: 'Resumen de tu cuenta' });
  // The host's counters: 4 quotes, 2 orders, 1 in the cart.
  await expect(summary.getByRole('listitem')).toHaveText([/4/, /2/, /1/]);
  await expect(page.getByRole('region', { name: 'Últimas cotizaciones de clientes' })).toContainText(
    'Las cotizaciones no están disponibles en este servidor.',
  );
  await expect(page.getByRole('region', { name: 'Últimos pedidos de clientes' })).toContainText(
    'Los pedidos no están disponibles en este servidor.',
  );
  await expect(page.getByRole('region', { name: 'Promociones vigentes' })).toContainText('Promoción de otoño');

  const nav = page.getByRole('navigation', { name: 'Panel' });
  await expect(nav.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mis cotizaciones' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Mi carrito' })).toHaveCount(0);
  expect(errors()).toEqual([]);
});

test('users administration lists the host’s users and toggles an account and the map', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsAdminByApi(page);
  await page.goto('/panel/usuarios');
  const table = page.getByRole('region', { name: 'Usuarios' }).getByRole('table');
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  await expect(row('Carlos Cliente')).toBeVisible();
  await expect(row('Diana Distribuidora')).toBeVisible();
  // The wallet is not on this host: no button that would fail.
  await expect(table.getByRole('button', { name: /^Monedero/ })).toHaveCount(0);

  await row('Carlos Cliente').getByRole('button', { name: 'Desactivar a Carlos Cliente' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Desactivar a Carlos Cliente?' })
    .getByRole('button', { name: 'Desactivar cuenta' })
    .click();
  await expect(row('Carlos Cliente').getByRole('button', { name: 'Activar a Carlos Cliente' })).toBeVisible();
  await row('Carlos Cliente').getByRole('button', { name: 'Activar a Carlos Cliente' }).click();
  await expect(row('Carlos Cliente').getByRole('button', { name: 'Desactivar a Carlos Cliente' })).toBeVisible();

  const map = row('Diana Distribuidora').getByRole('button', {
    name: /en el mapa a Diana Distribuidora$|del mapa a Diana Distribuidora$/,
  });
  const before = await map.getAttribute('aria-pressed');
  await map.click();
  // Hiding a dealer asks first (showing one does not).
  if (before === 'true')
    await page
      .getByRole('alertdialog', { name: '¿Ocultar del mapa a Diana Distribuidora?' })
      .getByRole('button', { name: 'Ocultar del mapa' })
      .click();
  await expect(map).not.toHaveAttribute('aria-pressed', before ?? '');
  expect(errors()).toEqual([]);
});

test('the profile shows and saves the account; wallet, sessions and the second factor say they are not here', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAsAdminByApi(page);
  await page.goto('/panel/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue(ADMIN.name);
  await page.getByLabel('Empresa').fill('Persianas Spec');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tus datos se guardaron.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Empresa')).toHaveValue('Persianas Spec');

  await expect(page.getByRole('region', { name: 'Monedero' })).toContainText(
    'El monedero no está disponible en este servidor.',
  );
  await expect(page.getByRole('region', { name: 'Sesiones activas' })).toContainText(
    'no está disponible en este servidor',
  );
  await expect(page.getByRole('region', { name: 'Verificación en dos pasos' })).toContainText(
    'no está disponible en este servidor',
  );
  expect(errors()).toEqual([]);
});

test('the three files screens list the host’s files', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsAdminByApi(page);
  for (const [path, name] of [
    ['/panel/lista-precios', 'Lista de precios 2026'],
    ['/panel/listas-catalogo', 'Catálogo de persianas'],
    ['/panel/gaseta-promociones', 'Promoción de otoño'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('row', { name: new RegExp(name) })).toBeVisible();
    // Uploads are beyond §7: an admin reads the list like everyone here.
    await expect(page.getByRole('button', { name: 'Subir archivo' })).toHaveCount(0);
  }
  expect(errors()).toEqual([]);
});

test('recovery asks the host to send the e-mail', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoHydrated(page, '/recuperar');
  await page.getByLabel('Correo electrónico').fill('cliente@spec.test');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(errors()).toEqual([]);
});

test('quotes, orders, carts, checkout and the password reset say they are not on this server', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsAdminByApi(page);
  for (const [path, text] of [
    ['/panel/listas/cotizaciones', 'Las cotizaciones no están disponibles en este servidor.'],
    ['/panel/listas/cotizaciones-admin', 'Las cotizaciones no están disponibles en este servidor.'],
    ['/panel/listas/cotizaciones/1', 'Las cotizaciones no están disponibles en este servidor.'],
    ['/panel/listas/ordenes', 'Los pedidos no están disponibles en este servidor.'],
    ['/panel/listas/ordenes-admin', 'Los pedidos no están disponibles en este servidor.'],
    ['/panel/listas/mi-carrito', 'El carrito no está disponible en este servidor.'],
    ['/panel/listas/mi-carrito-admin', 'El carrito no está disponible en este servidor.'],
    ['/autenticacion?token=abc', 'El cambio de contraseña con enlace no está disponible en este servidor.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(unavailable(page, text)).toBeVisible();
  }
  expect(errors()).toEqual([]);
});

test('the public contact form, the quoter and the dealer map say they are not on this server', async ({ page }) => {
  const errors = watchErrors(page);
  const beyondSpec: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === SPEC_HOST_ORIGIN &&
      /^\/api\/(dealers|contact|quoter-options|quote-requests|catalog)\b/.test(url.pathname)
    )
      beyondSpec.push(url.pathname);
  });

  await page.goto('/contacto');
  await expect(unavailable(page, 'El formulario de contacto no está disponible en este servidor.')).toBeVisible();
  await page.goto('/cotizador');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(unavailable(page, 'El catálogo no está disponible en este servidor.')).toBeVisible();
  await page.goto('/distribuidores');
  await expect(unavailable(page, 'El mapa de distribuidores no está disponible en este servidor.')).toBeVisible();

  // The browser never asked the host for them (the front end's server may, and takes the 404 as "none").
  expect(beyondSpec).toEqual([]);
  expect(errors()).toEqual([]);
});
