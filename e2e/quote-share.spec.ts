// Sharing a quote without an account: an anonymous visitor prices a blind, downloads
// the preliminary PDF, copies a share link that a stranger opens to the same pieces and price; an
// expired or altered link is a calm notice; every public page type has a 1200 × 630 og:image
// (a front end only draws them too: split-pair.spec.ts, where that front end runs).

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../tests/support/pdf-text';
import {
  PUBLIC_ROUTES,
  SITE_ORIGIN,
  collectPageErrors,
  expect,
  expectHydrated,
  expectSiteUrl,
  metaIn,
  pngSize,
  seedDetailsPath,
  seedFabric,
  serverHtml,
  test,
} from './fixtures';

const total = (page: Page) => page.getByTestId('cotizador-total');

async function openQuoter(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page.getByRole('radio', { name: 'Persianas enrollables' }));
}

/** A Blackout Premium roller blind, Marfil, 1.50 × 1.80 m, two pieces, for the bedroom. */
async function priceBlind(page: Page) {
  await page.getByRole('radio', { name: 'Persianas enrollables' }).check();
  await page.getByRole('radio', { name: 'Blackout Premium' }).check();
  await page.getByRole('radio', { name: 'Marfil', exact: true }).check();
  await page.getByRole('textbox', { name: 'Ancho' }).fill('150');
  await page.getByRole('textbox', { name: 'Alto' }).fill('180');
  await page.getByRole('textbox', { name: /Cantidad/ }).fill('2');
  await expect(total(page)).toHaveText(/^\$[\d,]+\.\d{2}/);
}

/** Width and height from a PNG's IHDR chunk. */
test('an anonymous visitor downloads the PDF and shares a link that reopens the same quote and price', async ({
  page,
  browser,
  context,
}) => {
  const errors = collectPageErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openQuoter(page, '/persianas/cotizador');
  await priceBlind(page);
  const price = await total(page).innerText();

  // The PDF: a real download, priced by the server, with its type, size and magic bytes.
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => r.url().endsWith('/api/quote-pdf') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toMatch(/^cotizacion-preliminar-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1500);
  // It sends the visitor to the site's address as this server was started, not the build's.
  expect(await pdfText(pdf)).toContain(`${SITE_ORIGIN}/cotizador`);
  expect(response.headers()['cache-control']).toBe('private, no-store, no-transform');
  await expect(page.getByText('Listo: tu PDF se descargó.')).toBeVisible();

  // The link: made on this page's quoter, copied to the clipboard.
  await page.getByRole('button', { name: 'Compartir' }).click();
  const box = page.getByRole('textbox', { name: 'Enlace a tu cotización' });
  await expect(box).toHaveValue(/\/persianas\/cotizador\?c=1\.[\w-]+\.[\w-]{43}$/);
  const url = await box.inputValue();
  await expect(page.getByText(/^Enlace copiado/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado.', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // A stranger (another browser profile: no session, no stored draft) opens it.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const otherErrors = collectPageErrors(other);
  await other.goto(url);
  await expect(other.getByTestId('cotizacion-compartida')).toContainText(
    'Abrimos la cotización que te compartieron: una pieza, con los precios de hoy.',
  );
  await expect(other.getByRole('radio', { name: 'Blackout Premium' })).toBeChecked();
  await expect(other.getByRole('radio', { name: 'Marfil', exact: true })).toBeChecked();
  await expect(other.getByRole('textbox', { name: 'Ancho' })).toHaveValue('150');
  await expect(other.getByRole('textbox', { name: 'Alto' })).toHaveValue('180');
  await expect(total(other)).toHaveText(price);
  // The token leaves the address bar; a reload keeps the quote (the visitor's own draft now).
  expect(new URL(other.url()).search).toBe('');
  await other.reload();
  await expect(other.getByRole('textbox', { name: 'Ancho' })).toHaveValue('150');
  expect(otherErrors).toEqual([]);
  await stranger.close();
});

test('an altered link says so calmly and leaves the quoter empty', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`/cotizador?c=1.${'A'.repeat(40)}.${'B'.repeat(43)}`);
  const notice = page.getByTestId('cotizacion-compartida');
  await expect(notice).toContainText(
    'No pudimos abrir la cotización compartida. Este enlace de cotización no es válido',
  );
  await expect(notice).toBeFocused();
  await expect(total(page)).toHaveText(/—/);
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toBeHidden();
  // The refused link is a 422 the page expects, not an error of the page.
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});

test.describe('og:image', () => {
  const blind = seedFabric('blackout-premium');
  const awning = seedFabric('acrilico-rayas');
  const PAGES = [
    ...PUBLIC_ROUTES.map((route) => route.path),
    seedDetailsPath(blind),
    seedDetailsPath(blind, blind.colors[0]!.slug),
    seedDetailsPath(awning, awning.colors[0]!.slug),
    '/catalogo/persianas/enrollables',
    '/distribuidores',
    '/cotizador',
    '/persianas/cotizador',
    '/toldos/cotizador',
    '/motorizacion/cotizador',
    '/distribuidores/baja-california/persianas-frontera-pacifico',
  ];

  test('every public page type names its own 1200 × 630 PNG, absolute, with a large Twitter card', async ({
    request,
  }) => {
    const seen = new Set<string>();
    for (const path of [...new Set(PAGES)]) {
      const html = await serverHtml(request, path);
      const image = metaIn(html, 'og:image');
      const ogPath = path === '/' ? '/og/inicio.png' : `/og${path}.png`;
      expectSiteUrl(image, ogPath, `og:image of ${path}`);
      expect(metaIn(html, 'og:image:width')).toBe('1200');
      expect(metaIn(html, 'og:image:height')).toBe('630');
      expect(metaIn(html, 'twitter:card'), path).toBe('summary_large_image');
      const res = await request.get(ogPath);
      expect({ path, status: res.status(), type: res.headers()['content-type'] }).toEqual({
        path,
        status: 200,
        type: 'image/png',
      });
      const body = await res.body();
      expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
      seen.add(body.toString('base64'));
    }
    // Each page its own card.
    expect(seen.size).toBe(new Set(PAGES).size);
  });
});
