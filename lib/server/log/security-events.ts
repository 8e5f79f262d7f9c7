import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { serverSecret } from '@/lib/server/server-secret';
import { redact } from './redact';

// Security events (ASVS 16.3.1–16.3.3): every sign-in and its outcome, second-factor checks,
// refused authorizations, tripped rate limits and changes to an account's credentials. One JSON
// line each on stdout (16.2.4: any log processor reads it; JSON encoding keeps a hostile value
// from forging lines, 16.4.1), time in UTC (16.2.2), who by user id or, before sign-in, by a
// pseudonym of the e-mail: never the address, a password, a code or a token (16.2.5).
// The pseudonym is keyed (HMAC-SHA256 with a server secret): with a plain hash, anyone holding the
// log could confirm a guessed address by hashing it.

type SecurityEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.challenged'
  | 'second_factor.succeeded'
  | 'second_factor.failed'
  | 'access.denied'
  | 'rate_limit.exceeded'
  | 'password.changed'
  | 'password.reset'
  | 'invitation.sent'
  | 'invitation.accepted'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'sessions.ended';

type SecurityEventFields = {
  userId?: number | null;
  /** The e-mail typed at sign-in, kept only as a pseudonym (emailPseudonym). */
  email?: string;
  ip?: string;
  /** What else helps an investigation: the path, the limit, the reason. Redacted. */
  detail?: string;
};

/** The key of the pseudonyms: LOG_PSEUDONYM_SECRET, else one kept in DATA_DIR/log-pseudonym-secret. */
const pseudonymKey = () =>
  serverSecret({
    configured: env.LOG_PSEUDONYM_SECRET,
    fileName: 'log-pseudonym-secret',
    lostOnRestart:
      'sin LOG_PSEUDONYM_SECRET, el seudónimo de una cuenta en el registro de seguridad cambia al reiniciar',
  });

/** The first 12 hex of the e-mail's HMAC-SHA256: one account's attempts correlate, the address stays unknown. */
export const emailPseudonym = (email: string) =>
  createHmac('sha256', pseudonymKey()).update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

export function logSecurityEvent(event: SecurityEvent, { userId, email, ip, detail }: SecurityEventFields = {}): void {
  console.info(
    JSON.stringify({
      at: new Date().toISOString(),
      type: 'security',
      event,
      ...(userId ? { user_id: userId } : {}),
      ...(email ? { account: emailPseudonym(email) } : {}),
      ...(ip ? { ip } : {}),
      ...(detail ? { detail: redact(detail) } : {}),
    }),
  );
}
