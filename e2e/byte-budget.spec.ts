// Our JavaScript beyond the framework runtime, per public route, within its
// budget (gzip; sizes are deterministic: this is not a timing test). Content pages ≤ 10 KB,
// /cotizador ≤ 45 KB, /contacto and /muestras ≤ 40 KB, /distribuidores ≤ 30 KB before the map is
// wanted.
// Measured by scripts/bench/lib/js-weight.mjs, the same code `npm run bench bundles` prints:
// one sample URL per route from the sitemap, every /_next/static script its HTML loads (noModule
// left out) and, for /cotizador, the quoter's own code it asks for once it runs, gzipped; the framework floor is the build manifest's rootMainFiles (Turbopack's
// runtime, React DOM, Next's router), which every route loads; ours = total − floor.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type JsWeight = typeof import('../scripts/bench/lib/js-weight.mjs');
/**
 * The bench's own ES module, loaded by Node itself: Playwright would compile a static import of it
 * to CommonJS, which an .mjs file cannot be.
 */
const importNative = new Function('url', 'return import(url)') as (url: string) => Promise<JsWeight>;
const jsWeight = () =>
  importNative(pathToFileURL(path.join(__dirname, '..', 'scripts', 'bench', 'lib', 'js-weight.mjs')).href);

/** The quoter asks for its own code once the page runs (quoter-after-paint.tsx): what a browser loads. */
async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  // Only the page's own code: the links' prefetches of other pages (RSC requests) are refused.
  await page.route(/[?&]_rsc=/, (route) => route.abort());
  page.on('response', (response) => {
    if (/\/_next\/static\/.+\.js$/.test(response.url())) urls.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return urls;
}

test('every public route keeps our JavaScript within its byte budget', async ({ baseURL, page }, testInfo) => {
  const { formatTable, measureRoutes } = await jsWeight();
  const measured = await measureRoutes(baseURL!, {
    afterPaint: { '/cotizador': await scriptsLoaded(page, '/cotizador') },
  });
  const table = formatTable(measured);
  console.log(`\n${table}\n`);
  await testInfo.attach('byte-budget.txt', { body: table, contentType: 'text/plain' });

  // The rule holds: the floor was found, and every route loads all of it.
  expect(measured.floor.gzip).toBeGreaterThan(50_000);
  for (const route of measured.routes) {
    expect(route.path, `${route.route}: no sample URL in the sitemap`).not.toBeNull();
    const urls = route.scripts.map((script) => script.url);
    for (const file of measured.floor.files)
      expect(urls, `${route.route} loads the framework's ${file}`).toContain(file);
    expect(route.floor, `${route.route}: framework bytes`).toBeGreaterThanOrEqual(measured.floor.gzip);
  }

  const over = measured.routes.filter((r) => r.budget !== null && r.ours > r.budget);
  expect(over.map((r) => `${r.route} (${r.path}): ${r.ours} B of ours > ${r.budget} B`)).toEqual([]);
});
