// Every demo role walks every /panel route of the spec: its own screens open with their title and
// no console error or axe violation; the others answer "No tienes permiso". No screen is a stub.
// This is the desktop axe pass of every panel screen: the other specs scan at desktop width only
// the states they alone reach (dialogs, errors, menus, refusals) and the 360 px layouts.
import { ROLES, collectPageErrors, expect, test, type Role } from './fixtures';
import { panelRoutes } from '../lib/panel-routes';

/** The files and inventory screens: nothing wider than the screen but a table's own scrolling region. */
const FILES_AND_INVENTORY = new Set([
  '/panel/lista-precios',
  '/panel/listas-catalogo',
  '/panel/gaseta-promociones',
  '/panel/inventario/persianas',
  '/panel/inventario/galerias',
  '/panel/inventario/mororizacion',
  '/panel/inventario/precios',
]);

for (const role of ROLES) {
  test.describe(`${role} walks the panel`, () => {
    for (const route of panelRoutes) {
      const allowed = (route.roles as readonly string[]).includes(role);
      test(`${route.path} ${allowed ? 'opens' : 'is refused'}`, async ({ asRoleReading, axe }) => {
        const page = await asRoleReading(role as Role);
        const errors = collectPageErrors(page);
        await page.goto(route.path);
        if (allowed) {
          // The home greets by name ("Hola, Mariana Robles"); every other screen is titled as its route.
          const heading = route.path === '/panel' ? /^Hola, \S/ : route.title;
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByText(/en construcción/i)).toHaveCount(0);
          // Wait for the screen's data (skeletons gone) before judging errors and accessibility.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
          // The home's cards and the profile's place lists have arrived too (from panel-home-profile.spec.ts).
          if (route.path === '/panel') await expect(page.getByRole('main').getByText('Cargando…')).toHaveCount(0);
          if (route.path === '/panel/perfil')
            await expect(page.getByLabel('Estado').getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
          expect(await axe(page)).toEqual([]);
          if (FILES_AND_INVENTORY.has(route.path)) {
            // From panel-files-inventory.spec.ts's desktop pass.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
          }
        } else {
          await expect(page.getByText(/No tienes permiso/)).toBeVisible();
        }
        // A 403 the screen asked for and showed is expected; anything else logged is a bug.
        expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
      });
    }
  });
}
