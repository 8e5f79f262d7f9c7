// The site's public address: canonical links, the sitemap, robots.txt, Open Graph, JSON-LD and the
// quote PDF name it. Read when the server starts, so one build serves any address; the pages a
// build prerendered name the build's address and are renewed at start when it differs
// (instrumentation.ts). Plain CommonJS: next.config.js loads it before any TypeScript is compiled.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** SITE_URL, else http://localhost:PORT, without a trailing slash. */
function siteUrlOf(env) {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** Where next.config.js hands the build its address; compiled into the server code as it was at build. */
const BUILD_SITE_URL_KEY = 'SOLARA_BUILD_SITE_URL';

/**
 * The address the build in `distDir` prerendered its pages with, from the configuration the build
 * wrote down (Next's required-server-files.json); undefined when there is no build to tell.
 */
function builtSiteUrl(distDir) {
  try {
    const written = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8'));
    return written.config?.env?.[BUILD_SITE_URL_KEY];
  } catch {
    return undefined;
  }
}

module.exports = { siteUrlOf, builtSiteUrl, BUILD_SITE_URL_KEY };
