// Password recovery: /login → /recuperar → the mailed link → /autenticacion → a new password;
// the link works once. The reply never tells whether an address has an account.

import {
  fieldError,
  apiLogin,
  atPath,
  expect,
  gotoHydrated,
  mailsTo,
  passwordInput,
  resetLinkIn,
  signInThroughForm,
  test,
  uniqueEmail,
} from './fixtures';

const NEUTRAL_MESSAGE = /Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña\./;

test('a user recovers the password with the mailed link, which then cannot be used again', async ({
  page,
  request,
  freshUser,
  readLatestMail,
}) => {
  const newPassword = 'Toldos-Nuevos-2026';

  // From the sign-in screen to the request form.
  await gotoHydrated(page, '/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(atPath('/recuperar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(freshUser.email);
  const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/send-recover-email');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  // The spec's body (§7): account {email}.
  expect((await call).postDataJSON()).toMatchObject({ account: { email: freshUser.email } });
  const sent = page.getByRole('main').getByRole('status');
  await expect(sent).toContainText('Revisa tu correo');
  await expect(sent).toContainText(NEUTRAL_MESSAGE);

  // The mail: addressed to the user, with a single-use link to /autenticacion.
  const mail = await readLatestMail(freshUser.email);
  const link = resetLinkIn(mail);
  expect(new URL(link).pathname).toBe('/autenticacion');

  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' })).toBeVisible();
  await passwordInput(page, 'Nueva contraseña').fill(newPassword);
  await passwordInput(page, 'Confirma tu nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const done = page.getByRole('main').getByRole('status');
  await expect(done).toContainText('Tu contraseña se cambió');
  await expect(done).toBeFocused();

  // The new password opens the dashboard; the old one no longer works.
  await done.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await signInThroughForm(page, freshUser.email, newPassword);
  await expect(page).toHaveURL(atPath('/panel'));
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${freshUser.name}` })).toBeVisible();
  const oldPassword = await request.post('/api/login', {
    data: { email: freshUser.email, password: freshUser.password },
  });
  expect(oldPassword.status()).toBe(401);

  // The same link a second time: a clear message and a way to ask for a new one.
  await gotoHydrated(page, link);
  await passwordInput(page, 'Nueva contraseña').fill('Otra-Clave-2026');
  await passwordInput(page, 'Confirma tu nueva contraseña').fill('Otra-Clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const spent = page.getByRole('main').getByRole('alert');
  await expect(spent).toContainText('Este enlace ya no sirve');
  await expect(spent).toContainText('ya se usó o venció');
  const again = spent.getByRole('link', { name: 'Solicitar un enlace nuevo' });
  await expect(again).toHaveAttribute('href', '/recuperar');
  await again.click();
  await expect(page).toHaveURL(atPath('/recuperar'));

  // The password set through the first use still stands.
  await apiLogin(request, freshUser.email, newPassword);
});

test('an unknown address gets the same neutral message, and no mail is sent', async ({ page }) => {
  const nobody = uniqueEmail('sin-cuenta');
  await gotoHydrated(page, '/recuperar');
  await page.getByLabel('Correo electrónico').fill(nobody);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();

  const sent = page.getByRole('main').getByRole('status');
  await expect(sent).toContainText('Revisa tu correo');
  await expect(sent).toContainText(NEUTRAL_MESSAGE);
  // The reply is only shown once the server has answered, and it mails before answering.
  expect(await mailsTo(nobody)).toHaveLength(0);
});

test('an invalid address is refused before anything is sent', async ({ page }) => {
  await gotoHydrated(page, '/recuperar');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    fieldError('Escribe tu correo electrónico.'),
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test('/autenticacion with an unknown token explains the link no longer works', async ({ page }) => {
  await gotoHydrated(page, `/autenticacion?token=${'Z'.repeat(40)}`);
  await passwordInput(page, 'Nueva contraseña').fill('Clave-Valida-2026');
  await passwordInput(page, 'Confirma tu nueva contraseña').fill('Clave-Valida-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('ya se usó o venció');
  await expect(alert.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeVisible();
});

test('/autenticacion without a token points to /recuperar', async ({ page }) => {
  await page.goto('/autenticacion');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Falta el enlace de recuperación');
  await expect(page.getByRole('main').getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
    'href',
    '/recuperar',
  );
});

test('mismatched new passwords are caught under the confirmation field', async ({ page }) => {
  await gotoHydrated(page, `/autenticacion?token=${'Y'.repeat(40)}`);
  await passwordInput(page, 'Nueva contraseña').fill('Clave-Valida-2026');
  await passwordInput(page, 'Confirma tu nueva contraseña').fill('Clave-Distinta-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(passwordInput(page, 'Confirma tu nueva contraseña')).toHaveAccessibleDescription(
    fieldError('Las contraseñas no coinciden.'),
  );
});
