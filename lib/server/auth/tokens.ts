import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { apiTokens } from '@/lib/server/db/schema';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_TTL_DAYS = 30;
// Writing last_used_at on every request would turn every read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_INTEGER = 2_147_483_647;

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

/** Issues a token `<id>|<secret>`; only the secret's SHA-256 is stored. */
export async function issueToken(db: Db, userId: number, name = 'web'): Promise<string> {
  const secret = randomSecret();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_DAYS * 86_400_000);
  const [row] = await db.insert(apiTokens).values({ userId, name, tokenHash: sha256(secret), expiresAt }).returning({ id: apiTokens.id });
  return `${row!.id}|${secret}`;
}

/** The token's row when the bearer value is valid and unexpired, else null. */
export async function findToken(db: Db, bearer: string): Promise<{ id: number; userId: number } | null> {
  const match = /^(\d{1,10})\|([A-Za-z0-9]{40})$/.exec(bearer);
  if (!match) return null;
  const [, idText, secret] = match;
  const id = Number(idText);
  // Ids are PostgreSQL `integer`s: a larger one would fail in the query (a 500), not just miss.
  if (id > MAX_INTEGER) return null;
  const [row] = await db.select().from(apiTokens).where(and(
    eq(apiTokens.id, id),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date())),
  ));
  if (!row) return null;
  const expected = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(sha256(secret!), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id));
  }
  return { id: row.id, userId: row.userId };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, tokenId));
}

/** Ends every session of the user, or every other one when `exceptTokenId` is given. */
export async function revokeAllTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  await db.delete(apiTokens).where(exceptTokenId === undefined ? eq(apiTokens.userId, userId) : and(eq(apiTokens.userId, userId), ne(apiTokens.id, exceptTokenId)));
}
