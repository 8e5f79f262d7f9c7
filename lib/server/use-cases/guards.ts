import 'server-only';
// Use cases: one function per API call, what its route handler calls once it has parsed the
// request (lib/contract schemas) and the route wrapper has checked the caller's role.
//
// - Each takes the parsed input and the actor (the signed-in UserRecord, or the session when the
//   token matters), opens the database itself, and returns the reply body typed with
//   lib/contract; a status other than 200 or a header is the handler's to add.
// - It throws the domain errors of lib/server/errors.ts, never an HTTP one, and never sees the Request.
// - It tells the public pages' caches when it changed what they show (catalogChanged, dealersChanged).
// - Guards live here, inside the use case, never in the handler: the rate limit and the captcha of a
//   public form (and the sign-in limits) run where their order against the domain's own checks is
//   decided, e.g. a quote request prices its items before it spends a point of the visitor's limit,
//   and a sign-in counts a failure only after the password was checked. Such a use case takes the
//   client's IP and returns `Limited<reply>`, whose state the handler sends as X-RateLimit-*.
// - Where the path names a record that must exist before the body is read (Laravel's route model
//   binding: an unknown id is a 404 whatever the body), the use case takes the parsed body as
//   `() => Promise<input>` and reads it once the record is found.

import { verifyCaptcha } from '@/lib/server/captcha';
import { consume, spendAttempt, type LimitName, type RateLimitState } from '@/lib/server/rate-limit';

/** A reply and the state of the rate limit the call counted against (null: the limiter could not count). */
export type Limited<T> = { reply: T; rateLimit: RateLimitState | null };

/**
 * A public form's guards, in order: the attempt counts against the per-IP limit `limit`, then
 * the captcha token is verified (when captcha is configured).
 */
export async function guardPublicForm(
  limit: LimitName,
  ip: string,
  captchaToken: string | undefined,
): Promise<RateLimitState | null> {
  const state = await consume(limit, ip);
  await verifyCaptcha(captchaToken, ip);
  return state;
}

/**
 * Runs `check`, a check of the account's current password (or second factor), under its
 * `passwordCheck` limit: the point is spent first, so parallel guesses cannot slip past, and given
 * back when the check passes. ASVS 6.3.1: a stolen session cannot guess the password unthrottled.
 */
export async function guardPasswordCheck<T>(userId: number, check: () => Promise<T>): Promise<T> {
  const attempt = await spendAttempt('passwordCheck', String(userId));
  const result = await check();
  await attempt.refund();
  return result;
}
