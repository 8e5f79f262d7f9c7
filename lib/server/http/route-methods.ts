import 'server-only';

import { CALLS } from '@/lib/contract/calls';

// The methods each route file under app/api exports, by its path as Next routes it (`{id}` is a
// dynamic segment), without the catch-all app/api/[...path] that answers 404 for every other
// path. Next answers HEAD with GET and OPTIONS by itself. The method guard (./method-guard.ts)
// reads it before Next sees a request, where no route module is loaded yet: the endpoint table's
// calls, and the three routes of this layer that are no calls of the contract.
const INTERNAL_ROUTES: Record<string, readonly string[]> = {
  '/api/cors-preflight': ['OPTIONS'],
  '/api/metodo-no-permitido': ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  '/api/solicitud-invalida': ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
};

function routeFileMethodsOfTable(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const call of Object.values(CALLS)) {
    const route = (call.route ?? call.path).replace(/(.)\/+$/, '$1');
    out[route] = [...new Set([...(out[route] ?? []), call.method])];
  }
  for (const [route, methods] of Object.entries(INTERNAL_ROUTES)) out[route] = [...methods];
  return out;
}

/** The route files' methods (route-methods' test holds them to the files). */
export const ROUTE_FILE_METHODS: Readonly<Record<string, readonly string[]>> = routeFileMethodsOfTable();

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
