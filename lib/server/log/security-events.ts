import 'server-only';
import { createHash } from 'node:crypto';
import { redact } from './redact';

// Security events (ASVS 16.3.1–16.3.3): every sign-in and its outcome, second-factor checks,
// refused authorizations, tripped rate limits and changes to an account's credentials. One JSON
// line each on stdout (16.2.4: any log processor reads it; JSON encoding keeps a hostile value
// from forging lines, 16.4.1), time in UTC (16.2.2), who by user id or, before sign-in, by a
// pseudonym of the e-mail: never the address, a password, a code or a token (16.2.5).

export type SecurityEvent =
  | 'login.succeeded' | 'login.failed' | 'login.challenged'
  | 'second_factor.succeeded' | 'second_factor.failed'
  | 'access.denied' | 'rate_limit.exceeded'
  | 'password.changed' | 'password.reset' | 'two_factor.enabled' | 'two_factor.disabled' | 'sessions.ended';

export type SecurityEventFields = {
  userId?: number | null;
  /** The e-mail typed at sign-in, kept only as a pseudonym (the first 12 hex of its SHA-256). */
  email?: string;
  ip?: string;
  /** What else helps an investigation: the path, the limit, the reason. Redacted. */
  detail?: string;
};

export const emailPseudonym = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

export function logSecurityEvent(event: SecurityEvent, { userId, email, ip, detail }: SecurityEventFields = {}): void {
  console.info(JSON.stringify({
    at: new Date().toISOString(),
    type: 'security',
    event,
    ...(userId ? { user_id: userId } : {}),
    ...(email ? { account: emailPseudonym(email) } : {}),
    ...(ip ? { ip } : {}),
    ...(detail ? { detail: redact(detail) } : {}),
  }));
}
