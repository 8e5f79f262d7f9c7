// The small things a visitor notices: anchors, the motorization quoter, the
// font faces, the staff's counters, striped fabrics, the awning price grid on a phone, the Spanish
// file picker.
import { atPath, expect, test } from './fixtures';

test.describe('details a visitor notices', () => {
  test('a link to a section of another page lands on that section, not at the top', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByText('¿Cómo hago válida la garantía?').click(); // the FAQ answer that links there
    await page.getByRole('link', { name: 'nuestra garantía' }).click();
    await expect(page).toHaveURL(/\/nosotros#garantia$/);
    await expect(page.locator('#garantia')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    // A plain navigation still starts at the top (spec §2).
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Contacto/ })
      .first()
      .click();
    await expect(page).toHaveURL(atPath('/contacto'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/motorizacion/cotizador opens the quoter on a motorized blind', async ({ page }) => {
    await page.goto('/motorizacion/cotizador');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotiza tu persiana o toldo motorizado');
    await expect(
      page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: 'Motorización' }),
    ).toHaveAttribute('href', '/productos/motorizacion');
    const motor = page.getByRole('combobox', { name: /Motor/ }).first();
    await expect(motor).not.toHaveValue('');
  });

  test('Roboto offers the six weights of spec §1, none preloaded, and the page text uses it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // Preloaded font files went out before a phone's first paint; `optional` keeps CLS 0.
    const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(0);
    await page.goto('/');
    const weights = await page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.family.replace(/"/g, '') === 'Roboto')
        .map((f) => f.weight)
        .sort(),
    );
    expect(weights).toEqual(['100', '300', '400', '500', '700', '900']);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^'?"?roboto\b/i);
    // Fetched for the text that uses it, so the next page has it at once.
    await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px Roboto'))).toBe(true);
  });

  test('a striped awning fabric is drawn striped', async ({ page }) => {
    await page.goto('/detalles-toldos/acrilico-rayas/rayas-azul-marino');
    // The details page's figure is on the first screen: drawn inline.
    await expect(page.locator('main svg pattern[id$="-stripes"]').first()).toBeAttached();
    const swatch = page
      .getByRole('list', { name: /color/i })
      .locator('[aria-current="true"] span[aria-hidden="true"]')
      .first();
    expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('repeating-linear-gradient');
  });

  test('illustrations below the fold are cached .svg files, not repeated in the page', async ({ page, request }) => {
    await page.goto('/');
    const drawing = page.locator('main img[src^="/ilustraciones/"]').first();
    await drawing.scrollIntoViewIfNeeded();
    await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    const file = await request.get(
      '/ilustraciones/toldo-retractil.svg?color=2a3a5e&stripe=f4f1e8&opacity=blackout&v=2',
    );
    expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers()['cache-control']).toContain('immutable');
    expect(await file.text()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><defs>[\s\S]*<pattern id="i-stripes"/,
    );
    // A drawing that does not exist, or a colour that is not one, is a 422 in Spanish.
    const bad = await request.get('/ilustraciones/nube.svg?color=%3Cscript%3E');
    expect(bad.status()).toBe(422);
    expect((await bad.json()).message).toMatch(/no existe|hexadecimal/);
  });

  test('on a 390 px phone the awning price grid fits the screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/productos/toldos/retractiles/cofre-total-500');
    const grid = page.getByRole('region', { name: 'Tabla de precios por medida' });
    await expect(grid).toBeVisible();
    const { scrollWidth, clientWidth } = await grid.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await context.close();
  });
});

test.describe('the panel', () => {
  test("a distributor's counters open its customers' lists", async ({ asRole }) => {
    const page = await asRole('distributor');
    await page.goto('/panel');
    const toolbar = page.getByRole('list', { name: 'Tus contadores' });
    await expect(toolbar.getByRole('link', { name: /^Cotizaciones/ })).toHaveAttribute(
      'href',
      '/panel/listas/cotizaciones-admin',
    );
    await expect(toolbar.getByRole('link', { name: /^Pedidos/ })).toHaveAttribute(
      'href',
      '/panel/listas/ordenes-admin',
    );
  });

  test('the profile photo picker speaks Spanish', async ({ asRole }) => {
    const page = await asRole('customer');
    await page.goto('/panel/perfil');
    const picker = page.getByLabel('Archivo de la foto');
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(page.getByText(/^(Elegir|Cambiar) foto$/)).toBeVisible();
    await expect(page.getByText('Ningún archivo elegido')).toBeVisible();
    await picker.setInputFiles({
      name: 'yo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await expect(page.getByText('yo.png')).toBeVisible();
  });
});
