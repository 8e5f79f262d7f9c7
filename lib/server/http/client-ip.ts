import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { env } from '@/lib/env';

// The client's address, for rate limits and the records that keep it, and the scheme it used,
// for links back to this server.
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
//
// The scheme likewise: Next builds the handler's URL with the scheme X-Forwarded-Proto names,
// whoever wrote it (server/lib/router-utils/resolve-routes.js). The hook stamps CLIENT_PROTO_HEADER
// from a trusted proxy's X-Forwarded-Proto or, with none trusted, the socket; and then removes the
// client's own X-Forwarded-Proto and X-Forwarded-Host, so Next describes the request from the socket.

export const CLIENT_IP_HEADER = 'x-solara-client-ip';
export const CLIENT_PROTO_HEADER = 'x-solara-client-proto';
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
export function clientIpFrom(
  forwardedFor: string | null | undefined,
  peer: string | null | undefined,
  trustedHops: number,
): string {
  // Only addresses: a junk entry (stored with contact messages, a rate-limit key) is skipped.
  const chain = (forwardedFor ?? '')
    .split(',')
    .map(normalize)
    .filter((entry) => isIP(entry) !== 0)
    .reverse();
  if (peer) chain.unshift(normalize(peer));
  return chain[Math.min(trustedHops, chain.length - 1)] ?? '127.0.0.1';
}

export type Scheme = 'http' | 'https';

/**
 * The scheme the client used. Behind `trustedHops` proxies, the X-Forwarded-Proto entry of the
 * farthest trusted one, counted from the right as for X-Forwarded-For (a proxy that overwrites the
 * header leaves one entry: that one); without trusted proxies, or when they said nothing usable,
 * the socket's own: TLS or not.
 */
export function clientSchemeFrom(
  forwardedProto: string | null | undefined,
  socketEncrypted: boolean,
  trustedHops: number,
): Scheme {
  const own: Scheme = socketEncrypted ? 'https' : 'http';
  if (trustedHops < 1) return own;
  const chain = (forwardedProto ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry): entry is Scheme => entry === 'http' || entry === 'https')
    .reverse();
  return chain[Math.min(trustedHops, chain.length) - 1] ?? own;
}

const joined = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** Subscribes the hook once per process (instrumentation.ts, Node runtime only). */
export function installClientIpHook(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket & { encrypted?: boolean } };
    const { headers } = request;
    headers[CLIENT_IP_HEADER] = clientIpFrom(joined(headers['x-forwarded-for']), socket.remoteAddress, env.TRUST_PROXY);
    headers[CLIENT_PROTO_HEADER] = clientSchemeFrom(
      joined(headers['x-forwarded-proto']),
      socket.encrypted === true,
      env.TRUST_PROXY,
    );
    if (env.TRUST_PROXY === 0) {
      delete headers['x-forwarded-proto'];
      delete headers['x-forwarded-host'];
    }
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

/**
 * The scheme the client of a route handler's request used. Under the hook, its header; without it
 * (handlers called in-process), the same rule with the request's own URL standing for the socket.
 */
export function clientScheme(req: Request): Scheme {
  const stamped = (globalThis as Global)[INSTALLED] ? req.headers.get(CLIENT_PROTO_HEADER) : null;
  if (stamped === 'http' || stamped === 'https') return stamped;
  return clientSchemeFrom(
    req.headers.get('x-forwarded-proto'),
    new URL(req.url).protocol === 'https:',
    env.TRUST_PROXY,
  );
}
