import 'server-only';
import { limiter } from './store';
import { isRejection, rateLimitHeaders, tooManyRequests } from './response';
import type { LimitName } from './limits';

export type { LimitName } from './limits';
export { rateLimitHeaders, tooManyRequests } from './response';

/**
 * Counts one request of `key` against limit `name`. Over the limit → throws the 429; else
 * returns the X-RateLimit-* headers for the response. A store failure lets the request through
 * (the insurance limiter normally answers first; this is the last resort).
 */
export async function consume(name: LimitName, key: string): Promise<Record<string, string>> {
  try {
    return rateLimitHeaders(name, await (await limiter(name)).consume(key));
  } catch (result) {
    if (isRejection(result)) throw tooManyRequests(name, result);
    console.error(`[rate-limit] ${name}: no se pudo contar la solicitud; se deja pasar.`, result);
    return {};
  }
}
