// First-load JS of every public route: the HTML the server sends is fetched, and every
// /_next/static/*.js it references (<script src>, and script preloads) is downloaded and
// gzipped (level 9, as Next's own size report did). One concrete URL per route, taken from
// the sitemap. 1 KB = 1000 bytes. The dealer map is exempt from the budget.
import { gzipSync } from 'node:zlib';

const BUDGET = 110_000;
const EXEMPT = new Set(['/distribuidores']);

/** Public routes of spec §2 and how to recognise a sitemap URL of each. */
const ROUTES = [
  ['/', /^\/$/],
  ['/nosotros', /^\/nosotros$/],
  ['/distribuidores', /^\/distribuidores$/],
  ['/productos/motorizacion', /^\/productos\/motorizacion$/],
  ['/productos/persianas', /^\/productos\/persianas$/],
  ['/productos/persianas/tejidos/{type}', /^\/productos\/persianas\/tejidos\/[^/]+$/],
  ['/productos/toldos', /^\/productos\/toldos$/],
  ['/productos/toldos/{type}', /^\/productos\/toldos\/[^/]+$/],
  ['/productos/toldos/{type}/{model}', /^\/productos\/toldos\/[^/]+\/[^/]+$/],
  ['/catalogo/persianas/{tipo}', /^\/catalogo\/persianas\/[^/]+$/],
  ['/catalogo/persianas/{tipo}/{tejido}', /^\/catalogo\/persianas\/[^/]+\/[^/]+$/],
  ['/catalogo/toldos/{tipo}/{modelo}/{tejido}', /^\/catalogo\/toldos\/[^/]+\/[^/]+\/[^/]+$/],
  ['/detalles/{variant}/{color?}', /^\/detalles\/[^/]+(\/[^/]+)?$/],
  ['/detalles-toldos/{variant}/{color?}', /^\/detalles-toldos\/[^/]+(\/[^/]+)?$/],
  ['/cotizador', /^\/cotizador$/],
  ['/contacto', /^\/contacto$/],
  ['/aviso-de-privacidad', /^\/aviso-de-privacidad$/],
  ['/login', /^\/login$/],
];

async function sitemapPaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** One sample path per route (the sitemap's first match; fixed paths stand for themselves). */
export async function publicRoutes(baseUrl) {
  const paths = await sitemapPaths(baseUrl);
  return ROUTES.map(([route, pattern]) => {
    const sample = paths.find((p) => pattern.test(p)) ?? (route.includes('{') ? null : route);
    return { route, path: sample };
  });
}

function scriptUrls(html) {
  const urls = new Set();
  // noModule polyfills are skipped by every browser that runs modules: not part of the load.
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"[^>]*>/g)) if (!/\bnoModule\b/i.test(m[0])) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /\bhref="([^"]+\.js[^"]*)"/.exec(m[0]);
    if (href && (/\bas="script"/.test(m[0]) || m[0].includes('modulepreload'))) urls.add(href[1]);
  }
  return [...urls].map((u) => u.replaceAll('&amp;', '&'));
}

const inlineScriptBytes = (html) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);

export async function measureRoutes(baseUrl) {
  const gz = new Map();
  const gzipOf = async (src) => {
    const url = new URL(src, baseUrl).toString();
    if (!gz.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      gz.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    return gz.get(url);
  };
  const out = [];
  for (const { route, path } of await publicRoutes(baseUrl)) {
    if (!path) {
      out.push({ route, path: null, gzip: NaN, scripts: [], inline: 0 });
      continue;
    }
    const response = await fetch(baseUrl + path);
    const html = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const urls = scriptUrls(html);
    const sizes = await Promise.all(urls.map(gzipOf));
    const scripts = urls.map((url, i) => ({ url, gzip: sizes[i] }));
    out.push({ route, path, gzip: sizes.reduce((a, b) => a + b, 0), scripts, inline: inlineScriptBytes(html) });
  }
  // What every route loads (framework, root layout) versus what the route adds.
  const measured = out.filter((r) => r.path);
  const shared = new Set(measured[0]?.scripts.map((s) => s.url));
  for (const r of measured) for (const url of [...shared]) if (!r.scripts.some((s) => s.url === url)) shared.delete(url);
  for (const r of out) r.shared = r.scripts.filter((s) => shared.has(s.url)).reduce((a, s) => a + s.gzip, 0);
  return out;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export async function run(ctx) {
  const server = await ctx.server('pg');
  const routes = await measureRoutes(server.url);
  for (const r of routes) {
    const flag = r.gzip > BUDGET ? (EXEMPT.has(r.route) ? '  (over budget; exempt: map)' : '  OVER BUDGET') : '';
    console.log(`[bundles] ${r.route.padEnd(44)} ${r.path ? `${kb(r.gzip).padStart(9)} gzip = ${kb(r.shared)} shared + ${kb(r.gzip - r.shared).padStart(8)} own, ${r.scripts.length} scripts (+${kb(r.inline)} inline RSC, raw) ${r.path}` : 'no sample URL in the sitemap'}${flag}`);
  }
  const budgeted = routes.filter((r) => !EXEMPT.has(r.route) && r.path);
  const worst = budgeted.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const best = budgeted.reduce((a, b) => (b.gzip < a.gzip ? b : a));
  const over = budgeted.filter((r) => r.gzip > BUDGET);
  return {
    rows: [{
      measure: 'First-load JS, public pages (map exempt)',
      value: `${over.length} of ${budgeted.length} over; max ${kb(worst.gzip)} (${worst.route}), min ${kb(best.gzip)} (${best.route}); ${kb(worst.shared)} shared by all; map ${kb(routes.find((r) => r.route === '/distribuidores')?.gzip ?? NaN)}`,
      target: `≤ ${kb(BUDGET)} gzip`,
      met: over.length === 0,
    }],
    details: routes,
  };
}
