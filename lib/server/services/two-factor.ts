import 'server-only';
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@/lib/contract/two-factor';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { randomSecret, sha256 } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db/types';
import { loginChallenges, recoveryCodes, users } from '@/lib/server/db/schema';
import { ConflictError, InvalidInputError } from '@/lib/server/errors';
import { site } from '@/lib/site';
import { env } from '@/lib/env';
import { getUserById, type UserRecord } from './users';

// The second factor (ASVS 6.5): a TOTP seed per account from a CSPRNG (otplib: 160 bits, Base32),
// codes of 6 digits for 30 s accepted one step either way for clock drift, each step once; ten
// recovery codes of 10 characters (~50 bits), argon2id-hashed, each usable once.

const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_MAX_FAILURES = 5;
/** One 30-second step before or after: a phone's clock a little off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
// No 0/o, 1/l/i: a code copied from paper must not be misread.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomRecoveryCode(): string {
  let code = '';
  for (let n = 0; n < 10; n++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `k7m2p9xq4d` → `k7m2p-9xq4d`, as shown to the user. */
const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Starts (or restarts) enrolment: a new seed waits until a code from the app confirms it. */
export async function startEnrolment(db: Db, user: UserRecord): Promise<TwoFactorSetup> {
  if (user.totpEnabledAt) throw new ConflictError('La verificación en dos pasos ya está activa.');
  const secret = generateSecret();
  await db.update(users).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(users.id, user.id));
  const uri = generateURI({ issuer: site.shortName, label: user.email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_svg: svg };
}

/** The step `code` is valid for under `secret`, or null; never a step at or before `afterStep`. */
async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // verify() answers for HOTP too; a TOTP result carries the step it matched.
    return result.valid ? ((result as { timeStep?: number }).timeStep ?? null) : null;
  } catch {
    return null;
  }
}

const WRONG_CODE =
  'El código no es correcto. Escribe el que muestra tu app ahora (cambia cada 30 segundos) y revisa que la hora de tu teléfono sea la automática.';

/** Turns the second factor on once the app's first code matches; returns the recovery codes (shown once). */
export async function confirmEnrolment(db: Db, user: UserRecord, code: string): Promise<string[]> {
  if (user.totpEnabledAt) throw new ConflictError('La verificación en dos pasos ya está activa.');
  if (!user.totpPendingSecret) throw new ConflictError('Primero inicia la activación para obtener el código QR.');
  const step = await acceptedStep(user.totpPendingSecret, code, null);
  if (step === null) throw InvalidInputError.field('code', WRONG_CODE);
  const codes = await hashedRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await replaceRecoveryCodes(tx as unknown as Db, user.id, codes.hashes);
  });
  return codes.plain;
}

/** Turns it off: the seed and the recovery codes are deleted. An administrator who must keep it cannot. */
export async function disable(db: Db, user: UserRecord): Promise<void> {
  if (!user.totpEnabledAt) throw new ConflictError('La verificación en dos pasos no está activa.');
  if (env.REQUIRE_ADMIN_2FA && user.role.name === 'admin') {
    throw new ConflictError('Los administradores deben mantener activa la verificación en dos pasos.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
}

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, user: UserRecord): Promise<string[]> {
  if (!user.totpEnabledAt) throw new ConflictError('Activa primero la verificación en dos pasos.');
  const codes = await hashedRecoveryCodes();
  await db.transaction(async (tx) => replaceRecoveryCodes(tx as unknown as Db, user.id, codes.hashes));
  return codes.plain;
}

async function hashedRecoveryCodes(): Promise<{ plain: string[]; hashes: string[] }> {
  const raw = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  return { plain: raw.map(formatRecoveryCode), hashes: await Promise.all(raw.map(hashPassword)) };
}

async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * True when `code` is the account's current TOTP code, not used before. The step is claimed in
 * one UPDATE, so two requests with the same code cannot both pass (ASVS 6.5.1).
 */
export async function useTotpCode(db: Db, user: UserRecord, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await acceptedStep(user.totpSecret, code, user.totpLastStep);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** True when `code` is one of the account's unused recovery codes, which is then spent. */
export async function useRecoveryCode(db: Db, user: UserRecord, code: string): Promise<boolean> {
  const unused = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  }
  return false;
}

// ── Sign-in challenges ──────────────────────────────────────────────────────

/** After the right password: a secret the client answers with a code within 5 minutes. */
export async function createLoginChallenge(db: Db, userId: number): Promise<string> {
  const secret = randomSecret();
  await db
    .delete(loginChallenges)
    .where(or(eq(loginChallenges.userId, userId), lt(loginChallenges.expiresAt, new Date())));
  await db
    .insert(loginChallenges)
    .values({ userId, challengeHash: sha256(secret), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return secret;
}

type LoginChallenge = { id: number; user: UserRecord };

/** The live challenge behind `secret` and its user; a 422 on `challenge` when it expired or was used up. */
export async function findLoginChallenge(db: Db, secret: string): Promise<LoginChallenge> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.challengeHash, sha256(secret)), gt(loginChallenges.expiresAt, new Date())));
  const user = row ? await getUserById(db, row.userId).catch(() => null) : null;
  if (!row || !user || !user.active) {
    throw InvalidInputError.field(
      'challenge',
      'El inicio de sesión venció. Vuelve a escribir tu correo y tu contraseña.',
    );
  }
  return { id: row.id, user };
}

/** A wrong code: counted; the fifth ends the challenge (the password must be typed again). */
export async function failLoginChallenge(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(eq(loginChallenges.id, id))
    .returning({ failed: loginChallenges.failedAttempts });
  if (row && row.failed >= CHALLENGE_MAX_FAILURES) await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

export async function endLoginChallenge(db: Db, id: number): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}
