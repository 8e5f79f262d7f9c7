// The dealer locator (/distribuidores): the server-rendered list (also without
// JavaScript), the offline map with one marker or cluster per dealer, filters in the URL,
// "Cerca de mí" with and without permission, the popup's links, list ↔ map, and axe; the map's
// code and points fetched only once the map is wanted. Pages of the list (24 dealers
// each; the demo has fewer) are in components/dealers/dealer-locator.test.tsx and the bench.

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { TILE_HOST } from '../playwright.config';
import { collectPageErrors, expect, expectHydrated, htmlText, test } from './fixtures';

type ApiDealer = {
  id: number;
  name: string;
  company: string | null;
  phone: string | null;
  whatsapp: string | null;
  state: { id: number; name: string } | null;
  municipality: { id: number; name: string } | null;
  coordinates: { lat: number; lng: number };
  products: string[];
};

const GUADALAJARA = { latitude: 20.6736, longitude: -103.344 };

async function apiDealers(request: APIRequestContext): Promise<ApiDealer[]> {
  const response = await request.get('/api/dealers');
  expect(response.status()).toBe(200);
  const dealers = (await response.json()) as ApiDealer[];
  expect(dealers.length, 'the demo seeds dealers').toBeGreaterThanOrEqual(12);
  return dealers;
}

async function stateId(request: APIRequestContext, name: string): Promise<number> {
  const states = (await (await request.get('/api/states')).json()) as { id: number; name: string }[];
  const state = states.find((candidate) => candidate.name === name);
  if (!state) throw new Error(`No state ${name}`);
  return state.id;
}

const titleOf = (dealer: ApiDealer) => dealer.company?.trim() || dealer.name;

/** The list's dealer cards (articles outside the map). */
function listCards(page: Page): Locator {
  return page.locator('main li[id^="distribuidor-"] > article');
}

function mapRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Mapa de distribuidores' });
}

/** Opens the locator and waits for the map canvas and its first markers. */
async function openWithMap(page: Page, path = '/distribuidores'): Promise<Locator> {
  await page.goto(path);
  const region = mapRegion(page);
  await expect(region.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(region.locator('[data-dealer-marker], [data-cluster-count]').first()).toBeVisible({ timeout: 20_000 });
  return region;
}

/** Dealers the map accounts for: single markers plus the counts of the clusters (read from their names). */
async function markedDealers(region: Locator): Promise<number> {
  const clusters = await region
    .getByRole('button', { name: /^\d+ distribuidores, acercar$/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => Number(/^(\d+)/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? 0)),
    );
  const singles = await region.locator('button[data-dealer-marker]').count();
  return clusters.reduce((sum, count) => sum + count, 0) + singles;
}

/** Kilometres in a card's "a 3.2 km" (thousands with a comma). */
function kmOf(text: string): number {
  const match = /a ([\d,]+(?:\.\d)?) km/.exec(text);
  if (!match?.[1]) throw new Error(`No distance in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('without the tile service the map falls back to the offline style, from the app alone, with one marker or cluster per dealer', async ({
    page,
    request,
  }) => {
    const dealers = await apiDealers(request);
    const errors = collectPageErrors(page);
    const foreign: string[] = [];
    const failed: string[] = [];
    // The street map's host (the CSP's) is tried and cannot be reached, as offline; nothing else
    // may leave the site.
    await page.context().route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'localhost' || url.protocol === 'blob:' || url.protocol === 'data:') return route.continue();
      if (url.hostname !== TILE_HOST) foreign.push(url.href);
      return route.abort('internetdisconnected');
    });
    page.on('requestfailed', (req) => {
      if (new URL(req.url()).hostname !== TILE_HOST) failed.push(`${req.url()} ${req.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const styleTried = page.waitForRequest((req) => req.url() === 'https://tiles.openfreemap.org/styles/liberty');
    const outline = page.waitForResponse((response) => response.url().endsWith('/maps/mexico.geojson'));

    const region = await openWithMap(page);
    await styleTried;
    expect((await outline).status(), 'the outline GeoJSON loads').toBe(200);
    await expect(region.locator('[data-style-loaded="true"]'), 'the style has loaded').toHaveCount(1);
    await expect.poll(() => markedDealers(region), { message: 'dealers on the map' }).toBe(dealers.length);
    // Single markers are named after their dealer.
    const titles = new Set(dealers.map(titleOf));
    for (const name of await region
      .locator('button[data-dealer-marker]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))) {
      expect(titles.has(name ?? ''), `marker "${name}" is a dealer`).toBe(true);
    }
    // The list has every dealer too.
    await expect(listCards(page)).toHaveCount(dealers.length);

    const firstMarker = await page.evaluate(
      () => performance.getEntriesByName('dealers:first-marker')[0]?.startTime ?? null,
    );
    test.info().annotations.push({
      type: 'time to first marker',
      description: `${Math.round(firstMarker ?? -1)} ms after navigation start`,
    });
    expect(firstMarker).not.toBeNull();

    expect(foreign, 'requests to other sites').toEqual([]);
    expect(failed, 'failed requests').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });

  test('a click on a cluster zooms in until its dealers have their own markers', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    const region = await openWithMap(page);
    const cluster = region.getByRole('button', { name: /^\d+ distribuidores, acercar$/ }).first();
    const label = (await cluster.getAttribute('aria-label')) ?? '';
    const count = Number(/^(\d+)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(1);
    await cluster.click();
    await expect(region.getByRole('button', { name: label })).toHaveCount(0);
    // Still every dealer, fewer of them clustered.
    await expect.poll(() => markedDealers(region)).toBeLessThanOrEqual(dealers.length);
    await expect.poll(() => region.locator('button[data-dealer-marker]').count()).toBeGreaterThan(0);
  });

  test('filtering by state narrows the list and the markers; the URL keeps it and Back undoes it', async ({
    page,
    request,
  }) => {
    const dealers = await apiDealers(request);
    const jalisco = await stateId(request, 'Jalisco');
    const inJalisco = dealers.filter((dealer) => dealer.state?.id === jalisco);
    expect(inJalisco.length).toBeGreaterThanOrEqual(2);

    const region = await openWithMap(page);
    await expectHydrated(page.getByLabel('Estado'));
    await page.getByLabel('Estado').selectOption(String(jalisco));

    await expect(page).toHaveURL(new RegExp(`/distribuidores\\?estado=${jalisco}$`));
    await expect(listCards(page)).toHaveCount(inJalisco.length);
    for (const card of await listCards(page).all()) await expect(card).toContainText('Jalisco');
    await expect(page.getByRole('status').filter({ hasText: /distribuidores en Jalisco\.$/ })).toBeVisible();
    await expect.poll(() => markedDealers(region), { message: 'markers in Jalisco' }).toBe(inJalisco.length);

    // A municipality narrows it further (the select lists the API's municipalities).
    const zapopan = inJalisco.find((dealer) => dealer.municipality?.name === 'Zapopan');
    if (zapopan?.municipality) {
      await page.getByLabel('Municipio').selectOption(String(zapopan.municipality.id));
      await expect(page).toHaveURL(new RegExp(`estado=${jalisco}&municipio=${zapopan.municipality.id}$`));
      await expect(listCards(page)).toHaveCount(
        inJalisco.filter((d) => d.municipality?.id === zapopan.municipality?.id).length,
      );
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/distribuidores\\?estado=${jalisco}$`));
      await expect(listCards(page)).toHaveCount(inJalisco.length);
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/distribuidores$/);
    await expect(page.getByLabel('Estado')).toHaveValue('');
    await expect(listCards(page)).toHaveCount(dealers.length);
    await expect.poll(() => markedDealers(region)).toBe(dealers.length);
  });

  test('a shared link with filters renders them on the server', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    const jalisco = await stateId(request, 'Jalisco');
    const response = await request.get(`/distribuidores?estado=${jalisco}&q=vallarta`);
    const html = await response.text();
    const expected = dealers.filter((d) => d.state?.id === jalisco && /vallarta/i.test(`${d.name} ${d.company}`));
    expect(expected.length).toBeGreaterThan(0);
    expect(html.match(/<li id="distribuidor-\d+"/g) ?? []).toHaveLength(expected.length);

    await page.goto(`/distribuidores?estado=${jalisco}&q=vallarta`);
    await expect(page.getByLabel('Nombre o ciudad')).toHaveValue('vallarta');
    await expect(listCards(page)).toHaveCount(expected.length);
  });

  test('a search by city, town or neighbourhood finds the dealers of its municipality, on the server and on the map', async ({
    page,
    request,
  }) => {
    const dealers = await apiDealers(request);
    const cardIds = (html: string) => [...html.matchAll(/<li id="distribuidor-(\d+)"/g)].map((m) => Number(m[1]));
    const search = async (q: string) => (await request.get(`/distribuidores?q=${encodeURIComponent(q)}`)).text();
    // Cancún is the seat of Benito Juárez, Quintana Roo, where this dealer is.
    const caribe = dealers.find((d) => d.company === 'Toldos y Persianas del Caribe')!;
    for (const q of ['Cancún', 'cancun', 'CANCÚN']) {
      const html = await search(q);
      expect(cardIds(html), q).toEqual([caribe.id]);
      expect(htmlText(html), q).toContain(
        '1 distribuidor en Cancún (Benito Juárez, Quintana Roo), del más cercano al más lejano.',
      );
    }
    // A neighbourhood: Colonia del Valle, in Benito Juárez, Mexico City.
    const delValle = dealers.find((d) => d.company === 'Ventana Viva Persianas')!;
    expect(cardIds(await search('Colonia del Valle'))).toEqual([delValle.id]);
    // A town of another municipality (Solidaridad) without a dealer: the nearest, measured from it.
    const playa = await search('Playa del Carmen');
    expect(cardIds(playa)[0]).toBe(caribe.id);
    expect(htmlText(playa)).toContain('Estos son los 3 más cercanos a Playa del Carmen, Quintana Roo.');

    // In the browser the map shows the same dealer.
    const region = await openWithMap(page, '/distribuidores?q=cancun');
    await expect(listCards(page)).toHaveCount(1);
    await expect.poll(() => markedDealers(region)).toBe(1);
  });

  test('the text search filters as you type and lands in the URL', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    await page.goto('/distribuidores');
    const box = page.getByLabel('Nombre o ciudad');
    await expectHydrated(box);
    await box.fill('regiomontanas');
    await expect(listCards(page)).toHaveCount(dealers.filter((d) => /regiomontanas/i.test(d.company ?? '')).length);
    await expect(page).toHaveURL(/\?q=regiomontanas$/);

    // Back returns to before the search, box included.
    await page.goBack();
    await expect(page).toHaveURL(/\/distribuidores$/);
    await expect(box).toHaveValue('');
    await expect(listCards(page)).toHaveCount(dealers.length);
  });

  test('a state without dealers shows the nearest ones to its capital, and says so', async ({ page, request }) => {
    const chiapas = await stateId(request, 'Chiapas');
    await page.goto(`/distribuidores?estado=${chiapas}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'No encontramos distribuidores en Chiapas.' }),
    ).toContainText('más cercanos a Tuxtla Gutiérrez, capital de Chiapas.');
    await expect(listCards(page)).toHaveCount(3);
    const km = (await listCards(page).allInnerTexts()).map(kmOf);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  test('a marker opens a popup with call, WhatsApp, directions and quote links, and highlights its list item', async ({
    page,
    request,
  }) => {
    const dealers = await apiDealers(request);
    const region = await openWithMap(page);
    const marker = region.locator('button[data-dealer-marker]').first();
    const id = Number(await marker.getAttribute('data-dealer-marker'));
    const dealer = dealers.find((candidate) => candidate.id === id)!;
    expect(dealer.phone && dealer.whatsapp, 'the demo dealer has phone and WhatsApp').toBeTruthy();

    // Pressed from the keyboard, the marker moves the focus into its popup.
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = region.locator('.maplibregl-popup');
    await expect(popup.getByRole('heading', { name: titleOf(dealer) })).toBeVisible();
    await expect(popup.getByRole('heading', { name: titleOf(dealer) })).toBeFocused();
    const digits = dealer.phone!.replace(/\D/g, '');
    await expect(popup.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:+52${digits.slice(-10)}`);
    await expect(popup.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${dealer.whatsapp!.replace(/\D/g, '')}`,
    );
    await expect(popup.getByRole('link', { name: /^Cómo llegar/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${dealer.coordinates.lat},${dealer.coordinates.lng}`,
    );
    await expect(popup.getByRole('link', { name: /^Solicitar cotización/ })).toHaveAttribute(
      'href',
      `/contacto?distribuidor=${dealer.id}`,
    );

    // The list item is highlighted and in view.
    const item = page.locator(`#distribuidor-${dealer.id}`);
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(item).toBeInViewport();

    // Escape closes the popup and gives the focus back to the marker.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(region.locator(`button[data-dealer-marker="${dealer.id}"]`)).toBeFocused();
    await expect(item).not.toHaveAttribute('aria-current', 'true');

    // Clicked with the mouse, it opens the popup too (the focus stays where it was).
    await region.locator(`button[data-dealer-marker="${dealer.id}"]`).click();
    await expect(popup.getByRole('heading', { name: titleOf(dealer) })).toBeVisible();
    await expect(item).toHaveAttribute('aria-current', 'true');
  });

  test('"Ver en el mapa" in the list flies to the dealer and opens its popup', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    const region = await openWithMap(page);
    // A dealer that starts inside a cluster (Guadalajara has several).
    const jalisco = await stateId(request, 'Jalisco');
    const dealer = dealers.find((candidate) => candidate.state?.id === jalisco)!;
    const item = page.locator(`#distribuidor-${dealer.id}`);
    await item.getByRole('button', { name: 'Ver en el mapa', description: titleOf(dealer) }).click();
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(region.locator('.maplibregl-popup').getByRole('heading', { name: titleOf(dealer) })).toBeVisible();
    await expect(region.locator(`button[data-dealer-marker="${dealer.id}"]`)).toBeVisible({ timeout: 10_000 });
  });

  test('the list leads; Tab goes through the map and out of it', async ({ page }) => {
    const region = await openWithMap(page);
    const firstMarker = region.locator('button[data-dealer-marker], button[data-cluster-count]').first();
    await firstMarker.focus();
    let left = false;
    for (let i = 0; i < 60 && !left; i += 1) {
      await page.keyboard.press('Tab');
      left = await page.evaluate(() => !document.activeElement?.closest('[aria-label="Mapa de distribuidores"]'));
    }
    expect(left, 'Tab leaves the map').toBe(true);
  });

  // The demo's dealers fit on one page: every dealer is on it (only the page's dealers carry it).
  test('the list carries LocalBusiness JSON-LD for every dealer on the page', async ({ request }) => {
    const dealers = await apiDealers(request);
    const html = await (await request.get('/distribuidores')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown,
    );
    const businesses = blocks
      .flat()
      .filter((block) => (block as { '@type'?: string })['@type'] === 'LocalBusiness') as {
      name: string;
      telephone?: string;
    }[];
    expect(businesses.map((b) => b.name).sort()).toEqual(dealers.map(titleOf).sort());
  });

  test('axe finds no violations with the list and the map, and with a popup open', async ({ page, axe }) => {
    const region = await openWithMap(page);
    await expect.poll(() => region.locator('[data-cluster-count]').count()).toBeGreaterThan(0);
    expect(await axe(page), 'list and map').toEqual([]);
    await region.locator('button[data-dealer-marker]').first().click();
    await expect(region.locator('.maplibregl-popup')).toBeVisible();
    expect(await axe(page), 'popup open').toEqual([]);
  });
});

test.describe('near me, with the location allowed (Guadalajara)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, geolocation: GUADALAJARA, permissions: ['geolocation'] });

  test('sorts the list by distance, nearest (in Jalisco) first', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    await page.goto('/distribuidores');
    const near = page.getByRole('button', { name: 'Cerca de mí' });
    await expectHydrated(near);
    await near.click();
    await expect(near).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Del más cercano al más lejano' })).toBeVisible();
    await expect(listCards(page)).toHaveCount(dealers.length);
    const texts = await listCards(page).allInnerTexts();
    expect(texts[0]).toContain('Jalisco');
    const km = texts.map(kmOf);
    expect(km[0]).toBeLessThan(10);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await expect(mapRegion(page).getByRole('img', { name: 'Tu ubicación' })).toBeVisible({ timeout: 20_000 });

    // Pressed again: back to the list by state.
    await near.click();
    await expect(near).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: /^Jalisco/ })).toBeVisible();
  });
});

test.describe('near me, with the location refused', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('says so and offers the state filter', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/distribuidores');
    const near = page.getByRole('button', { name: 'Cerca de mí' });
    await expectHydrated(near);
    await near.click();
    const alert = page.getByRole('alert').filter({ hasText: 'No tenemos permiso para usar tu ubicación' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Elegir mi estado' }).click();
    await expect(page.getByLabel('Estado')).toBeFocused();
    await expect(near).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the locator is a list with tel: links, and the form filters by state', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    await page.goto('/distribuidores');
    await expect(listCards(page)).toHaveCount(dealers.length);
    const withPhone = dealers.filter((dealer) => dealer.phone);
    await expect(page.locator('main li[id^="distribuidor-"] a[href^="tel:+52"]')).toHaveCount(withPhone.length);
    await expect(mapRegion(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cerca de mí' })).toBeHidden();

    const jalisco = await stateId(request, 'Jalisco');
    await page.getByLabel('Estado').selectOption(String(jalisco));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`estado=${jalisco}`));
    await expect(listCards(page)).toHaveCount(dealers.filter((dealer) => dealer.state?.id === jalisco).length);

    // Product and the text box go in the same GET request; the state stays chosen.
    await page.getByLabel('Producto').selectOption('toldos');
    await page.getByLabel('Nombre o ciudad').fill('jalisco');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`estado=${jalisco}&municipio=&q=jalisco&producto=toldos&servicio=$`));
    await expect(page.getByLabel('Estado')).toHaveValue(String(jalisco));
    await expect(page.getByLabel('Producto')).toHaveValue('toldos');
    const matching = dealers.filter((d) => d.state?.id === jalisco && d.products.includes('toldos'));
    expect(matching.length, 'the demo has dealers of awnings in Jalisco').toBeGreaterThan(0);
    await expect(listCards(page)).toHaveCount(matching.length);
  });

  test('a page past the end of the list shows its last page', async ({ page, request }) => {
    const dealers = await apiDealers(request);
    const response = await page.goto('/distribuidores?pagina=7');
    expect(response?.status()).toBe(200);
    // The demo fits on one page: that page, and no pager.
    await expect(listCards(page)).toHaveCount(Math.min(24, dealers.length));
    await expect(page.getByRole('navigation', { name: 'Páginas de la lista' })).toHaveCount(
      dealers.length > 24 ? 1 : 0,
    );
  });
});

test('in a browser without WebGL the map says it is unavailable and the list still works', async ({
  browser: shared,
  launchOptions,
  baseURL,
  request,
}) => {
  const dealers = await apiDealers(request);
  const jalisco = await stateId(request, 'Jalisco');
  // A browser of its own, started with WebGL off.
  const browser = await shared
    .browserType()
    .launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-webgl', '--disable-3d-apis'] });
  try {
    const page = await browser.newPage({ baseURL, locale: 'es-MX', viewport: { width: 1280, height: 900 } });
    await page.goto('/distribuidores');
    await expect(mapRegion(page)).toContainText('El mapa no está disponible en este navegador.', { timeout: 20_000 });
    await expect(listCards(page)).toHaveCount(dealers.length);
    await page.getByLabel('Estado').selectOption(String(jalisco));
    await expect(listCards(page)).toHaveCount(dealers.filter((dealer) => dealer.state?.id === jalisco).length);
  } finally {
    await browser.close();
  }
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('Lista / Mapa switch the view, and axe finds nothing in either', async ({ page, axe, request }) => {
    const dealers = await apiDealers(request);
    await page.goto('/distribuidores');
    const toggle = page.getByRole('group', { name: 'Vista' });
    const list = toggle.getByRole('button', { name: 'Lista' });
    const map = toggle.getByRole('button', { name: 'Mapa' });
    await expectHydrated(map);
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(mapRegion(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(360);
    expect(await axe(page), 'list view').toEqual([]);

    await map.click();
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    await expect(listCards(page).first()).toBeHidden();
    const region = mapRegion(page);
    await expect(region.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => markedDealers(region)).toBe(dealers.length);
    expect(await axe(page), 'map view').toEqual([]);

    // "Ver en el mapa" from the list switches to the map with the dealer's popup.
    await list.click();
    const first = listCards(page).first();
    await first.getByRole('button', { name: 'Ver en el mapa' }).click();
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    await expect(region.locator('.maplibregl-popup')).toBeVisible();
  });

  test('the map\'s code and points are fetched only when "Mapa" is pressed', async ({ page }) => {
    const fetched = { map: 0, points: 0 };
    page.on('response', async (response) => {
      const url = response.url();
      if (url.includes('/api/dealers')) fetched.points += 1;
      // The map library's chunks hold its CSS class prefix; nothing else does.
      if (
        /\.js(\?|$)/.test(url) &&
        /maplibregl-/.test((await response.body().catch(() => Buffer.alloc(0))).toString('latin1'))
      )
        fetched.map += 1;
    });
    await page.goto('/distribuidores');
    const map = page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Mapa' });
    await expectHydrated(map);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(fetched, 'before the map is wanted').toEqual({ map: 0, points: 0 });

    // Keyboard-reachable: the button is focused and pressed with Enter.
    await map.focus();
    await page.keyboard.press('Enter');
    await expect(mapRegion(page).locator('[data-dealer-marker], [data-cluster-count]').first()).toBeVisible({
      timeout: 20_000,
    });
    expect(fetched.map, 'map chunks after "Mapa"').toBeGreaterThan(0);
    expect(fetched.points, 'GET /api/dealers after "Mapa"').toBe(1);
  });

  test('a tab key press leaves the map region (no trap)', async ({ page }) => {
    await page.goto('/distribuidores');
    const map = page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Mapa' });
    await expectHydrated(map);
    await map.click();
    const region = mapRegion(page);
    const marker = region.locator('button[data-dealer-marker], button[data-cluster-count]').first();
    await expect(marker).toBeVisible({ timeout: 20_000 });
    await marker.focus();
    let left = false;
    for (let i = 0; i < 60 && !left; i += 1) {
      await page.keyboard.press('Tab');
      left = await page.evaluate(() => !document.activeElement?.closest('[aria-label="Mapa de distribuidores"]'));
    }
    expect(left).toBe(true);
  });
});
