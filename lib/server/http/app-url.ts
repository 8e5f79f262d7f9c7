import 'server-only';
import { env } from '@/lib/env';

/** The site's public base URL for links in mail: APP_URL, else the request's own origin. */
export function appUrl(req: Request): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/$/, '');
  return new URL(req.url).origin;
}
