// Lighthouse (mobile, its default form factor) on one page of every public route type of the
// PostgreSQL server, three runs each in a fresh headless Chromium; the run with the median
// performance score is reported. Each run's JSON report is kept in a temp folder, printed at the end.
//   BENCH_LIGHTHOUSE_PAGES=/,/cotizador   only those paths (trials); a route type such as
//     /distribuidores/{estado}/{slug} stands for its sample page
// Then the floor: the same audit of a page of Next and React alone (the api-floor fixture's /floor,
// a heading and a paragraph), what the framework's own JavaScript costs before any of ours.
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './lib/processes.mjs';
import { publicRoutes } from './lib/js-weight.mjs';
import { PORTS, tempDir } from './lib/servers.mjs';
import { startEmptyHandler } from './api-floor.mjs';

/** The pages held to a performance score of 98; every other public route type is held to 95. */
export const KEY_PAGES = ['/', '/productos/persianas', '/distribuidores', '/cotizador'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, tbtMs: 50 };
const performanceTarget = (path) => (KEY_PAGES.includes(path) ? 98 : 95);

/** The key pages first, then one sample URL of every other public route type. */
async function pagesToAudit(baseUrl) {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  if (only?.length) {
    // A route type ("/distribuidores/{estado}/{slug}") stands for its sample page from the sitemap.
    const routes = only.some((p) => p.includes('{')) ? await publicRoutes(baseUrl) : [];
    return only.map((p) => (p.includes('{') ? routes.find((r) => r.route === p)?.path : p)).filter(Boolean);
  }
  const others = (await publicRoutes(baseUrl)).map((r) => r.path).filter((p) => p && !KEY_PAGES.includes(p));
  return [...KEY_PAGES, ...new Set(others)];
}
// PaintHolding off: on this VM, headless Chromium held the first frame of a page whose stylesheets
// arrived after its first frame opportunity until ~1.2 or ~2.2 s (a two-line page with our <head>:
// every run; without its stylesheets, or with this flag: 0.2 s), and Lighthouse counted everything
// that loaded meanwhile into LCP. A phone's Chrome draws on vsync. BENCH_LIGHTHOUSE_PAINT_HOLDING=1
// measures with it.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.env.BENCH_LIGHTHOUSE_PAINT_HOLDING === '1' ? [] : ['--disable-features=PaintHolding']),
];

/** Resolves once nothing listens on `port` any more (the previous Chromium has let go of it). */
async function portFree(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function auditOnce(url) {
  // A fresh Chromium (and profile) per run, on our debugging port.
  await portFree(PORTS.chrome);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: PORTS.chrome,
  });
  const kill = () => chrome.kill();
  onCleanup(kill);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error(`Lighthouse did not return a report for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await kill();
  }
}

/** One retry: on a loaded machine Chromium sometimes is not ready on its port in time. */
export async function audit(url) {
  try {
    return await auditOnce(url);
  } catch (error) {
    console.log(`[lighthouse] ${url}: ${String(error.message).split('\n')[0]}; retrying once`);
    return auditOnce(url);
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits that cost points outside performance: what to fix for the 100s. */
function failing(lhr) {
  const out = [];
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) out.push(`${category}: ${a.id} (${a.title})`);
    }
  }
  return out;
}

export function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    fcp: lhr.audits['first-contentful-paint']?.numericValue,
    // What the simulation starts from: the paint as it happened, unthrottled, and how fast this
    // machine is by Lighthouse's own yardstick (a desktop of 2020 scores ~1,500–2,500).
    observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failing: failing(lhr),
  };
}

/** One run on one line: the four scores, the simulated metrics, the observed paint and the machine's index. */
export function describe(r) {
  return (
    `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}; FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms` +
    ` (observed FCP ${Math.round(r.observedFcp)} ms; benchmark index ${Math.round(r.benchmarkIndex)})`
  );
}

/** RUNS audits of `url`, each report kept in `reportDir` as `{name}-{i}.json`: the run with the median performance. */
async function medianRun(url, name, reportDir) {
  await fetch(url).then((r) => r.arrayBuffer()); // warm the page cache first
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const lhr = await audit(url);
    writeFileSync(path.join(reportDir, `${name}-${i}.json`), JSON.stringify(lhr));
    runs.push(figures(lhr));
    console.log(`[lighthouse] ${name} run ${i}: ${describe(runs.at(-1))}`);
  }
  runs.sort((a, b) => a.performance - b.performance);
  return { median: runs[Math.floor(runs.length / 2)], runs };
}

/** The framework's floor: the fixture's page of Next and React alone, audited like ours. */
async function floorRow(reportDir) {
  const file = path.join(tempDir('lighthouse-floor'), 'states.json');
  writeFileSync(file, JSON.stringify({ headers: { 'content-type': 'application/json' }, body: '[]' }));
  const fixture = await startEmptyHandler(file);
  try {
    const { median } = await medianRun(`${fixture.url}/floor`, 'floor', reportDir);
    return {
      measure: 'Lighthouse, a page of Next and React alone (floor)',
      value: `${median.performance}; LCP ${Math.round(median.lcp)} ms, CLS ${median.cls.toFixed(3)}, TBT ${Math.round(median.tbt)} ms`,
      target: 'measured',
      met: null,
    };
  } finally {
    await fixture.stop();
  }
}

export async function run(ctx) {
  const server = await ctx.server('pg');
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'solara-lighthouse-'));
  const rows = [];
  const details = [];
  for (const page of await pagesToAudit(server.url)) {
    const name = page === '/' ? 'home' : page.replace(/\W+/g, '_').replace(/^_/, '');
    const { median, runs } = await medianRun(server.url + page, name, reportDir);
    const target = performanceTarget(page);
    const met =
      median.performance >= target &&
      median.accessibility >= TARGETS.accessibility &&
      median.bestPractices >= TARGETS['best-practices'] &&
      median.seo >= TARGETS.seo &&
      median.cls <= TARGETS.cls &&
      median.tbt <= TARGETS.tbtMs;
    rows.push({
      measure: `Lighthouse ${page}`,
      value: `${median.performance} / ${median.accessibility} / ${median.bestPractices} / ${median.seo}; LCP ${Math.round(median.lcp)} ms, CLS ${median.cls.toFixed(3)}, TBT ${Math.round(median.tbt)} ms`,
      target: `≥ ${target} / 100 / 100 / 100; CLS 0, TBT ≤ ${TARGETS.tbtMs} ms`,
      met,
    });
    details.push({ page, performanceRuns: runs.map((r) => r.performance), ...median });
    for (const f of median.failing) console.log(`[lighthouse] ${page} loses points on ${f}`);
  }
  rows.push(await floorRow(reportDir));
  console.log(`[lighthouse] JSON reports: ${reportDir}`);
  return { rows, details };
}
