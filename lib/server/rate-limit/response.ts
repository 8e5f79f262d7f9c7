import 'server-only';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@/lib/server/http/errors';
import { limitDefinition, type LimitName } from './limits';

/**
 * A limiter's rejection (a RateLimiterRes) rather than a store error. Not `instanceof`: the
 * limiters live on globalThis and may come from another bundle's copy of the library
 * (instrumentation.ts creates the first one), whose class is a different object.
 */
export function isRejection(value: unknown): value is RateLimiterRes {
  return typeof value === 'object' && value !== null && !(value instanceof Error)
    && typeof (value as RateLimiterRes).msBeforeNext === 'number' && typeof (value as RateLimiterRes).remainingPoints === 'number';
}

/** X-RateLimit-Limit / -Remaining / -Reset (Unix seconds, as GitHub's API) of a limiter's state. */
export function rateLimitHeaders(name: LimitName, state: Pick<RateLimiterRes, 'remainingPoints' | 'msBeforeNext'>): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limitDefinition(name).points),
    'X-RateLimit-Remaining': String(Math.max(0, state.remainingPoints)),
    'X-RateLimit-Reset': String(Math.ceil((Date.now() + Math.max(0, state.msBeforeNext)) / 1000)),
  };
}

/** "45 segundos", "1 minuto", "12 minutos", "1 hora". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** A rejection of limiter `name` → 429 `{message}` with Retry-After (seconds) and X-RateLimit-*. */
export function tooManyRequests(name: LimitName, rejection: Pick<RateLimiterRes, 'msBeforeNext'>): HttpError {
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new HttpError(429, `${limitDefinition(name).message} Inténtalo de nuevo en ${waitText(seconds)}.`, {
    'Retry-After': String(seconds),
    ...rateLimitHeaders(name, { remainingPoints: 0, msBeforeNext: seconds * 1000 }),
  });
}
