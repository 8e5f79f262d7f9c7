import 'server-only';
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
    console.error(`[rate-limit] ${name}: no se pudo contar la solicitud; se deja pasar.`, result);
    return null;
  }
}
