import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { passwordResets, users } from '@/lib/server/db/schema';
import { burnPasswordCheck, hasPassword, hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { assertAcceptablePassword } from '@/lib/server/auth/password-policy';
import { issueToken, randomSecret, revokeAllTokens, sha256, type SignInDevice } from '@/lib/server/auth/tokens';
import { ForbiddenError, InvalidCredentialsError, InvalidInputError } from '@/lib/server/errors';
import { sendMail } from '@/lib/server/mail';
import { createLoginChallenge } from './two-factor';
import { site } from '@/lib/site';
import { findUserByEmail, getUserById, type UserRecord } from './users';

const RESET_TTL_MINUTES = 60;

/** Checks email and password; a deactivated account cannot sign in. Returns a new token, issued to `device`. */
/** The outcome of a right password: a session, or, with the second factor on, a challenge to answer with a code. */
type PasswordSignIn = { user: UserRecord } & (
  { token: string; challenge?: never } | { challenge: string; token?: never }
);

/**
 * Checks email and password; a deactivated account cannot sign in. Returns a new token, or a
 * challenge when the account has the second factor (its token comes from the code).
 */
export async function login(
  db: Db,
  email: string,
  password: string,
  device: SignInDevice = {},
): Promise<PasswordSignIn> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await burnPasswordCheck(password); // same time whether or not the address exists
    throw new InvalidCredentialsError();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new InvalidCredentialsError();
  if (!user.active) throw new ForbiddenError('Tu cuenta está desactivada. Comunícate con nosotros para reactivarla.');
  if (user.totpEnabledAt) return { challenge: await createLoginChallenge(db, user.id), user };
  return { token: await issueToken(db, user.id, device), user };
}

export async function checkPassword(user: UserRecord, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw InvalidInputError.field('password', 'La contraseña no es correcta.');
}

/** A 422 on `field` unless `password` is the user's current one (re-authentication for a sensitive change). */
export async function verifyCurrentPassword(
  user: UserRecord,
  password: string,
  field = 'current_password',
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw InvalidInputError.field(field, 'La contraseña actual no es correcta.');
}

/** Sets a new password (the caller checked the current one); other sessions are signed out. */
export async function changePassword(db: Db, user: UserRecord, next: string, keepTokenId: number): Promise<void> {
  await assertAcceptablePassword(next, [user.name, user.email]);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeAllTokens(tx as unknown as Db, user.id, keepTokenId);
  });
}

/**
 * Mails a single-use link valid for 60 minutes when the address belongs to an active account.
 * Says nothing either way: the caller answers the same whether or not it exists.
 */
export async function requestPasswordReset(db: Db, email: string, appUrl: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.active) return;
  const secret = randomSecret();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const link = `${appUrl}/autenticacion?token=${secret}`;
  await sendMail({
    to: user.email,
    subject: `Restablece tu contraseña de ${site.shortName}`,
    text: [
      `Hola, ${user.name}:`,
      '',
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${site.name}.`,
      'Para elegir una nueva, abre este enlace (vence en 60 minutos y sólo puede usarse una vez):',
      '',
      link,
      '',
      'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
      '',
      site.name,
      `${site.phoneDisplay} · ${site.email}`,
    ].join('\n'),
    html:
      `<p>Hola, ${escapeHtml(user.name)}:</p><p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${escapeHtml(site.name)}.</p>` +
      `<p><a href="${link}">Elegir una nueva contraseña</a></p><p>El enlace vence en 60 minutos y sólo puede usarse una vez. Si no fuiste tú, ignora este correo.</p>`,
  });
}

/**
 * Sets a new password from a mailed token (a recovery's or an invitation's); the token is spent
 * and every session ends. `firstPassword`: the account had none yet (an invitation accepted).
 */
export async function resetPassword(
  db: Db,
  secret: string,
  password: string,
): Promise<{ user: UserRecord; firstPassword: boolean }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    // Claiming the row in the same statement makes a double submit spend it only once.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(secret)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) {
      throw InvalidInputError.field(
        'token',
        'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Solicita uno nuevo.',
      );
    }
    const user = await getUserById(tx as unknown as Db, reset.userId);
    const firstPassword = !hasPassword(user.passwordHash);
    await assertAcceptablePassword(password, [user.name, user.email]); // a refusal rolls the claim back: the link still works
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: now })
      .where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeAllTokens(tx as unknown as Db, reset.userId);
    return { user: await getUserById(tx as unknown as Db, reset.userId), firstPassword };
  });
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
