// What a host supports (GET /api/capabilities). The spec's call table (§7) is what every
// host answers; the product's other calls come in features, grouped the way the screens use them,
// so a front end running against a host that speaks only the spec can hide what it lacks.
// `classifyCall` says where any browser call belongs; lib/api's tests hold every call to it.
// No zod here: every page's transport reads this module (the reply's schema, for the OpenAPI
// document, is in ./capabilities-schema.ts).

/** The product's calls beyond spec §7, one feature per group a screen turns on or off. */
export const FEATURES = [
  'quotes',
  'orders',
  'cart',
  'wallet',
  'dealers',
  'quoter',
  'quote_requests',
  'quote_share',
  'contact',
  'password_reset',
  'sessions',
  'two_factor',
  'inventory_admin',
  'files_admin',
  'catalog',
  'exports',
  'dealer_profiles',
  'catalog_admin',
] as const;

export type Feature = (typeof FEATURES)[number];

/**
 * GET /api/capabilities, as the reference API answers it. `version` is the contract's, raised when
 * a reply changes shape. A front end reads any host's answer with `parseCapabilities` (below),
 * which keeps the features it knows and drops the others.
 */
export type Capabilities = { version: number; features: Feature[] };

export const CAPABILITIES_VERSION = 1;

export const CAPABILITIES_PATH = '/api/capabilities';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as a method and a path template: `{name}` stands for one path segment. */
export type CallPattern = readonly [method: CallMethod, path: string];

/** Spec §7, exactly as its call table gives it: every host answers these 26 calls. */
export const SPEC_CALLS: readonly CallPattern[] = [
  ['POST', '/api/register'],
  ['GET', '/api/states'],
  ['GET', '/api/municipality/{stateId}'],
  ['GET', '/api/login-user'],
  ['PUT', '/api/login-user'],
  ['GET', '/api/count-cot'],
  ['GET', '/api/count-orders'],
  ['GET', '/api/count-cart'],
  ['POST', '/api/check-password'],
  ['PUT', '/api/update-password'],
  ['POST', '/api/login'],
  ['POST', '/api/logout-user'],
  ['POST', '/api/image-user'],
  ['GET', '/api/catalogs'],
  ['GET', '/api/catalogs-prices'],
  ['GET', '/api/list-users'],
  ['GET', '/api/user-active/{id}'],
  ['GET', '/api/user-active-map/{id}'],
  ['GET', '/api/roles'],
  ['POST', '/api/user-add/'],
  ['PUT', '/api/add-coordinates/{id}'],
  ['PUT', '/api/user-update/{id}'],
  ['GET', '/api/files/list-price'],
  ['GET', '/api/files/digital-catalog'],
  ['GET', '/api/files/promotions'],
  ['POST', '/api/send-recover-email'],
];

/** Every call beyond §7, by the feature it belongs to (each call in exactly one). */
export const FEATURE_CALLS: Readonly<Record<Feature, readonly CallPattern[]>> = {
  quotes: [
    ['GET', '/api/quotes'],
    ['POST', '/api/quotes'],
    ['GET', '/api/quotes/{id}'],
    ['DELETE', '/api/quotes/{id}'],
    ['GET', '/api/quotes/{id}/pdf'],
    ['PUT', '/api/quotes/{id}/status'],
    ['GET', '/api/quotes-admin'],
  ],
  orders: [
    ['GET', '/api/orders'],
    ['GET', '/api/orders/{id}'],
    ['PUT', '/api/orders/{id}/status'],
    ['GET', '/api/orders-admin'],
  ],
  cart: [
    ['GET', '/api/cart'],
    ['POST', '/api/cart'],
    ['PUT', '/api/cart/{itemId}'],
    ['DELETE', '/api/cart/{itemId}'],
    ['POST', '/api/cart/checkout'],
  ],
  wallet: [
    ['GET', '/api/wallet'],
    ['GET', '/api/wallet/{userId}'],
    ['POST', '/api/wallet/{userId}'],
  ],
  dealers: [['GET', '/api/dealers']],
  quoter: [
    ['GET', '/api/quoter-options'],
    ['POST', '/api/quote-price'],
  ],
  quote_requests: [['POST', '/api/quote-requests']],
  quote_share: [
    ['POST', '/api/quote-pdf'],
    ['POST', '/api/quote-share'],
    ['GET', '/api/quote-share/{token}'],
  ],
  contact: [['POST', '/api/contact']],
  password_reset: [['POST', '/api/reset-password']],
  sessions: [
    ['GET', '/api/sessions'],
    ['DELETE', '/api/sessions/{id}'],
    ['POST', '/api/sessions/end-others'],
  ],
  two_factor: [
    ['GET', '/api/two-factor'],
    ['POST', '/api/two-factor/setup'],
    ['POST', '/api/two-factor/enable'],
    ['POST', '/api/two-factor/disable'],
    ['POST', '/api/two-factor/recovery-codes'],
    ['POST', '/api/login/two-factor'],
  ],
  inventory_admin: [
    ['PUT', '/api/catalogs/{id}'],
    ['PUT', '/api/catalogs-prices/{id}'],
  ],
  files_admin: [
    ['POST', '/api/files/{kind}'],
    ['DELETE', '/api/files/{kind}/{id}'],
  ],
  catalog: [
    ['GET', '/api/catalog'],
    ['GET', '/api/catalog-images/{file}'],
  ],
  exports: [
    ['GET', '/api/exports/quotes'],
    ['GET', '/api/exports/quotes-admin'],
    ['GET', '/api/exports/orders'],
    ['GET', '/api/exports/orders-admin'],
    ['GET', '/api/exports/users'],
  ],
  dealer_profiles: [
    ['GET', '/api/dealer-profile/{userId}'],
    ['PUT', '/api/dealer-profile/{userId}'],
  ],
  catalog_admin: [
    ['GET', '/api/admin/catalog'],
    ['POST', '/api/admin/catalog/{kind}'],
    ['PUT', '/api/admin/catalog/{kind}/{id}'],
    ['DELETE', '/api/admin/catalog/{kind}/{id}'],
    ['POST', '/api/admin/catalog/{kind}/{id}/image'],
    ['DELETE', '/api/admin/catalog/{kind}/{id}/image'],
  ],
};

/** A path without its query string or a trailing slash (`/api/user-add/` is the spec's only one). */
function barePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches([method, template]: CallPattern, callMethod: string, path: string): boolean {
  if (method !== callMethod.toUpperCase()) return false;
  const wanted = barePath(template).split('/');
  const given = barePath(path).split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (/^\{\w+\}$/.test(part) ? given[i] !== '' : part === given[i]))
  );
}

/**
 * Where a call belongs: `spec` (§7, every host), the feature that holds it, or null for a call
 * nobody declared. Spec calls win: GET /api/files/promotions is §7 even though a pattern of
 * `files_admin` has the same shape for POST.
 */
export function classifyCall(method: string, path: string): 'spec' | Feature | null {
  if (SPEC_CALLS.some((pattern) => matches(pattern, method, path))) return 'spec';
  return FEATURES.find((feature) => FEATURE_CALLS[feature].some((pattern) => matches(pattern, method, path))) ?? null;
}

const isFeature = (value: unknown): value is Feature =>
  typeof value === 'string' && (FEATURES as readonly string[]).includes(value);

/**
 * A capabilities reply as the browser reads it, or null when the body is not one. Features this
 * front end does not know are dropped: a newer host may offer more than it can use.
 */
export function parseCapabilities(body: unknown): Capabilities | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { features, version } = body as { features?: unknown; version?: unknown };
  if (!Array.isArray(features)) return null;
  return { version: typeof version === 'number' ? version : 0, features: [...new Set(features.filter(isFeature))] };
}
