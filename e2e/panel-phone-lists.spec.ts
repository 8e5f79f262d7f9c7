// Every /panel screen on a 390 px phone, for each role that may open it: once its list has loaded,
// nothing scrolls sideways (neither the page nor anything inside main: a table scrolling in its own
// region counts too) and axe finds nothing; the notices' list too. On the quotes and orders lists
// the first card shows its folio, total, status and next step within the screen's width.
//
// Read-only: one test per role walks its screens in one page, signed in once, from the menu.

import type { Locator, Page } from '@playwright/test';
import { panelRoutes } from '../lib/panel-routes';
import { ROLES, atPath, axeViolations, expect, test, type Role } from './fixtures';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// A test walks up to 18 screens, about 1.5 s each on this 2-core host; room for a busy run.
test.describe.configure({ timeout: 90_000 });

/**
 * The screens walked from the menu: every one of the panel but the home (opened first, with the
 * notices) and the profile, a form.
 */
const LIST_SCREENS = panelRoutes.filter((route) => route.path !== '/panel' && route.path !== '/panel/perfil');

/** The lists of quotes and orders, whose rows are cards on a phone. */
const SALES_LISTS = new Set<string>([
  '/panel/listas/cotizaciones',
  '/panel/listas/cotizaciones-admin',
  '/panel/listas/ordenes',
  '/panel/listas/ordenes-admin',
]);

/**
 * The quotes and orders lists with rows in the demo, at least, for each role: the admin has no
 * quotes or orders of its own, so those two show their empty state.
 */
const CARDS_SEEN: Record<Role, number> = { customer: 2, distributor: 4, admin: 2 };

/**
 * What scrolls sideways, named for the failure message: the document, or an element inside
 * `within` (a CSS selector) that lets its content scroll (overflow-x auto or scroll) and has more
 * than fits. Visually hidden text (clipped, overflow hidden) does not scroll and is not counted.
 */
function sidewaysScrollers(page: Page, within = 'main'): Promise<string[]> {
  return page.evaluate((root) => {
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label');
      return [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        ...[...element.classList].map((c) => `.${c}`),
        label ? `[aria-label="${label}"]` : '',
      ].join('');
    };
    const found: string[] = [];
    const html = document.documentElement;
    if (html.scrollWidth > html.clientWidth) found.push(`html (${html.scrollWidth} > ${html.clientWidth} px)`);
    for (const element of document.querySelectorAll(`${root} *`)) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth)
        found.push(`${name(element)} (${element.scrollWidth} > ${element.clientWidth} px)`);
    }
    return found;
  }, within);
}

/** Opens a screen as a phone user does, from the panel's menu: no reload, the session stays. */
async function openFromMenu(page: Page, pathname: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Panel' });
  await nav.getByRole('button', { name: 'Menú' }).click();
  await nav.locator(`a[href="${pathname}"]`).click();
  await expect(page).toHaveURL(atPath(pathname));
}

/** Visible, and from its left edge to its right one within the phone's width. */
async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x, 'starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'ends on the screen').toBeLessThanOrEqual(PHONE.width);
}

/** The screen's h1, then its data: no busy table, no "Cargando…" left in main. */
async function loaded(page: Page, pathname: string, title: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: pathname === '/panel' ? /^Hola, \S/ : title }),
  ).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0, { timeout: 20_000 });
}

/** The first card of a quotes or orders list: folio (its detail), total, status and next step on screen. */
async function checkFirstCard(main: Locator): Promise<void> {
  const card = main.locator('tbody tr').first();
  await expectOnScreen(card.getByRole('link', { name: /^(COT|PED)-\d{4}-\d{6}$/ }));
  await expectOnScreen(card.getByText(/^\$[\d,]+\.\d{2}$/));
  await expectOnScreen(card.locator('[data-tone]'));
  const step = card.locator('td[data-label="Siguiente paso"] a');
  await expectOnScreen(step);
  expect((await step.boundingBox())!.height, 'the next step is a 44 px tap target').toBeGreaterThanOrEqual(44);
}

for (const role of ROLES) {
  test(`${role}: no /panel list scrolls sideways at 390 px, and axe finds nothing`, async ({ asRole }) => {
    const page = await asRole(role);
    const main = page.getByRole('main');
    let cards = 0;

    await test.step('/panel and the notices', async () => {
      await page.goto('/panel');
      await loaded(page, '/panel', 'Inicio');
      expect(await sidewaysScrollers(page), '/panel scrolls sideways').toEqual([]);
      const bell = page.getByRole('button', { name: /^Avisos/ });
      await bell.click();
      const notices = page.getByRole('region', { name: 'Avisos' });
      await expect(notices.getByText('Cargando tus avisos…')).toHaveCount(0);
      await expectOnScreen(notices);
      expect(await sidewaysScrollers(page, '[role="region"][aria-label="Avisos"]'), 'the notices').toEqual([]);
      // One scan for the home and the notices over it.
      expect(await axeViolations(page), 'axe on /panel with the notices open').toEqual([]);
      await bell.click();
      await expect(notices).toBeHidden();
    });

    for (const route of LIST_SCREENS.filter((r) => (r.roles as readonly string[]).includes(role))) {
      await test.step(route.path, async () => {
        await openFromMenu(page, route.path);
        await loaded(page, route.path, route.title);
        expect(await sidewaysScrollers(page), `${route.path} scrolls sideways`).toEqual([]);
        expect(await axeViolations(page), `axe on ${route.path}`).toEqual([]);
        if (SALES_LISTS.has(route.path) && (await main.locator('tbody tr').count()) > 0) {
          await checkFirstCard(main);
          cards += 1;
        }
      });
    }
    expect(cards, 'quotes and orders lists with cards').toBeGreaterThanOrEqual(CARDS_SEEN[role]);
  });
}
