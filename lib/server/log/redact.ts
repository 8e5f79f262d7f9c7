// Log lines must not carry personal data or secrets (ASVS 16.2.5 / 7.1.1 in 4.0): an error from
// the database repeats its query's parameters (a new user's e-mail, phone and password hash),
// and a driver's message may quote a row (`Key (email)=(…)`). Everything logged about a failure
// goes through redact().

const PATTERNS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s,)'"]*/g, '[hash]'],
  [/\b\d{1,10}\|[A-Za-z0-9]{40}\b/g, '[token]'],
  [/\b[A-Za-z0-9]{40,}\b/g, '[secreto]'],
  [/[^\s@,;:()<>'"=]+@[^\s@,;:()<>'"=]+\.[A-Za-z]{2,}/g, '[correo]'],
  // Not inside a word: request ids (UUIDs) and hashes keep their digits.
  [/(?<![\w-])\+?\d[\d\s-]{6,}\d(?![\w-])/g, '[número]'],
  [/\b(bearer)\s+\S+/gi, '$1 [token]'],
];

/** `text` with e-mails, phone numbers, password hashes, tokens and long secrets masked. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
