// The dealer locator, /distribuidores: its HTML at the demo's size and with ≈1,400 dealers (100×,
// seeded into a fresh PostgreSQL database of its own; target ≤ 60 KB gzip), our JavaScript before
// the map is wanted (≤ 30 KB), and whether the map's library is fetched before it is wanted (a
// phone: the map is behind the "Mapa" button) — then after asking for it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { seedDealers } from './lib/dealers-scale.mjs';
import { PORTS, freshDatabase, serverEnv, tempDir, waitReady, ROOT } from './lib/servers.mjs';
import { startProcess } from './lib/processes.mjs';
import { scriptUrls } from './lib/js-weight.mjs';
import path from 'node:path';

const HTML_TARGET = 60_000;
const JS_TARGET = 30_000;
const SCALE_DEALERS = Number(process.env.BENCH_DEALERS ?? 1400);
/** Our own port for the server at scale (BASE+7: no other measurement uses it). */
const SCALE_PORT = PORTS.dealers;
/** Pages the shared scripts are told apart with (what every page loads is not the locator's). */
const OTHER_PAGES = ['/', '/aviso-de-privacidad'];
/** What only the map's chunks hold (the library's own CSS class prefix). */
const MAP_CODE = /maplibregl-|mapboxgl-/;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function html(baseUrl, pathname) {
  const response = await fetch(baseUrl + pathname);
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return {
    text,
    raw: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 9 }).length,
    cards: (text.match(/<li id="distribuidor-\d+"/g) ?? []).length,
  };
}

/** Our JS on /distribuidores before the map: what its HTML loads beyond what other pages load too. */
async function ownScripts(baseUrl) {
  const page = scriptUrls((await html(baseUrl, '/distribuidores')).text);
  const others = await Promise.all(OTHER_PAGES.map(async (p) => new Set(scriptUrls((await html(baseUrl, p)).text))));
  const sizes = await Promise.all(
    page.map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
      return { src, gzip: gzipSync(body, { level: 9 }).length, map: MAP_CODE.test(body.toString('latin1')) };
    }),
  );
  const shared = sizes.filter((s) => others.every((set) => set.has(s.src)));
  const own = sizes.filter((s) => !shared.includes(s));
  for (const s of own) console.log(`[dealers]   own script ${kb(s.gzip).padStart(8)} ${s.src}`);
  return {
    total: sizes.reduce((a, s) => a + s.gzip, 0),
    shared: shared.reduce((a, s) => a + s.gzip, 0),
    own: own.reduce((a, s) => a + s.gzip, 0),
    mapInHtml: sizes.some((s) => s.map),
  };
}

/**
 * A phone opens the page and scrolls to its end: the map chunks (and the points) must not be
 * fetched; then "Mapa" is pressed: they must be. Counts JS responses holding the map's code.
 */
async function mapRequests(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-MX',
    });
    const page = await context.newPage();
    const seen = { map: 0, points: 0 };
    page.on('response', async (response) => {
      const url = response.url();
      if (url.includes('/api/dealers')) seen.points += 1;
      if (/\.js(\?|$)/.test(url)) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (MAP_CODE.test(body.toString('latin1'))) seen.map += 1;
      }
    });
    await page.goto(`${baseUrl}/distribuidores`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    const before = { ...seen };
    await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Mapa' }).click();
    await page.locator('[data-dealer-marker], [data-cluster-count]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return { before, after: { ...seen } };
  } finally {
    await browser.close();
  }
}

/** A desktop's time to the first marker (the map is beside the list, in view at once). */
async function firstMarker(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
    await page.goto(`${baseUrl}/distribuidores`);
    await page.locator('[data-dealer-marker], [data-cluster-count]').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => performance.getEntriesByName('dealers:first-marker')[0]?.startTime ?? NaN);
  } catch (error) {
    console.warn(`[dealers] no first marker: ${String(error.message).split('\n')[0]}`);
    return NaN;
  } finally {
    await browser.close();
  }
}

/** `next start` on a fresh database, then ≈1,400 dealers inserted; resolves once the page's list has them. */
async function scaleServer() {
  const databaseUrl = await freshDatabase(`dealers${SCALE_PORT}`);
  const since = performance.now();
  const proc = startProcess(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(SCALE_PORT)], {
    cwd: ROOT,
    label: `next start (dealers at scale, :${SCALE_PORT})`,
    env: serverEnv({ DATA_DIR: tempDir('dealers'), DATABASE_URL: databaseUrl, PORT: String(SCALE_PORT) }),
  });
  const url = `http://127.0.0.1:${SCALE_PORT}`;
  await waitReady(proc, `${url}/api/states`, since);
  const onMap = await seedDealers(databaseUrl, SCALE_DEALERS);
  // The dealer list is cached for up to 60 s (the API's and the page's apart): wait until both
  // have them (the page lists every card, or says "… de 1,413" over its pages).
  const deadline = Date.now() + 150_000;
  for (;;) {
    const dealers = await (await fetch(`${url}/api/dealers`)).json();
    const page = await html(url, '/distribuidores');
    if (
      dealers.length >= onMap &&
      (page.cards >= onMap || page.text.includes(`de ${new Intl.NumberFormat('es-MX').format(onMap)}`))
    )
      break;
    if (Date.now() > deadline)
      throw new Error(
        `after ${onMap} dealers were added, /api/dealers lists ${dealers.length}, the page ${page.cards} cards`,
      );
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  return { url, onMap, stop: () => proc.stop() };
}

export async function run(ctx) {
  const rows = [];
  const demo = await ctx.server('pg');
  const demoHtml = await html(demo.url, '/distribuidores');
  const js = await ownScripts(demo.url);
  const requests = await mapRequests(demo.url);
  console.log(
    `[dealers] demo: HTML ${kb(demoHtml.raw)} raw, ${kb(demoHtml.gzip)} gzip, ${demoHtml.cards} cards; JS ${kb(js.total)} = ${kb(js.shared)} shared + ${kb(js.own)} own; map code in the HTML's scripts: ${js.mapInHtml}`,
  );
  console.log(
    `[dealers] phone: map chunks ${requests.before.map}, points ${requests.before.points} before asking; ${requests.after.map} and ${requests.after.points} after "Mapa"`,
  );
  rows.push(
    {
      measure: '/distribuidores HTML, demo',
      value: `${kb(demoHtml.gzip)} gzip (${kb(demoHtml.raw)} raw, ${demoHtml.cards} cards)`,
      target: `≤ ${kb(HTML_TARGET)} gzip`,
      met: demoHtml.gzip <= HTML_TARGET,
    },
    {
      measure: '/distribuidores our JS before the map',
      value: `${kb(js.own)} gzip (+ ${kb(js.shared)} shared)`,
      target: `≤ ${kb(JS_TARGET)} gzip`,
      met: js.own <= JS_TARGET && !js.mapInHtml,
    },
    {
      measure: '/distribuidores map requests (phone)',
      value: `${requests.before.map} before asking, ${requests.after.map} after "Mapa"`,
      target: '0 before, > 0 after',
      met: requests.before.map === 0 && requests.after.map > 0,
    },
  );

  const scale = await scaleServer();
  try {
    const big = await html(scale.url, '/distribuidores');
    const second = await html(scale.url, '/distribuidores?pagina=2');
    const points = Buffer.from(await (await fetch(`${scale.url}/api/dealers`)).arrayBuffer());
    console.log(
      `[dealers] ${scale.onMap} dealers: HTML ${kb(big.raw)} raw, ${kb(big.gzip)} gzip, ${big.cards} cards; page 2 ${kb(second.gzip)} gzip; /api/dealers ${kb(points.length)} raw, ${kb(gzipSync(points).length)} gzip`,
    );
    const marker = await firstMarker(scale.url);
    console.log(`[dealers] first marker at ${Math.round(marker)} ms (desktop)`);
    rows.push(
      {
        measure: `/distribuidores HTML, ${scale.onMap} dealers`,
        value: `${kb(big.gzip)} gzip (${kb(big.raw)} raw, ${big.cards} cards)`,
        target: `≤ ${kb(HTML_TARGET)} gzip`,
        met: big.gzip <= HTML_TARGET,
      },
      {
        measure: `/distribuidores map points, ${scale.onMap} dealers`,
        value: `GET /api/dealers ${kb(gzipSync(points).length)} gzip; first marker ${Math.round(marker)} ms (desktop)`,
        target: '',
        met: null,
      },
    );
  } finally {
    await scale.stop();
  }
  return { rows };
}
