import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { findToken } from './tokens';
import { findUserById, type UserRecord } from '@/lib/server/services/users';

export type AuthContext = { user: UserRecord; tokenId: number };

/** The signed-in user from an `Authorization: Bearer …` value, or null (including `Bearer no token`). */
export async function authenticate(authorization: string | null): Promise<AuthContext | null> {
  const match = /^Bearer\s+(.+)$/i.exec((authorization ?? '').trim());
  if (!match) return null;
  const db = await getDb();
  const token = await findToken(db, match[1]!.trim());
  if (!token) return null;
  const user = await findUserById(db, token.userId);
  // Deactivation revokes tokens; this covers a request racing with it.
  if (!user || !user.active) return null;
  return { user, tokenId: token.id };
}
