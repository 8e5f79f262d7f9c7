// Switching accounts in one tab (the SWR cache leak): the distributor signs in through the form and
// opens its home, Mis cotizaciones, Mis pedidos and the price table (/panel/inventario/precios, the
// screen of GET /api/catalogs-prices, where distributors also see distributor_price; /panel/lista-precios
// lists uploaded files, the same for every role); then signs out with the header
// button and the customer it serves signs in through the form in the same tab, without a reload,
// and opens the same screens. From the moment of the sign-out, a MutationObserver records every
// text that enters the page (and every value a text node changes from or to) together with the
// toolbar and home counters; none of it may be the distributor's: its folios, its distributor
// prices, the "Precio distribuidor" column, or its counter values where they differ from the
// customer's. The customer's own folio, prices and counters must appear, so the test cannot pass
// on a page that shows nothing.
//
// Data: a fresh distributor and a fresh customer it serves, made by the admin through the API (the
// demo accounts stay as they are for the other specs). The distributor saves a quote, orders a
// piece (cart → checkout) and keeps another in its cart; the customer saves a quote of its own.
// For the customer, after the sign-out, the list and counter calls are held back STALE_DELAY_MS
// so a cached answer of the distributor would stay on screen meanwhile. The file is named to run
// after login.spec.ts: the admin's counters count every quote and order, and that spec expects the
// demo accounts' counters at 0.

import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  atPath,
  demoAccount,
  expect,
  uniqueEmail,
  expectHydrated,
  passwordInput,
  signInThroughForm,
  storedToken,
  test,
  screenBlindPiece,
} from './fixtures';

test.describe.configure({ timeout: 150_000 });

// ── Data ─────────────────────────────────────────────────────────────────────

const PIECE = screenBlindPiece('Sala cambio de cuenta e2e');

/** How long the customer's list and counter calls are held back after the sign-out. */
const STALE_DELAY_MS = 1_500;

type CounterName = 'cot' | 'orders' | 'cart';
type Counts = Record<CounterName, number>;
const COUNTER_NAMES: readonly CounterName[] = ['cot', 'orders', 'cart'];
const COUNTER_PATHS: Record<CounterName, string> = {
  cot: '/api/count-cot',
  orders: '/api/count-orders',
  cart: '/api/count-cart',
};
/** The label each counter has in the toolbar ("Tus contadores") and on the home ("Resumen de tu cuenta"). */
const COUNTER_LABELS: Record<string, CounterName> = { Cotizaciones: 'cot', Pedidos: 'orders', Carrito: 'cart' };

type Money = string;
type QuoteReply = {
  id: number;
  folio: string;
  price_list: string;
  created_at: string;
  customer: unknown;
  distributor: unknown;
  notes: string | null;
  items: { unit_price?: Money; line_total?: Money }[];
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: string;
};
type Paginated<T> = { data: T[]; total: number } & Record<string, unknown>;
type PriceRow = { public_price: Money; distributor_price?: Money };

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function countsOf(request: APIRequestContext, token: string): Promise<Counts> {
  const entries = await Promise.all(
    COUNTER_NAMES.map(
      async (name) => [name, Number(await getJson<unknown>(request, COUNTER_PATHS[name], token))] as const,
    ),
  );
  return Object.fromEntries(entries) as Counts;
}

async function saveQuote(request: APIRequestContext, token: string, notes: string): Promise<QuoteReply> {
  const response = await request.post('/api/quotes', { headers: auth(token), data: { items: [PIECE], notes } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as QuoteReply;
}

type Account = { id: number; name: string; email: string; password: string };

/** A new account made by the admin (POST /api/user-add/); a customer may be served by `distributorId`. */
async function createAccount(
  request: APIRequestContext,
  adminToken: string,
  { name, role, distributorId }: { name: string; role: 'distributor' | 'customer'; distributorId?: number },
): Promise<Account> {
  const roles = await getJson<{ id: number; name: string }[]>(request, '/api/roles', adminToken);
  const roleId = roles.find((r) => r.name === role)?.id;
  const email = uniqueEmail(`cambio-${role}`);
  const password = 'Solara-demo-2026';
  const response = await request.post('/api/user-add/', {
    headers: auth(adminToken),
    data: { name, email, password, role_id: roleId, ...(distributorId ? { distributor_id: distributorId } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name, email, password };
}

/** A real order: one piece in the cart, then checkout. */
async function placeOrder(request: APIRequestContext, token: string): Promise<{ folio: string }> {
  const added = await request.post('/api/cart', { headers: auth(token), data: { items: [PIECE] } });
  expect(added.status(), await added.text()).toBe(201);
  const checkout = await request.post('/api/cart/checkout', {
    headers: { ...auth(token), 'Idempotency-Key': `cambio-${Date.now()}-${Math.random()}` },
    data: {},
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as { folio: string };
}

/** "$1,234.50" (as a screen shows it) or "1234.50" (as the API sends it) → centavos. */
function toCents(text: string): number {
  const digits = text.replace(/[^\d.]/g, '');
  return Math.round(Number(digits) * 100);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` standing on its own: not the start of a longer number or folio. */
const standalone = (text: string) => new RegExp(`${escapeRegExp(text)}(?![\\d])`);

// ── The DOM watcher ──────────────────────────────────────────────────────────

/** What the page reports after each batch of DOM mutations. */
type DomBatch = {
  /** Which document (a full page load starts a new one) and the batch's number in it. */
  doc: string;
  seq: number;
  /** localStorage user_token when the batch was recorded: tells the two sessions apart. */
  token: string | null;
  path: string;
  /** Every text node added (each on its own), and both the old and the new value of every changed one. */
  texts: string[];
  /** Each counter list on the page ("Tus contadores", "Resumen de tu cuenta") as [label, value] pairs. */
  counters: [string, string][][];
};

/**
 * Runs in the page (as an init script, so a full page load installs it again, and once by
 * evaluate for the current document). Self-contained: Playwright sends its source text.
 */
function installDomWatcher(): void {
  type Watcher = { doc: string; seq: number };
  const w = window as unknown as { __domWatcher?: Watcher; __domRecord?: (batch: unknown) => Promise<void> };
  if (w.__domWatcher) return;
  const watcher: Watcher = { doc: `${Date.now()}-${Math.random().toString(36).slice(2)}`, seq: 0 };
  w.__domWatcher = watcher;
  const queue: unknown[] = [];
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

  const counterLists = () =>
    [...document.querySelectorAll('ul[aria-label="Tus contadores"], ul[aria-label="Resumen de tu cuenta"]')].map(
      (list) =>
        [...list.querySelectorAll(':scope > li > a')].map((link) => {
          const spans = link.querySelectorAll(':scope > span');
          return [spans[0]?.textContent ?? '', spans[1]?.textContent ?? ''];
        }),
    );

  // Each text node on its own, so neighbouring cells do not run together ("$158.40" + "24 nov").
  const textsUnder = (node: Node, texts: string[]) => {
    if (skipped.has(node.nodeName)) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const data = (node as Text).data;
      if (data.trim() !== '') texts.push(data);
      return;
    }
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (skipped.has(text.parentNode?.nodeName ?? '')) continue;
      const data = (text as Text).data;
      if (data.trim() !== '') texts.push(data);
    }
  };

  const flush = () => {
    // The binding is there from the start; the queue only guards an early batch of a new document.
    while (queue.length > 0 && typeof w.__domRecord === 'function') void w.__domRecord(queue.shift());
  };

  const record = (texts: string[]) => {
    let token: string | null = null;
    try {
      token = window.localStorage.getItem('user_token');
    } catch {
      token = null;
    }
    watcher.seq += 1;
    queue.push({
      doc: watcher.doc,
      seq: watcher.seq,
      token,
      path: window.location.pathname,
      texts,
      counters: counterLists(),
    });
    flush();
  };

  new MutationObserver((mutations) => {
    const texts: string[] = [];
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') {
        texts.push((mutation.target as CharacterData).data);
        if (mutation.oldValue) texts.push(mutation.oldValue);
      } else {
        for (const node of mutation.addedNodes) textsUnder(node, texts);
      }
    }
    record(texts);
  }).observe(document, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
  record([document.body?.innerText ?? '']);
}

/** Waits until every batch the current document recorded has reached the test. */
async function allBatchesDelivered(page: Page, batches: DomBatch[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(
          () => (window as unknown as { __domWatcher?: { doc: string; seq: number } }).__domWatcher ?? null,
        );
        if (!state) return 'no watcher in the page';
        const received = batches.filter((batch) => batch.doc === state.doc).length;
        return received >= state.seq ? 'delivered' : `${received} of ${state.seq} batches`;
      },
      { message: 'every recorded DOM batch reached the test' },
    )
    .toBe('delivered');
}

/** What the page shows right now, as one more record (the watcher only sees changes). */
async function snapshot(page: Page, batches: DomBatch[], label: string): Promise<void> {
  const { text, token, path } = await page.evaluate(() => ({
    text: document.body.innerText,
    token: window.localStorage.getItem('user_token'),
    path: window.location.pathname,
  }));
  batches.push({ doc: `snapshot ${label}`, seq: 0, token, path, texts: [text], counters: [] });
}

// ── Page helpers ─────────────────────────────────────────────────────────────

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Panel' });
const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 1, name });

/** Clicks a link of the panel's navigation (a client-side navigation, as a person does). */
async function openFromNav(page: Page, label: string, path: string, title: string): Promise<void> {
  await panelNav(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(atPath(path));
  await expect(heading(page, title)).toBeVisible();
}

async function expectToolbarCounters(page: Page, counts: Counts): Promise<void> {
  const toolbar = page.getByRole('list', { name: 'Tus contadores' });
  for (const [label, name] of Object.entries(COUNTER_LABELS)) {
    await expect(toolbar.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveText(
      new RegExp(`^\\s*${label}\\s*${counts[name]}\\s*$`),
      {
        timeout: 15_000,
      },
    );
  }
}

/** The public and distributor price of each row on the price table's current page, as shown. */
async function shownPrices(
  page: Page,
): Promise<{ description: string; publicPrice: string; distributorPrice: string | null }[]> {
  return page.getByRole('table', { name: 'Precios' }).evaluate((table: HTMLTableElement) => {
    const headers = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim() ?? '');
    const publicIndex = headers.findIndex(
      (header) => /^Precio( público)?\b/.test(header) && !header.includes('distribuidor'),
    );
    const distributorIndex = headers.findIndex((header) => header.includes('Precio distribuidor'));
    return [...(table.tBodies[0]?.rows ?? [])].map((row) => ({
      description: row.cells[0]?.textContent?.trim() ?? '',
      publicPrice: row.cells[publicIndex]?.textContent?.trim() ?? '',
      distributorPrice: distributorIndex < 0 ? null : (row.cells[distributorIndex]?.textContent?.trim() ?? ''),
    }));
  });
}

// ── The test ─────────────────────────────────────────────────────────────────

test('signing out and in as another account in the same tab never shows the previous account’s lists, prices or counters', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const admin = demoAccount('admin');
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const distributor = await createAccount(request, adminToken, {
    name: `Distribuidora Cambio ${stamp}`,
    role: 'distributor',
  });
  const customer = await createAccount(request, adminToken, {
    name: `Clienta Cambio ${stamp}`,
    role: 'customer',
    distributorId: distributor.id,
  });
  // Another customer of the distributor: what the distributor's home and counters show of it, the
  // customer must never see.
  const otherCustomer = await createAccount(request, adminToken, {
    name: `Otro Cliente Cambio ${stamp}`,
    role: 'customer',
    distributorId: distributor.id,
  });
  const distributorApiToken = await apiLogin(request, distributor.email, distributor.password);
  const customerApiToken = await apiLogin(request, customer.email, customer.password);

  try {
    // ── Data only the distributor may see, and the customer's own ──────────────────────────
    const distributorQuote = await saveQuote(
      request,
      distributorApiToken,
      `Cotización propia del distribuidor ${stamp}`,
    );
    const customerQuote = await saveQuote(request, customerApiToken, `Cotización de la clienta ${stamp}`);
    const otherCustomerQuote = await saveQuote(
      request,
      await apiLogin(request, otherCustomer.email, otherCustomer.password),
      `Cotización de otro cliente ${stamp}`,
    );
    const distributorOrderFolio = (await placeOrder(request, distributorApiToken)).folio;
    const added = await request.post('/api/cart', { headers: auth(distributorApiToken), data: { items: [PIECE] } });
    expect(added.status(), await added.text()).toBe(201);
    expect(distributorQuote.folio).not.toBe('');

    // Who a bearer token belongs to, asked once per token.
    const owners = new Map<string, Promise<string | null>>();
    const ownerOf = (authorization: string | undefined) => {
      if (!authorization) return Promise.resolve(null);
      if (!owners.has(authorization)) {
        owners.set(
          authorization,
          request
            .get('/api/login-user', { headers: { Authorization: authorization, Accept: 'application/json' } })
            .then(async (response) => (response.ok() ? ((await response.json()) as { email: string }).email : null)),
        );
      }
      return owners.get(authorization)!;
    };

    let switched = false;
    await page.route(
      (url) => /^\/api\/(?:quotes|orders|catalogs-prices|count-cot|count-orders|count-cart)$/.test(url.pathname),
      async (route) => {
        const call = route.request();
        if (call.method() !== 'GET') return route.continue();
        const owner = await ownerOf(call.headers().authorization);
        // After the sign-out: the customer's answers come late, so cached ones would show meanwhile.
        if (switched && owner !== distributor.email)
          await new Promise((resolve) => setTimeout(resolve, STALE_DELAY_MS));
        return route.continue();
      },
    );

    // What each account's counters say.
    const distributorCounts = await countsOf(request, distributorApiToken);
    const customerCounts = await countsOf(request, customerApiToken);
    expect(
      distributorCounts.cot,
      'the distributor counts its customers’ quotes: another customer’s besides this one’s',
    ).toBeGreaterThan(customerCounts.cot);
    // Compared: the counters whose values differ (a 0 could also be a counter just reset).
    const distinctCounters = COUNTER_NAMES.filter(
      (name) => distributorCounts[name] !== customerCounts[name] && distributorCounts[name] !== 0,
    );

    const customerOrders = await getJson<Paginated<QuoteReply>>(request, '/api/orders?per_page=100', customerApiToken);
    const customerQuotes = await getJson<Paginated<QuoteReply>>(request, '/api/quotes?per_page=100', customerApiToken);
    const allPrices = await getJson<PriceRow[]>(request, '/api/catalogs-prices', distributorApiToken);

    // ── 1. The distributor, through the form and the panel's navigation ────────────────────
    await signInThroughForm(page, distributor.email, distributor.password);
    await expect(page).toHaveURL(atPath('/panel'));
    await expect(heading(page, `Hola, ${distributor.name}`)).toBeVisible();
    const distributorToken = await storedToken(page);
    expect(distributorToken).not.toBeNull();
    // The home shows the distributor's business: its customers' latest quotes and orders.
    await expect(main(page).getByRole('region', { name: 'Últimas cotizaciones de clientes' })).toContainText(
      otherCustomerQuote.folio,
    );
    await expect(main(page).getByRole('region', { name: 'Últimos pedidos de clientes' })).toContainText(
      'Tus clientes aún no tienen pedidos.',
    );
    await expectToolbarCounters(page, distributorCounts);

    await openFromNav(page, 'Mis cotizaciones', '/panel/listas/cotizaciones', 'Mis cotizaciones');
    await expect(main(page).getByRole('row').filter({ hasText: distributorQuote.folio })).toBeVisible();

    await openFromNav(page, 'Mis pedidos', '/panel/listas/ordenes', 'Mis pedidos');
    await expect(main(page).getByRole('row').filter({ hasText: distributorOrderFolio })).toBeVisible();

    // The price list with the distributor's column: its prices that no customer may see.
    await openFromNav(page, 'Precios', '/panel/inventario/precios', 'Precios de inventario');
    const priceTable = page.getByRole('table', { name: 'Precios' });
    await expect(priceTable.getByRole('columnheader', { name: /Precio distribuidor/ })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const distributorRows = await shownPrices(page);
    const publicCents = new Set(allPrices.map((row) => toCents(row.public_price)));
    // Money the customer may legitimately see on these screens: its quotes' and orders' amounts.
    const customerCents = new Set(
      [...customerQuotes.data, ...customerOrders.data]
        .flatMap((entry) => [
          entry.total,
          entry.subtotal,
          entry.tax,
          ...entry.items.flatMap((item) => [item.unit_price ?? '', item.line_total ?? '']),
        ])
        .filter((value) => value !== '')
        .map(toCents),
    );
    const distributorOnlyPrices = [
      ...new Set(
        distributorRows
          .map((row) => row.distributorPrice ?? '')
          .filter(
            (shown) => /\d/.test(shown) && !publicCents.has(toCents(shown)) && !customerCents.has(toCents(shown)),
          ),
      ),
    ];
    expect(
      distributorOnlyPrices.length,
      `distributor-only prices on the first page: ${JSON.stringify(distributorRows)}`,
    ).toBeGreaterThanOrEqual(3);

    // ── 2. The watcher, from here to the end ────────────────────────────────────────────────
    const batches: DomBatch[] = [];
    await page.exposeBinding('__domRecord', (_source, batch: DomBatch) => {
      batches.push(batch);
    });
    await page.addInitScript(installDomWatcher);
    await page.evaluate(installDomWatcher);
    let fullLoads = 0;
    page.on('load', () => {
      fullLoads += 1;
    });

    // ── 3. Sign out, and in as the customer, in the same tab ───────────────────────────────
    switched = true;
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout-user');
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(atPath('/login'));
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expectHydrated(page.locator('main form'));
    await snapshot(page, batches, 'login screen');

    await page.getByLabel('Correo electrónico').fill(customer.email);
    await passwordInput(page).fill(customer.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(atPath('/panel'));
    await expect(heading(page, `Hola, ${customer.name}`)).toBeVisible();
    const customerToken = await storedToken(page);
    expect(customerToken).not.toBeNull();
    expect(customerToken).not.toBe(distributorToken);

    // The home and its counters.
    await expect(main(page).getByRole('region', { name: 'Últimas cotizaciones' })).toContainText(customerQuote.folio, {
      timeout: 15_000,
    });
    await expectToolbarCounters(page, customerCounts);
    await snapshot(page, batches, 'customer home');

    await openFromNav(page, 'Mis cotizaciones', '/panel/listas/cotizaciones', 'Mis cotizaciones');
    await expect(main(page).getByRole('row').filter({ hasText: customerQuote.folio })).toBeVisible({ timeout: 15_000 });
    await expect(main(page).getByRole('row').filter({ hasText: distributorQuote.folio })).toHaveCount(0);
    await snapshot(page, batches, 'customer quotes');

    await openFromNav(page, 'Mis pedidos', '/panel/listas/ordenes', 'Mis pedidos');
    const ownOrderShown =
      customerOrders.data.length > 0
        ? main(page).getByRole('row').filter({ hasText: customerOrders.data[0]!.folio })
        : main(page).getByText('Aún no tienes pedidos');
    await expect(ownOrderShown).toBeVisible({ timeout: 15_000 });
    await expect(main(page).getByRole('row').filter({ hasText: distributorOrderFolio })).toHaveCount(0);
    await snapshot(page, batches, 'customer orders');

    await openFromNav(page, 'Precios', '/panel/inventario/precios', 'Precios de inventario');
    await expect(priceTable.getByRole('columnheader', { name: /Precio distribuidor/ })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(priceTable.getByRole('columnheader', { name: /^Precio/ })).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const customerRows = await shownPrices(page);
    expect(customerRows.length).toBeGreaterThan(0);
    expect(customerRows.every((row) => row.distributorPrice === null)).toBe(true);
    await snapshot(page, batches, 'customer prices');

    await allBatchesDelivered(page, batches);
    test.info().annotations.push({ type: 'full page loads after the sign-out', description: String(fullLoads) });

    // ── 4. What appeared after the sign-out ────────────────────────────────────────────────
    const afterSignOut = batches.filter((batch) => batch.token !== distributorToken);
    await test.info().attach('dom-after-sign-out.json', {
      contentType: 'application/json',
      body: JSON.stringify(
        { distributorOnlyPrices, distributorCounts, customerCounts, batches: afterSignOut },
        null,
        1,
      ),
    });
    const asCustomer = afterSignOut.filter((batch) => batch.token === customerToken);
    const seen = (batch: DomBatch) => batch.texts.join('\n');
    const where = (batch: DomBatch) =>
      `${batch.path} (${batch.token === null ? 'signed out' : 'as the customer'}, ${batch.doc.startsWith('snapshot') ? batch.doc : `batch ${batch.seq}`})`;
    const appeared = (pattern: RegExp) => afterSignOut.some((batch) => pattern.test(seen(batch)));

    // Not vacuous: the customer's own data was recorded.
    expect(asCustomer.length, 'DOM changes recorded while signed in as the customer').toBeGreaterThan(0);
    expect(appeared(standalone(customerQuote.folio)), `the customer's quote ${customerQuote.folio} appeared`).toBe(
      true,
    );
    const firstCustomerRow = customerRows[0]!;
    expect(
      appeared(standalone(firstCustomerRow.publicPrice)),
      `the customer's price ${firstCustomerRow.publicPrice} appeared`,
    ).toBe(true);
    const customerCountersSeen = asCustomer.some((batch) =>
      batch.counters.some(
        (list) =>
          list.length > 0 &&
          list.every(
            ([label, value]) =>
              COUNTER_LABELS[label.trim()] !== undefined &&
              value.trim() === String(customerCounts[COUNTER_LABELS[label.trim()]!]),
          ),
      ),
    );
    expect(customerCountersSeen, `the customer's counters ${JSON.stringify(customerCounts)} appeared`).toBe(true);

    // The distributor's data never did.
    const leaks = (markers: { what: string; pattern: RegExp }[]) => [
      ...new Set(
        afterSignOut.flatMap((batch) =>
          markers
            .filter((marker) => marker.pattern.test(seen(batch)))
            .map((marker) => `${marker.what} on ${where(batch)}`),
        ),
      ),
    ];

    const folioLeaks = leaks([
      { what: `the distributor's quote ${distributorQuote.folio}`, pattern: standalone(distributorQuote.folio) },
      { what: `another customer's quote ${otherCustomerQuote.folio}`, pattern: standalone(otherCustomerQuote.folio) },
      { what: `the distributor's order ${distributorOrderFolio}`, pattern: standalone(distributorOrderFolio) },
    ]);
    const priceLeaks = leaks([
      { what: 'the "Precio distribuidor" column', pattern: /Precio distribuidor/ },
      {
        what: "the distributors' note on the price screen",
        pattern: /Como distribuidor ves también tu precio de compra/,
      },
      ...distributorOnlyPrices.map((price) => ({ what: `the distributor price ${price}`, pattern: standalone(price) })),
    ]);
    const counterLeaks = [
      ...new Set(
        afterSignOut.flatMap((batch) =>
          batch.counters.flatMap((list) =>
            list.flatMap(([label, value]) => {
              const name = COUNTER_LABELS[label.trim()];
              return name && distinctCounters.includes(name) && value.trim() === String(distributorCounts[name])
                ? [
                    `${label.trim()} = ${value.trim()} (the distributor's; the customer has ${customerCounts[name]}) on ${where(batch)}`,
                  ]
                : [];
            }),
          ),
        ),
      ),
    ];

    expect.soft(folioLeaks, "the distributor's folios shown after the sign-out").toEqual([]);
    expect.soft(priceLeaks, "the distributor's prices shown after the sign-out").toEqual([]);
    expect
      .soft(counterLeaks, `the distributor's counters ${JSON.stringify(distributorCounts)} shown after the sign-out`)
      .toEqual([]);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
