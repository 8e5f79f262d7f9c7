import 'server-only';
import { env } from '@/lib/env';
import { clientScheme } from './client-ip';

/**
 * Base URL for links in mail: SITE_URL when set, else this server's own origin with the scheme the
 * client used. X-Forwarded-Proto counts only from a proxy TRUST_PROXY trusts (./client-ip.ts):
 * otherwise anyone could have the reset mail of an account point at another scheme.
 */
export function appUrl(req: Request): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/$/, '');
  return `${clientScheme(req)}://${new URL(req.url).host}`;
}
