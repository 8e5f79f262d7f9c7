// The `setup` project: signs in once per demo role through the real /login form and saves the
// session (localStorage `user_token` included) to e2e/.auth/<role>.json for the other specs.

import { mkdirSync } from 'node:fs';
import {
  AUTH_DIR,
  ROLES,
  atPath,
  authFile,
  demoAccount,
  expect,
  signInThroughForm,
  storedToken,
  test as setup,
} from './fixtures';

setup.beforeAll(() => {
  mkdirSync(AUTH_DIR, { recursive: true });
});

for (const role of ROLES) {
  setup(`signs in as ${role} and saves the session`, async ({ page }) => {
    const account = demoAccount(role);
    await signInThroughForm(page, account.email, account.password);

    await expect(page).toHaveURL(atPath('/panel'));
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${account.name}` })).toBeVisible();
    expect(await storedToken(page)).toMatch(/^\d+\|[A-Za-z0-9]{40,}$/);

    await page.context().storageState({ path: authFile(role) });
  });
}
