import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The stored hash of an invited account whose owner has not chosen a password yet. It is not an
 * argon2 string, so no password can ever match it (like the `!` of a locked /etc/shadow entry);
 * the owner's first password comes only through the mailed link (services/invitations.ts).
 */
export const NO_PASSWORD_HASH = '!invitacion-pendiente';

/** Whether the account has a password of its own (false: an invitation not yet accepted). */
export const hasPassword = (passwordHash: string) => passwordHash !== NO_PASSWORD_HASH;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!hasPassword(passwordHash)) {
    await burnPasswordCheck(password); // as long as a wrong password: the answer must not tell
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the email is unknown, so both paths take as long.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('solara-timing-equalizer');
  await verifyPassword(await dummyHash, password);
}
