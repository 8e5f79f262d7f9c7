import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The revalidation call's signature, Stripe's way: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "t.body" with the shared REVALIDATE_SECRET>`. The time inside the signed text bounds a replay
// to TOLERANCE_SECONDS, and a replay could only expire caches that are then rebuilt anyway.

export { SIGNATURE_HEADER } from '@/lib/contract/revalidation';
const TOLERANCE_SECONDS = 300;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signRevalidation(body: string, secret: string, now: number = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/** True when `header` signs exactly `body` with `secret`, made less than five minutes from `now`. */
export function verifyRevalidation(
  body: string,
  header: string | null,
  secret: string,
  now: number = Date.now(),
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!/^\d{1,12}$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(parts.v1!, 'hex'), Buffer.from(mac(secret, timestamp, body), 'hex'));
}
