import 'server-only';
import { passwordStrength } from '@/lib/password-strength';
import { InvalidInputError } from '@/lib/server/errors';

/**
 * Refuses a new password that is common, breached or guessable (lib/password-strength.ts) as a
 * 422 on `field`. `personal`: the account's name and e-mail, which it must not lean on.
 */
export function assertAcceptablePassword(password: string, personal: (string | null | undefined)[], field = 'password'): void {
  const { problem, hint } = passwordStrength(password, personal);
  if (problem) throw InvalidInputError.field(field, hint && hint !== problem ? `${problem} ${hint}` : problem);
}
