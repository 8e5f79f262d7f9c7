// Every demo role walks every /panel route of the spec: its own screens open with their title and
// no console error or axe violation; the others answer "No tienes permiso". No screen is a stub.
import { ROLES, collectPageErrors, expect, test, type Role } from './fixtures';
import { panelRoutes } from '../lib/panel-routes';

for (const role of ROLES) {
  test.describe(`${role} walks the panel`, () => {
    for (const route of panelRoutes) {
      const allowed = (route.roles as readonly string[]).includes(role);
      test(`${route.path} ${allowed ? 'opens' : 'is refused'}`, async ({ asRole, axe }) => {
        const page = await asRole(role as Role);
        const errors = collectPageErrors(page);
        await page.goto(route.path);
        if (allowed) {
          // The home greets by name ("Hola, Mariana Robles"); every other screen is titled as its route.
          const heading = route.path === '/panel' ? /^Hola, \S/ : route.title;
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByText(/en construcción/i)).toHaveCount(0);
          // Wait for the screen's data (skeletons gone) before judging errors and accessibility.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
          expect(await axe(page)).toEqual([]);
        } else {
          await expect(page.getByText(/No tienes permiso/)).toBeVisible();
        }
        // A 403 the screen asked for and showed is expected; anything else logged is a bug.
        expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
      });
    }
  });
}
