import 'server-only';
import type { z } from 'zod';
import type { MessageBody } from '@/lib/contract/common';
import type { EndOtherSessionsReply, SessionList } from '@/lib/contract/sessions';
import type { checkPasswordSchema } from '@/lib/contract/users';
import type { AuthContext } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import { checkPassword } from '@/lib/server/services/auth';
import {
  endOtherUserSessions,
  endUserSession,
  findUserSession,
  listUserSessions,
  serializeSession,
} from '@/lib/server/services/sessions';
import { guardPasswordCheck } from './guards';

// The user's own sessions (ASVS 7.4.3): which devices are signed in, and ending any of them.
// Ending one asks for the current password again (ASVS 7.5.2), under the same throttle as every
// other password check, so a stolen session can neither lock the owner out nor guess the password.

type Password = z.output<typeof checkPasswordSchema>;

/** GET /api/sessions: the signed-in devices, newest use first, this one marked `current`. */
export async function listSessions(session: AuthContext): Promise<SessionList> {
  const rows = await listUserSessions(await getDb(), session.user.id);
  return { data: rows.map((row) => serializeSession(row, session.tokenId)) };
}

/**
 * DELETE /api/sessions/{id}: ends another of the user's sessions. The session is looked up before
 * the body is read (an unknown id is a 404 whatever the body); this one is ended with sign-out.
 */
export async function endSession(
  session: AuthContext,
  id: number,
  readPassword: () => Promise<Password>,
): Promise<MessageBody> {
  const db = await getDb();
  const target = await findUserSession(db, session.user.id, id);
  if (!target) throw new NotFoundError('La sesión no existe.');
  if (target.id === session.tokenId) {
    throw new ConflictError('Esta es la sesión que estás usando. Para salir de ella usa «Cerrar sesión».');
  }
  const { password } = await readPassword();
  await guardPasswordCheck(session.user.id, () => checkPassword(session.user, password));
  await endUserSession(db, session.user.id, target.id);
  return { message: 'Sesión cerrada.' };
}

/** POST /api/sessions/end-others: every session of the user but this one ends. */
export async function endOtherSessions(session: AuthContext, { password }: Password): Promise<EndOtherSessionsReply> {
  await guardPasswordCheck(session.user.id, () => checkPassword(session.user, password));
  const ended = await endOtherUserSessions(await getDb(), session.user.id, session.tokenId);
  return { message: endedMessage(ended), ended };
}

function endedMessage(ended: number): string {
  if (ended === 0) return 'No había otras sesiones abiertas.';
  return ended === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${ended} sesiones.`;
}
