// The second factor in the browser (ASVS 6.3.2, 6.5.1): a user turns it on from the profile with
// the QR code's key (the code computed here, as an authenticator app would), signs out, signs in
// with a code, then with a recovery code, which is refused the second time.

import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { atPath, expect, gotoHydrated, passwordInput, signInThroughForm, test } from './fixtures';

/** The code an app shows `steps` periods of 30 s from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(atPath('/login'));
}

test('enrol with the QR key, sign in with a code, then with a recovery code once', async ({ page, freshUser }) => {
  test.slow();
  await signInThroughForm(page, freshUser.email, freshUser.password);
  await expect(page).toHaveURL(atPath('/panel'));
  await gotoHydrated(page, '/panel/perfil');

  // Turn it on: password, then the key and the app's first code.
  const card = page.locator('#dos-pasos');
  await card.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Confirma que eres tú' })).toBeVisible();
  await dialog.getByLabel('Contraseña actual', { exact: true }).fill('no-es-mi-clave');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByLabel('Contraseña actual', { exact: true })).toHaveAccessibleDescription(
    /La contraseña actual no es correcta\./,
  );
  await dialog.getByLabel('Contraseña actual', { exact: true }).fill(freshUser.password);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await expect(dialog.getByRole('heading', { name: 'Agrega tu cuenta a la app' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = (await dialog.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Código de la app').fill('000000');
  await dialog.getByRole('button', { name: 'Activar' }).click();
  await expect(dialog.getByLabel('Código de la app')).toHaveAccessibleDescription(/El código no es correcto/);
  await dialog.getByLabel('Código de la app').fill(await codeAt(secret));
  await dialog.getByRole('button', { name: 'Activar' }).click();

  await expect(dialog.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeVisible();
  const codes = await dialog
    .getByRole('list', { name: 'Códigos de recuperación' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await dialog.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(card.getByText('Activa', { exact: true })).toBeVisible();
  await expect(card.getByText('Te quedan 10 códigos de recuperación.')).toBeVisible();

  // The password alone no longer signs in: the second step asks for the app's code.
  await signOut(page);
  await signInThroughForm(page, freshUser.email, freshUser.password);
  const codeField = page.getByLabel('Código de verificación');
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(atPath('/login'));
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
  await expect(codeField).toHaveAccessibleDescription(/El código no es correcto o ya se usó/);
  await codeField.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
  await expect(page).toHaveURL(atPath('/panel'));

  // A recovery code works once…
  await signOut(page);
  await signInThroughForm(page, freshUser.email, freshUser.password);
  await page.getByRole('button', { name: /Usa un código de recuperación/ }).click();
  const recoveryField = page.getByLabel('Código de recuperación');
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
  await expect(page).toHaveURL(atPath('/panel'));

  // …and is refused the second time.
  await signOut(page);
  await signInThroughForm(page, freshUser.email, freshUser.password);
  await page.getByRole('button', { name: /Usa un código de recuperación/ }).click();
  await page.getByLabel('Código de recuperación').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
  await expect(page.getByLabel('Código de recuperación')).toHaveAccessibleDescription(
    /El código de recuperación no es correcto o ya se usó\./,
  );
  await expect(page).toHaveURL(atPath('/login'));

  // Back to the password: the form is there again.
  await page.getByRole('button', { name: 'Volver a escribir mi correo y contraseña' }).click();
  await expect(passwordInput(page)).toBeVisible();
});
