import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@/lib/server/http/errors';

// Per-IP limits for public forms. In memory for one instance; the Redis store for several
// instances comes with the hardening work (REDIS_URL).
const LIMITS = {
  contact: { points: 5, duration: 15 * 60 },
  quoteRequest: { points: 10, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

const limiters = new Map<LimitName, RateLimiterMemory>();

function limiter(name: LimitName): RateLimiterMemory {
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] });
    limiters.set(name, found);
  }
  return found;
}

/** Counts one attempt for `key`; over the limit → 429 with Retry-After and X-RateLimit-*. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(429, `Recibimos demasiados envíos desde tu conexión. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`, {
      'Retry-After': String(seconds),
      'X-RateLimit-Limit': String(LIMITS[name].points),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.ceil((Date.now() + result.msBeforeNext) / 1000)),
    });
  }
}
