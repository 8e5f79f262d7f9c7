// The sales screens of the panel: Mi carrito and its checkout (with a network retry that
// must not make two orders), Mis pedidos and Pedidos de clientes with status changes and history,
// Mis cotizaciones with the PDF, the role refusals, the empty states, and axe on every screen at
// 360 px and on the states only this spec reaches at desktop width too (a filled cart, the
// confirmation step, the success, the details, dialogs, empty lists, refusals); the lists as
// panel-walk.spec.ts opens them are scanned at desktop width there.
//
// Fresh accounts wherever state would leak between tests. The distributor flow needs the demo
// customer (distribuidor@solara.test serves cliente@solara.test): its cart is put back as it was
// and its order is cancelled at the end (which returns the stock).

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiLogin,
  atPath,
  axeViolations,
  demoAccount,
  expect,
  registerUser,
  test,
  TOKEN_KEY,
  screenBlindPiece,
} from './fixtures';

// Each test walks several screens and runs axe twice on each: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

// ── Data ─────────────────────────────────────────────────────────────────────

const PIECE = screenBlindPiece('Recámara e2e');

const CONFIG_KEYS = [
  'line',
  'type',
  'fabric',
  'color',
  'model',
  'width_cm',
  'height_cm',
  'projection_cm',
  'quantity',
  'room',
  'options',
];

type CartReply = { items: ({ id: number } & Record<string, unknown>)[]; count: number; total: string };
type OrderReply = { id: number; folio: string; status: string; total: string; wallet_applied: string };
type Paginated<T> = { data: T[]; total: number };

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

async function getCart(request: APIRequestContext, token: string): Promise<CartReply> {
  const response = await request.get('/api/cart', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CartReply;
}

async function addToCart(request: APIRequestContext, token: string, items: unknown[] = [PIECE]): Promise<CartReply> {
  const response = await request.post('/api/cart', { headers: auth(token), data: { items } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CartReply;
}

/** Empties a cart and returns what it held, as configurations that POST /api/cart takes again. */
async function takeOutCart(request: APIRequestContext, token: string): Promise<Record<string, unknown>[]> {
  const cart = await getCart(request, token);
  for (const item of cart.items) {
    expect((await request.delete(`/api/cart/${item.id}`, { headers: auth(token) })).status()).toBe(200);
  }
  return cart.items.map((item) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => CONFIG_KEYS.includes(key))),
  );
}

async function checkoutByApi(request: APIRequestContext, token: string): Promise<OrderReply> {
  const response = await request.post('/api/cart/checkout', {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {},
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OrderReply;
}

async function ordersOf(request: APIRequestContext, token: string): Promise<Paginated<OrderReply>> {
  const response = await request.get('/api/orders', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Paginated<OrderReply>;
}

/** A new customer account, signed in through the API. */
async function freshCustomer(request: APIRequestContext) {
  const user = await registerUser(request, 'ventas');
  const login = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { token: string; user: { id: number } };
  return { ...user, id: body.user.id, token: body.token };
}

/** A page of its own context, signed in with `token` (the panel reads it from localStorage). */
async function pageWithToken(browser: Browser, baseURL: string | undefined, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-MX' });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  return context.newPage();
}

// ── Checks ───────────────────────────────────────────────────────────────────

/**
 * axe finds nothing at 360 px, and at desktop width unless panel-walk.spec.ts already scans the
 * screen in this state there (`desktop: false`); the viewport is put back afterwards.
 */
async function expectAccessible(page: Page, what: string, { desktop = true } = {}): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  if (desktop) {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page), `${what} (1280 px)`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await axeViolations(page), `${what} (360 px)`).toEqual([]);
  // Nothing is wider than the screen: the wide tables scroll inside their own region.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what}: no sideways scroll at 360 px`,
  ).toBeLessThanOrEqual(360);
  await page.setViewportSize(original);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 1, name });

// ── Tests ────────────────────────────────────────────────────────────────────

// @shared: the demo customer's cart and orders are read by other specs (playwright.config.ts).
test.describe('the demo customer and its distributor', { tag: '@shared' }, () => {
  let customerToken: string;
  let distributorToken: string;
  let savedCart: Record<string, unknown>[] = [];
  let orderId: number | null = null;

  test.beforeAll(async ({ request }) => {
    const customer = demoAccount('customer');
    const distributor = demoAccount('distributor');
    customerToken = await apiLogin(request, customer.email, customer.password);
    distributorToken = await apiLogin(request, distributor.email, distributor.password);
    // Other specs may have left pieces in the demo cart: keep them aside and put them back after.
    savedCart = await takeOutCart(request, customerToken);
  });

  test.afterAll(async ({ request }) => {
    if (orderId !== null) {
      // Cancelled, the order gives its stock back; it stays in the lists as cancelled.
      await request.put(`/api/orders/${orderId}/status`, {
        headers: auth(distributorToken),
        data: { status: 'cancelado', note: 'Limpieza de la prueba e2e' },
      });
    }
    await takeOutCart(request, customerToken);
    if (savedCart.length > 0) await addToCart(request, customerToken, savedCart);
  });

  test('cart → checkout → Mis pedidos (Pendiente) → the distributor confirms → the customer sees Confirmado and the history', async ({
    asRole,
    request,
  }) => {
    await addToCart(request, customerToken);
    const page = await asRole('customer');

    // Mi carrito: the piece, its price, and a quantity change saved in the background.
    await page.goto('/panel/listas/mi-carrito');
    await expect(heading(page, 'Mi carrito')).toBeVisible();
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Recámara e2e' });
    await expect(line).toContainText('Persianas enrollables en Screen 5 %');
    const quantity = line.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(quantity).toHaveValue('1');
    const unitPrice = (await getCart(request, customerToken)).items[0]!.unit_price as string;
    await expectAccessible(page, 'Mi carrito');

    const saved = page.waitForResponse(
      (r) => /\/api\/cart\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT',
    );
    await line.getByRole('button', { name: /^Una pieza más de / }).click();
    await expect(quantity).toHaveValue('2');
    expect((await saved).status()).toBe(200);
    const twoPieces = (Number(unitPrice) * 2).toLocaleString('es-MX', { minimumFractionDigits: 2 });
    await expect(line).toContainText(`$${twoPieces}`);
    expect((await getCart(request, customerToken)).items[0]!.quantity).toBe(2);

    // The confirmation step: review, notes, address; then the order.
    await page.getByRole('button', { name: 'Continuar con el pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Confirma tu pedido' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('2 × Persianas enrollables en Screen 5 %');
    await page.getByLabel(/^Dirección de entrega/).fill('Av. Patria 1200, Zapopan, Jalisco');
    await page.getByLabel(/^Comentarios/).fill('Prueba e2e: llamar antes de instalar.');
    await expectAccessible(page, 'confirmation step');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    const success = page.getByRole('status').filter({ hasText: '¡Pedido registrado!' });
    await expect(success).toBeFocused();
    const folio = (await success.locator('strong').first().textContent())!.trim();
    expect(folio).toMatch(/^PED-\d{4}-\d{6}$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Carrito/ })).toContainText('0');
    await expectAccessible(page, 'checkout success');

    // Mis pedidos: the order, pending.
    await page.getByRole('link', { name: 'Ir a Mis pedidos' }).click();
    await expect(page).toHaveURL(atPath('/panel/listas/ordenes'));
    const row = page.getByRole('row').filter({ hasText: folio });
    await expect(row).toContainText('Pendiente');
    await expectAccessible(page, 'Mis pedidos', { desktop: false });
    await row.getByRole('link', { name: folio, exact: true }).click();
    await expect(heading(page, new RegExp(`Pedido ${folio}`))).toBeVisible();
    orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('main')).toContainText('Av. Patria 1200, Zapopan, Jalisco');
    await expectAccessible(page, 'order detail (customer)');

    // The distributor finds it in Pedidos de clientes (search in the URL) and confirms it.
    const dealer = await asRole('distributor');
    await dealer.goto('/panel/listas/ordenes-admin');
    await expect(heading(dealer, 'Pedidos de clientes')).toBeVisible();
    await dealer.getByLabel('Buscar por folio o cliente').fill(folio);
    await expect(dealer).toHaveURL(new RegExp(`buscar=${folio}`));
    await expect(dealer.getByRole('row')).toHaveCount(2);
    await expectAccessible(dealer, 'Pedidos de clientes', { desktop: false });
    // The filtered list is shareable: the same URL opens it again.
    await dealer.reload();
    await expect(dealer.getByLabel('Buscar por folio o cliente')).toHaveValue(folio);
    await dealer.getByRole('row').filter({ hasText: folio }).getByRole('link', { name: folio, exact: true }).click();
    await expect(heading(dealer, new RegExp(`Pedido ${folio}`))).toBeVisible();
    await expectAccessible(dealer, 'order detail (distributor)');
    await dealer.getByLabel('Nuevo estado').selectOption({ label: 'Confirmado' });
    await dealer.getByLabel(/^Nota para el historial/).fill('Fabricación programada');
    await dealer.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(dealer.getByRole('status').filter({ hasText: 'El pedido ahora está confirmado.' })).toBeVisible();
    await expect(heading(dealer, /Confirmado/)).toBeVisible();

    // The customer sees it confirmed, with the history.
    await page.reload();
    await expect(heading(page, /Confirmado/)).toBeVisible();
    const history = page.getByRole('region', { name: 'Historial' });
    await expect(history).toContainText('Pedido creado · Pendiente');
    await expect(history).toContainText('Pendiente → Confirmado');
    await expect(history).toContainText('Fabricación programada');
    await expect(history).toContainText(demoAccount('distributor').name);
    // No longer pending: the customer cannot cancel it.
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  });

  test('the distributor cart shows distributor prices and removes a line after confirmation', async ({
    asRole,
    request,
  }) => {
    const kept = await takeOutCart(request, distributorToken);
    try {
      await addToCart(request, distributorToken);
      const page = await asRole('distributor');
      await page.goto('/panel/listas/mi-carrito-admin');
      await expect(heading(page, 'Carrito de distribuidor')).toBeVisible();
      await expect(page.getByText('Precios de distribuidor', { exact: true })).toBeVisible();
      await expectAccessible(page, 'Carrito de distribuidor');

      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Recámara e2e' });
      await line.getByRole('button', { name: /^Quitar/ }).click();
      const dialog = page.getByRole('alertdialog', { name: '¿Quitar este producto del carrito?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'remove confirmation');
      await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
      await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
      expect((await getCart(request, distributorToken)).count).toBe(0);
    } finally {
      await takeOutCart(request, distributorToken);
      if (kept.length > 0) await addToCart(request, distributorToken, kept);
    }
  });
});

test('a saved quote appears in Mis cotizaciones, its PDF downloads as <folio>.pdf, and the draft can be deleted', async ({
  browser,
  baseURL,
  request,
}) => {
  const customer = await freshCustomer(request);
  const saved = await request.post('/api/quotes', {
    headers: auth(customer.token),
    data: { items: [PIECE], notes: 'Cotización e2e' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const quote = (await saved.json()) as { id: number; folio: string };

  const page = await pageWithToken(browser, baseURL, customer.token);
  await page.goto('/panel/listas/cotizaciones');
  await expect(heading(page, 'Mis cotizaciones')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: quote.folio });
  await expect(row).toContainText('Borrador');
  // The reader's own list: no column naming the reader as its customer.
  await expect(page.getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
  await expectAccessible(page, 'Mis cotizaciones', { desktop: false });

  // Filters: a status with no match, then back.
  await page.getByLabel('Estado').selectOption({ label: 'Aceptada' });
  await expect(page).toHaveURL(/estado=aceptada/);
  await expect(page.getByText('Ninguna cotización coincide con los filtros.')).toBeVisible();
  await page.getByRole('link', { name: 'Quitar filtros' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: quote.folio, exact: true }).click();
  await expect(page).toHaveURL(atPath(`/panel/listas/cotizaciones/${quote.id}`));
  await expect(heading(page, new RegExp(`Cotización ${quote.folio}`))).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Desglose por pieza');
  await expect(page.getByRole('main')).toContainText('IVA (16 %)');
  await expectAccessible(page, 'quote detail');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${quote.folio}.pdf`);

  await page.getByRole('button', { name: 'Eliminar borrador' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar esta cotización?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page).toHaveURL(atPath('/panel/listas/cotizaciones'));
  await expect(page.getByText('Aún no tienes cotizaciones')).toBeVisible();
  expect((await request.get(`/api/quotes/${quote.id}`, { headers: auth(customer.token) })).status()).toBe(404);
  await page.context().close();
});

test('an admin sends a requested customer quote from Cotizaciones de clientes, after confirming', async ({
  asRole,
  request,
}) => {
  const customer = await freshCustomer(request);
  const saved = await request.post('/api/quotes', { headers: auth(customer.token), data: { items: [PIECE] } });
  const quote = (await saved.json()) as { id: number; folio: string };
  const asked = await request.post(`/api/quotes/${quote.id}/request`, { headers: auth(customer.token), data: {} });
  expect(asked.status()).toBe(200);

  const page = await asRole('admin');
  await page.goto(`/panel/listas/cotizaciones-admin?buscar=${quote.folio}`);
  await expect(heading(page, 'Cotizaciones de clientes')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: quote.folio })).toContainText(customer.email);
  await expectAccessible(page, 'Cotizaciones de clientes', { desktop: false });
  await page.getByRole('link', { name: quote.folio, exact: true }).click();
  await expect(page).toHaveURL(atPath(`/panel/listas/cotizaciones-admin/${quote.id}`));
  await page.getByRole('button', { name: 'Enviar al cliente' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Enviar la cotización al cliente?' });
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole('button', { name: 'Sí, enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Enviamos la versión 1 a ${customer.email}` })).toBeVisible();
  await expect(heading(page, /Enviada/)).toBeVisible();
  // Sent, the customer may accept it; not a draft any more, its author cannot delete it.
  const seen = (await (await request.get(`/api/quotes/${quote.id}`, { headers: auth(customer.token) })).json()) as {
    actions: string[];
  };
  expect(seen.actions).toEqual(['accept', 'request_changes', 'decline']);
  const response = await request.delete(`/api/quotes/${quote.id}`, { headers: auth(customer.token) });
  expect(response.status()).toBe(409);
});

test('a customer cancels its own pending order after confirming in a dialog', async ({ browser, baseURL, request }) => {
  const customer = await freshCustomer(request);
  await addToCart(request, customer.token);
  const order = await checkoutByApi(request, customer.token);

  const page = await pageWithToken(browser, baseURL, customer.token);
  await page.goto(`/panel/listas/ordenes/${order.id}`);
  await expect(heading(page, /Pendiente/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cancelar este pedido?' });
  await expect(dialog).toBeVisible();
  // "No, volver" keeps the order as it was.
  await dialog.getByRole('button', { name: 'No, volver' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading(page, /Pendiente/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Cancelaste el pedido ${order.folio}.` })).toBeVisible();
  await expect(heading(page, /Cancelado/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Pendiente → Cancelado');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  expect((await ordersOf(request, customer.token)).data[0]!.status).toBe('cancelado');
  await page.context().close();
});

test('a checkout whose answer is lost is retried with the same Idempotency-Key: one order, one wallet charge', async ({
  browser,
  baseURL,
  request,
}) => {
  const customer = await freshCustomer(request);
  const admin = demoAccount('admin');
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const credit = await request.post(`/api/wallet/${customer.id}`, {
    headers: auth(adminToken),
    data: { kind: 'abono', amount: '500.00', concept: 'Saldo e2e' },
  });
  expect(credit.status(), await credit.text()).toBeLessThan(300);
  await addToCart(request, customer.token);

  const page = await pageWithToken(browser, baseURL, customer.token);
  const keys: string[] = [];
  let firstFolio: string | null = null;
  await page.route('**/api/cart/checkout', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      // The server handles the first request and makes the order; its answer never arrives.
      const response = await route.fetch();
      firstFolio = ((await response.json()) as OrderReply).folio;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });

  await page.goto('/panel/listas/mi-carrito');
  await page.getByRole('button', { name: 'Continuar con el pedido' }).click();
  const wallet = page.getByRole('group', { name: 'Pagar con mi monedero' });
  await expect(wallet).toContainText('Saldo disponible: $500.00');
  await wallet.getByRole('radio', { name: 'Usar una parte' }).check();
  await wallet.getByLabel('Cantidad a usar, en pesos').fill('100');
  await expect(page.getByRole('complementary')).toContainText('Por pagar');
  await expectAccessible(page, 'confirmation step with the wallet');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  const success = page.getByRole('status').filter({ hasText: '¡Pedido registrado!' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('pagaste $100.00 con tu monedero');
  const folio = (await success.locator('strong').first().textContent())!.trim();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(folio).toBe(firstFolio);
  const orders = await ordersOf(request, customer.token);
  expect(orders.total).toBe(1);
  expect(orders.data[0]!.wallet_applied).toBe('100.00');
  const balance = await request.get('/api/wallet', { headers: auth(customer.token) });
  expect(((await balance.json()) as { balance: string }).balance).toBe('400.00');

  // The success links to the order.
  await page.getByRole('link', { name: `Ver el pedido ${folio}` }).click();
  await expect(heading(page, new RegExp(`Pedido ${folio}`))).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Pagado con monedero');
  await page.context().close();
});

test('a new customer sees the empty states, each with the way to the quoter', async ({ browser, baseURL, request }) => {
  const customer = await freshCustomer(request);
  const page = await pageWithToken(browser, baseURL, customer.token);

  for (const [path, title, text] of [
    ['/panel/listas/cotizaciones', 'Mis cotizaciones', 'Aún no tienes cotizaciones'],
    ['/panel/listas/ordenes', 'Mis pedidos', 'Aún no tienes pedidos'],
    ['/panel/listas/mi-carrito', 'Mi carrito', 'Tu carrito está vacío'],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Ir al cotizador' })).toHaveAttribute(
        'href',
        '/cotizador',
      );
      await expect(page.getByText(/en construcción/)).toHaveCount(0);
      // The empty cart is the demo customer's too, scanned at desktop width by panel-walk.spec.ts.
      await expectAccessible(page, path, { desktop: path !== '/panel/listas/mi-carrito' });
    });
  }
  await page.context().close();
});

test('a customer opening the staff lists sees the server refusal, not a crash', async ({ asRole }) => {
  const page = await asRole('customer');
  for (const [path, title] of [
    ['/panel/listas/ordenes-admin', 'Pedidos de clientes'],
    ['/panel/listas/cotizaciones-admin', 'Cotizaciones de clientes'],
    ['/panel/listas/mi-carrito-admin', 'Carrito de distribuidor'],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      const refusal = page.getByRole('main').getByRole('alert');
      await expect(refusal).toContainText('No tienes permiso');
      await expect(refusal.getByRole('link', { name: 'Ir al inicio del panel' })).toHaveAttribute('href', '/panel');
      await expectAccessible(page, path);
    });
  }
  // The lists' 403 is the server's own message.
  await page.goto('/panel/listas/ordenes-admin');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('No tienes permiso para realizar esta acción.');
});

test('an order that does not exist (or is not yours) shows the server message', async ({ asRole }) => {
  const page = await asRole('customer');
  await page.goto('/panel/listas/ordenes/999999');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('El pedido no existe.');
  await page.goto('/panel/listas/cotizaciones/abc');
  await expect(page.getByText('Esta cotización no existe.')).toBeVisible();
});
