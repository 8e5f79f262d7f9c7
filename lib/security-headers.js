// The security headers of every response: Content-Security-Policy per route group, HSTS in
// production over HTTPS, and the fixed ones. Pure functions (no request objects), so the policy
// is unit-tested. Plain CommonJS (types in security-headers.d.ts) because next.config.js uses it
// too: the static headers of public pages and the API are set there, which costs nothing per
// request; proxy.ts runs only on the nonce routes.

/** Pages rendered per request with a nonce: where passwords and the session token are typed or used. */
const NONCE_ROUTES = ['/login', '/autenticacion', '/panel'];

/** @param {string} pathname */
function needsNonce(pathname) {
  return NONCE_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

const HCAPTCHA = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
// Mapbox GL (only with a token): styles, sprites, glyphs and tiles by fetch; telemetry.
const MAPBOX = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'];
// OpenFreeMap, the street map when no style is configured (lib/dealers/map-style.ts, OPEN_STYLE_URL):
// its style, TileJSON, tiles, glyphs, sprites and relief all come from this host.
const OPEN_MAP_HOSTS = ['https://tiles.openfreemap.org'];

/**
 * Hosts of the maps' tiles: Mapbox's with a token; the configured style's host, none for
 * "offline", else OpenFreeMap's (the MapLibre maps use it even beside Mapbox: the dealer pages).
 * @param {import('./security-headers').CspOptions} options
 */
function mapHosts(options) {
  const mapbox = options.mapboxToken ? MAPBOX : [];
  if (options.mapStyleUrl === 'offline') return mapbox;
  return [...mapbox, ...(options.mapStyleUrl ? origin(options.mapStyleUrl) : OPEN_MAP_HOSTS)];
}

/** @param {string | undefined} url */
function origin(url) {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The page policy.
 *
 * Scripts. /login, /autenticacion and /panel render per request, so each response carries a
 * fresh nonce that Next puts on its own scripts (it reads it from the request's CSP header),
 * and 'strict-dynamic' trusts the chunks and the hCaptcha loader those scripts add. Public pages
 * are static or ISR: one cached HTML for every visitor cannot carry a per-request nonce, and
 * their inline RSC payloads (`self.__next_f.push(…)`) differ per page and per revalidation, so
 * hashes would have to be recomputed on every render. They get `'self' 'unsafe-inline'` plus
 * hCaptcha: no third-party script host, no eval, no plugins, no <base>, no framing. They show
 * no user-written HTML, which is what an injected script would need.
 *
 * Styles stay 'self' 'unsafe-inline' everywhere: React writes `style` attributes in the server
 * HTML, and a nonce in style-src would make browsers ignore 'unsafe-inline' and block them.
 */
/** @param {import('./security-headers').CspOptions} [options] */
function contentSecurityPolicy(options = {}) {
  const map = mapHosts(options);
  const api = origin(options.apiUrl);
  const eval_ = options.dev ? ["'unsafe-eval'"] : [];
  // The provider's alternative script domain (spec §7), when one is configured.
  const captcha = [...HCAPTCHA, ...origin(options.captchaScriptUrl)];
  const scripts = options.nonce
    ? [`'nonce-${options.nonce}'`, "'strict-dynamic'", "'self'", ...captcha, ...eval_]
    : ["'self'", "'unsafe-inline'", ...captcha, ...eval_];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    ['style-src', "'self'", "'unsafe-inline'", ...captcha],
    ['img-src', "'self'", 'data:', 'blob:', ...api, ...map],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api, ...captcha, ...map],
    // hCaptcha's challenge; blob: for the panel's PDF preview (an object URL in an iframe).
    ['frame-src', "'self'", 'blob:', ...captcha],
    // The map's worker: a bundled file (maplibre) or a blob: (Mapbox GL).
    ['worker-src', "'self'", 'blob:'],
    ['child-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** API answers are data, never pages: nothing may load from them or frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Geolocation for the dealer locator, on this site only; the rest off. Only features Chromium
 * knows: an unknown one (e.g. `bluetooth`) makes it log an error on every page.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The mark lib/server/http/https-site-mark.ts puts on a request that reached an HTTPS site; the
 * rules of next.config.js that `has` it add HSTS and the CSP with upgrade-insecure-requests.
 */
const HTTPS_SITE_HEADER = 'x-solara-https-site';

/**
 * HSTS only when the site is really served over HTTPS in production: SITE_URL says https, or a
 * trusted proxy (TRUST_PROXY > 0) says the request came over https. Sent over plain http it is
 * ignored anyway, and on localhost it would pin the name to https for two years.
 */
function wantsHsts(input) {
  if (!input.production) return false;
  if (input.siteUrl?.startsWith('https://')) return true;
  return input.trustProxy > 0 && input.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Base64 of 16 random bytes: a fresh nonce per request. */
function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

module.exports = {
  OPEN_MAP_HOSTS,
  NONCE_ROUTES,
  needsNonce,
  contentSecurityPolicy,
  API_CSP,
  PERMISSIONS_POLICY,
  HSTS,
  HTTPS_SITE_HEADER,
  wantsHsts,
  newNonce,
};
