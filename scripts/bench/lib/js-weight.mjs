// What JavaScript each public route makes the browser load, split into the framework floor and
// ours, against each route's budget. One module for the bench (scripts/bench/bundles.mjs) and the
// byte-budget test (e2e/byte-budget.spec.ts), so both measure the same way.
//
// - The HTML of one sample URL per route (the sitemap's first match) is fetched; every
//   /_next/static *.js it references (<script src>, script preloads; noModule polyfills left out:
//   a browser that runs modules skips them) is downloaded and gzipped (level 9). 1 KB = 1000 bytes.
// - The framework is Next's and React's code: the build manifest's `rootMainFiles` (the chunks the
//   App Router bootstraps every page with: Turbopack's runtime, React DOM, the router), plus the
//   modules of Next's own client components (layout router, error and not-found boundaries…) that
//   Turbopack bundles into the root layout's chunk beside ours. Those are told apart by module:
//   the build's client-reference manifests name every client component's file and module id;
//   a module reachable only from Next's or React's client components (node_modules/next, react)
//   is framework, anything reachable from ours is ours. A chunk's framework share is its gzip
//   size minus the gzip size of the chunk with those modules cut out.
// - "Ours" is the rest: a route's total minus its framework bytes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

const CONTENT_BUDGET = 10_000;

/**
 * Public routes of spec §2, how to recognise a sitemap URL of each, and the budget for our
 * JavaScript beyond the floor (null: measured, no budget).
 * @type {ReadonlyArray<{ route: string, pattern: RegExp, budget: number | null, note?: string }>}
 */
const ROUTES = [
  { route: '/', pattern: /^\/$/, budget: CONTENT_BUDGET },
  { route: '/nosotros', pattern: /^\/nosotros$/, budget: CONTENT_BUDGET },
  { route: '/distribuidores', pattern: /^\/distribuidores$/, budget: 30_000, note: 'before the map is wanted' },
  { route: '/distribuidores/{estado}/{slug}', pattern: /^\/distribuidores\/[^/]+\/[^/]+$/, budget: CONTENT_BUDGET },
  { route: '/productos/motorizacion', pattern: /^\/productos\/motorizacion$/, budget: CONTENT_BUDGET },
  { route: '/productos/persianas', pattern: /^\/productos\/persianas$/, budget: CONTENT_BUDGET },
  {
    route: '/productos/persianas/tejidos/{type}',
    pattern: /^\/productos\/persianas\/tejidos\/[^/]+$/,
    budget: CONTENT_BUDGET,
  },
  { route: '/productos/toldos', pattern: /^\/productos\/toldos$/, budget: CONTENT_BUDGET },
  { route: '/productos/toldos/{type}', pattern: /^\/productos\/toldos\/[^/]+$/, budget: CONTENT_BUDGET },
  { route: '/productos/toldos/{type}/{model}', pattern: /^\/productos\/toldos\/[^/]+\/[^/]+$/, budget: CONTENT_BUDGET },
  { route: '/catalogo/persianas/{tipo}', pattern: /^\/catalogo\/persianas\/[^/]+$/, budget: CONTENT_BUDGET },
  {
    route: '/catalogo/persianas/{tipo}/{tejido}',
    pattern: /^\/catalogo\/persianas\/[^/]+\/[^/]+$/,
    budget: CONTENT_BUDGET,
  },
  {
    route: '/catalogo/toldos/{tipo}/{modelo}/{tejido}',
    pattern: /^\/catalogo\/toldos\/[^/]+\/[^/]+\/[^/]+$/,
    budget: CONTENT_BUDGET,
  },
  { route: '/detalles/{variant}/{color?}', pattern: /^\/detalles\/[^/]+(\/[^/]+)?$/, budget: CONTENT_BUDGET },
  {
    route: '/detalles-toldos/{variant}/{color?}',
    pattern: /^\/detalles-toldos\/[^/]+(\/[^/]+)?$/,
    budget: CONTENT_BUDGET,
  },
  { route: '/aviso-de-privacidad', pattern: /^\/aviso-de-privacidad$/, budget: CONTENT_BUDGET },
  { route: '/cotizador', pattern: /^\/cotizador$/, budget: 45_000 },
  { route: '/contacto', pattern: /^\/contacto$/, budget: 40_000 },
  { route: '/muestras', pattern: /^\/muestras$/, budget: 40_000 },
  { route: '/login', pattern: /^\/login$/, budget: null, note: 'no budget' },
];

/** The build's framework chunks (see the top of this file), as URL paths. */
function frameworkFiles(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const manifest = JSON.parse(readFileSync(path.resolve(ROOT, distDir, 'build-manifest.json'), 'utf8'));
  if (!Array.isArray(manifest.rootMainFiles) || manifest.rootMainFiles.length === 0) {
    throw new Error(`${distDir}/build-manifest.json has no rootMainFiles: cannot tell the framework floor`);
  }
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

/** Client components' module ids in every client-reference manifest: Next's/React's and ours. */
function clientReferences(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const framework = new Set();
  const ours = new Set();
  const dir = path.resolve(ROOT, distDir, 'server', 'app');
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith('_client-reference-manifest.js')) continue;
    const sandbox = {};
    new Function('globalThis', 'self', readFileSync(path.join(dir, String(file)), 'utf8'))(sandbox, sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [modulePath, { id }] of Object.entries(manifest.clientModules ?? {})) {
        (/\/node_modules\/(next|react|react-dom)\//.test(modulePath) ? framework : ours).add(String(id));
      }
    }
  }
  return { framework, ours };
}

/** A Turbopack chunk's modules: id → [start, end) in the source, and the ids each one requires. */
function chunkModules(source) {
  const starts = [...source.matchAll(/,(\d+),(?=e=>|\(e,t,r\)=>|\(e,t\)=>)/g)].map((m) => ({ id: m[1], at: m.index }));
  const modules = new Map();
  starts.forEach(({ id, at }, k) => {
    const end = starts[k + 1]?.at ?? source.length;
    modules.set(id, { at, end, deps: [...source.slice(at, end).matchAll(/\be\.[irA]\((\d+)\)/g)].map((m) => m[1]) });
  });
  return modules;
}

/** Gzip bytes of a chunk's framework modules (those reachable only from Next's client components). */
function frameworkShare(source, references) {
  const modules = chunkModules(source);
  const reach = (roots) => {
    const seen = new Set();
    const stack = [...roots].filter((id) => modules.has(id));
    while (stack.length) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      for (const dep of modules.get(id).deps) if (modules.has(dep)) stack.push(dep);
    }
    return seen;
  };
  const ours = reach(references.ours);
  const framework = [...reach(references.framework)].filter((id) => !ours.has(id));
  if (framework.length === 0) return 0;
  let rest = '';
  let from = 0;
  for (const { at, end } of framework.map((id) => modules.get(id)).sort((a, b) => a.at - b.at)) {
    rest += source.slice(from, at);
    from = end;
  }
  rest += source.slice(from);
  return gzip(source) - gzip(rest);
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;

async function sitemapPaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** One sample path per route (the sitemap's first match; fixed paths stand for themselves). */
export async function publicRoutes(baseUrl) {
  const paths = await sitemapPaths(baseUrl);
  return ROUTES.map((r) => ({
    ...r,
    path: paths.find((p) => r.pattern.test(p)) ?? (r.route.includes('{') ? null : r.route),
  }));
}

/** The JavaScript URLs an HTML page makes the browser fetch (noModule scripts left out). */
export function scriptUrls(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"[^>]*>/g))
    if (!/\bnoModule\b/i.test(m[0])) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /\bhref="([^"]+\.js[^"]*)"/.exec(m[0]);
    if (href && (/\bas="script"/.test(m[0]) || m[0].includes('modulepreload'))) urls.add(href[1]);
  }
  return [...urls].map((u) => u.replaceAll('&amp;', '&'));
}

const inlineScriptBytes = (html) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );

/**
 * Every route measured: `{ route, path, budget, total, floor, ours, scripts, htmlBytes, inline }`
 * (bytes gzip; `floor` is the route's framework bytes; `scripts` lists each URL with its gzip
 * size and the framework bytes in it). Also returns the floor: rootMainFiles and the least
 * framework bytes any route loads. `afterPaint` (sample path → script URLs) adds what a page asks
 * for once it runs, as the quoter does for its own code, so the budget still counts it.
 */
export async function measureRoutes(baseUrl, { distDir, afterPaint = {} } = {}) {
  const framework = frameworkFiles(distDir);
  const references = clientReferences(distDir);
  /** URL path → { gzip, framework } (framework: the gzip bytes of Next's/React's code in it). */
  const sizes = new Map();
  const measure = async (src) => {
    const url = new URL(src, baseUrl);
    if (!sizes.has(url.pathname)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const source = await response.text();
      const size = gzip(source);
      sizes.set(url.pathname, {
        gzip: size,
        framework: framework.has(url.pathname) ? size : frameworkShare(source, references),
      });
    }
    return sizes.get(url.pathname);
  };
  const routes = [];
  for (const r of await publicRoutes(baseUrl)) {
    if (!r.path) {
      routes.push({ ...r, total: NaN, floor: NaN, ours: NaN, scripts: [], htmlBytes: NaN, inline: NaN });
      continue;
    }
    const response = await fetch(baseUrl + r.path);
    const html = await response.text();
    if (!response.ok) throw new Error(`${r.path} answered ${response.status}`);
    const scripts = [];
    const urls = new Set([...scriptUrls(html), ...(afterPaint[r.path] ?? [])]);
    for (const url of urls) scripts.push({ url: new URL(url, baseUrl).pathname, ...(await measure(url)) });
    const total = scripts.reduce((a, s) => a + s.gzip, 0);
    const floor = scripts.reduce((a, s) => a + s.framework, 0);
    routes.push({
      ...r,
      total,
      floor,
      ours: total - floor,
      scripts,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipSync(html, { level: 9 }).length,
      inline: inlineScriptBytes(html),
    });
  }
  let rootMain = 0;
  for (const file of framework) rootMain += (await measure(file)).gzip;
  // The floor every page pays: the least framework bytes any route loads.
  const floor = Math.min(...routes.filter((r) => r.path).map((r) => r.floor));
  return { floor: { files: [...framework], rootMain, gzip: floor }, routes };
}

export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : '—');

/** A plain-text table of the measurement, for the bench and the test output. */
export function formatTable({ floor, routes }) {
  const lines = [
    `Framework floor: ${kb(floor.gzip)} gzip (build-manifest rootMainFiles, ${floor.files.length} files: ${kb(floor.rootMain)}; the rest Next's client components in other chunks)`,
  ];
  const head = ['Route', 'Sample URL', 'Total', 'Floor', 'Ours', 'Budget', 'Status'];
  const rows = routes.map((r) => {
    const over = r.budget !== null && r.ours > r.budget;
    const status = !r.path ? 'no sample URL' : r.budget === null ? 'no budget' : !over ? 'ok' : 'OVER';
    return [
      r.route,
      r.path ?? '—',
      kb(r.total),
      kb(r.floor),
      kb(r.ours),
      r.budget === null ? '—' : `≤ ${kb(r.budget)}`,
      status,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [...lines, line(head), ...rows.map(line)].join('\n');
}
