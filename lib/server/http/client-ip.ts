import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { env } from '@/lib/env';

// The client's address, for rate limits and the records that keep it.
//
// What `next start` (16.4) gives a route handler, checked with curl against the build: Next
// fills X-Forwarded-For from the socket only when the request has none
// (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`, server/base-server.js), and the
// handler's Request has no socket. So without a proxy, `curl -H 'X-Forwarded-For: 1.2.3.4'`
// reached the handler as exactly "1.2.3.4": the header alone cannot be trusted, and the
// socket's address is lost.
//
// So the address is taken where the socket is still known: Node's `http.server.request.start`
// diagnostics channel runs for every request before Next sees it (subscribed once from
// instrumentation.ts). It writes CLIENT_IP_HEADER, replacing whatever the client sent under
// that name, from the socket and TRUST_PROXY: with N trusted proxies, each appending its
// peer to X-Forwarded-For, the client is the N-th address counted from the socket (Express's
// `trust proxy` with a number); entries further left were written by the client and ignored.

export const CLIENT_IP_HEADER = 'x-solara-client-ip';
const INSTALLED = Symbol.for('solara.clientIpHook');

type Global = typeof globalThis & { [INSTALLED]?: boolean };

/** `::ffff:127.0.0.1` → `127.0.0.1`; trims spaces. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The address `trustedHops` proxies away from `peer` (the socket): `[peer, …X-Forwarded-For
 * from right to left][trustedHops]`, or the farthest one when the chain is shorter.
 */
export function clientIpFrom(forwardedFor: string | null | undefined, peer: string | null | undefined, trustedHops: number): string {
  // Only addresses: a junk entry (stored with contact messages, a rate-limit key) is skipped.
  const chain = (forwardedFor ?? '').split(',').map(normalize).filter((entry) => isIP(entry) !== 0).reverse();
  if (peer) chain.unshift(normalize(peer));
  return chain[Math.min(trustedHops, chain.length - 1)] ?? '127.0.0.1';
}

/** Subscribes the hook once per process (instrumentation.ts, Node runtime only). */
export function installClientIpHook(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const forwarded = request.headers['x-forwarded-for'];
    request.headers[CLIENT_IP_HEADER] = clientIpFrom(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, socket.remoteAddress, env.TRUST_PROXY);
  });
  scope[INSTALLED] = true;
}

/**
 * The client of a route handler's request. Under the hook, its header (the client cannot
 * forge it: the hook overwrites it). Without the hook (handlers called in-process by the API
 * tests), the same rule with the peer unknown, so the last X-Forwarded-For entry stands in.
 */
export function clientIp(req: Request): string {
  const stamped = (globalThis as Global)[INSTALLED] ? req.headers.get(CLIENT_IP_HEADER) : null;
  return stamped || clientIpFrom(req.headers.get('x-forwarded-for'), null, Math.max(0, env.TRUST_PROXY - 1));
}
