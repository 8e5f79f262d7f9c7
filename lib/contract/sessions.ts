// The signed-in user's active sessions (ASVS 7.4.3, 7.5.2): the list, and ending one or all the
// others, each after the current password is typed again.
// Both take the password as POST /api/check-password does (checkPasswordSchema, users.ts).
import './zod-config';
import { z } from 'zod';

// ── Replies ─────────────────────────────────────────────────────────────────

/** One session (a signed-in device); never its token or hash. */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** In a few words, from its User-Agent: "Chrome en Windows", "Safari en iPhone", "Navegador desconocido". */
  device: z.string(),
  /** The client's IP at sign-in. */
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type Session = z.output<typeof sessionSchema>;

/** GET /api/sessions: newest use first. */
export const sessionListSchema = z.object({ data: z.array(sessionSchema) });
export type SessionList = z.output<typeof sessionListSchema>;

/** POST /api/sessions/end-others: how many sessions ended. */
export const endOtherSessionsReplySchema = z.object({ message: z.string(), ended: z.number().int().min(0) });
export type EndOtherSessionsReply = z.output<typeof endOtherSessionsReplySchema>;
