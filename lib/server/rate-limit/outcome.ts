import 'server-only';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '@/lib/server/errors';
import { limitDefinition, type LimitName, type RateLimitState } from './limits';

// What a limiter's answer means for the request: the limit's state, or the error once it is used up.

/**
 * A limiter's rejection (a RateLimiterRes) rather than a store error. Not `instanceof`: the
 * limiters live on globalThis and may come from another bundle's copy of the library
 * (instrumentation.ts creates the first one), whose class is a different object.
 */
export function isRejection(value: unknown): value is RateLimiterRes {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as RateLimiterRes).msBeforeNext === 'number' &&
    typeof (value as RateLimiterRes).remainingPoints === 'number'
  );
}

/** The state of limit `name` from a limiter's answer (the reset in Unix seconds, as GitHub's API). */
export function limitState(
  name: LimitName,
  answer: Pick<RateLimiterRes, 'remainingPoints' | 'msBeforeNext'>,
): RateLimitState {
  return {
    limit: limitDefinition(name).points,
    remaining: Math.max(0, answer.remainingPoints),
    resetAt: Math.ceil((Date.now() + Math.max(0, answer.msBeforeNext)) / 1000),
  };
}

/** "45 segundos", "1 minuto", "12 minutos", "1 hora". */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** A rejection of limiter `name`: how long to wait, in whole seconds, and the message saying so. */
export function tooManyAttempts(
  name: LimitName,
  rejection: Pick<RateLimiterRes, 'msBeforeNext'>,
): TooManyAttemptsError {
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new TooManyAttemptsError(
    `${limitDefinition(name).message} Inténtalo de nuevo en ${waitText(seconds)}.`,
    seconds,
    limitState(name, { remainingPoints: 0, msBeforeNext: seconds * 1000 }),
  );
}
