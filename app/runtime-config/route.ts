import { env } from '@/lib/env';

// GET /runtime-config — which API host the browser calls: API_URL of a front end only, read at
// start (one build serves staging and production), or '' when the API is this same origin.
// lib/api/config.ts asks once per page load; the root layout preloads it.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ api_url: env.API_URL ?? '' }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
