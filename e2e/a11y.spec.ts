// Accessibility: axe-core finds nothing on the sign-in screens and on the panel's refusal (every
// rule, not only serious and critical ones; the panel's screens: panel-walk.spec.ts), nor
// HTML_CodeSniffer on the sign-in screens (the panel's forms: html-validity.spec.ts), and the
// phone-width panel menu works from the keyboard.

import type { Page } from '@playwright/test';
import { authFile, expect, gotoHydrated, tabTo, test } from './fixtures';

const publicScreens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/login', ready: (page) => gotoHydrated(page, '/login') },
  {
    path: '/registro',
    ready: async (page) => {
      await gotoHydrated(page, '/registro');
      // The state list has arrived from the API.
      await expect(page.getByLabel('Estado', { exact: true }).getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
    },
  },
  { path: '/recuperar', ready: (page) => gotoHydrated(page, '/recuperar') },
  { path: '/autenticacion?token=x', ready: (page) => gotoHydrated(page, '/autenticacion?token=x') },
];

for (const screen of publicScreens) {
  test(`axe and HTML_CodeSniffer find nothing on ${screen.path}`, async ({ page, axe, htmlcs }) => {
    await screen.ready(page);
    expect(await axe(page), 'axe').toEqual([]);
    expect(await htmlcs(page), 'HTML_CodeSniffer').toEqual([]);
  });
}

test('axe finds no violations on /login showing field errors and the server message', async ({ page, axe }) => {
  await gotoHydrated(page, '/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  expect(await axe(page), 'with field errors').toEqual([]);

  await page.getByLabel('Correo electrónico').fill('cliente@solara.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  expect(await axe(page), 'with the server message').toEqual([]);
});

test.describe('signed in as a customer', () => {
  test.use({ storageState: authFile('customer') });

  // The desktop pass over /panel and /panel/perfil is panel-walk.spec.ts's; panel-walk does not
  // scan a refusal, which is scanned here.
  test('axe finds no violations on the refusal of /panel/usuarios', async ({ page, axe }) => {
    await page.goto('/panel/usuarios');
    await expect(page.getByText('No tienes permiso para ver esta sección.')).toBeVisible();
    expect(await axe(page), '/panel/usuarios').toEqual([]);
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the panel navigation opens and closes with its menu button from the keyboard', async ({ page, axe }) => {
      await page.goto('/panel');
      await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Panel' });
      const menu = nav.getByRole('button', { name: 'Menú' });
      const firstLink = nav.getByRole('link', { name: 'Mi perfil', exact: true });

      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(firstLink).toBeHidden();
      expect(await axe(page), 'menu closed').toEqual([]);

      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(firstLink).toBeVisible();
      expect(await axe(page), 'menu open').toEqual([]);

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(firstLink).toBeHidden();

      // Space opens it too; following a link closes it and opens that screen.
      await page.keyboard.press('Space');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await tabTo(page, firstLink);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
