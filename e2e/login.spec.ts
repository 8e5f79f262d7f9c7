// Signing in at /login (spec §4 "Login"): the token under localStorage user_token, the
// dashboard with the user's name and the three counters, navigation by role, and the
// messages of a failed attempt.

import type { Page } from '@playwright/test';
import {
  fieldError,
  ROLES,
  TOKEN_KEY,
  atPath,
  demoAccount,
  expect,
  gotoHydrated,
  passwordInput,
  signInThroughForm,
  storedToken,
  test,
  type Role,
} from './fixtures';

const COUNTERS = ['Cotizaciones', 'Pedidos', 'Carrito'] as const;
const COUNTER_CALLS = ['/api/count-cot', '/api/count-orders', '/api/count-cart'] as const;

function panelNav(page: Page) {
  return page.getByRole('navigation', { name: 'Panel' });
}

test.describe('sign in with each demo role', () => {
  for (const role of ROLES) {
    test(`${role}: lands on /panel with the name, the counters the API answers and the token stored`, async ({
      page,
      request,
    }) => {
      const account = demoAccount(role);
      // The counters shown come from the API, not from a default: watch the three calls.
      const counterReplies = COUNTER_CALLS.map((call) =>
        page.waitForResponse((r) => new URL(r.url()).pathname === call),
      );

      await signInThroughForm(page, account.email, account.password);

      await expect(page).toHaveURL(atPath('/panel'));
      await expect(page.getByRole('heading', { level: 1, name: `Hola, ${account.name}` })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: account.name })).toBeVisible();

      const counts: string[] = [];
      for (const reply of await Promise.all(counterReplies)) {
        expect(reply.status(), reply.url()).toBe(200);
        counts.push(await reply.text());
      }
      // The demo has months of history (lib/server/db/seed/demo-history.ts): every role sees quotes and orders.
      expect(
        counts
          .map(Number)
          .slice(0, 2)
          .every((n) => n > 0),
        `count-cot, count-orders: ${counts.join(', ')}`,
      ).toBe(true);
      const toolbarCounters = page.getByRole('list', { name: 'Tus contadores' });
      const homeCards = page.getByRole('list', { name: 'Resumen de tu cuenta' });
      for (const [i, label] of COUNTERS.entries()) {
        await expect(toolbarCounters.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveText(
          new RegExp(`^\\s*${label}\\s*${counts[i]}\\s*$`),
        );
        await expect(homeCards.getByRole('link', { name: new RegExp(`^${label}`) })).toContainText(
          new RegExp(`${label}\\s*${counts[i]}`),
        );
      }

      // The token is kept under user_token and is a working bearer credential.
      const token = await storedToken(page);
      expect(token, `localStorage ${TOKEN_KEY}`).toMatch(/^\d+\|[A-Za-z0-9]{40,}$/);
      const me = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(account.email);
    });
  }
});

test.describe('navigation by role', () => {
  const cases: { role: Role; sees: string[]; doesNotSee: string[] }[] = [
    { role: 'admin', sees: ['Usuarios', 'Cotizaciones de clientes', 'Mis cotizaciones'], doesNotSee: [] },
    {
      role: 'distributor',
      sees: ['Cotizaciones de clientes', 'Pedidos de clientes', 'Mis cotizaciones'],
      doesNotSee: ['Usuarios'],
    },
    {
      role: 'customer',
      sees: ['Mis cotizaciones', 'Mis pedidos', 'Mi carrito'],
      doesNotSee: ['Usuarios', 'Cotizaciones de clientes'],
    },
  ];
  for (const { role, sees, doesNotSee } of cases) {
    test(`${role} sees ${sees.join(', ')}${doesNotSee.length ? ` but not ${doesNotSee.join(', ')}` : ''}`, async ({
      asRole,
    }) => {
      const page = await asRole(role);
      await page.goto('/panel');
      await expect(page.getByRole('heading', { level: 1, name: `Hola, ${demoAccount(role).name}` })).toBeVisible();
      for (const name of sees) await expect(panelNav(page).getByRole('link', { name, exact: true })).toBeVisible();
      for (const name of doesNotSee)
        await expect(panelNav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    });
  }

  test('the admin opens Usuarios from the navigation', async ({ asRole }) => {
    const page = await asRole('admin');
    await page.goto('/panel');
    await panelNav(page).getByRole('link', { name: 'Usuarios', exact: true }).click();
    await expect(page).toHaveURL(atPath('/panel/usuarios'));
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expect(page.getByText('No tienes permiso')).toHaveCount(0);
  });
});

test.describe('failed sign-in', () => {
  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    const account = demoAccount('customer');
    await signInThroughForm(page, account.email, 'no-es-la-clave');

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Estas credenciales no coinciden con nuestros registros.',
    );
    await expect(page).toHaveURL(atPath('/login'));
    expect(await storedToken(page)).toBeNull();
    // The form is still there, with the address kept, ready for another try.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  test('an unknown address gets the same message as a wrong password', async ({ page }) => {
    await signInThroughForm(page, 'nadie-registrado@e2e.solara.test', 'Solara-demo-2026');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Estas credenciales no coinciden con nuestros registros.',
    );
    await expect(page).toHaveURL(atPath('/login'));
  });

  test('an empty submit shows an error under each field and sends nothing', async ({ page }) => {
    await gotoHydrated(page, '/login');
    let loginCalls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/login') loginCalls += 1;
    });

    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    const email = page.getByLabel('Correo electrónico');
    const password = passwordInput(page);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(fieldError('Escribe tu correo electrónico.'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(fieldError('Escribe tu contraseña.'));
    await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible();
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(atPath('/login'));
    expect(loginCalls).toBe(0);
  });

  test('a malformed address is rejected before calling the API', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await page.getByLabel('Correo electrónico').fill('cliente-arroba-solara');
    await passwordInput(page).fill('algo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
      /Escribe un correo electrónico válido/,
    );
    await expect(page).toHaveURL(atPath('/login'));
  });
});
