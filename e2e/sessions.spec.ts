// "Sesiones activas" on /panel/perfil (ASVS 7.4.3, 7.5.2): a user signed in through the form
// and, on another device, through the API sees both sessions, this one marked; closing the
// other asks for the password (a wrong one is refused under the field) and its token stops
// working. A fresh account, so no shared session is ended.

import type { Page } from '@playwright/test';
import { atPath, expect, fieldError, signInThroughForm, test, type TestUser } from './fixtures';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
/** The e2e server trusts one proxy (TRUST_PROXY=1): this is the address it records. */
const OTHER_IP = '203.0.113.50';

/** The token of a second session, signed in from Firefox on Linux at OTHER_IP. */
async function signInElsewhere(page: Page, user: TestUser): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { 'User-Agent': FIREFOX_LINUX, 'X-Forwarded-For': OTHER_IP },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function openProfile(page: Page, user: TestUser) {
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(atPath('/panel'));
  await page.goto('/panel/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  return page.getByRole('region', { name: 'Sesiones activas' });
}

test('the profile lists both sessions; closing the other one takes the password and ends it on the server', async ({
  page,
  request,
  freshUser,
}) => {
  const card = await openProfile(page, freshUser);
  const otherToken = await signInElsewhere(page, freshUser);
  await page.reload();

  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Playwright's "Desktop Chrome" says Windows in its User-Agent.
  const current = items.filter({ hasText: 'Esta sesión' });
  await expect(current).toContainText('Chrome en Windows');
  await expect(current.getByRole('button')).toHaveCount(0);
  const other = items.filter({ hasText: 'Firefox en Linux' });
  await expect(other).toContainText(`IP ${OTHER_IP}`);
  await expect(other).toContainText(/Último uso: hace (un momento|1 minuto)/);
  await expect(other).not.toContainText('Esta sesión');

  await other.getByRole('button', { name: 'Cerrar la sesión de Firefox en Linux' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar la sesión de Firefox en Linux' });
  const password = dialog.getByLabel('Contraseña actual', { exact: true });
  const submit = dialog.getByRole('button', { name: 'Cerrar la sesión', exact: true });
  await expect(password).toBeFocused();

  await password.fill('No-es-la-clave-1');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(fieldError('La contraseña no es correcta.'));
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect((await request.get('/api/login-user', { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(
    200,
  );

  await password.fill(freshUser.password);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Cerraste la sesión de Firefox en Linux.');
  await expect(items).toHaveCount(1);
  await expect(card).toContainText('Sólo tienes abierta esta sesión.');
  await expect(card.getByRole('button', { name: 'Cerrar las demás sesiones' })).toHaveCount(0);

  const ended = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(ended.status()).toBe(401);
  expect(await ended.json()).toEqual({ message: 'No autenticado.' });

  // This session goes on.
  await page.reload();
  await expect(page).toHaveURL(atPath('/panel/perfil'));
  await expect(card.getByRole('listitem')).toHaveCount(1);
});

test('at 390 px: the list fits, "Cerrar las demás sesiones" works by keyboard, and axe finds nothing', async ({
  page,
  request,
  freshUser,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await openProfile(page, freshUser);
  const tokens = [await signInElsewhere(page, freshUser), await signInElsewhere(page, freshUser)];
  await page.reload();
  await expect(card.getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axe(page)).toEqual([]);

  const endOthers = card.getByRole('button', { name: 'Cerrar las demás sesiones' });
  await endOthers.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
  await expect(dialog).toContainText('Se cerrarán las otras 2 sesiones');
  expect(await axe(page)).toEqual([]);
  await page.keyboard.type(freshUser.password);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Se cerraron 2 sesiones.');
  await expect(card.getByRole('status')).toBeFocused();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  for (const token of tokens) {
    expect((await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      401,
    );
  }
});
