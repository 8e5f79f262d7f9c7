import 'server-only';
import { consume } from './index';
import { limitDefinition } from './limits';
import { isRejection, rateLimitHeaders, tooManyRequests } from './response';
import { limiter } from './store';

// Sign-in limits, the OWASP way (rate-limiter-flexible's "login endpoint protection"):
// - `login`: every attempt of one address from one IP counts (5 a minute); a success clears it,
//   so a user who signs in often is never slowed down.
// - `loginAccount`: failed attempts of one address from any IP (100 an hour), checked before
//   the password, counted only on a wrong password: a botnet guessing one account is stopped
//   even when each IP stays under the first limit.

export type LoginGuard = {
  /** X-RateLimit-* for the answer (the per email + IP limit). */
  headers: Record<string, string>;
  /** A wrong password (or unknown address): counts against the account. */
  failed: () => Promise<Record<string, string>>;
  /** Signed in: the attempts of this email + IP start again. */
  succeeded: () => Promise<Record<string, string>>;
};

/** Throws the 429 when either limit is used up; otherwise counts the attempt. */
export async function guardLogin(email: string, ip: string): Promise<LoginGuard> {
  const account = email.trim().toLowerCase();
  const attemptKey = `${account}|${ip}`;
  const accountLimiter = await limiter('loginAccount');
  const failures = await accountLimiter.get(account).catch(() => null);
  if (failures && failures.consumedPoints >= limitDefinition('loginAccount').points) throw tooManyRequests('loginAccount', failures);
  const headers = await consume('login', attemptKey);
  return {
    headers,
    failed: async () => {
      await accountLimiter.consume(account).catch((error: unknown) => {
        if (!isRejection(error)) console.error('[rate-limit] loginAccount: no se pudo contar el intento fallido.', error);
      });
      return headers;
    },
    succeeded: async () => {
      await (await limiter('login')).delete(attemptKey).catch(() => false);
      return rateLimitHeaders('login', { remainingPoints: limitDefinition('login').points, msBeforeNext: 0 });
    },
  };
}
