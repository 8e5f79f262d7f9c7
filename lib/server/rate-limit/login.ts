import 'server-only';
import { consume } from './index';
import { limitDefinition, type RateLimitState } from './limits';
import { isRejection, limitState, tooManyAttempts } from './outcome';
import { limiter } from './store';

// Sign-in limits, the OWASP way (rate-limiter-flexible's "login endpoint protection"):
// - `login`: every attempt of one address from one IP counts (5 a minute); a success clears it,
//   so a user who signs in often is never slowed down.
// - `loginAccount`: failed attempts of one address from any IP (100 an hour), checked before
//   the password, counted only on a wrong password: a botnet guessing one account is stopped
//   even when each IP stays under the first limit.

export type LoginGuard = {
  /** A wrong password (or unknown address): counts against the account; the per email + IP state. */
  failed: () => Promise<RateLimitState | null>;
  /** Signed in: the attempts of this email + IP start again. */
  succeeded: () => Promise<RateLimitState>;
};

/** Throws TooManyAttemptsError when either limit is used up; otherwise counts the attempt. */
export async function guardLogin(email: string, ip: string): Promise<LoginGuard> {
  const account = email.trim().toLowerCase();
  const attemptKey = `${account}|${ip}`;
  const accountLimiter = await limiter('loginAccount');
  const failures = await accountLimiter.get(account).catch(() => null);
  if (failures && failures.consumedPoints >= limitDefinition('loginAccount').points) throw tooManyAttempts('loginAccount', failures);
  const state = await consume('login', attemptKey);
  return {
    failed: async () => {
      await accountLimiter.consume(account).catch((error: unknown) => {
        if (!isRejection(error)) console.error('[rate-limit] loginAccount: no se pudo contar el intento fallido.', error);
      });
      return state;
    },
    succeeded: async () => {
      await (await limiter('login')).delete(attemptKey).catch(() => false);
      return limitState('login', { remainingPoints: limitDefinition('login').points, msBeforeNext: 0 });
    },
  };
}
