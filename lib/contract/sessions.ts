// The signed-in user's active sessions (ASVS 7.4.3, 7.5.2): the list, and ending one or all the
// others, each after the current password is typed again.
// Both take the password as POST /api/check-password does (checkPasswordSchema, users.ts).
import type { PasswordCheck } from './users';

// ── Replies ─────────────────────────────────────────────────────────────────

/** One session (a signed-in device); never its token or hash. */
export type Session = {
  id: number;
  /** In a few words, from its User-Agent: "Chrome en Windows", "Safari en iPhone", "Navegador desconocido". */
  device: string;
  /** The client's IP at sign-in. */
  ip: string | null;
  created_at: string;
  last_used_at: string | null;
  /** The session of this very request. */
  current: boolean;
};

/** GET /api/sessions: newest use first. */
export type SessionList = { data: Session[] };

/** POST /api/sessions/end-others: how many sessions ended. */
export type EndOtherSessionsReply = { message: string; ended: number };

/** DELETE /api/sessions/{id} and POST /api/sessions/end-others: what the browser sends. */
export type EndSessionRequest = PasswordCheck;
