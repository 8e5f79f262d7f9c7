import 'server-only';
import type { z } from 'zod';
import type {
  LoginData,
  LoginReply,
  LoginResponse,
  RecoverData,
  RegisterData,
  ResetPasswordData,
} from '@/lib/contract/auth';
import type { twoFactorLoginSchema } from '@/lib/contract/two-factor';
import type { MessageBody } from '@/lib/contract/common';
import type { User, updatePasswordSchema } from '@/lib/contract/users';
import type { AuthContext } from '@/lib/server/auth/session';
import { issueToken, revokeToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError, InvalidCredentialsError } from '@/lib/server/errors';
import { logSecurityEvent } from '@/lib/server/log/security-events';
import { consume } from '@/lib/server/rate-limit';
import { guardLogin, unlockAccount } from '@/lib/server/rate-limit/login';
import * as auth from '@/lib/server/services/auth';
import { createUser, roleIdByName, serializeUser, type UserRecord } from '@/lib/server/services/users';
import { guardPasswordCheck, guardPublicForm, type Limited } from './guards';
import { passSecondFactor } from './two-factor';

// Signing in and out, registering, and the password: checking, changing, recovering.

/**
 * POST /api/login: a token and the user. The limits are spent before the password is hashed
 * (lib/server/rate-limit/login.ts): every attempt counts, a failure against the account and the
 * client, a success against this account from this client. The session keeps the client's IP and
 * User-Agent, which the user's list of sessions shows.
 */
export async function signIn(
  { email, password }: LoginData,
  ip: string,
  userAgent: string | null,
): Promise<Limited<LoginReply>> {
  const guard = await guardLogin(email, ip);
  let signedIn;
  try {
    signedIn = await auth.login(await getDb(), email, password, { ip, userAgent });
  } catch (error) {
    if (error instanceof InvalidCredentialsError) {
      logSecurityEvent('login.failed', { email, ip, detail: 'credenciales' });
      throw new InvalidCredentialsError(await guard.failed());
    }
    if (error instanceof ForbiddenError) {
      logSecurityEvent('login.failed', { email, ip, detail: 'cuenta desactivada' });
      await guard.failed(); // no session came of it: not a success
    }
    throw error;
  }
  const rateLimit = await guard.succeeded();
  logSecurityEvent(signedIn.challenge !== undefined ? 'login.challenged' : 'login.succeeded', {
    userId: signedIn.user.id,
    ip,
  });
  if (signedIn.challenge !== undefined) {
    return {
      reply: {
        two_factor: true,
        challenge: signedIn.challenge,
        message: 'Escribe el código de tu app de autenticación para terminar de iniciar sesión.',
      },
      rateLimit,
    };
  }
  return { reply: { token: signedIn.token, user: serializeUser(signedIn.user) }, rateLimit };
}

/**
 * POST /api/login/two-factor: the challenge of a right password and the app's code (or a
 * recovery code) → the session, as POST /api/login gives it without the second factor.
 */
export async function signInWithSecondFactor(
  data: z.output<typeof twoFactorLoginSchema>,
  ip: string,
  userAgent: string | null,
): Promise<LoginResponse> {
  const user = await passSecondFactor(data.challenge, { code: data.code, recoveryCode: data.recovery_code }, ip);
  logSecurityEvent('second_factor.succeeded', {
    userId: user.id,
    ip,
    detail: data.code ? 'código' : 'código de recuperación',
  });
  const token = await issueToken(await getDb(), user.id, { ip, userAgent });
  return { token, user: serializeUser(user) };
}

/** POST /api/logout-user: this session's token stops working. */
export async function signOut(session: AuthContext): Promise<MessageBody> {
  await revokeToken(await getDb(), session.tokenId);
  return { message: 'Sesión cerrada.' };
}

/**
 * POST /api/register: a customer account; counted per IP once the body is valid, before the captcha
 * and the e-mail check.
 */
export async function registerCustomer(data: RegisterData, ip: string): Promise<Limited<User>> {
  const rateLimit = await guardPublicForm('register', ip, data.hcaptcha_token);
  const db = await getDb();
  const user = await createUser(db, {
    name: data.name,
    email: data.email,
    password: data.password,
    roleId: await roleIdByName(db, 'customer'),
    phone: data.phone.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, ''),
    company: data.company || null,
    stateId: data.state_id,
    municipalityId: data.municipality_id,
  });
  return { reply: serializeUser(user), rateLimit };
}

/** POST /api/send-recover-email: the same reply whether or not the address has an account; links point at `siteUrl`. */
export async function sendRecoveryEmail(data: RecoverData, ip: string, siteUrl: string): Promise<Limited<MessageBody>> {
  const rateLimit = await guardPublicForm('recovery', ip, data.hcaptcha_token);
  await consume('recoveryAccount', data.email.toLowerCase()); // per address too, whether or not it has an account
  await auth.requestPasswordReset(await getDb(), data.email, siteUrl);
  return {
    reply: {
      message:
        'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. El enlace vence en 60 minutos.',
    },
    rateLimit,
  };
}

/** POST /api/reset-password: a new password from a mailed link. */
export async function resetPassword(data: ResetPasswordData): Promise<MessageBody> {
  const { user, firstPassword } = await auth.resetPassword(await getDb(), data.token, data.password);
  logSecurityEvent(firstPassword ? 'invitation.accepted' : 'password.reset', { userId: user.id });
  await unlockAccount(user.email); // whoever reads the mailbox may sign in again at once
  return {
    message: firstPassword
      ? 'Tu contraseña quedó lista. Ya puedes iniciar sesión con tu correo y tu contraseña.'
      : 'Tu contraseña se restableció. Ya puedes iniciar sesión con la nueva.',
  };
}

/** POST /api/check-password: answers only when the password is the user's. */
export async function checkPassword(actor: UserRecord, { password }: { password: string }): Promise<MessageBody> {
  await guardPasswordCheck(actor.id, () => auth.checkPassword(actor, password));
  return { message: 'La contraseña es correcta.' };
}

/** PUT /api/update-password: this session stays signed in, the others end. */
export async function changePassword(
  session: AuthContext,
  data: z.output<typeof updatePasswordSchema>,
): Promise<MessageBody> {
  const db = await getDb();
  await guardPasswordCheck(session.user.id, () => auth.verifyCurrentPassword(session.user, data.current_password));
  await auth.changePassword(db, session.user, data.password, session.tokenId);
  logSecurityEvent('password.changed', { userId: session.user.id });
  return { message: 'Tu contraseña se actualizó.' };
}
