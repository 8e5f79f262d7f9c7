// Where visitors end up (spec §2 and §4): the /panel sign-in guard, the login screen for a
// signed-in visitor, a stale token, unknown paths, role refusals, and scrolling to the top.

import type { Page } from '@playwright/test';
import { TOKEN_KEY, atPath, authFile, demoAccount, expect, gotoHydrated, storedToken, test } from './fixtures';

const UNDER_CONSTRUCTION = /en construcción/i;

test.describe('without a token', () => {
  for (const path of ['/panel', '/panel/perfil', '/panel/listas/mi-carrito']) {
    test(`${path} sends to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atPath('/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      // No panel content flashes to the signed-out visitor.
      await expect(page.getByRole('navigation', { name: 'Panel' })).toHaveCount(0);
    });
  }

  test('/login stays on the sign-in form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
  });
});

test.describe('with a stored token', () => {
  test.use({ storageState: authFile('customer') });

  test('/login sends to /panel', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(atPath('/panel'));
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${demoAccount('customer').name}` })).toBeVisible();
  });

  test('an unknown /panel path goes to the dashboard home', async ({ page }) => {
    await page.goto('/panel/no-existe');
    await expect(page).toHaveURL(atPath('/panel'));
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  });

  test('a deeper unknown /panel path goes to the dashboard home too', async ({ page }) => {
    await page.goto('/panel/listas/no-existe/otra');
    await expect(page).toHaveURL(atPath('/panel'));
  });

  test('a customer opening /panel/usuarios is told it is not allowed', async ({ page }) => {
    await page.goto('/panel/usuarios');
    await expect(page).toHaveURL(atPath('/panel/usuarios'));
    await expect(page.getByRole('main').getByText('No tienes permiso para ver esta sección.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Ir al inicio del panel' })).toHaveAttribute(
      'href',
      '/panel',
    );
  });

  test('/panel/inventario/motorizacion leads to the motor stock at /panel/inventario/mororizacion', async ({
    page,
  }) => {
    await page.goto('/panel/inventario/motorizacion');
    await expect(page).toHaveURL(atPath('/panel/inventario/mororizacion'));
    await expect(page.getByRole('heading', { level: 1, name: 'Inventario de motorización' })).toBeVisible();
  });

  test('every panel screen of the navigation opens with its title, none of them a stub', async ({ page }) => {
    // The customer's screens (spec §2), reached by clicking the navigation like a user.
    const screens = [
      { label: 'Mi perfil', path: '/panel/perfil', title: 'Mi perfil' },
      { label: 'Lista de precios', path: '/panel/lista-precios', title: 'Lista de precios' },
      { label: 'Catálogos', path: '/panel/listas-catalogo', title: 'Catálogos' },
      { label: 'Gaceta de promociones', path: '/panel/gaseta-promociones', title: 'Gaceta de promociones' },
      { label: 'Persianas', path: '/panel/inventario/persianas', title: 'Inventario de persianas' },
      { label: 'Galerías', path: '/panel/inventario/galerias', title: 'Inventario de galerías' },
      { label: 'Motorización', path: '/panel/inventario/mororizacion', title: 'Inventario de motorización' },
      { label: 'Precios', path: '/panel/inventario/precios', title: 'Precios de inventario' },
      { label: 'Mis cotizaciones', path: '/panel/listas/cotizaciones', title: 'Mis cotizaciones' },
      { label: 'Mis pedidos', path: '/panel/listas/ordenes', title: 'Mis pedidos' },
      { label: 'Mi carrito', path: '/panel/listas/mi-carrito', title: 'Mi carrito' },
    ];
    await page.goto('/panel');
    const nav = page.getByRole('navigation', { name: 'Panel' });
    const main = page.getByRole('main');
    await expect(main.getByText(UNDER_CONSTRUCTION)).toHaveCount(0);

    for (const screen of screens) {
      await test.step(screen.path, async () => {
        const link = nav.getByRole('link', { name: screen.label, exact: true });
        await link.click();
        await expect(page).toHaveURL(atPath(screen.path));
        await expect(main.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        await expect(main.getByText(UNDER_CONSTRUCTION)).toHaveCount(0);
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(page).toHaveTitle(new RegExp(`^${screen.title} · `));
      });
    }
  });

  test('a panel screen opened directly (reload) shows its content, not the sign-in', async ({ page }) => {
    await page.goto('/panel/lista-precios');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de precios' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(atPath('/panel/lista-precios'));
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de precios' })).toBeVisible();
  });
});

test('a stale token is removed by the 401 and the visitor is sent to /login', async ({ page, request }) => {
  const stale = `1|${'a'.repeat(40)}`;
  // The server really refuses it.
  expect((await request.get('/api/login-user', { headers: { Authorization: `Bearer ${stale}` } })).status()).toBe(401);

  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, stale] as const);
  // The 401 may redirect before the page's load event, or even abort this navigation before it
  // commits (net::ERR_ABORTED on a loaded machine): the assertions below check where it ends.
  await page.goto('/panel', { waitUntil: 'commit' }).catch((error: Error) => {
    if (!/ERR_ABORTED/.test(error.message)) throw error;
  });

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test.describe('unknown public paths go to the index, which says once that the page was not found', () => {
  const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'No encontramos la página que buscabas' });
  for (const path of ['/no-existe', '/a/b/c', '/productos/toldos/no-existe']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atPath('/'));
      // The home page's h1 (the public home page replaced the placeholder titled with the brand).
      await expect(
        page.getByRole('heading', { level: 1, name: 'Persianas y toldos hechos a la medida de tu espacio' }),
      ).toBeVisible();
      await expect(notice(page)).toHaveCount(1);
      // The mark leaves the address: a reload or a copied link does not repeat the notice.
      await expect(page).toHaveURL(/\/$/);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
    });
  }

  test('the notice closes, and the index reached by a link never shows it', async ({ page }) => {
    // The notice's close button is React's once hydrated (the home page has no form to wait for).
    await gotoHydrated(page, '/no-existe', '[role="status"] button');
    await notice(page).getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(notice(page)).toHaveCount(0);
    // Hydrated or not, the brand link reaches the index without the mark.
    await page.goto('/nosotros');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Solara/ })
      .click();
    await expect(page).toHaveURL(atPath('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Persianas y toldos hechos a la medida de tu espacio' }),
    ).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
});

test('after a navigation from a scrolled page, the new page starts at the top', async ({ page }) => {
  // A short window, so both pages are taller than it and the check means something.
  await page.setViewportSize({ width: 1024, height: 420 });
  await gotoHydrated(page, '/login');
  const isScrollable = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 50);
  expect(await isScrollable(), '/login is taller than the window').toBe(true);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(atPath('/registro'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  expect(await isScrollable(), '/registro is taller than the window').toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
