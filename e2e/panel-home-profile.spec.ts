// The dashboard home and /panel/perfil: the home's cards and
// shortcuts per role, the profile form (saved value after a reload, the server's 422 under its
// field, the session user updated), the photo upload with its progress bar and the new avatar
// in the toolbar, the password change, the wallet, and axe at 360 px and on the profile's field
// errors (the desktop pass over /panel and /panel/perfil is panel-walk.spec.ts's).
// Everything that changes an account happens to users registered here; demo accounts are only read.
// Users sign in through the API (the form is login.spec.ts's subject).

import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, demoAccount, expect, fieldError, signInWithToken, test, type Role, type TestUser } from './fixtures';

// ── Helpers ──────────────────────────────────────────────────────────────────

/** A small but real PNG (a colour gradient), so the server's type check passes. */
function pngImage(width = 64, height = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([180, (x * 4) % 256, (y * 4) % 256], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs a freshly registered user in (through the API) and opens /panel/perfil. */
async function openProfileAs(page: Page, user: TestUser): Promise<void> {
  await signInWithToken(page, user.email, user.password);
  await page.goto('/panel/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  // The state list has arrived (the form is filled and ready).
  await expect(page.getByLabel('Estado').getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
}

async function userId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

// ── Home ─────────────────────────────────────────────────────────────────────

test.describe('the dashboard home', () => {
  const shortcuts: Record<Role, string[]> = {
    customer: ['Cotizar', 'Mi carrito', 'Lista de precios'],
    distributor: [
      'Cotizar',
      'Mi carrito',
      'Lista de precios',
      'Solicitudes',
      'Agenda',
      'Cotizaciones de clientes',
      'Pedidos de clientes',
    ],
    admin: [
      'Cotizar',
      'Mi carrito',
      'Lista de precios',
      'Solicitudes',
      'Agenda',
      'Cotizaciones de clientes',
      'Pedidos de clientes',
      'Usuarios',
      'Inventario',
      'Catálogo de productos',
    ],
  };

  for (const role of ['customer', 'distributor', 'admin'] as const) {
    // @shared: the counter and the card's list are two reads that another spec's new quote would
    // split; they run when nothing else does (playwright.config.ts).
    test(
      `${role}: counters, shortcuts for the role, latest quotes and orders, promotions`,
      { tag: '@shared' },
      async ({ asRole }) => {
        const page = await asRole(role);
        await page.goto('/panel');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: `Hola, ${demoAccount(role).name}` })).toBeVisible();

        const summary = main.getByRole('list', { name: 'Resumen de tu cuenta' });
        for (const label of ['Cotizaciones', 'Pedidos', 'Carrito']) {
          await expect(summary.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
        }

        const quick = main.getByRole('navigation', { name: 'Accesos rápidos' });
        await expect(quick.getByRole('link')).toHaveCount(shortcuts[role].length);
        for (const title of shortcuts[role])
          await expect(quick.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();

        // A customer's cards show its own; a distributor's and an admin's their customers', as the counters count.
        const cards =
          role === 'customer'
            ? ['Últimas cotizaciones', 'Últimos pedidos']
            : ['Últimas cotizaciones de clientes', 'Últimos pedidos de clientes'];
        for (const title of [...cards, 'Promociones vigentes']) {
          await expect(main.getByRole('region', { name: title })).toBeVisible();
        }
        // The cards have their data (or their empty state): nothing is loading any more.
        await expect(main.getByText('Cargando…')).toHaveCount(0);
        // The counter and its card's "Ver todas (N)" are one number: the same list.
        const counted = /(\d+)/.exec(
          (await summary.getByRole('link', { name: /^Cotizaciones/ }).textContent()) ?? '',
        )?.[1];
        expect(Number(counted)).toBeGreaterThan(0);
        await expect(
          main.getByRole('region', { name: cards[0] }).getByRole('link', { name: `Ver todas (${counted})` }),
        ).toBeVisible();
      },
    );
  }

  test('the latest quote and order of a customer appear in their cards, linked to their detail', async ({
    page,
    request,
    freshUser,
  }) => {
    const token = await apiLogin(request, freshUser.email, freshUser.password);
    const headers = { Authorization: `Bearer ${token}` };
    const options = (await (await request.get('/api/quoter-options')).json()) as {
      lines: { slug: string; types: { slug: string; fabrics: { slug: string; colors: { slug: string }[] }[] }[] }[];
    };
    const type = options.lines.find((line) => line.slug === 'persianas')!.types[0]!;
    const fabric = type.fabrics[0]!;
    const item = {
      line: 'persianas',
      type: type.slug,
      fabric: fabric.slug,
      color: fabric.colors[0]!.slug,
      width_cm: 120,
      height_cm: 150,
      quantity: 1,
      room: 'Recámara',
      options: { motor: null, gallery: null, installation: false },
    };
    const saved = await request.post('/api/quotes', { headers, data: { items: [item] } });
    expect(saved.status(), await saved.text()).toBe(201);
    const quote = (await saved.json()) as { id: number; folio: string };

    await signInWithToken(page, freshUser.email, freshUser.password);
    await page.goto('/panel');
    const quotes = page.getByRole('region', { name: 'Últimas cotizaciones' });
    await expect(quotes.getByRole('link', { name: quote.folio })).toHaveAttribute(
      'href',
      `/panel/listas/cotizaciones/${quote.id}`,
    );
    await expect(quotes.getByText('Borrador')).toBeVisible();
    await expect(quotes.getByRole('link', { name: 'Ver todas (1)' })).toHaveAttribute(
      'href',
      '/panel/listas/cotizaciones',
    );
    const orders = page.getByRole('region', { name: 'Últimos pedidos' });
    await expect(orders.getByText('Aún no tienes pedidos')).toBeVisible();
  });
});

// ── Profile ──────────────────────────────────────────────────────────────────

test.describe('/panel/perfil', () => {
  test('the wallet shows the balance and the movements an admin recorded', async ({ page, request, freshUser }) => {
    const userToken = await apiLogin(request, freshUser.email, freshUser.password);
    const admin = demoAccount('admin');
    const adminToken = await apiLogin(request, admin.email, admin.password);
    const id = await userId(request, userToken);
    const movement = await request.post(`/api/wallet/${id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { kind: 'abono', amount: '1250.50', concept: 'Bonificación de prueba e2e' },
    });
    expect(movement.status(), await movement.text()).toBe(201);

    await openProfileAs(page, freshUser);
    const wallet = page.getByRole('region', { name: 'Monedero' });
    await expect(wallet.getByText(/^\$1,250\.50\s*MXN$/)).toBeVisible();
    const table = wallet.getByRole('table', { name: 'Movimientos del monedero' });
    const row = table.getByRole('row', { name: /Bonificación de prueba e2e/ });
    await expect(row).toContainText('Abono');
    await expect(row).toContainText('+$1,250.50');
    await expect(wallet.getByText('Mostrando 1–1 de 1')).toBeVisible();
  });

  test('a customer without movements sees its balance and an empty state', async ({ page, freshUser }) => {
    await openProfileAs(page, freshUser);
    const wallet = page.getByRole('region', { name: 'Monedero' });
    await expect(wallet.getByText(/^\$0\.00\s*MXN$/)).toBeVisible();
    await expect(wallet.getByText('Aún no hay movimientos')).toBeVisible();
  });

  test('saved data is there after a reload, and the toolbar shows the new name', async ({ page, freshUser }) => {
    await openProfileAs(page, freshUser);
    const name = `Prueba Perfil ${Date.now().toString(36)}`;
    await page.getByLabel('Nombre completo').fill(name);
    await page.getByLabel('Empresa').fill('Persianas del Bajío');
    await page.getByLabel('RFC').fill('pba010203ab1');
    await page.getByLabel('WhatsApp').fill('33 1111 2222');
    await page.getByLabel('Estado').selectOption({ label: 'Guanajuato' });
    await page.getByLabel('Municipio').selectOption({ label: 'León' });
    await page.getByLabel('Código postal').fill('37000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Tus datos se guardaron.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nombre completo')).toHaveValue(name);
    await expect(page.getByLabel('Empresa')).toHaveValue('Persianas del Bajío');
    // The server keeps its own form: RFC upper case, phone digits only.
    await expect(page.getByLabel('RFC')).toHaveValue('PBA010203AB1');
    await expect(page.getByLabel('WhatsApp')).toHaveValue('3311112222');
    await expect(page.getByLabel('Estado').locator('option:checked')).toHaveText('Guanajuato');
    await expect(page.getByLabel('Municipio').locator('option:checked')).toHaveText('León');
    await expect(page.getByLabel('Código postal')).toHaveValue('37000');
  });

  test("the server's 422 is shown under its field, as received", async ({ page, freshUser }) => {
    await openProfileAs(page, freshUser);
    // Valid for the browser; only the server knows the address belongs to someone else.
    const profileForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Guardar cambios' }) });
    await page.getByLabel('Correo electrónico').fill(demoAccount('admin').email);
    await profileForm.getByLabel('Contraseña actual', { exact: true }).fill(freshUser.password);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();

    const email = page.getByLabel('Correo electrónico');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Este correo electrónico ya está registrado\.$/);
    await expect(email).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Revisa los datos marcados en el formulario.' }),
    ).toBeVisible();
  });

  test('a new e-mail asks for the current password (ASVS 7.5.1); a wrong one is shown under it, the right one saves', async ({
    page,
    freshUser,
  }) => {
    await openProfileAs(page, freshUser);
    const profileForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Guardar cambios' }) });
    const current = profileForm.getByLabel('Contraseña actual', { exact: true });
    await expect(current).toHaveCount(0);
    const nextEmail = `nuevo-${Date.now().toString(36)}@ejemplo.mx`;
    await page.getByLabel('Correo electrónico').fill(nextEmail);
    await expect(current).toBeVisible();
    await expect(current).toHaveAccessibleDescription(/confirma que eres tú/);

    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(current).toHaveAccessibleDescription(/El campo contraseña actual es obligatorio\./);

    await current.fill('no-es-mi-clave');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(current).toHaveAccessibleDescription(/La contraseña actual no es correcta\./);

    await current.fill(freshUser.password);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tus datos se guardaron.' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(nextEmail);
    await expect(current).toHaveCount(0);
  });

  test('a photo upload shows its progress, then the new avatar in the toolbar', async ({ page, freshUser }) => {
    await openProfileAs(page, freshUser);
    const toolbarLink = page.getByRole('banner').getByRole('link', { name: freshUser.name });
    await expect(toolbarLink.locator('img')).toHaveCount(0); // initials only

    // A file that is not an image is refused before sending anything.
    await page
      .getByLabel('Archivo de la foto')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByLabel('Archivo de la foto')).toHaveAccessibleDescription(
      /«notas\.txt» no es un archivo JPEG, PNG o WebP/,
    );

    await page
      .getByLabel('Archivo de la foto')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: pngImage(256, 256) });
    await expect(page.getByRole('img', { name: 'Vista previa de tu nueva foto' })).toBeVisible();

    // Hold the server's answer a moment, so the progress bar can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/image-user', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Subir foto' }).click();
    const progress = page.getByRole('progressbar', { name: 'Subiendo tu foto' });
    await expect(progress).toBeVisible();
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Tu foto se actualizó.' })).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(toolbarLink.locator('img')).toHaveAttribute('src', /\/api\/image-user\/.+/);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: freshUser.name }).locator('img')).toHaveAttribute(
      'src',
      /\/api\/image-user\/.+/,
    );
  });

  test('a too large photo is refused with a clear message', async ({ page, freshUser }) => {
    await openProfileAs(page, freshUser);
    const big = Buffer.concat([pngImage(8, 8), Buffer.alloc(6 * 1024 * 1024)]);
    await page
      .getByLabel('Archivo de la foto')
      .setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByLabel('Archivo de la foto')).toHaveAccessibleDescription(
      /«grande\.png» pesa 6 MB; el máximo es 5 MB\./,
    );
    await expect(page.getByRole('button', { name: 'Subir foto' })).toHaveCount(0);
  });

  test('the password changes after the current one is checked; a wrong current one is shown under its field', async ({
    page,
    request,
    freshUser,
  }) => {
    await openProfileAs(page, freshUser);
    const current = page.getByLabel('Contraseña actual', { exact: true });
    const next = page.getByLabel('Nueva contraseña', { exact: true });
    const confirm = page.getByLabel('Confirma la nueva contraseña', { exact: true });
    const submit = page.getByRole('button', { name: 'Cambiar contraseña' });

    const checks: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path === '/api/check-password' || path === '/api/update-password') checks.push(`${req.method()} ${path}`);
    });

    await current.fill('no-es-mi-clave');
    await next.fill('Nueva-clave-2026');
    await confirm.fill('Nueva-clave-2026');
    await submit.click();
    await expect(current).toHaveAccessibleDescription(fieldError('La contraseña no es correcta.'));
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(checks).toEqual(['POST /api/check-password']);

    const newPassword = `Otra-clave-${Date.now().toString(36)}`;
    await current.fill(freshUser.password);
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Tu contraseña se actualizó.' })).toBeVisible();
    expect(checks).toEqual(['POST /api/check-password', 'POST /api/check-password', 'PUT /api/update-password']);
    await expect(current).toHaveValue('');

    // The new password signs in; the old one no longer does.
    expect(
      (await request.post('/api/login', { data: { email: freshUser.email, password: freshUser.password } })).status(),
    ).toBe(401);
    await apiLogin(request, freshUser.email, newPassword);
  });
});

// ── Accessibility ────────────────────────────────────────────────────────────

// The desktop pass over /panel and /panel/perfil (customer and admin) is panel-walk.spec.ts's, with
// the same waits; here the 360 px pass, and the field errors (a state only this spec reaches) at both.
test.describe('axe at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const role of ['customer', 'admin'] as const) {
    test(`finds no violations on /panel and /panel/perfil (${role})`, async ({ asRole, axe }) => {
      test.slow(); // two screens, each waiting for its data
      const page = await asRole(role);
      await page.goto('/panel');
      await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
      await expect(page.getByRole('main').getByText('Cargando…')).toHaveCount(0);
      expect(await axe(page), '/panel').toEqual([]);

      await page.goto('/panel/perfil');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByLabel('Estado').getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
      expect(await axe(page), '/panel/perfil').toEqual([]);
    });
  }
});

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: '360 px', size: { width: 360, height: 740 } },
]) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('finds no violations on /panel/perfil showing field errors', async ({ page, freshUser, axe }) => {
      await openProfileAs(page, freshUser);
      await page.getByLabel('Nombre completo').fill('');
      await page.getByLabel('Código postal').fill('12');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Código postal')).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
    });
  });
}
