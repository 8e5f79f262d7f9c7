import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { HSTS, PERMISSIONS_POLICY, contentSecurityPolicy, newNonce, wantsHsts } from '@/lib/security-headers';

// Next 16's request hook, on the nonce routes only (see the matcher): every other response gets
// static headers from next.config.js, which costs nothing per request. lib/security-headers.js
// explains the policy. It only adds headers: authentication and roles are checked by every route
// handler (lib/server/http/handler.ts), and the /panel guard runs in the browser, where the token
// lives (localStorage).
//
// The CSP with this request's nonce also goes on the *request*: Next reads the nonce from there
// and puts it on its scripts. These pages call `connection()` so they render per request (a
// cached page would carry a stale nonce).
export function proxy(request: NextRequest) {
  const https = wantsHsts({
    production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY,
    forwardedProto: request.headers.get('x-forwarded-proto'),
  });
  const csp = contentSecurityPolicy({
    nonce: newNonce(),
    dev: env.NODE_ENV === 'development',
    upgradeInsecureRequests: https,
    mapboxToken: process.env.NEXT_PUBLIC_MAPBOX_TOKEN,
    mapStyleUrl: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
    apiUrl: process.env.NEXT_PUBLIC_API_URL,
  });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

// Keep in step with NONCE_ROUTES (lib/security-headers.js) and the exclusion in next.config.js.
export const config = {
  matcher: ['/login', '/autenticacion', '/panel', '/panel/:path*'],
};
