// The quoter: a visitor prices a blind with a motor and sees every peso explained,
// live, in the browser; the detail quoter preselects what the link chose; an awning's size limits
// and options; the draft survives a reload; a phone keeps the total in view; an anonymous visitor
// sends the quote as a request and gets a folio; a signed-in customer saves it (PDF, share) and
// puts it in the cart; a distributor sees its own prices.

import type { Page } from '@playwright/test';
import { ACCESSORIES, FABRICS, MOTORS } from '../lib/server/db/seed/data/catalog';
import { atPath, collectPageErrors, expect, expectHydrated, h1sIn, serverHtml, test } from './fixtures';

const PHONE = { width: 360, height: 740 };

const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
/** Centavos → "$1,234.50", as the quoter shows money. */
const money = (cents: number) => MXN.format(cents / 100);

/** Seed prices in centavos (whole pesos in the seed). */
function blindPricePerM2(fabricSlug: string, typeSlug: string): number {
  const price = FABRICS.find((f) => f.slug === fabricSlug)?.prices.find((p) => p.type === typeSlug)?.publicPerM2;
  if (price === undefined) throw new Error(`No seeded price for ${fabricSlug} in ${typeSlug}`);
  return price * 100;
}
function motor(slug: string) {
  const found = MOTORS.find((m) => m.slug === slug);
  if (!found) throw new Error(`No seeded motor ${slug}`);
  return { name: found.name, cents: found.publicPrice * 100 };
}
const accessoryCents = (slug: string) => (ACCESSORIES.find((a) => a.slug === slug)?.publicPrice ?? Number.NaN) * 100;

/** Opens a quoter page once React has taken over its choices (a click before that does nothing). */
async function openQuoter(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page.getByRole('radio', { name: 'Persianas', exact: true }));
}

const widthBox = (page: Page) => page.getByRole('textbox', { name: 'Ancho' });
const total = (page: Page) => page.getByTestId('cotizador-total');
const breakdown = (page: Page, n = 1) => page.getByRole('region', { name: `Desglose de la pieza ${n}` });

/** Configures the blind of the issue: Blackout Premium roller blind, Marfil, 1.50 × 1.80 m, with a motor. */
async function priceBlackoutRoller(page: Page, motorSlug: string) {
  const m = motor(motorSlug);
  await page.getByRole('radio', { name: 'Persianas', exact: true }).check();
  await page.getByRole('radio', { name: 'Persianas enrollables' }).check();
  await page.getByRole('radio', { name: 'Blackout Premium' }).check();
  await page.getByRole('radio', { name: 'Marfil', exact: true }).check();
  await widthBox(page).fill('150');
  await page.getByRole('textbox', { name: 'Alto' }).fill('180');
  await page.getByRole('combobox', { name: 'Motor' }).selectOption({ label: `${m.name} · ${money(m.cents)} + IVA` });
}

test.describe('an anonymous visitor', () => {
  test('prices a 1.50 × 1.80 m blackout roller blind with a motor and sees every peso, in under a minute', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const fabric = blindPricePerM2('blackout-premium', 'enrollables');
    const m = motor('solara-motion-30');
    const subtotal = Math.round(2.7 * fabric) + m.cents;
    const tax = Math.round(subtotal * 0.16);

    await openQuoter(page, '/cotizador');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotiza tu persiana o tu toldo');
    const started = Date.now();
    await page.getByRole('radio', { name: 'Persianas', exact: true }).check();
    await page.getByRole('radio', { name: 'Persianas enrollables' }).check();
    await page.getByRole('radio', { name: 'Blackout Premium' }).check();
    await page.getByRole('radio', { name: 'Marfil', exact: true }).check();
    // The allowed range is next to the box before anything is typed.
    await expect(widthBox(page)).toHaveAccessibleDescription(/^De 30 a 350 cm \(0\.30 a 3\.50 m\)/);
    await widthBox(page).fill('150');
    await page.getByRole('textbox', { name: 'Alto' }).fill('180');
    const motorSelect = page.getByRole('combobox', { name: 'Motor' });
    await motorSelect.selectOption({ label: `${m.name} · ${money(m.cents)} + IVA` });

    const lines = breakdown(page);
    await expect(
      lines.getByRole('row', { name: /^Tela Blackout Premium, Marfil: 1\.50 × 1\.80\sm = 2\.70\sm² × / }),
    ).toContainText(money(Math.round(2.7 * fabric)));
    await expect(lines.getByRole('row', { name: new RegExp(`^Motor ${m.name}`) })).toContainText(money(m.cents));
    await expect(lines.getByText(/Área medida/)).toHaveText('Área medida: 2.70 m² · Área cobrada: 2.70 m²');
    const summary = page.getByRole('region', { name: 'Tu cotización' });
    await expect(summary.getByRole('definition').filter({ hasText: money(tax) })).toBeVisible();
    await expect(summary.getByText('IVA 16 %')).toBeVisible();
    await expect(total(page)).toHaveText(`${money(subtotal + tax)} con IVA`);
    // The user's time to a priced, explained blind, printed with the report (never a failure).
    test.info().annotations.push({
      type: 'duración',
      description: `${Date.now() - started} ms hasta una persiana con precio y desglose`,
    });
    // The total is announced politely as it changes.
    await expect(total(page).locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    expect(errors, 'console errors').toEqual([]);
  });

  test('only sees the motors that can move the size, and is told when a motor is required', async ({ page }) => {
    await openQuoter(page, '/persianas/cotizador');
    await page.getByRole('radio', { name: 'Persianas enrollables' }).check();
    const motorSelect = page.getByRole('combobox', { name: 'Motor' });
    await expect(motorSelect).toBeDisabled();
    await widthBox(page).fill('320');
    await page.getByRole('textbox', { name: 'Alto' }).fill('200');
    // 3.20 × 2.00 m: only motors of 3.20 m and 6.40 m² and more, and none is not an option.
    const offered = (await motorSelect.locator('option').allTextContents())
      .slice(1)
      .map((label) => label.split(' · ')[0]);
    const fit = MOTORS.filter(
      (mo) => mo.kind === 'persiana' && mo.minWidthCm <= 320 && mo.maxWidthCm >= 320 && mo.maxAreaM2 >= 6.4,
    ).map((mo) => mo.name);
    expect(offered).toEqual(fit);
    await expect(motorSelect).toHaveAccessibleDescription(/necesita motor/);
    await expect(motorSelect).toHaveAccessibleDescription(/sólo se fabrican motorizadas: elige un motor/);
    await expect(total(page)).toHaveText('—');

    await widthBox(page).fill('400');
    await expect(widthBox(page)).toHaveAccessibleDescription(
      /El ancho debe estar entre 30 y 350 cm para Persianas enrollables \(de 0\.30 a 3\.50 m\)\./,
    );
  });

  test('prices an awning: model, lona, ancho × salida, motor, wind sensor and installation', async ({ page }) => {
    await openQuoter(page, '/toldos/cotizador');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotiza tu toldo');
    await page.getByRole('radio', { name: 'Toldos retráctiles' }).check();
    await page.getByRole('radio', { name: 'Semicofre Bali' }).check();
    await widthBox(page).fill('300');
    const projection = page.getByRole('textbox', { name: 'Salida (proyección)' });
    await expect(projection).toHaveAccessibleDescription(/^De 150 a 300 cm/);
    await projection.fill('250');
    const sensor = page.getByRole('checkbox', { name: /Sensor de viento/ });
    await expect(sensor).toBeDisabled();
    await page.getByRole('combobox', { name: 'Motor' }).selectOption({ index: 1 });
    await sensor.check();
    await page.getByRole('checkbox', { name: /Instalación profesional/ }).check();
    const lines = breakdown(page);
    await expect(
      lines.getByRole('row', { name: /^Toldo Semicofre Bali de 3\.00 × 2\.50 m \(tabulador hasta 3\.00 × 2\.50 m\)/ }),
    ).toContainText('$23,590.00');
    await expect(lines.getByRole('row', { name: /^Sensor de viento/ })).toBeVisible();
    await expect(lines.getByRole('row', { name: /^Instalación/ })).toContainText(
      money(accessoryCents('instalacion-toldo')),
    );
    await expect(total(page)).toHaveText(/^\$[\d,]+\.\d\d con IVA$/);

    await projection.fill('350');
    await projection.blur();
    await expect(projection).toHaveAccessibleDescription(
      /salida debe estar entre 150 y 300 cm para el toldo Semicofre Bali/,
    );
  });

  test('keeps several pieces with their rooms across a reload', async ({ page }) => {
    await openQuoter(page, '/persianas/cotizador');
    await page.getByRole('radio', { name: 'Persianas enrollables' }).check();
    await widthBox(page).fill('150');
    await page.getByRole('textbox', { name: 'Alto' }).fill('180');
    await page.getByRole('combobox', { name: /Dónde va/ }).fill('Sala');
    await page.getByRole('button', { name: 'Agregar otra pieza' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pieza 2' })).toBeFocused();
    await page.getByRole('radio', { name: 'Persianas romanas' }).check();
    await widthBox(page).fill('120');
    await page.getByRole('textbox', { name: 'Alto' }).fill('160');
    await page.getByRole('combobox', { name: /Dónde va/ }).fill('Recámara principal');
    const before = await total(page).textContent();

    await page.reload();
    await expectHydrated(page.getByRole('radio', { name: 'Persianas', exact: true }));
    const pieces = page.getByRole('navigation', { name: 'Piezas de tu cotización' });
    await expect(pieces.getByRole('button', { name: /Pieza 1 Sala/ })).toBeVisible();
    await expect(pieces.getByRole('button', { name: /Pieza 2 Recámara principal/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(total(page)).toHaveText(before!);
    await expect(widthBox(page)).toHaveValue('120');
  });

  test('the detail quoter preselects the product of the link, still changeable', async ({ page, request }) => {
    const path = '/persianas/cotizador?tipo=enrollables&tela=screen-5&color=marfil';
    expect(h1sIn(await serverHtml(request, path))).toEqual(['Cotiza con Screen 5 %, color Marfil']);
    await openQuoter(page, path);
    await expect(page).toHaveTitle('Cotizador de persianas · Solara');
    await expect(page.getByRole('radio', { name: 'Persianas enrollables' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Screen 5 %' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Marfil', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'Gris Perla' }).check();
    await expect(page.getByRole('radio', { name: 'Gris Perla' })).toBeChecked();
    await page.getByRole('radio', { name: 'Blackout Premium' }).check();
    await expect(page.getByRole('radio', { name: 'Blackout Premium' })).toBeChecked();
  });

  test('an unknown product quoter leads to the index', async ({ page, request }) => {
    const response = await request.get('/nada/cotizador', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/');
    await page.goto('/nada/cotizador');
    await expect(page).toHaveURL(atPath('/'));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('keeps the total in a bar at the bottom of the screen, and passes axe', async ({ page, axe }) => {
      await openQuoter(page, '/persianas/cotizador?tipo=enrollables&tela=blackout-premium&color=marfil');
      await widthBox(page).fill('150');
      await page.getByRole('textbox', { name: 'Alto' }).fill('180');
      const bar = page.getByRole('button', { name: 'Ver resumen' });
      await expect(bar).toBeInViewport();
      const fabric = blindPricePerM2('blackout-premium', 'enrollables');
      const amount = money(Math.round(Math.round(2.7 * fabric) * 1.16));
      await expect(bar.locator('xpath=..')).toContainText(amount);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(PHONE.width);
      expect(await axe(page)).toEqual([]);
      await bar.click();
      await expect(page.getByRole('heading', { name: 'Tu cotización', exact: true })).toBeFocused();
    });

    test("shows the server's quoter fully styled before the quoter's own code arrives", async ({ page }) => {
      // The quoter's code is asked for after the first paint (quoter-after-paint.tsx): hold every
      // script the HTML does not list, so the page stays as the server sent it.
      const html = await (await page.request.get('/cotizador')).text();
      const listed = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!.split('?')[0]));
      const held: (() => Promise<void>)[] = [];
      await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, (route) => {
        if (listed.has(new URL(route.request().url()).pathname)) return route.continue();
        held.push(() => route.continue());
      });
      await page.route(/[?&]_rsc=/, (route) => route.abort());
      await page.goto('/cotizador');
      await expect.poll(() => held.length, 'the quoter asked for its code').toBeGreaterThan(0);
      // The total bar's button has its own styles (button.module.css), and no stylesheet applied
      // after the HTML's own styles anything on the page: none comes later to move the first paint.
      const bar = page.getByRole('button', { name: 'Ver resumen' });
      await expect(bar).toBeVisible();
      expect(await bar.evaluate((b) => getComputedStyle(b).minHeight)).toBe('44px');
      const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      const lateRulesInUse = await page.evaluate(
        (inHead) =>
          [...document.styleSheets]
            .filter((sheet) => sheet.href && !inHead.includes(new URL(sheet.href).pathname))
            .flatMap((sheet) => [...sheet.cssRules])
            .flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : []))
            .filter((selector) => {
              try {
                return document.querySelector(selector) !== null;
              } catch {
                return false;
              }
            }),
        linked,
      );
      expect(lateRulesInUse).toEqual([]);
      await Promise.all(held.map((release) => release()));
    });
  });

  test('sends the quote as a request and gets a folio and what happens next', async ({ page, axe }) => {
    await openQuoter(page, '/persianas/cotizador?tipo=enrollables&tela=blackout-premium&color=marfil');
    await widthBox(page).fill('150');
    await page.getByRole('textbox', { name: 'Alto' }).fill('180');
    await page.getByRole('combobox', { name: /Dónde va/ }).fill('Recámara principal');
    await page.getByRole('button', { name: 'Solicitar esta cotización' }).click();

    const form = page.getByRole('form', { name: 'Recibe tu cotización' });
    await expect(page.getByRole('heading', { name: 'Recibe tu cotización' })).toBeFocused();
    expect(await axe(page), 'axe with the request form open').toEqual([]);
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Prueba Cotizador');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(`cotizador-${Date.now()}@e2e.solara.test`);
    await form.getByRole('textbox', { name: /Teléfono/ }).fill('33 1234 5678');
    await form.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Jalisco' });
    const municipality = form.getByRole('combobox', { name: 'Municipio' });
    await expect(municipality).toBeEnabled();
    await municipality.selectOption({ label: 'Zapopan' });
    // Sent without consent: the message is under the box and nothing typed is lost.
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByRole('checkbox', { name: /aviso de privacidad/ })).toHaveAccessibleDescription(
      /acepta el aviso de privacidad/,
    );
    await form.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();

    const folio = page.getByText(/^Folio: /);
    await expect(folio).toHaveText(/^Folio: \S+$/);
    await expect(page.getByRole('heading', { name: '¿Qué sigue?' })).toBeVisible();
    await expect(page.getByText(/Solicitud enviada con el folio/)).toBeVisible();
  });
  test('an awning request is offered and sent only to dealers that sell awnings', async ({ page }) => {
    await openQuoter(page, '/toldos/cotizador');
    await page.getByRole('radio', { name: 'Toldos retráctiles' }).check();
    await page.getByRole('radio', { name: 'Semicofre Bali' }).check();
    await widthBox(page).fill('300');
    await page.getByRole('textbox', { name: 'Salida (proyección)' }).fill('250');
    await page.getByRole('button', { name: 'Solicitar esta cotización' }).click();

    const form = page.getByRole('form', { name: 'Recibe tu cotización' });
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Prueba Toldo');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(`toldo-${Date.now()}@e2e.solara.test`);
    await form.getByRole('textbox', { name: /Teléfono/ }).fill('33 1234 5678');
    await form.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Jalisco' });
    const municipality = form.getByRole('combobox', { name: 'Municipio' });
    await expect(municipality).toBeEnabled();
    await municipality.selectOption({ label: 'Zapopan' });
    // Zapopan's own dealer sells blinds and motors only: not offered for an awning.
    const picker = form.getByRole('combobox', { name: /Distribuidor/ });
    await expect(picker).toHaveAccessibleDescription(/Sólo los que venden toldos\./);
    await expect(picker.getByRole('option', { name: /Persianas y Toldos de Occidente/ })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: /Cortinas y Persianas Vallarta/ })).toHaveCount(0);
    await form.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();

    // Left to the site, it goes to the nearest that sells awnings.
    await expect(page.getByText(/^Folio: /)).toHaveText(/^Folio: \S+$/);
    await expect(page.getByText(/Te atenderá/)).not.toContainText('Cortinas y Persianas Vallarta');
  });
});

test.describe('signed in', () => {
  // @shared: the demo customer's cart is read by other specs (playwright.config.ts).
  test(
    'a customer saves the quote, downloads its PDF, shares it and adds it to the cart',
    { tag: '@shared' },
    async ({ asRole }) => {
      const page = await asRole('customer');
      await openQuoter(page, '/persianas/cotizador');
      await priceBlackoutRoller(page, 'solara-motion-30');
      await expect(page.getByRole('button', { name: 'Solicitar esta cotización' })).toBeHidden();
      await page.getByRole('textbox', { name: /Notas/ }).fill('Prueba e2e del cotizador');
      await page.getByRole('button', { name: 'Guardar cotización' }).click();

      const saved = page.getByRole('status').filter({ hasText: 'Cotización guardada' });
      await expect(saved).toBeFocused();
      const folio = (await saved.locator('strong').first().textContent())!.trim();
      expect(folio).not.toBe('');
      await expect(saved).toContainText('vigente hasta el');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        saved.getByRole('button', { name: 'Descargar PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${folio}.pdf`);
      const whatsapp = decodeURIComponent(
        (await saved.getByRole('link', { name: /Compartir por WhatsApp/ }).getAttribute('href'))!,
      );
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/\\?text=Cotización ${folio} `));
      expect(whatsapp).toMatch(/Total: \$[\d,]+\.\d\d MXN/);
      expect(await saved.getByRole('link', { name: /Enviar por correo/ }).getAttribute('href')).toMatch(
        /^mailto:\?subject=/,
      );

      await page.getByRole('button', { name: 'Agregar al carrito' }).click();
      const cart = page.getByRole('status').filter({ hasText: 'Agregado al carrito' });
      await expect(cart).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Carrito: \d+ productos?$/ })).toBeVisible();
      await cart.getByRole('link', { name: 'Ver carrito' }).click();
      await expect(page).toHaveURL(atPath('/panel/listas/mi-carrito'));
    },
  );

  test('a distributor quotes at distributor prices', async ({ asRole }) => {
    const page = await asRole('distributor');
    await openQuoter(page, '/persianas/cotizador?tipo=enrollables&tela=blackout-premium&color=marfil');
    await expect(page.getByText('Precios de distribuidor')).toBeVisible();
    await widthBox(page).fill('150');
    await page.getByRole('textbox', { name: 'Alto' }).fill('180');
    const publicTotal = money(Math.round(Math.round(2.7 * blindPricePerM2('blackout-premium', 'enrollables')) * 1.16));
    await expect(total(page)).toHaveText(/con IVA$/);
    await expect(total(page)).not.toHaveText(`${publicTotal} con IVA`);
  });
});
