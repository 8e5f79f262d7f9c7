import { preflightResponse } from '@/lib/server/http/cors';

// OPTIONS /api/* with Access-Control-Request-Method, rewritten here by next.config.js: the CORS
// preflight of a front end on another host (CORS_ORIGINS). 204 either way; the allowance only
// for a listed origin.
export function OPTIONS(req: Request): Response {
  return preflightResponse(req);
}
