// Accessibility of the public site: axe-core finds nothing (every rule) on a 360 px phone for the
// home page, a fabric's details and /contacto, with the main menu closed and open, text keeps its
// side margins there; also /contacto showing its field errors. The desktop pass of axe and
// HTML_CodeSniffer over each page of the route table is in public-routes.spec.ts, which loads
// those routes anyway.

import type { Page } from '@playwright/test';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

/** Opens a public page and waits until it is interactive and its data has arrived. */
async function openPublicPage(page: Page, path: string) {
  if (path.startsWith('/contacto')) {
    await gotoHydrated(page, path);
    await expect(page.getByLabel('Estado', { exact: true }).getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
  } else {
    await page.goto(path);
    await expectHydrated(page.getByRole('heading', { level: 1 }));
  }
}

test('axe finds no violations on /contacto showing the field errors', async ({ page, axe }) => {
  await openPublicPage(page, '/contacto');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  expect(await axe(page)).toEqual([]);
});

/** Text never touches the screen's edges: every heading and paragraph of <main> keeps a margin. */
async function expectSideMargins(page: Page) {
  const boxes = await page.locator('main :is(h1, h2, p)').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        text: (element.textContent ?? '').slice(0, 40),
        ...(element.getBoundingClientRect().toJSON() as DOMRect),
      })),
  );
  const touching = boxes.filter((box) => box.width > 0 && (box.left < 8 || box.right > 360 - 8));
  expect(touching.map((box) => `${box.text} (${Math.round(box.left)}–${Math.round(box.right)})`)).toEqual([]);
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of [
    '/productos/persianas',
    '/catalogo/persianas/enrollables',
    '/productos/toldos/retractiles/cofre',
    '/nosotros',
    '/aviso-de-privacidad',
    '/distribuidores',
    '/cotizador',
  ]) {
    test(`text keeps its side margins on ${path}`, async ({ page }) => {
      await openPublicPage(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(360);
      await expectSideMargins(page);
    });
  }

  for (const path of ['/', '/detalles/screen-5/marfil', '/contacto']) {
    test(`axe finds no violations on ${path}, with the main menu closed and open`, async ({ page, axe }) => {
      await openPublicPage(page, path);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(360);
      await expectSideMargins(page);
      expect(await axe(page), 'menu closed').toEqual([]);

      const nav = page.getByRole('navigation', { name: 'Principal' });
      const menu = nav.getByRole('button', { name: 'Menú' });
      await expectHydrated(menu);
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Contacto', exact: true })).toBeVisible();
      expect(await axe(page), 'menu open').toEqual([]);

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
    });
  }
});
