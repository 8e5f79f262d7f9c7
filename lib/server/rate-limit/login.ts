import 'server-only';
import { logFailure } from '@/lib/server/log';
import { consume, forgetAttempts, spendAttempt } from './index';
import { limitDefinition, type RateLimitState } from './limits';
import { isRejection, limitState, tooManyAttempts } from './outcome';
import { limiter } from './store';

// Sign-in limits, the OWASP way (rate-limiter-flexible's "login endpoint protection"):
// - `loginClient`: failed sign-ins from one IP to any account (30 in 15 min), spent before the
//   password is hashed and given back on success: one client cannot make the server run argon2
//   for hundreds of guessed addresses.
// - `login`: every attempt of one address from one IP counts (5 a minute); a success clears it,
//   so a user who signs in often is never slowed down.
// - `loginAccount`: failed attempts of one address from any IP (100 an hour), checked before
//   the password, counted only on a wrong password: a botnet guessing one account is stopped
//   even when each IP stays under the first limit. A mailed password reset clears it
//   (unlockAccount), so the owner is not locked out for the hour.

export type LoginGuard = {
  /** A wrong password (or unknown address): counts against the account; the per email + IP state. */
  failed: () => Promise<RateLimitState | null>;
  /** Signed in: the attempts of this email + IP start again, the client's point comes back. */
  succeeded: () => Promise<RateLimitState>;
};

const accountKey = (email: string) => email.trim().toLowerCase();

/** Throws TooManyAttemptsError when a limit is used up; otherwise counts the attempt. */
export async function guardLogin(email: string, ip: string): Promise<LoginGuard> {
  const account = accountKey(email);
  const attemptKey = `${account}|${ip}`;
  const accountLimiter = await limiter('loginAccount');
  const failures = await accountLimiter.get(account).catch(() => null);
  if (failures && failures.consumedPoints >= limitDefinition('loginAccount').points) throw tooManyAttempts('loginAccount', failures);
  const client = await spendAttempt('loginClient', ip);
  const state = await consume('login', attemptKey);
  return {
    failed: async () => {
      await accountLimiter.consume(account).catch((error: unknown) => {
        if (!isRejection(error)) logFailure('[rate-limit] loginAccount: no se pudo contar el intento fallido', error);
      });
      return state;
    },
    succeeded: async () => {
      await client.refund();
      await forgetAttempts('login', attemptKey);
      return limitState('login', { remainingPoints: limitDefinition('login').points, msBeforeNext: 0 });
    },
  };
}

/** The account's failed sign-ins are forgotten: its owner proved control of the mailbox. */
export async function unlockAccount(email: string): Promise<void> {
  await forgetAttempts('loginAccount', accountKey(email));
}
