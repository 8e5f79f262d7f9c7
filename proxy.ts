import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import {
  API_CSP, HSTS, PERMISSIONS_POLICY, contentSecurityPolicy, needsNonce, newNonce, wantsHsts,
} from '@/lib/security-headers';

// Next 16's request hook. It only adds headers (lib/security-headers.ts explains the policy):
// authentication and roles are checked by every route handler (lib/server/http/handler.ts), and
// the /panel guard runs in the browser, where the token lives (localStorage).
//
// On /login, /autenticacion and /panel the CSP with this request's nonce also goes on the
// *request*: Next reads the nonce from there and puts it on its scripts. Those pages call
// `connection()` so they render per request (a cached page would carry a stale nonce).
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith('/api/');
  const https = wantsHsts({
    production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY,
    forwardedProto: request.headers.get('x-forwarded-proto'),
  });
  const nonce = !isApi && needsNonce(pathname) ? newNonce() : undefined;
  const csp = isApi
    ? API_CSP
    : contentSecurityPolicy({
      nonce,
      dev: env.NODE_ENV === 'development',
      upgradeInsecureRequests: https,
      mapboxToken: process.env.NEXT_PUBLIC_MAPBOX_TOKEN,
      mapStyleUrl: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
      apiUrl: process.env.NEXT_PUBLIC_API_URL,
    });

  let response: NextResponse;
  if (nonce) {
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', csp);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  if (isApi) response.headers.set('Cache-Control', response.headers.get('Cache-Control') ?? 'no-store');
  return response;
}

// Every path but the build's static files and icons (hashed, immutable, never HTML). Pages,
// their RSC payloads, the API, /maps/*.geojson and the sitemap all get the headers.
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg).*)'],
};
