import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

// A path whose percent-encoding does not decode (`/%ff`, `/api/quotes/%ff`) makes Next 16.4
// throw a DecodeError, look for a /400 page that App Router apps do not have, and answer a bare
// "Internal Server Error" as text/plain, without our security headers (router-server.js). So,
// before Next sees the request (Node's `http.server.request.start` channel, subscribed from
// instrumentation.ts, as lib/server/http/client-ip.ts does), such a request is pointed at a
// route of ours that answers 400 the usual way: JSON under /api, a short page elsewhere, with
// the headers of next.config.js. ASVS 1.1.1: input is decoded once, and refused when it cannot be.

export const BAD_API_REQUEST_PATH = '/api/solicitud-invalida';
export const BAD_PAGE_REQUEST_PATH = '/solicitud-invalida';
const INSTALLED = Symbol.for('solara.malformedUrlGuard');

type Global = typeof globalThis & { [INSTALLED]?: boolean };

/** Where a request for `url` must go instead; null when its path decodes. */
export function malformedUrlTarget(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] || '/';
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return path === '/api' || path.startsWith('/api/') ? BAD_API_REQUEST_PATH : BAD_PAGE_REQUEST_PATH;
  }
}

export function installMalformedUrlGuard(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    const target = request.url ? malformedUrlTarget(request.url) : null;
    if (target) request.url = target;
  });
  scope[INSTALLED] = true;
}
