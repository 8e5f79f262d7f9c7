import 'server-only';
import { InvalidInputError } from '@/lib/server/errors';

/**
 * Refuses a new password that is common, breached or guessable (lib/password-strength.ts) as a
 * 422 on `field`. `personal`: the account's name and e-mail, which it must not lean on. The
 * dictionaries (~4 MB) load on the first new password, not with every route that signs users in.
 */
export async function assertAcceptablePassword(
  password: string,
  personal: (string | null | undefined)[],
  field = 'password',
): Promise<void> {
  const { passwordStrength } = await import('@/lib/password-strength');
  const { problem, hint } = passwordStrength(password, personal);
  if (problem) throw InvalidInputError.field(field, hint && hint !== problem ? `${problem} ${hint}` : problem);
}
