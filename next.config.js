// Validates the environment first: a bad value stops the build and the server here.
const path = require('node:path');
const { PHASE_PRODUCTION_SERVER } = require('next/constants');
const { env } = require('./lib/env.js');
const { BUILD_SITE_URL_KEY, builtSiteUrl, siteUrlOf } = require('./lib/site-url.js');
const {
  API_CSP,
  HSTS,
  HTTPS_SITE_HEADER,
  NONCE_ROUTES,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
} = require('./lib/security-headers.js');

// Static security headers, set by Next's router at no cost per request. The nonce routes
// (/login, /autenticacion, /panel) get theirs from proxy.ts, which runs only there.
const fixed = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];
const cspOptions = {
  dev: env.NODE_ENV === 'development',
  mapboxToken: env.NEXT_PUBLIC_MAPBOX_TOKEN,
  mapStyleUrl: env.NEXT_PUBLIC_MAP_STYLE_URL,
  captchaScriptUrl: env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL,
  apiUrl: env.NEXT_PUBLIC_API_URL,
};
const publicCsp = contentSecurityPolicy(cspOptions);
const httpsPublicCsp = contentSecurityPolicy({ ...cspOptions, upgradeInsecureRequests: true });
const hsts = { key: 'Strict-Transport-Security', value: HSTS };
// These rules are written into the build; whether a request reached an HTTPS site is known only
// when the server runs (SITE_URL at start, a trusted proxy's scheme), so a hook marks it
// (lib/server/http/https-site-mark.ts) and the rules match the mark.
const httpsSite = [{ type: 'header', key: HTTPS_SITE_HEADER }];
// "login(?:/|$)|autenticacion(?:/|$)|panel(?:/|$)": the nonce routes and everything below them.
const notNonceRoutes = NONCE_ROUTES.map((route) => `${route.slice(1)}(?:/|$)`).join('|');

async function headers() {
  return [
    { source: '/api/:path*', headers: [...fixed, { key: 'Content-Security-Policy', value: API_CSP }] },
    // Every other path but the nonce routes (and the API, above).
    {
      source: `/:path((?!api/|${notNonceRoutes}).*)`,
      headers: [...fixed, { key: 'Content-Security-Policy', value: publicCsp }],
    },
    // An HTTPS site: the same policy asking for https subresources (the later rule wins), and HSTS.
    {
      source: `/:path((?!api/|${notNonceRoutes}).*)`,
      has: httpsSite,
      headers: [{ key: 'Content-Security-Policy', value: httpsPublicCsp }],
    },
    { source: '/:path*', has: httpsSite, headers: [hsts] },
  ];
}

// A CORS preflight (OPTIONS with Access-Control-Request-Method) of any API path goes to one
// handler, which answers for the origins in CORS_ORIGINS (lib/server/http/cors.ts).
async function rewrites() {
  return {
    beforeFiles: [
      {
        source: '/api/:path*',
        has: [{ type: 'header', key: 'access-control-request-method' }],
        destination: '/api/cors-preflight',
      },
    ],
  };
}

// A copy of the build for a second process on this machine (the e2e suite's front ends), so
// regenerated pages written into it are that process's own. Unset: `.next`.
const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * The site's public address (lib/site-url.js) is read at start. The build prerenders its pages with
 * the address it saw and compiles that one in (lib/seo.ts `buildSiteUrl`); a server started under
 * another renews them once it listens (instrumentation.ts) and keeps the pages it renders in memory,
 * so the build's folder only ever holds pages of the build's address for the next start.
 */
const servesTheBuildsAddress = (phase) =>
  phase !== PHASE_PRODUCTION_SERVER || builtSiteUrl(path.join(__dirname, distDir)) === siteUrlOf(env);

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  env: { [BUILD_SITE_URL_KEY]: siteUrlOf(env) },
  distDir,
  reactStrictMode: true,
  poweredByHeader: false,
  // The spec calls POST /api/user-add/ with a trailing slash: answer it directly instead of a 308.
  skipTrailingSlashRedirect: true,
  headers,
  rewrites,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer', 'pdf-lib'],
  // A front end only (API_URL at start) keeps the pages and data it renders from its host in
  // memory: written into the build's .next/cache, they would be served by any other process of the
  // same build, such as a front end for another host (the e2e suite runs two) or the API itself.
  // So does a server under another address than its build's (above).
  experimental: {
    isrFlushToDisk: !env.API_URL && servesTheBuildsAddress(phase),
    // Turbopack's default ("loose") CSS chunking merged every CSS module of the app (quoter, panel,
    // dealer map…) into one ~117 KB stylesheet that every public page loaded, render-blocking.
    // The graph algorithm gives each page the chunks its own components need, in order (measured
    // on /: 2 stylesheets, 20.4 KB gzip → 7, 7.8 KB; a requestCost of 300 KB instead of its default
    // 100 KB overshipped: 6 stylesheets, 17.5 KB).
    cssChunking: 'graph',
    // `next start` loads every route's modules before its first request by default; on this 2-core
    // machine that CPU (~250 ms) fell on the database's opening and held `npm start` on an existing
    // DATA_DIR at 1.5 s (target: ≤ 1.5 s). Off, the server is ready in 1.3 s and each
    // route loads on its first request instead (+100–180 ms once per route and process; BENCHMARKS.md).
    preloadEntriesOnStart: false,
    // A clean CI clone never reads Turbopack's build cache back, and writing it took 42 s of a
    // 3-minute build here (and the e2e suite copies .next): kept for builds on a developer's machine.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // .ci/run has type-checked the tree (npm run typecheck) before `npm test` builds: the build's own
  // pass took another 78 s here. Any other build checks its types.
  typescript: { ignoreBuildErrors: process.env.SOLARA_TYPES_CHECKED === '1' },
  // Dev-only `allowedDevOrigins` etc. are not needed: everything runs on localhost.
});

module.exports = nextConfig;
