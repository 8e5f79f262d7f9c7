// /panel/usuarios, the administrators' users screen: search and role
// filter in the address, inviting a user (the mailed link sets the password, then they sign in),
// deactivating one (locked out at once), the dealer-map switch (hiding asks first), coordinates
// typed or picked on the map, a wallet movement, the refusal for other roles, the dialogs from the
// keyboard, and axe on desktop and at 360 px.
// Everything destructive happens to users created here; the demo accounts are only read. The users
// list's total and the dealers on the map are read elsewhere: the tests that count the one or
// change the other are @shared (playwright.config.ts).

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiLogin,
  atPath,
  demoAccount,
  expect,
  gotoHydrated,
  passwordInput,
  readLatestMail,
  signInThroughForm,
  storedToken,
  test,
  uniqueEmail,
  type Role,
} from './fixtures';

type ApiUser = {
  id: number;
  name: string;
  email: string;
  active: boolean;
  show_on_map: boolean;
  distributor_id: number | null;
  coordinates: { lat: number; lng: number } | null;
  role: { name: string };
};

const PASSWORD = 'Clave-de-prueba-2026';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const admin = demoAccount('admin');
  return { Authorization: `Bearer ${await apiLogin(request, admin.email, admin.password)}` };
}

async function roleId(request: APIRequestContext, headers: Record<string, string>, name: Role): Promise<number> {
  const response = await request.get('/api/roles', { headers });
  expect(response.status()).toBe(200);
  const role = ((await response.json()) as { id: number; name: string }[]).find((candidate) => candidate.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role.id;
}

/** A user created through the API for this test only. */
async function createUser(
  request: APIRequestContext,
  role: Role,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<ApiUser> {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/user-add/', {
    headers,
    data: {
      name,
      email: uniqueEmail('usuarios'),
      password: PASSWORD,
      role_id: await roleId(request, headers, role),
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiUser;
}

async function findUser(request: APIRequestContext, email: string): Promise<ApiUser> {
  const response = await request.get(`/api/list-users?search=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  });
  expect(response.status()).toBe(200);
  const user = ((await response.json()) as { data: ApiUser[] }).data.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not in the users list`);
  return user;
}

async function dealerIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/api/dealers');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { id: number }[] | { data: { id: number }[] };
  return (Array.isArray(body) ? body : body.data).map((dealer) => dealer.id);
}

/** Opens the users screen as the admin, already searching for `search` when given. */
async function openUsers(page: Page, search?: string): Promise<void> {
  await page.goto(search ? `/panel/usuarios?search=${encodeURIComponent(search)}` : '/panel/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(usersTable(page).getByRole('row').nth(1)).toBeVisible();
}

function usersTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Usuarios' }).getByRole('table');
}

/** The table row of a user (the name is the row header). */
function userRow(page: Page, name: string): Locator {
  return usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
}

/** The cells of a column, by its header text. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await usersTable(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  // The first column is a row header (th), the others cells (td).
  const cells = usersTable(page).locator(`tbody tr > :nth-child(${index + 1})`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

test.describe('the admin', () => {
  test('searches (debounced, in the address) and filters by role', { tag: '@shared' }, async ({ asRole }) => {
    const page = await asRole('admin');
    await openUsers(page);
    const jorge = demoAccount('distributor');
    const lucia = demoAccount('customer');
    const everyone = Number(/de (\d+)$/.exec(await page.getByText(/^Mostrando 1–\d+ de \d+$/).innerText())?.[1]);
    expect(everyone).toBeGreaterThan(15);

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Villaseñor');
    await expect(page).toHaveURL(/[?&]search=Villase%C3%B1or(?:&|$)/);
    await expect(userRow(page, jorge.name)).toBeVisible();
    await expect(userRow(page, lucia.name)).toHaveCount(0);

    // A role that no result has: the empty state, then "Quitar filtros" brings the list back.
    await page.getByLabel('Rol', { exact: true }).selectOption({ label: 'Cliente' });
    await expect(page).toHaveURL(/[?&]role=customer(?:&|$)/);
    await expect(page.getByText('Ningún usuario coincide con la búsqueda')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(atPath('/panel/usuarios'));
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await expect(page.getByText(`Mostrando 1–15 de ${everyone}`)).toBeVisible();

    // Pages (the demo has more than 15 users): 15 to a page; the next page is in the address too, and Back returns.
    await expect(page.getByText(/^Mostrando 1–15 de \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/[?&]page=2(?:&|$)/);
    await expect(page.getByText(/^Mostrando 16–\d+ de \d+$/)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(/^Mostrando 1–15 de \d+$/)).toBeVisible();

    // The role filter alone: only distributors, and the address keeps it across a reload.
    await page.getByLabel('Rol', { exact: true }).selectOption({ label: 'Distribuidor' });
    await expect(page).toHaveURL(/[?&]role=distributor(?:&|$)/);
    await expect(userRow(page, lucia.name)).toHaveCount(0);
    await expect.poll(async () => new Set(await columnTexts(page, 'Rol'))).toEqual(new Set(['Distribuidor']));
    await page.reload();
    await expect(page.getByLabel('Rol', { exact: true })).toHaveValue('distributor');
    await expect(usersTable(page).getByRole('row').nth(1)).toBeVisible();
    await expect.poll(async () => new Set(await columnTexts(page, 'Rol'))).toEqual(new Set(['Distribuidor']));
  });

  test('invites a user, with the server’s 422 under the field; the mailed link sets the password, then they sign in', async ({
    asRole,
    browser,
    baseURL,
    request,
  }) => {
    const page = await asRole('admin');
    await openUsers(page);
    const email = uniqueEmail('alta');
    const name = 'Rosa Elena Quintero';

    const add = page.getByRole('button', { name: 'Agregar usuario' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nombre completo')).toBeFocused();

    await dialog.getByLabel('Nombre completo').fill(name);
    // An address already taken: the server's message, as received, under the field.
    await dialog.getByLabel('Correo electrónico').fill(demoAccount('customer').email);
    // No password: the person chooses it from the mailed link.
    await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Rol').selectOption({ label: 'Cliente' });
    await dialog
      .getByLabel(/^Distribuidor que lo atiende/)
      .selectOption({ label: 'Decor Ventanas Providencia (Jorge Villaseñor)' });
    await dialog.getByLabel(/^Teléfono/).fill('33 1234 5678');
    await dialog.getByLabel(/^Empresa/).fill('Casa Quintero');
    await dialog.getByLabel(/^Estado/).selectOption({ label: 'Jalisco' });
    await dialog.getByLabel(/^Municipio/).selectOption({ label: 'Zapopan' });
    await dialog.getByLabel(/^Dirección/).fill('Av. Patria 1200');
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    const emailField = dialog.getByLabel(/^Correo electrónico/);
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(/Este correo electrónico ya está registrado\./);
    await expect(emailField).toBeFocused();

    await emailField.fill(email);
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Enviamos la invitación a ${email}` })).toBeVisible();
    await expect(add).toBeFocused();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
    const row = userRow(page, name);
    await expect(row).toBeVisible();
    await expect(row).toContainText(email);
    await expect(row).toContainText('Invitación pendiente');
    await expect(row).toContainText('Lo atiende Decor Ventanas Providencia');
    await expect(row).toContainText('Jalisco');

    const created = await findUser(request, email);
    expect(created.role.name).toBe('customer');
    expect(created.distributor_id).toBe((await findUser(request, demoAccount('distributor').email)).id);

    // The invitation again from the list: a new mail, whose link is the one that works.
    await row.getByRole('button', { name: `Reenviar invitación a ${name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Enviamos una invitación nueva a ${email}` }),
    ).toBeVisible();
    const mail = await readLatestMail(email);
    expect(mail.body).toContain('te invitó a usar el portal');
    const link = /https?:\/\/\S+\/autenticacion\?token=[A-Za-z0-9]{40}&invitacion=1/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No invitation link in ${mail.file}`);

    // In a browser of their own: the link, their password, then /login.
    const context = await browser.newContext({ baseURL });
    const theirs = await context.newPage();
    await gotoHydrated(theirs, link);
    await expect(theirs.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible();
    await passwordInput(theirs, 'Contraseña').fill(PASSWORD);
    await passwordInput(theirs, 'Confirma tu contraseña').fill(PASSWORD);
    await theirs.getByRole('button', { name: 'Guardar contraseña' }).click();
    const done = theirs.getByRole('main').getByRole('status');
    await expect(done).toContainText('Tu contraseña quedó lista');
    await done.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signInThroughForm(theirs, email, PASSWORD);
    await expect(theirs).toHaveURL(atPath('/panel'));
    await expect(theirs.getByRole('heading', { level: 1, name: `Hola, ${name}` })).toBeVisible();
    await context.close();

    await page.reload();
    await expect(userRow(page, name)).toBeVisible();
    await expect(userRow(page, name)).not.toContainText('Invitación pendiente');
    await expect(userRow(page, name).getByRole('button', { name: /^Reenviar invitación/ })).toHaveCount(0);
  });

  test('edits a user: only what changed is sent, and the row shows it', async ({ asRole, request }) => {
    const user = await createUser(request, 'customer', 'Tomás Edición Prueba', {
      company: 'Antes S.A.',
      phone: '3311112222',
    });
    const page = await asRole('admin');
    await openUsers(page, user.email);

    await userRow(page, user.name)
      .getByRole('button', { name: `Editar a ${user.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Editar a ${user.name}` });
    await expect(dialog.getByLabel(/^Empresa/)).toHaveValue('Antes S.A.');
    await dialog.getByLabel(/^Empresa/).fill('Después S.A.');
    await dialog.getByLabel(/^Teléfono/).fill('');
    const sent = page.waitForRequest(
      (req) => req.method() === 'PUT' && req.url().includes(`/api/user-update/${user.id}`),
    );
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    // The company changed and the phone was cleared; nothing else is sent, no empty strings.
    expect((await sent).postDataJSON()).toEqual({ company: 'Después S.A.', phone: null });
    await expect(dialog).toHaveCount(0);
    await expect(userRow(page, user.name)).toContainText('Después S.A.');
    await expect(userRow(page, user.name).getByRole('button', { name: `Editar a ${user.name}` })).toBeFocused();
  });

  test('deactivating a user locks them out at once; activating needs no confirmation', async ({
    asRole,
    browser,
    baseURL,
    request,
  }) => {
    const user = await createUser(request, 'customer', 'Sergio Baja Prueba');

    // Their own session, open in another browser.
    const context = await browser.newContext({ baseURL });
    const theirs = await context.newPage();
    await signInThroughForm(theirs, user.email, PASSWORD);
    await expect(theirs.getByRole('heading', { level: 1, name: `Hola, ${user.name}` })).toBeVisible();

    const page = await asRole('admin');
    await openUsers(page, user.email);
    const toggle = userRow(page, user.name).locator('button[data-toggle="active"]');
    await expect(toggle).toHaveAccessibleName(`Desactivar a ${user.name}`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();

    const confirm = page.getByRole('alertdialog', { name: `¿Desactivar a ${user.name}?` });
    await expect(confirm).toContainText('cerrará todas sus sesiones');
    // Cancelling changes nothing and gives the focus back.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await confirm.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleName(`Activar a ${user.name}`);
    await expect(userRow(page, user.name)).toContainText('Desactivada');

    // Their next API call answers 401: token gone, sent to /login.
    await theirs.reload({ waitUntil: 'commit' });
    await expect(theirs).toHaveURL(atPath('/login'));
    expect(await storedToken(theirs)).toBeNull();
    // Signing in again is refused with the server's message.
    await signInThroughForm(theirs, user.email, PASSWORD);
    await expect(theirs.getByRole('main').getByRole('alert')).toContainText('Tu cuenta está desactivada.');
    await expect(theirs).toHaveURL(atPath('/login'));
    await context.close();

    // Turning the account back on takes one press.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await findUser(request, user.email)).active).toBe(true);
  });

  test(
    'hides a distributor from the map after confirming: the row changes in place and GET /api/dealers drops them',
    { tag: '@shared' },
    async ({ asRole, axe, request }) => {
      const dealer = await createUser(request, 'distributor', 'Persianas Mapa Prueba', {
        company: 'Persianas Mapa Prueba',
      });
      const headers = await adminHeaders(request);
      expect(
        (
          await request.put(`/api/add-coordinates/${dealer.id}`, { headers, data: { lat: 20.97, lng: -89.62 } })
        ).status(),
      ).toBe(200);
      expect(
        ((await (await request.get(`/api/user-active-map/${dealer.id}`, { headers })).json()) as ApiUser).show_on_map,
      ).toBe(true);
      await expect.poll(() => dealerIds(request)).toContain(dealer.id);

      const page = await asRole('admin');
      await openUsers(page, dealer.email);
      const toggle = userRow(page, dealer.name).locator('button[data-toggle="map"]');
      await expect(toggle).toHaveAccessibleName(`Ocultar del mapa a ${dealer.name}`);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      // In place: the answer replaces the row; the list is not asked for again.
      const listCalls: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/list-users')) listCalls.push(req.url());
      });
      // Asked first: what visitors stop seeing and where its new requests go; Cancelar changes nothing.
      await toggle.click();
      const confirm = page.getByRole('alertdialog', { name: `¿Ocultar del mapa a ${dealer.name}?` });
      await expect(confirm).toContainText('dejará de aparecer en el mapa de distribuidores');
      await expect(confirm).toContainText(
        /Sus solicitudes nuevas irán al distribuidor visible más cercano a cada cliente; cerca de aquí, \S/,
      );
      await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      expect(await axe(page), 'hide confirmation').toEqual([]);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await toggle.click();
      await confirm.getByRole('button', { name: 'Ocultar del mapa' }).click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveAccessibleName(`Mostrar en el mapa a ${dealer.name}`);
      await expect(userRow(page, dealer.name)).toContainText('Oculto');
      await expect(
        page.getByRole('status').filter({ hasText: `${dealer.name} ya no aparece en el mapa de distribuidores.` }),
      ).toBeVisible();
      expect(listCalls).toEqual([]);

      await expect.poll(() => dealerIds(request)).not.toContain(dealer.id);
    },
  );

  test(
    'sets coordinates by typing (they persist) and by clicking the map (it fills the inputs)',
    { tag: '@shared' },
    async ({ asRole, request }) => {
      test.setTimeout(90_000);
      const dealer = await createUser(request, 'distributor', 'Toldos Coordenadas Prueba');
      const page = await asRole('admin');
      await openUsers(page, dealer.email);

      const open = userRow(page, dealer.name).getByRole('button', { name: `Ubicación de ${dealer.name}` });
      await open.click();
      let dialog = page.getByRole('dialog', { name: `Ubicación de ${dealer.name}` });
      await expect(dialog).toContainText('Aún no tiene una ubicación guardada.');
      const lat = dialog.getByLabel('Latitud');
      const lng = dialog.getByLabel('Longitud');

      // Out of range: the API's message under the field.
      await lat.fill('40');
      await lng.fill('-86.8515');
      await dialog.getByRole('button', { name: 'Guardar ubicación' }).click();
      await expect(lat).toHaveAccessibleDescription(/La latitud debe estar entre 14 y 33 \(México\)\./);

      await lat.fill('21.1619');
      await dialog.getByRole('button', { name: 'Guardar ubicación' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: `Se guardó la ubicación de ${dealer.name}.` }),
      ).toBeVisible();
      await expect(open).toBeFocused();
      expect((await findUser(request, dealer.email)).coordinates).toEqual({ lat: 21.1619, lng: -86.8515 });

      // After a reload the dialog shows them.
      await page.reload();
      await open.click();
      dialog = page.getByRole('dialog', { name: `Ubicación de ${dealer.name}` });
      await expect(dialog).toContainText('Guardada: 21.1619, -86.8515.');
      await expect(dialog.getByLabel('Latitud')).toHaveValue('21.1619');
      await expect(dialog.getByLabel('Longitud')).toHaveValue('-86.8515');

      // A click on the map fills both inputs with that point.
      const canvas = dialog.locator('canvas.maplibregl-canvas');
      await expect(canvas).toBeVisible({ timeout: 20_000 });
      const box = await canvas.boundingBox();
      if (!box) throw new Error('The map has no size');
      await page.mouse.click(box.x + box.width / 2 - 60, box.y + box.height / 2 + 40);
      await expect(dialog.getByLabel('Latitud')).not.toHaveValue('21.1619');
      const picked = {
        lat: Number(await dialog.getByLabel('Latitud').inputValue()),
        lng: Number(await dialog.getByLabel('Longitud').inputValue()),
      };
      // West and south of the saved point, close to it (the map opened at street level around it).
      expect(picked.lat).toBeLessThan(21.1619);
      expect(picked.lat).toBeGreaterThan(20.9);
      expect(picked.lng).toBeLessThan(-86.8515);
      expect(picked.lng).toBeGreaterThan(-87.2);
      await expect(dialog.getByRole('img', { name: 'Ubicación elegida' })).toBeVisible();

      // Escape closes without saving and gives the focus back.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      expect((await findUser(request, dealer.email)).coordinates).toEqual({ lat: 21.1619, lng: -86.8515 });
    },
  );

  test('records a wallet credit (new balance shown) and is refused a charge above the balance', async ({
    asRole,
    request,
  }) => {
    const user = await createUser(request, 'customer', 'Carmen Monedero Prueba');
    const page = await asRole('admin');
    await openUsers(page, user.email);

    await userRow(page, user.name)
      .getByRole('button', { name: `Monedero de ${user.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Monedero de ${user.name}` });
    const balance = dialog.locator('[data-wallet-balance]');
    await expect(balance).toHaveText(/^\$0\.00\s*MXN$/);

    await dialog.getByRole('radio', { name: /^Abono/ }).check();
    await dialog.getByLabel('Monto en pesos').fill('1,500.5');
    await dialog.getByLabel('Concepto').fill('Bonificación por pedido de prueba');
    await dialog.getByRole('button', { name: 'Registrar movimiento' }).click();
    await expect(balance).toHaveText(/^\$1,500\.50\s*MXN$/);
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Abono de $1,500.50 registrado. Saldo nuevo: $1,500.50.' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Monto en pesos')).toHaveValue('');

    await dialog.getByRole('radio', { name: /^Cargo/ }).check();
    await dialog.getByLabel('Monto en pesos').fill('2000');
    await dialog.getByLabel('Concepto').fill('Cargo mayor que el saldo');
    await dialog.getByRole('button', { name: 'Registrar movimiento' }).click();
    const amount = dialog.getByLabel('Monto en pesos');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/El cargo es mayor que el saldo del monedero\./);
    await expect(balance).toHaveText(/^\$1,500\.50\s*MXN$/);

    const wallet = await request.get(`/api/wallet/${user.id}`, { headers: await adminHeaders(request) });
    expect(((await wallet.json()) as { balance: string }).balance).toBe('1500.50');
  });

  test('dialogs keep the focus inside, close with Escape and give the focus back', async ({ asRole }) => {
    const page = await asRole('admin');
    await openUsers(page);
    const add = page.getByRole('button', { name: 'Agregar usuario' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
    await expect(dialog.getByLabel('Nombre completo')).toBeFocused();

    const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await insideDialog(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  });
});

test.describe('other roles', () => {
  for (const role of ['distributor', 'customer'] as const) {
    test(`a ${role} opening /panel/usuarios is refused by the server (403), without a crash`, async ({ asRole }) => {
      const page = await asRole(role);
      const refused = page.waitForResponse((response) => response.url().includes('/api/list-users'));
      await page.goto('/panel/usuarios');
      expect((await refused).status()).toBe(403);
      const main = page.getByRole('main');
      await expect(main.getByText('No tienes permiso para ver esta sección.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Ir al inicio del panel' })).toHaveAttribute('href', '/panel');
      await expect(main.getByRole('button', { name: 'Agregar usuario' })).toHaveCount(0);
      await expect(main.getByRole('table')).toHaveCount(0);
      await expect(page).toHaveURL(atPath('/panel/usuarios'));
    });
  }
});

test.describe('accessibility', () => {
  test('axe finds nothing on the list and in each dialog (desktop)', async ({ asRole, axe, request }) => {
    test.setTimeout(90_000);
    const dealer = await createUser(request, 'distributor', 'Axe Escritorio Prueba', { company: 'Axe Escritorio' });
    const page = await asRole('admin');
    await openUsers(page);
    expect(await axe(page), 'list').toEqual([]);

    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar usuario' });
    await expect(add.getByLabel('Estado', { exact: false }).getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
    await add.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(add.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(page), 'add dialog with errors').toEqual([]);
    // A distributor is asked for its place and its page's products, and sees its page's address.
    await add.getByLabel('Nombre completo').fill('Toldos Axe Prueba');
    await add.getByLabel('Rol').selectOption({ label: 'Distribuidor' });
    const dealerPart = add.getByRole('group', { name: 'Ubicación y página del distribuidor' });
    await expect(dealerPart.getByRole('checkbox', { name: 'Toldos' })).toBeVisible();
    await expect(dealerPart).toContainText('/distribuidores/mexico/toldos-axe-prueba');
    expect(await axe(page), 'add dialog for a distributor').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(dealer.email);
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await userRow(page, dealer.name)
      .getByRole('button', { name: `Ubicación de ${dealer.name}` })
      .click();
    const coordinates = page.getByRole('dialog', { name: `Ubicación de ${dealer.name}` });
    await expect(coordinates.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
    expect(await axe(page), 'coordinates dialog with the map').toEqual([]);
    await page.keyboard.press('Escape');

    await userRow(page, dealer.name)
      .getByRole('button', { name: `Monedero de ${dealer.name}` })
      .click();
    await expect(
      page.getByRole('dialog', { name: `Monedero de ${dealer.name}` }).locator('[data-wallet-balance]'),
    ).toBeVisible();
    expect(await axe(page), 'wallet dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await userRow(page, dealer.name)
      .getByRole('button', { name: `Desactivar a ${dealer.name}` })
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await axe(page), 'deactivation confirmation').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz-nadie-coincide');
    await expect(page.getByText('Ningún usuario coincide con la búsqueda')).toBeVisible();
    expect(await axe(page), 'empty state').toEqual([]);
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the users are cards that fit: neither the page nor the table scrolls sideways, and axe finds nothing with a dialog open', async ({
      asRole,
      axe,
    }) => {
      const page = await asRole('admin');
      await openUsers(page);
      const region = page.getByRole('region', { name: 'Usuarios' });
      const widths = await region.evaluate((element) => ({
        region: element.clientWidth,
        table: element.scrollWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths.table).toBeLessThanOrEqual(widths.region);
      expect(widths.page).toBeLessThanOrEqual(360);
      expect(await axe(page), 'list at 360 px').toEqual([]);

      const jorge = demoAccount('distributor').name;
      await userRow(page, jorge)
        .getByRole('button', { name: `Editar a ${jorge}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Editar a ${jorge}` });
      await expect(dialog.getByLabel(/^Municipio/)).toHaveValue(/^\d+$/);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await axe(page), 'edit dialog at 360 px').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
});
