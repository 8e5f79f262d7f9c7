import { NextResponse, type NextRequest } from 'next/server';

// Next 16's request hook. It only adds headers: authentication and roles are checked by every
// route handler (lib/server/http/handler.ts), and the /panel guard runs in the browser, where
// the token lives (localStorage). Full CSP comes with the hardening work.
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  if (request.nextUrl.pathname.startsWith('/api/')) response.headers.set('Cache-Control', response.headers.get('Cache-Control') ?? 'no-store');
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg).*)'],
};
