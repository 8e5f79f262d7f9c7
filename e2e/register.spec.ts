// Creating a customer account at /registro: state → municipality from the API, consent to
// the privacy notice, then straight into the dashboard; a taken address is refused.

import type { Page } from '@playwright/test';
import { fieldError, atPath, expect, gotoHydrated, passwordInput, storedToken, test, uniqueEmail } from './fixtures';

async function fillRegistration(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.getByLabel('Nombre completo').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('33 1234 5678');

  const state = page.getByLabel('Estado', { exact: true });
  const municipality = page.getByLabel('Municipio', { exact: true });
  await expect(municipality).toBeDisabled();
  await state.selectOption({ label: 'Jalisco' });
  await expect(municipality).toBeEnabled();
  await municipality.selectOption({ label: 'Zapopan' });

  await passwordInput(page).fill(password);
  await passwordInput(page, 'Confirma tu contraseña').fill(password);
  await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
}

test('a new customer registers and ends signed in on /panel with the name shown', async ({ page, request }) => {
  const account = { name: 'Renata Quiroga Salas', email: uniqueEmail('registro'), password: 'Persianas-2026!' };
  await gotoHydrated(page, '/registro');

  const municipalityCall = page.waitForResponse((r) => /\/api\/municipality\/\d+$/.test(new URL(r.url()).pathname));
  await fillRegistration(page, account);
  expect((await municipalityCall).status()).toBe(200);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(atPath('/panel'));
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${account.name}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: account.name })).toBeVisible();

  // A customer account, placed in Zapopan, Jalisco, signed in with a working token.
  const token = await storedToken(page);
  const me = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const user = (await me.json()) as {
    email: string;
    phone: string;
    role: { name: string };
    state_id: number;
    municipality_id: number;
  };
  expect(user).toMatchObject({ email: account.email, phone: '3312345678', role: { name: 'customer' } });
  const states = (await (await request.get('/api/states')).json()) as { id: number; name: string }[];
  expect(states.find((s) => s.id === user.state_id)?.name).toBe('Jalisco');
  const municipalities = (await (await request.get(`/api/municipality/${user.state_id}`)).json()) as {
    id: number;
    name: string;
  }[];
  expect(municipalities.find((m) => m.id === user.municipality_id)?.name).toBe('Zapopan');
});

test('the municipality list follows the chosen state', async ({ page }) => {
  await gotoHydrated(page, '/registro');
  const state = page.getByLabel('Estado', { exact: true });
  const municipality = page.getByLabel('Municipio', { exact: true });
  await expect(municipality).toBeDisabled();

  await state.selectOption({ label: 'Jalisco' });
  await expect(municipality).toBeEnabled();
  await expect(municipality.getByRole('option', { name: 'Zapopan' })).toHaveCount(1);
  await municipality.selectOption({ label: 'Zapopan' });

  // Another state: the previous choice is cleared and its municipalities replace Jalisco's.
  await state.selectOption({ label: 'Nuevo León' });
  await expect(municipality.getByRole('option', { name: 'Monterrey' })).toHaveCount(1);
  await expect(municipality.getByRole('option', { name: 'Zapopan' })).toHaveCount(0);
  await expect(municipality).toHaveValue('');
});

test('registering an address that already has an account shows the message under the email field', async ({
  page,
  freshUser,
}) => {
  await gotoHydrated(page, '/registro');
  await fillRegistration(page, { name: 'Otra Persona', email: freshUser.email, password: 'Persianas-2026!' });
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveAccessibleDescription(fieldError('Este correo electrónico ya está registrado.'));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Said once, under its field; the alert only points there.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Revisa los datos marcados en el formulario.');
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(atPath('/registro'));
  expect(await storedToken(page)).toBeNull();
});

test('an empty submit lists what is missing, field by field', async ({ page }) => {
  await gotoHydrated(page, '/registro');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    fieldError('Escribe tu correo electrónico.'),
  );
  await expect(page.getByLabel('Teléfono')).toHaveAccessibleDescription(/Escribe tu teléfono\./);
  await expect(page.getByLabel('Estado', { exact: true })).toHaveAccessibleDescription(fieldError('Elige tu estado.'));
  await expect(page.getByRole('checkbox', { name: /aviso de privacidad/ })).toHaveAccessibleDescription(
    fieldError('Para crear tu cuenta acepta el aviso de privacidad.'),
  );
  await expect(page).toHaveURL(atPath('/registro'));
});
