import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import {
  HSTS,
  HTTPS_SITE_HEADER,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
  needsNonce,
  newNonce,
} from '@/lib/security-headers';

// Next 16's request hook, on the nonce routes only (see the matcher): they get a CSP with this
// request's nonce. A front end only (API_URL, set at start) runs it on every page too, for a page
// policy that names its API host, which the build could not know. Every other page has only the
// static headers of next.config.js and costs no proxy call. lib/security-headers.js explains the
// policy. It only adds headers: authentication and roles are checked by every route handler
// (lib/server/http/handler.ts), and the /panel guard runs in the browser, where the token lives
// (localStorage).
//
// The CSP with this request's nonce also goes on the *request*: Next reads the nonce from there
// and puts it on its scripts. These pages call `connection()` so they render per request (a
// cached page would carry a stale nonce).
export function proxy(request: NextRequest) {
  const nonceRoute = needsNonce(request.nextUrl.pathname);
  if (!nonceRoute && !env.API_URL) return NextResponse.next();
  // Marked by lib/server/http/https-site-mark.ts: SITE_URL is https, or a trusted proxy says so.
  const https = request.headers.has(HTTPS_SITE_HEADER);
  const csp = contentSecurityPolicy({
    nonce: nonceRoute ? newNonce() : undefined,
    dev: env.NODE_ENV === 'development',
    upgradeInsecureRequests: https,
    mapboxToken: process.env.NEXT_PUBLIC_MAPBOX_TOKEN,
    mapStyleUrl: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
    captchaScriptUrl: process.env.NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL,
    apiUrl: env.API_URL ?? process.env.NEXT_PUBLIC_API_URL,
  });

  const requestHeaders = new Headers(request.headers);
  if (nonceRoute) requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

// Literals only (Next reads them at build time): NONCE_ROUTES of lib/security-headers.js, then
// every page — not the API, Next's own files or the static files of public/ — of a front end only,
// whose requests carry the header lib/server/http/front-end-mark.ts sets (FRONT_END_HEADER).
export const config = {
  matcher: [
    '/login/:path*',
    '/autenticacion/:path*',
    '/panel/:path*',
    {
      source: '/((?!api/|_next/|.*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|txt|xml|woff2?|css|js|map)$).*)',
      has: [{ type: 'header', key: 'x-solara-front-end' }],
    },
  ],
};
