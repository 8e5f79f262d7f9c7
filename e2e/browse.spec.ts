// The public site's journeys, on a desktop and on a 360 × 740 phone: from the home page through
// the header navigation to a fabric colour and on to the quoter; the privacy notice from the
// footer; the header's account corner for visitors and signed-in customers.

import type { Page, Request } from '@playwright/test';
import { privacyNotice } from '../lib/content/privacy';
import { site } from '../lib/site';
import {
  SITE_ORIGIN,
  atPath,
  authFile,
  collectPageErrors,
  expect,
  expectHydrated,
  storedToken,
  test,
} from './fixtures';

const PHONE = { width: 360, height: 740 };

/** The header's main navigation ("Principal"), opened first on a phone. */
async function openMainNavigation(page: Page, phone: boolean) {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const menu = nav.getByRole('button', { name: 'Menú' });
  if (phone) {
    await expectHydrated(menu);
    await expect(nav.getByRole('link', { name: 'Persianas', exact: true })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(menu).toBeHidden();
  }
  return nav;
}

function quoterLink(page: Page) {
  return page.getByRole('main').getByRole('link', { name: 'Cotizar con esta tela' });
}

/** The query of a link's href, as an object ({ tipo, tela, color }). */
async function hrefOf(page: Page, name: string) {
  const href = await page.getByRole('main').getByRole('link', { name }).getAttribute('href');
  const url = new URL(href ?? '', 'http://localhost');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`on a ${device}`, () => {
    const phone = device === 'phone';
    if (phone) test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('from the home page to a blind fabric colour, another colour, and the quoter', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto('/');
      const nav = await openMainNavigation(page, phone);
      await nav.getByRole('link', { name: 'Persianas', exact: true }).click();
      await expect(page).toHaveURL(atPath('/productos/persianas'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persianas');
      if (phone) await expect(nav.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
      // On a phone the menu has closed: the link is hidden, still marked.
      const blindsLink = nav.getByRole('link', { name: 'Persianas', exact: true, includeHidden: true });
      await expect(blindsLink).toHaveAttribute('aria-current', 'page');

      await page.getByRole('link', { name: 'Ver tejidos de Persianas enrollables' }).click();
      await expect(page).toHaveURL(atPath('/productos/persianas/tejidos/enrollables'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tejidos para persianas enrollables');

      const weaveColours = page.getByRole('list', { name: 'Colores de Screen 5 %' });
      await weaveColours.getByRole('link', { name: /^Marfil\b/ }).click();
      await expect(page).toHaveURL(atPath('/detalles/screen-5/marfil'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Screen 5 % color Marfil');
      const colours = page.getByRole('list', { name: 'Colores de Screen 5 %' });
      await expect(colours.getByRole('link', { name: /^Marfil\b/ })).toHaveAttribute('aria-current', 'true');
      await expect(colours.locator('a[aria-current]')).toHaveCount(1);
      await expect(page.getByText(/^Color seleccionado: Marfil\b/)).toBeVisible();
      // The blinds section stays marked in the header.
      await expect(blindsLink).toHaveAttribute('aria-current', 'true');
      expect(await hrefOf(page, 'Cotizar con esta tela')).toEqual({
        pathname: '/persianas/cotizador',
        query: { tipo: 'enrollables', tela: 'screen-5', color: 'marfil' },
      });

      // Another colour: the URL, the title and the chosen swatch follow.
      const chocolate = colours.getByRole('link', { name: /^Chocolate\b/ });
      await expectHydrated(chocolate);
      await chocolate.click();
      await expect(page).toHaveURL(atPath('/detalles/screen-5/chocolate'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Screen 5 % color Chocolate');
      await expect(chocolate).toHaveAttribute('aria-current', 'true');
      await expect(colours.getByRole('link', { name: /^Marfil\b/ })).not.toHaveAttribute('aria-current', /.*/);
      await expect(colours.locator('a[aria-current]')).toHaveCount(1);
      await expect(page.getByText(/^Color seleccionado: Chocolate\b/)).toBeVisible();
      await expect(page).toHaveTitle('Screen 5 % color Chocolate · Solara');

      await expect(quoterLink(page)).toBeVisible();
      expect(await hrefOf(page, 'Cotizar con esta tela')).toEqual({
        pathname: '/persianas/cotizador',
        query: { tipo: 'enrollables', tela: 'screen-5', color: 'chocolate' },
      });
      expect(errors, 'console errors').toEqual([]);
    });

    test('from the home page to an awning model, its fabric in that model, and a colour of it', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto('/');
      const nav = await openMainNavigation(page, phone);
      await nav.getByRole('link', { name: 'Toldos', exact: true }).click();
      await expect(page).toHaveURL(atPath('/productos/toldos'));

      await page.getByRole('link', { name: 'Ver modelos de Toldos retráctiles' }).click();
      await expect(page).toHaveURL(atPath('/productos/toldos/retractiles'));
      await page.getByRole('link', { name: 'Ver especificaciones de Cofre Total 500' }).click();
      await expect(page).toHaveURL(atPath('/productos/toldos/retractiles/cofre-total-500'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toldo Cofre Total 500');

      await page.getByRole('link', { name: /^Colores en este modelo en Acrílico Rayas Clásicas$/ }).click();
      await expect(page).toHaveURL(atPath('/catalogo/toldos/retractiles/cofre-total-500/acrilico-rayas'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Toldo Cofre Total 500 en Acrílico Rayas Clásicas',
      );

      await page.getByRole('link', { name: 'Acrílico Rayas Clásicas · Rayas Verde y Crudo' }).click();
      await expect(page).toHaveURL(atPath('/detalles-toldos/acrilico-rayas/rayas-verde-crudo'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Acrílico Rayas Clásicas color Rayas Verde y Crudo',
      );
      await expect(
        page
          .getByRole('list', { name: 'Colores de Acrílico Rayas Clásicas' })
          .getByRole('link', { name: /^Rayas Verde y Crudo\b/ }),
      ).toHaveAttribute('aria-current', 'true');
      const quote = await hrefOf(page, 'Cotizar con esta tela');
      expect(quote.pathname).toBe('/toldos/cotizador');
      expect(quote.query).toMatchObject({ tela: 'acrilico-rayas', color: 'rayas-verde-crudo' });
      expect(errors, 'console errors').toEqual([]);
    });

    test('the privacy notice opens from the footer with every section', async ({ page }) => {
      const notice = privacyNotice({ ...site, url: SITE_ORIGIN }, '2026-01-01');
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).first().click();
      await expect(page).toHaveURL(atPath('/aviso-de-privacidad'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);

      const main = page.getByRole('main');
      for (const section of notice.sections) {
        await expect(main.getByRole('heading', { level: 2, name: section.title }), section.id).toBeVisible();
      }
      for (const heading of ['Derechos ARCO', 'Uso de cookies', 'Finalidades primarias', 'Transferencias de datos']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toHaveCount(1);
      }
      // The table of contents leads to a section.
      const contents = main.getByRole('navigation', { name: 'Contenido' });
      await contents.getByRole('link', { name: /^Derechos ARCO/ }).click();
      await expect(page).toHaveURL(/#derechos-arco$/);
      await expect(main.getByRole('heading', { level: 2, name: /^Derechos ARCO/ })).toBeInViewport();
      await expect(main.getByText(site.privacyEmail).first()).toBeVisible();
    });

    test('the header offers "Iniciar sesión" to a visitor, whose cart count (a 401 if asked) redirects nobody', async ({
      page,
    }) => {
      const cartCalls: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/count-cart') cartCalls.push(request);
      });
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/count-cart') statuses.push(response.status());
      });
      await page.goto('/');
      const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute('href', '/login');
      await expectHydrated(signIn);
      await page.waitForLoadState('networkidle');
      // Either no call, or a 401 that leaves the visitor where they are.
      expect(
        statuses.every((status) => status === 401),
        `count-cart answers ${statuses.join(', ')}`,
      ).toBe(true);
      expect(cartCalls.length).toBeLessThanOrEqual(1);
      await expect(page).toHaveURL(atPath('/'));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Mi panel' })).toHaveCount(0);
    });

    test.describe('signed in as a customer', () => {
      test.use({ storageState: authFile('customer') });

      test('the header shows "Mi panel" and the cart with its count, on the public page', async ({ page, request }) => {
        const token = await test.step('the saved session', async () => {
          await page.goto('/');
          const stored = await storedToken(page);
          expect(stored).toBeTruthy();
          return stored!;
        });
        const count = (await (
          await request.get('/api/count-cart', { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as number;
        const cartLabel = count === 0 ? 'Carrito vacío' : `Carrito: ${count} ${count === 1 ? 'producto' : 'productos'}`;

        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: 'Mi panel' })).toHaveAttribute('href', '/panel');
        await expect(banner.getByRole('link', { name: cartLabel })).toHaveAttribute('href', '/panel/listas/mi-carrito');
        await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
        await expect(page).toHaveURL(atPath('/'));

        // On another public page too, without being sent to /login.
        await page.goto('/detalles/screen-5/marfil');
        await expect(banner.getByRole('link', { name: cartLabel })).toBeVisible();
        await expect(page).toHaveURL(atPath('/detalles/screen-5/marfil'));
      });

      test('a 401 from the cart counter only hides the count: no redirect, the token stays', async ({ page }) => {
        await page.route('**/api/count-cart', (route) =>
          route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'No autenticado.' }),
          }),
        );
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/count-cart');
        await page.goto('/');
        expect((await answered).status()).toBe(401);
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: 'Carrito', exact: true })).toBeVisible();
        await expect(banner.getByRole('link', { name: 'Mi panel' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveURL(atPath('/'));
        expect(await storedToken(page)).toBeTruthy();
      });
    });
  });
}
