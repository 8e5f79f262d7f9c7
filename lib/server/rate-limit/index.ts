import 'server-only';
import { logFailure } from '@/lib/server/log';
import { limiter } from './store';
import { isRejection, limitState, tooManyAttempts } from './outcome';
import type { LimitName, RateLimitState } from './limits';

export type { LimitName, RateLimitState } from './limits';

/**
 * Counts one request of `key` against limit `name`. Over the limit → throws TooManyAttemptsError;
 * else returns the limit's state. A store failure lets the request through with no state (the
 * insurance limiter normally answers first; this is the last resort).
 */
export async function consume(name: LimitName, key: string): Promise<RateLimitState | null> {
  try {
    return limitState(name, await (await limiter(name)).consume(key));
  } catch (result) {
    if (isRejection(result)) throw tooManyAttempts(name, result);
    logFailure(`[rate-limit] ${name}: no se pudo contar la solicitud; se deja pasar`, result);
    return null;
  }
}

/** A point spent before a guessable check, and the way to give it back when the check passes. */
export type SpentAttempt = { state: RateLimitState | null; refund: () => Promise<void> };

/**
 * Spends a point of `name` for `key` *before* the check it guards (argon2, a password): parallel
 * attempts cannot all slip under the limit. `refund()` after a success, so that only failures
 * count. Over the limit → TooManyAttemptsError.
 */
export async function spendAttempt(name: LimitName, key: string): Promise<SpentAttempt> {
  const state = await consume(name, key);
  return {
    state,
    refund: async () => {
      await (
        await limiter(name)
      )
        .reward(key, 1)
        .catch((error: unknown) => logFailure(`[rate-limit] ${name}: no se pudo devolver el punto`, error));
    },
  };
}

/** Forgets every point `key` spent against `name` (a mailed reset unlocks the account). */
export async function forgetAttempts(name: LimitName, key: string): Promise<void> {
  await (
    await limiter(name)
  )
    .delete(key)
    .catch((error: unknown) => logFailure(`[rate-limit] ${name}: no se pudo borrar el contador`, error));
}
