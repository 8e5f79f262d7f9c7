import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/types';
import { apiTokens, users } from '@/lib/server/db/schema';
import { logSecurityEvent } from '@/lib/server/log/security-events';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Writing last_used_at on every request would turn every read into a write. The idle timeout is
// measured from it, so a session may end up to this much earlier than SESSION_IDLE_HOURS says.
const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_INTEGER = 2_147_483_647;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 40 characters from 62 symbols ≈ 238 bits, like Sanctum's plain-text tokens. */
export function randomSecret(length = 40): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    if (byte >= 248) continue; // 248 = 62 × 4: reject to keep the distribution uniform
    out += ALPHABET[byte % 62];
    if (out.length === length) return out;
  }
  return out + randomSecret(length - out.length);
}

/** The device that signs in, kept with its session so the user can recognise it in the list. */
export type SignInDevice = { userAgent?: string | null; ip?: string | null };

/**
 * When a session stops working: `idleMs` after its last use (ASVS 7.3.1) and `maxAgeMs` after
 * sign-in whatever its use (7.3.2), from SESSION_IDLE_HOURS and SESSION_MAX_DAYS.
 */
function sessionLifetime(): { idleMs: number; maxAgeMs: number } {
  return { idleMs: env.SESSION_IDLE_HOURS * HOUR_MS, maxAgeMs: env.SESSION_MAX_DAYS * DAY_MS };
}

type Lifetimes = Pick<typeof apiTokens.$inferSelect, 'createdAt' | 'lastUsedAt' | 'expiresAt'>;

/**
 * Whether a token can no longer sign anyone in. Both the expires_at written at sign-in and
 * created_at + SESSION_MAX_DAYS count, so lowering SESSION_MAX_DAYS also shortens the sessions
 * already open.
 */
export function isExpired(token: Lifetimes, now = Date.now()): boolean {
  const { idleMs, maxAgeMs } = sessionLifetime();
  const lastActivity = (token.lastUsedAt ?? token.createdAt).getTime();
  return (
    (token.expiresAt !== null && token.expiresAt.getTime() <= now) ||
    token.createdAt.getTime() <= now - maxAgeMs ||
    lastActivity <= now - idleMs
  );
}

/** isExpired as SQL, for sweeping a user's dead sessions in one statement. */
function expiredCondition(now = Date.now()) {
  const { idleMs, maxAgeMs } = sessionLifetime();
  const idleSince = new Date(now - idleMs);
  return or(
    and(isNotNull(apiTokens.expiresAt), lte(apiTokens.expiresAt, new Date(now))),
    lte(apiTokens.createdAt, new Date(now - maxAgeMs)),
    lte(apiTokens.lastUsedAt, idleSince),
    and(isNull(apiTokens.lastUsedAt), lte(apiTokens.createdAt, idleSince)),
  );
}

/** Deletes the user's sessions that have expired (they are dead already; this keeps the table small). */
export async function deleteExpiredTokens(db: Db, userId: number): Promise<void> {
  await db.delete(apiTokens).where(and(eq(apiTokens.userId, userId), expiredCondition()));
}

/**
 * A header value fit for a varchar(max) column: no control characters, at most `max` characters
 * (whole code points, never half of a surrogate pair), null when nothing is left.
 */
function fitColumn(value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text ? Array.from(text).slice(0, max).join('') : null;
}

/** When a session was last active: its last use, or its sign-in when it was never used. */
export const lastActivity = sql`coalesce(${apiTokens.lastUsedAt}, ${apiTokens.createdAt})`;

/**
 * Issues a token `<id>|<secret>`; only the secret's SHA-256 is stored, with the device that signed in.
 * An account keeps at most SESSION_MAX_PER_USER live sessions: past it, the ones unused the longest
 * end. The user's row is locked for the transaction, so parallel sign-ins of one account take
 * turns and none can count the sessions before another's insert (PostgreSQL; PGlite runs one
 * transaction at a time anyway).
 */
export async function issueToken(db: Db, userId: number, device: SignInDevice = {}, name = 'web'): Promise<string> {
  const { token, ended } = await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    await scoped.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await deleteExpiredTokens(scoped, userId);
    const secret = randomSecret();
    const expiresAt = new Date(Date.now() + sessionLifetime().maxAgeMs);
    const [row] = await scoped
      .insert(apiTokens)
      .values({
        userId,
        name,
        tokenHash: sha256(secret),
        expiresAt,
        userAgent: fitColumn(device.userAgent, 255),
        ip: fitColumn(device.ip, 64),
      })
      .returning({ id: apiTokens.id });
    const kept = scoped
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(desc(lastActivity), desc(apiTokens.id))
      .limit(env.SESSION_MAX_PER_USER);
    const over = await scoped
      .delete(apiTokens)
      .where(and(eq(apiTokens.userId, userId), notInArray(apiTokens.id, kept)))
      .returning({ id: apiTokens.id });
    return { token: `${row!.id}|${secret}`, ended: over.length };
  });
  if (ended)
    logSecurityEvent('sessions.ended', {
      userId,
      detail: `${ended} por el límite de ${env.SESSION_MAX_PER_USER} sesiones abiertas`,
    });
  return token;
}

/**
 * The token's row when the bearer value is valid and its session alive (ASVS 7.3.1, 7.3.2),
 * else null. An expired row found here is deleted.
 */
export async function findToken(db: Db, bearer: string): Promise<{ id: number; userId: number } | null> {
  const match = /^(\d{1,10})\|([A-Za-z0-9]{40})$/.exec(bearer);
  if (!match) return null;
  const [, idText, secret] = match;
  const id = Number(idText);
  // Ids are PostgreSQL `integer`s: a larger one would fail in the query (a 500), not just miss.
  if (id > MAX_INTEGER) return null;
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!row) return null;
  const expected = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(sha256(secret!), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const now = Date.now();
  if (isExpired(row, now)) {
    await revokeToken(db, row.id);
    return null;
  }
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, row.id));
  }
  return { id: row.id, userId: row.userId };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, tokenId));
}

/** Ends every session of the user, or every other one when `exceptTokenId` is given; answers how many ended. */
export async function revokeAllTokens(db: Db, userId: number, exceptTokenId?: number): Promise<number> {
  const ended = await db
    .delete(apiTokens)
    .where(
      exceptTokenId === undefined
        ? eq(apiTokens.userId, userId)
        : and(eq(apiTokens.userId, userId), ne(apiTokens.id, exceptTokenId)),
    )
    .returning({ id: apiTokens.id });
  return ended.length;
}
