// SPIKE bench (the Lighthouse score's next lever): Lighthouse on the key pages as Next serves them and
// rewritten by a proxy in front of the same server, alternating, so both pay the same proxy:
//   as-served    the HTML untouched;
//   paint-first  Next's <script async> tags taken out of the HTML and started by one inline script
//                after the first frame (requestAnimationFrame, then a task), so the first paint
//                never waits on, nor shares the main thread with, the framework's JavaScript;
//   + inline CSS paint-first, and each render-blocking stylesheet put into the HTML as a <style>.
// Lighthouse's simulated LCP counts every script that loaded and began to run before the observed
// paint; this measures what taking them out of that window is worth. Not shipped: Next writes the
// script tags itself, so it would take a server of ours in front of Next (see BENCHMARKS.md).
//   BENCH_PORT_BASE=3620 node scripts/bench/index.mjs spike-paint-first
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { audit, describe, figures, KEY_PAGES } from '../lighthouse.mjs';
import { PORTS } from '../lib/servers.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? KEY_PAGES;
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g;

function paintFirst(html) {
  const sources = [];
  const rest = html
    .replace(ASYNC_SCRIPT, (_, src) => {
      sources.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)})})})</script>`;
  return rest.replace('</body>', `${loader}</body>`);
}

async function inlineCss(html, upstream) {
  const sheets = [...html.matchAll(STYLESHEET)];
  const bodies = await Promise.all(sheets.map(([, href]) => fetch(upstream + href).then((r) => r.text())));
  return sheets.reduce(
    (out, [tag, href], i) => out.replace(tag, `<style data-href="${href}">${bodies[i]}</style>`),
    html,
  );
}

const VARIANTS = {
  'as-served': async (html) => html,
  'paint-first': async (html) => paintFirst(html),
  'paint-first + inline CSS': async (html, upstream) => paintFirst(await inlineCss(html, upstream)),
};

/** A proxy to `upstream` that rewrites HTML with `rewrite()` (set per run) and gzips text, as Next does. */
function startProxy(upstream, port) {
  const state = { rewrite: VARIANTS['as-served'] };
  const server = http.createServer(async (req, res) => {
    try {
      const reply = await fetch(upstream + req.url, {
        headers: { ...req.headers, host: new URL(upstream).host, 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const type = reply.headers.get('content-type') ?? '';
      let body = Buffer.from(await reply.arrayBuffer());
      if (type.includes('text/html')) body = Buffer.from(await state.rewrite(body.toString(), upstream));
      const headers = Object.fromEntries(
        [...reply.headers].filter(
          ([k]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag'].includes(k),
        ),
      );
      if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|svg|x-component/.test(type)) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(reply.status, { ...headers, 'content-length': body.length }).end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ state, url: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    ),
  );
}

export async function run(ctx) {
  const next = await ctx.server('pg');
  const proxy = await startProxy(next.url, PORTS.spike);
  const runs = {};
  try {
    for (const page of PAGES) {
      await fetch(next.url + page).then((r) => r.arrayBuffer());
      // Alternate the variants run by run, so a burst of load elsewhere hits each of them.
      for (let i = 1; i <= RUNS; i++) {
        for (const [variant, rewrite] of Object.entries(VARIANTS)) {
          proxy.state.rewrite = rewrite;
          const result = figures(await audit(proxy.url + page));
          (runs[`${page} ${variant}`] ??= []).push(result);
          console.log(`[spike] ${page} ${variant} run ${i}: ${describe(result)}`);
        }
      }
    }
  } finally {
    proxy.stop();
  }
  const rows = Object.entries(runs).map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    const middle = (key) => Math.round([...list].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)]);
    return {
      measure: `Spike: Lighthouse ${name}`,
      value: `${median.performance} (runs ${list.map((r) => r.performance).join(', ')}); best practices ${median.bestPractices}; median FCP ${middle('fcp')} ms, LCP ${middle('lcp')} ms, TBT ${middle('tbt')} ms`,
      target: 'measured (next lever)',
      met: null,
    };
  });
  return { rows };
}
