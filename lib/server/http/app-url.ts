import 'server-only';
import { env } from '@/lib/env';

/** Base URL for links in mail: SITE_URL when set, else the request's own origin. */
export function appUrl(req: Request): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/$/, '');
  return new URL(req.url).origin;
}
