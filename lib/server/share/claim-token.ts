import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { shareSecret } from './secret';

// The key a request made without an account is mailed with: it proves the reader got the mail
// sent to the address the request gave, so that, signed in, it can make the quote its own
// (POST /api/quotes/{id}/claim). HMAC-SHA256 of the quote and that address with the share key.

function signature(quoteId: number, email: string): Buffer {
  return createHmac('sha256', shareSecret()).update(`claim:1:${quoteId}:${email.trim().toLowerCase()}`).digest();
}

export function claimToken(quoteId: number, email: string): string {
  return signature(quoteId, email).toString('base64url');
}

export function claimTokenMatches(quoteId: number, email: string | null, token: string): boolean {
  if (!email) return false;
  const given = Buffer.from(token, 'base64url');
  const expected = signature(quoteId, email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
