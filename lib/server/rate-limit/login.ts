import 'server-only';
import { consume, forgetAttempts, spendAttempt, type SpentAttempt } from './index';
import { limitDefinition, type RateLimitState } from './limits';
import { limitState } from './outcome';

// Sign-in limits, the OWASP way (rate-limiter-flexible's "login endpoint protection"). Every point
// is spent *before* the password is hashed, in one atomic step of the store, and given back
// afterwards when the outcome does not count: parallel attempts cannot all slip under a limit
// (checking first and counting after let a burst through), and a refused attempt costs no argon2.
// - `loginAccount`: failed attempts of one address from any IP (100 an hour); a success gives its
//   point back. A botnet guessing one account is stopped even when each IP stays under `login`. A
//   mailed password reset clears it (unlockAccount), so the owner is not locked out for the hour.
// - `loginClient`: failed sign-ins from one IP to any account (30 in 15 min); a success gives its
//   point back: one client cannot make the server run argon2 for hundreds of guessed addresses.
// - `loginSuccess`: successful sign-ins of one address from one IP (10 in 15 min); a failure gives
//   its point back. Each success is a new session and a hash: someone holding the password cannot
//   flood the account with sessions or the server with argon2 (the sessions cap is tokens.ts's).
// - `login`: every attempt of one address from one IP counts (5 a minute); a success clears it,
//   so a user who signs in often is never slowed down.

type LoginGuard = {
  /** A wrong password (or unknown address): it counts against the account and the client; the per email + IP state. */
  failed: () => Promise<RateLimitState | null>;
  /** Signed in: it counts as a success; the attempts of this email + IP start again. */
  succeeded: () => Promise<RateLimitState>;
};

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Spends this attempt's points, in the order whose 429 says the most (a locked account first).
 * A limit used up → TooManyAttemptsError, and the points already spent are given back.
 */
export async function guardLogin(email: string, ip: string): Promise<LoginGuard> {
  const account = accountKey(email);
  const attemptKey = `${account}|${ip}`;
  const spent: SpentAttempt[] = [];
  let state: RateLimitState | null;
  try {
    spent.push(await spendAttempt('loginAccount', account));
    spent.push(await spendAttempt('loginClient', ip));
    spent.push(await spendAttempt('loginSuccess', attemptKey));
    state = await consume('login', attemptKey);
  } catch (error) {
    await Promise.all(spent.map((attempt) => attempt.refund()));
    throw error;
  }
  const [accountFailure, clientFailure, success] = spent as [SpentAttempt, SpentAttempt, SpentAttempt];
  return {
    failed: async () => {
      await success.refund();
      return state;
    },
    succeeded: async () => {
      await Promise.all([accountFailure.refund(), clientFailure.refund(), forgetAttempts('login', attemptKey)]);
      return limitState('login', { remainingPoints: limitDefinition('login').points, msBeforeNext: 0 });
    },
  };
}

/** The account's failed sign-ins are forgotten: its owner proved control of the mailbox. */
export async function unlockAccount(email: string): Promise<void> {
  await forgetAttempts('loginAccount', accountKey(email));
}
