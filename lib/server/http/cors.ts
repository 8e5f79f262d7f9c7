import 'server-only';
import { env } from '@/lib/env';

// CORS for front ends on other hosts (CORS_ORIGINS): the spec's browser client calls `{host}`
// with a bearer header, so a front end elsewhere needs the API to allow its origin. Only listed
// origins get the headers — others get nothing, and the browser refuses them. No cookies are
// involved (the credential is the bearer header), so no Allow-Credentials. A preflight reaches
// `app/api/cors-preflight` through next.config.js's rewrite of OPTIONS requests that carry
// Access-Control-Request-Method.

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
// What a cross-origin script may read besides the simple headers: waits, limits, file names.
const EXPOSED_HEADERS = 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Disposition';
/** The browser may reuse a preflight for a day (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

function allowedOrigin(req: Request): string | null {
  const origin = req.headers.get('origin');
  return origin && env.CORS_ORIGINS.includes(origin) ? origin : null;
}

/** Adds the CORS headers an allowed origin needs to read `response`; `Vary: Origin` either way. */
export function withCors(response: Response, req: Request): Response {
  if (env.CORS_ORIGINS.length === 0) return response;
  try {
    response.headers.append('Vary', 'Origin');
    const origin = allowedOrigin(req);
    if (origin) {
      response.headers.set('Access-Control-Allow-Origin', origin);
      response.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  } catch {
    // Immutable headers (a redirect): nothing a cross-origin script reads.
  }
  return response;
}

/** The answer to a preflight: 204, with the allowance only for a listed origin. */
export function preflightResponse(req: Request): Response {
  const origin = allowedOrigin(req);
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin) {
    Object.assign(headers, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    });
  }
  return new Response(null, { status: 204, headers });
}
