import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Session } from '@/lib/contract/sessions';
import { describeDevice } from '@/lib/server/auth/device';
import { deleteExpiredTokens, isExpired, lastActivity, revokeAllTokens } from '@/lib/server/auth/tokens';
import { apiTokens } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// A user's sessions as the user sees them: the signed-in devices, and ending them. Tokens are
// issued, checked and expired in lib/server/auth/tokens.ts.

type SessionRow = Pick<typeof apiTokens.$inferSelect, 'id' | 'userAgent' | 'ip' | 'createdAt' | 'lastUsedAt'>;

const columns = {
  id: apiTokens.id,
  userAgent: apiTokens.userAgent,
  ip: apiTokens.ip,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

/** The session as the API shows it: no token, no hash. */
export function serializeSession(row: SessionRow, currentTokenId: number): Session {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    current: row.id === currentTokenId,
  };
}

/** The user's live sessions, newest use first (expired ones are deleted on the way). */
export async function listUserSessions(db: Db, userId: number): Promise<SessionRow[]> {
  await deleteExpiredTokens(db, userId);
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(lastActivity), desc(apiTokens.id));
  const now = Date.now();
  return rows.filter((row) => !isExpired(row, now));
}

/** One live session of the user, or null (another user's session is as unknown as a missing one). */
export async function findUserSession(db: Db, userId: number, id: number): Promise<SessionRow | null> {
  const [row] = await db
    .select(columns)
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)));
  return row && !isExpired(row) ? row : null;
}

/** Ends one of the user's sessions; false when it was already gone. */
export async function endUserSession(db: Db, userId: number, id: number): Promise<boolean> {
  const ended = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return ended.length > 0;
}

/** Ends every session of the user but `keepTokenId`; answers how many live ones ended. */
export async function endOtherUserSessions(db: Db, userId: number, keepTokenId: number): Promise<number> {
  await deleteExpiredTokens(db, userId); // not counted: they had ended already
  return revokeAllTokens(db, userId, keepTokenId);
}
