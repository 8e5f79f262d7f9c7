// The security headers proxy.ts adds to every response: Content-Security-Policy per route
// group, HSTS in production over HTTPS, and the fixed ones. Pure functions (no request
// objects), so the policy is unit-tested and the proxy stays a few lines.

/** Pages rendered per request with a nonce: where passwords and the session token are typed or used. */
export const NONCE_ROUTES = ['/login', '/autenticacion', '/panel'] as const;

export function needsNonce(pathname: string): boolean {
  return NONCE_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

const HCAPTCHA = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
// Mapbox GL (only with a token): styles, sprites, glyphs and tiles by fetch; telemetry.
const MAPBOX = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'];

export type CspOptions = {
  /** Per-request nonce: `script-src 'nonce-…' 'strict-dynamic'` instead of 'unsafe-inline'. */
  nonce?: string;
  /** `next dev`: React needs eval for its debugging stacks. */
  dev?: boolean;
  /** Only over HTTPS: on plain http://localhost it would send every request to https. */
  upgradeInsecureRequests?: boolean;
  /** Build-time public settings (NEXT_PUBLIC_*) that add hosts. */
  mapboxToken?: string;
  mapStyleUrl?: string;
  apiUrl?: string;
};

function origin(url: string | undefined): string[] {
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
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const map = [...(options.mapboxToken ? MAPBOX : []), ...origin(options.mapStyleUrl)];
  const api = origin(options.apiUrl);
  const eval_ = options.dev ? ["'unsafe-eval'"] : [];
  const scripts = options.nonce
    ? [`'nonce-${options.nonce}'`, "'strict-dynamic'", "'self'", ...HCAPTCHA, ...eval_]
    : ["'self'", "'unsafe-inline'", ...HCAPTCHA, ...eval_];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    ['style-src', "'self'", "'unsafe-inline'", ...HCAPTCHA],
    ['img-src', "'self'", 'data:', 'blob:', ...api, ...map],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api, ...HCAPTCHA, ...map],
    // hCaptcha's challenge; blob: for the panel's PDF preview (an object URL in an iframe).
    ['frame-src', "'self'", 'blob:', ...HCAPTCHA],
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
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Geolocation for the dealer locator, on this site only; the rest off. Only features Chromium
 * knows: an unknown one (e.g. `bluetooth`) makes it log an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)', 'camera=()', 'microphone=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()', 'midi=()',
  'accelerometer=()', 'gyroscope=()', 'magnetometer=()', 'display-capture=()',
].join(', ');

export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * HSTS only when the site is really served over HTTPS in production: SITE_URL says https, or a
 * trusted proxy (TRUST_PROXY > 0) says the request came over https. Sent over plain http it is
 * ignored anyway, and on localhost it would pin the name to https for two years.
 */
export function wantsHsts(input: { production: boolean; siteUrl?: string; trustProxy: number; forwardedProto?: string | null }): boolean {
  if (!input.production) return false;
  if (input.siteUrl?.startsWith('https://')) return true;
  return input.trustProxy > 0 && input.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Base64 of 16 random bytes: a fresh nonce per request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
