import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

// proxy.ts runs on the nonce routes only, so a public page costs no proxy call (the call
// was a tenth of a cached page's CPU even when the proxy returned at once). A front end only
// (API_URL, read at start) needs it on every page, to name its API host in the page CSP — but
// the proxy's matcher is fixed at build time, and one build serves both modes. So on a front end
// this hook (Node's `http.server.request.start` channel, as in client-ip.ts) marks every request
// with FRONT_END_HEADER, and the matcher's second entry runs the proxy on the pages that carry it.
// A client sending the header itself elsewhere only gets the proxy's early return: it adds nothing.

const FRONT_END_HEADER = 'x-solara-front-end';
const INSTALLED = Symbol.for('solara.frontEndMark');

type Global = typeof globalThis & { [INSTALLED]?: boolean };

/** Subscribes the hook once per process (instrumentation.ts, front end only). */
export function installFrontEndMark(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    (message as { request: IncomingMessage }).request.headers[FRONT_END_HEADER] = '1';
  });
  scope[INSTALLED] = true;
}
