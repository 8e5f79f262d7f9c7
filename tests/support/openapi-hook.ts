// Which operation a handler passed to call() serves, and whether its reply conforms. Tests call
// handlers by reference (no URL), so the handler is looked up among the route files' exports
// (tests/support/api-routes.ts) and the concrete path rebuilt from the params given.
import { discoverApiRoutes, type ApiRoute } from './api-routes';
import { checkResponse, isErrorBody } from './openapi-conformance';

/** Route files that are not calls of the contract: the answers they may give instead. */
const INTERNAL: Record<string, number[] | 'skip'> = {
  '/api/{...path}': [404], // catch-all: any unknown /api path
  '/api/solicitud-invalida': [400], // a malformed URL, rewritten here by lib/server/http/malformed-url.ts
  '/api/metodo-no-permitido': [405, 404], // a method its path does not take (lib/server/http/method-guard.ts)
  '/api/cors-preflight': 'skip', // OPTIONS preflights: headers only
};

let byHandler: Promise<Map<unknown, ApiRoute[]>> | null = null;

function routesByHandler(): Promise<Map<unknown, ApiRoute[]>> {
  byHandler ??= discoverApiRoutes().then((routes) => {
    const map = new Map<unknown, ApiRoute[]>();
    for (const r of routes) map.set(r.handler, [...(map.get(r.handler) ?? []), r]);
    return map;
  });
  return byHandler;
}

type Observed = {
  method: string;
  params: Record<string, string>;
  status: number;
  body: unknown;
  contentType: string | null;
};

/** A message when the reply breaks the contract; null when it conforms or the handler is no route's. */
export async function conformanceFailure(handler: unknown, seen: Observed): Promise<string | null> {
  const routes = (await routesByHandler()).get(handler);
  if (!routes) return null; // a handler built by the test itself
  const route = routes.find((r) => r.method === seen.method.toUpperCase()) ?? routes[0]!;
  const internal = INTERNAL[route.path];
  if (internal === 'skip') return null;
  // Only matched against the templates: a hostile value (a slash, a lone surrogate) stands as `x`.
  const path = route.path.replace(/\{(?:\.\.\.)?(\w+)\}/g, (_, name: string) =>
    /^[\w.-]+$/.test(seen.params[name] ?? '') ? seen.params[name]! : 'x',
  );
  if (internal !== undefined) {
    return internal.includes(seen.status) && isErrorBody(seen.body)
      ? null
      : `${route.method} ${route.path} (ruta interna) respondió ${seen.status} ${JSON.stringify(seen.body)}; se esperaba ${internal.join(' o ')} con {message}.`;
  }
  const result = checkResponse({
    method: route.method,
    path,
    status: seen.status,
    body: seen.body,
    contentType: seen.contentType,
  });
  return result.ok ? null : `Respuesta fuera del contrato OpenAPI — ${result.message}`;
}
