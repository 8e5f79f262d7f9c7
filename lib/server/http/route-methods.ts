import 'server-only';

// The methods each route file under app/api exports, by its path as Next routes it (`{id}` is a
// dynamic segment), without the catch-all app/api/[...path] that answers 404 for every other
// path. Next answers HEAD with GET and OPTIONS by itself. The method guard (./method-guard.ts)
// reads it before Next sees a request, where no route module is loaded yet, so it is a table;
// route-methods.test.ts fails when it and the route files disagree.
const ROUTES: Record<string, string> = {
  '/api/add-coordinates/{id}': 'PUT',
  '/api/admin/catalog': 'GET',
  '/api/admin/catalog/{kind}': 'POST',
  '/api/admin/catalog/{kind}/{id}': 'PUT DELETE',
  '/api/admin/catalog/{kind}/{id}/image': 'POST DELETE',
  '/api/capabilities': 'GET',
  '/api/cart': 'GET POST',
  '/api/cart/checkout': 'POST',
  '/api/cart/{itemId}': 'PUT DELETE',
  '/api/catalog': 'GET',
  '/api/catalog-images/{file}': 'GET',
  '/api/catalogs': 'GET',
  '/api/catalogs/{id}': 'PUT',
  '/api/catalogs-prices': 'GET',
  '/api/catalogs-prices/{id}': 'PUT',
  '/api/check-password': 'POST',
  '/api/contact': 'POST',
  '/api/cors-preflight': 'OPTIONS',
  '/api/count-cart': 'GET',
  '/api/count-cot': 'GET',
  '/api/count-orders': 'GET',
  '/api/dealer-profile/{userId}': 'GET PUT',
  '/api/dealers': 'GET',
  '/api/exports/orders': 'GET',
  '/api/exports/orders-admin': 'GET',
  '/api/exports/quotes': 'GET',
  '/api/exports/quotes-admin': 'GET',
  '/api/exports/users': 'GET',
  '/api/files/{kind}': 'GET POST',
  '/api/files/{kind}/{id}': 'GET DELETE',
  '/api/image-user': 'POST',
  '/api/image-user/{file}': 'GET',
  '/api/list-users': 'GET',
  '/api/login': 'POST',
  '/api/login/two-factor': 'POST',
  '/api/login-user': 'GET PUT',
  '/api/logout-user': 'POST',
  '/api/metodo-no-permitido': 'GET POST PUT PATCH DELETE',
  '/api/municipality/{stateId}': 'GET',
  '/api/openapi.json': 'GET',
  '/api/orders': 'GET',
  '/api/orders/{id}': 'GET',
  '/api/orders/{id}/status': 'PUT',
  '/api/orders-admin': 'GET',
  '/api/quote-pdf': 'POST',
  '/api/quote-price': 'POST',
  '/api/quote-requests': 'POST',
  '/api/quote-share': 'POST',
  '/api/quote-share/{token}': 'GET',
  '/api/quoter-options': 'GET',
  '/api/quotes': 'GET POST',
  '/api/quotes/{id}': 'GET DELETE',
  '/api/quotes/{id}/pdf': 'GET',
  '/api/quotes/{id}/status': 'PUT',
  '/api/quotes-admin': 'GET',
  '/api/register': 'POST',
  '/api/reset-password': 'POST',
  '/api/revalidate': 'POST',
  '/api/roles': 'GET',
  '/api/send-recover-email': 'POST',
  '/api/sessions': 'GET',
  '/api/sessions/end-others': 'POST',
  '/api/sessions/{id}': 'DELETE',
  '/api/solicitud-invalida': 'GET POST PUT PATCH DELETE',
  '/api/states': 'GET',
  '/api/two-factor': 'GET',
  '/api/two-factor/disable': 'POST',
  '/api/two-factor/enable': 'POST',
  '/api/two-factor/recovery-codes': 'POST',
  '/api/two-factor/setup': 'POST',
  '/api/update-password': 'PUT',
  '/api/user-active/{id}': 'GET',
  '/api/user-active-map/{id}': 'GET',
  '/api/user-add': 'POST',
  '/api/user-update/{id}': 'PUT',
  '/api/wallet': 'GET',
  '/api/wallet/{userId}': 'GET POST',
};

/** The route files' methods, as written in the table (for its test). */
export const ROUTE_FILE_METHODS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(ROUTES).map(([path, methods]) => [path, methods.split(' ')]),
);

type Template = { segments: (string | null)[]; allowed: readonly string[] };

/**
 * Each route's segments (null: dynamic) and every method Next answers there, HEAD and OPTIONS
 * included; by segment count.
 */
const TEMPLATES = new Map<number, Template[]>();
for (const [path, methods] of Object.entries(ROUTE_FILE_METHODS)) {
  const segments = path
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith('{') ? null : segment));
  const allowed = [...new Set([...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].sort();
  TEMPLATES.set(segments.length, [...(TEMPLATES.get(segments.length) ?? []), { segments, allowed }]);
}

/**
 * The methods Next answers on `pathname` (already decoded or not), sorted as in `Allow`; null when
 * no route file serves it (the catch-all's 404). A static segment wins over a dynamic one, as in
 * Next: /api/sessions/end-others is that route's alone, not /api/sessions/{id}'s.
 */
export function routeMethods(pathname: string): readonly string[] | null {
  const segments = decodedSegments(pathname);
  if (!segments) return null;
  let best: { template: Template; rank: string } | null = null;
  for (const template of TEMPLATES.get(segments.length) ?? []) {
    if (!template.segments.every((s, i) => (s === null ? segments[i] !== '' : s === segments[i]))) continue;
    // Compared position by position, "s" (static) sorts after "d" (dynamic): the most static match wins.
    const rank = template.segments.map((s) => (s === null ? 'd' : 's')).join('');
    if (!best || rank > best.rank) best = { template, rank };
  }
  return best?.template.allowed ?? null;
}

/**
 * `/api/user-add/` → ['api', 'user-add'] (Next serves a trailing slash as without); null when a
 * segment does not decode.
 */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname
      .replace(/(.)\/+$/, '$1')
      .slice(1)
      .split('/')
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}
