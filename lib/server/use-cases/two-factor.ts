import 'server-only';
import type { z } from 'zod';
import type { MessageBody } from '@/lib/contract/common';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus, enableTwoFactorSchema } from '@/lib/contract/two-factor';
import type { checkPasswordSchema } from '@/lib/contract/users';
import { getDb } from '@/lib/server/db/client';
import { InvalidInputError } from '@/lib/server/errors';
import { verifyCurrentPassword } from '@/lib/server/services/auth';
import * as twoFactor from '@/lib/server/services/two-factor';
import type { UserRecord } from '@/lib/server/services/users';
import { env } from '@/lib/env';
import { logSecurityEvent } from '@/lib/server/log/security-events';
import { guardPasswordCheck } from './guards';

// The signed-in user's second factor. Every change re-checks the password (ASVS 7.5.1) under the
// account's password-check limit, which also counts wrong codes: a stolen session can guess neither.

type Password = z.output<typeof checkPasswordSchema>;

const reauthenticate = (actor: UserRecord, { password }: Password) =>
  guardPasswordCheck(actor.id, () => verifyCurrentPassword(actor, password, 'password'));

/** GET /api/two-factor */
export async function twoFactorStatus(actor: UserRecord): Promise<TwoFactorStatus> {
  return {
    enabled: actor.totpEnabledAt !== null,
    required: env.REQUIRE_ADMIN_2FA && actor.role.name === 'admin',
    recovery_codes_left: actor.totpEnabledAt ? await twoFactor.recoveryCodesLeft(await getDb(), actor.id) : 0,
  };
}

/** POST /api/two-factor/setup: a new seed and its QR code; nothing changes until it is confirmed. */
export async function setUpTwoFactor(actor: UserRecord, data: Password): Promise<TwoFactorSetup> {
  await reauthenticate(actor, data);
  return twoFactor.startEnrolment(await getDb(), actor);
}

/** POST /api/two-factor/enable: the app's first code turns it on; the recovery codes are shown once. */
export async function enableTwoFactor(
  actor: UserRecord,
  { code }: z.output<typeof enableTwoFactorSchema>,
): Promise<RecoveryCodes> {
  const codes = await guardPasswordCheck(actor.id, async () => twoFactor.confirmEnrolment(await getDb(), actor, code));
  logSecurityEvent('two_factor.enabled', { userId: actor.id });
  return {
    message: 'La verificación en dos pasos está activa. Guarda tus códigos de recuperación en un lugar seguro.',
    recovery_codes: codes,
  };
}

/** POST /api/two-factor/disable */
export async function disableTwoFactor(actor: UserRecord, data: Password): Promise<MessageBody> {
  await reauthenticate(actor, data);
  await twoFactor.disable(await getDb(), actor);
  logSecurityEvent('two_factor.disabled', { userId: actor.id });
  return { message: 'La verificación en dos pasos está desactivada.' };
}

/** POST /api/two-factor/recovery-codes: ten new codes; the old ones stop working. */
export async function renewRecoveryCodes(actor: UserRecord, data: Password): Promise<RecoveryCodes> {
  await reauthenticate(actor, data);
  const codes = await twoFactor.renewRecoveryCodes(await getDb(), actor);
  return {
    message: 'Tus códigos de recuperación nuevos están listos; los anteriores ya no sirven.',
    recovery_codes: codes,
  };
}

/**
 * The second step of a sign-in: the user behind a live challenge, once `code` (TOTP) or
 * `recoveryCode` is right. Wrong ones count against the challenge (5) and the account's limit.
 */
export async function passSecondFactor(
  challenge: string,
  answer: { code?: string; recoveryCode?: string },
  ip: string,
): Promise<UserRecord> {
  const db = await getDb();
  const found = await twoFactor.findLoginChallenge(db, challenge);
  return guardPasswordCheck(found.user.id, async () => {
    const ok = answer.code
      ? await twoFactor.useTotpCode(db, found.user, answer.code)
      : await twoFactor.useRecoveryCode(db, found.user, answer.recoveryCode ?? '');
    if (!ok) {
      logSecurityEvent('second_factor.failed', { userId: found.user.id, ip });
      await twoFactor.failLoginChallenge(db, found.id);
      throw answer.code
        ? InvalidInputError.field('code', 'El código no es correcto o ya se usó. Escribe el que muestra tu app ahora.')
        : InvalidInputError.field('recovery_code', 'El código de recuperación no es correcto o ya se usó.');
    }
    await twoFactor.endLoginChallenge(db, found.id);
    return found.user;
  });
}
