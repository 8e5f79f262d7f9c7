import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { redact } from '@/lib/server/log';
import { HttpError } from './errors';
import { routeMethods } from './route-methods';

// A method a path does not take answers 405 with our `{message}` and `Allow`, logged in one line.
// What `next start` (16.4) did instead, checked with curl against the build: TRACE made Next build
// a fetch Request, which refuses that method, so it answered a plain-text 500 and logged a stack
// trace (also where proxy.ts runs: it never sees the request); a method Next does not list
// (PROPFIND, LOCK…) got an empty 400 under /api and the page itself elsewhere; a method the route
// file does not export (DELETE /api/states) an empty 405 without `Allow`.
//
// So, before Next sees the request (Node's `http.server.request.start` channel, subscribed from
// instrumentation.ts, as malformed-url.ts does), such a request is pointed at
// /api/metodo-no-permitido, which answers; the method and path refused travel in REFUSED_HEADER,
// which the guard removes from every other request, so a client cannot set it. Allowed: under
// /api, what the route file exports (./route-methods.ts) plus HEAD and OPTIONS, as Next answers
// them; anywhere else, what a page takes. A path no route file serves is left to the catch-all's
// 404, whatever its method. A method Node's parser does not know at all (TRACK, `FOO`) never gets
// this far: unknown-method.ts answers it the same way.

export const METHOD_NOT_ALLOWED_PATH = '/api/metodo-no-permitido';
export const REFUSED_HEADER = 'x-solara-refused-method';
/** The methods Next routes; it cannot serve any other. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);
const PAGE_METHODS = ['GET', 'HEAD'] as const;
const INSTALLED = Symbol.for('solara.methodGuard');

type Global = typeof globalThis & { [INSTALLED]?: boolean };

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** What `Allow` says for `path`: its route's methods under /api (null when no route serves it), a page's elsewhere. */
export function allowedMethods(path: string): readonly string[] | null {
  return isApi(path) ? routeMethods(path) : PAGE_METHODS;
}

/** Whether a request must be answered 405 instead of reaching Next. */
export function isRefused(method: string, path: string): boolean {
  if (!NEXT_METHODS.has(method)) return true;
  const allowed = isApi(path) ? routeMethods(path) : null;
  return allowed !== null && !allowed.includes(method);
}

/** The method and path of a request the guard refused, from its header; null for any other request. */
function refusedRequest(req: Request): { method: string; path: string } | null {
  const match = /^([!#$%&'*+.^`|~\w-]+) (\/\S*)$/.exec(req.headers.get(REFUSED_HEADER) ?? '');
  return match ? { method: match[1]!, path: match[2]! } : null;
}

/**
 * The answer of /api/metodo-no-permitido: 405 with `Allow` for a request the guard sent there,
 * logged in one line; 404 when its path has no route (as the catch-all answers) or when that path
 * is called by itself.
 */
export function refuseMethod(req: Request): never {
  const refused = refusedRequest(req);
  const allowed = refused && allowedMethods(refused.path);
  if (!refused || !allowed) throw new HttpError(404, 'La ruta de la API no existe.');
  const allow = allowed.join(', ');
  console.warn(
    redact(`[http] 405 ${refused.method} ${JSON.stringify(refused.path)}: método no permitido (Allow: ${allow})`),
  );
  throw new HttpError(405, `El método ${refused.method} no está permitido en esta dirección; acepta ${allow}.`, {
    Allow: allow,
  });
}

export function installMethodGuard(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    delete request.headers[REFUSED_HEADER];
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split(/[?#]/, 1)[0] || '/';
    if (!isRefused(method, path)) return;
    request.headers[REFUSED_HEADER] = `${method} ${path}`;
    request.url = METHOD_NOT_ALLOWED_PATH;
    // Next cannot serve the method itself; the route answers every method alike.
    if (!NEXT_METHODS.has(method)) request.method = 'GET';
  });
  scope[INSTALLED] = true;
}
