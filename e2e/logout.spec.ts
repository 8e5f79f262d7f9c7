// Signing out (spec §4 "Logout"): back to /login, the token removed from the browser and
// revoked on the server. A fresh account, so no shared session is ended. It signs in through the
// API (the form is login.spec.ts's subject).

import { atPath, expect, signInWithToken, storedToken, test } from './fixtures';

test('signing out leads to /login, forgets the token and revokes it on the server', async ({
  page,
  request,
  freshUser,
}) => {
  await signInWithToken(page, freshUser.email, freshUser.password);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${freshUser.name}` })).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBeNull();

  const logoutCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logout-user');
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  expect((await logoutCall).status()).toBe(200);

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The dashboard is closed again.
  await page.goto('/panel');
  await expect(page).toHaveURL(atPath('/login'));

  // The old token no longer opens the API.
  const me = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  expect(await me.json()).toEqual({ message: 'No autenticado.' });
});

test('signing out in one tab does not leave the other tab in the dashboard after a reload', async ({
  page,
  freshUser,
}) => {
  await signInWithToken(page, freshUser.email, freshUser.password);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${freshUser.name}` })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/panel/perfil');
  await expect(other.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(atPath('/login'));

  await other.reload();
  await expect(other).toHaveURL(atPath('/login'));
});
