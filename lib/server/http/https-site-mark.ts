import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/env';
import { HTTPS_SITE_HEADER, wantsHsts } from '@/lib/security-headers';
import { CLIENT_PROTO_HEADER } from './client-ip';

// HSTS and the public pages' `upgrade-insecure-requests` follow the address the server is started
// with (SITE_URL, read at start), not the one it was built with: next.config.js's
// headers are written into the build's routes manifest, so a build made for http://localhost and
// started as https://… sent neither. This hook (Node's `http.server.request.start` channel, after
// client-ip.ts's) marks each request that came to an HTTPS site with HTTPS_SITE_HEADER, and
// next.config.js's rules that `has` the mark add both headers. Whatever a client sends under that
// name is removed first. The nonce routes get the same from proxy.ts.

const INSTALLED = Symbol.for('solara.httpsSiteMark');

type Global = typeof globalThis & { [INSTALLED]?: boolean };

/** Whether this request reached the site over HTTPS, as wantsHsts judges it. */
function reachedHttpsSite(clientProto: string | undefined): boolean {
  return wantsHsts({
    production: env.NODE_ENV === 'production',
    siteUrl: env.SITE_URL,
    trustProxy: env.TRUST_PROXY,
    forwardedProto: clientProto,
  });
}

/** Subscribes the hook once per process (instrumentation.ts, after installClientIpHook). */
export function installHttpsSiteMark(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    const { headers } = (message as { request: IncomingMessage }).request;
    delete headers[HTTPS_SITE_HEADER];
    const proto = headers[CLIENT_PROTO_HEADER];
    if (reachedHttpsSite(Array.isArray(proto) ? proto[0] : proto)) headers[HTTPS_SITE_HEADER] = '1';
  });
  scope[INSTALLED] = true;
}
