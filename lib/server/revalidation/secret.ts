import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

const holder = globalThis as typeof globalThis & { __solaraRevalidationSecret?: string };

/**
 * The key revalidation calls are signed with: REVALIDATE_SECRET, shared with the API host; without
 * it a random one of this process (kept on globalThis, which Next's bundles share), so only the
 * process itself can sign (its start, instrumentation.ts) and every other caller is refused.
 */
export function revalidationSecret(): string {
  return env.REVALIDATE_SECRET ?? (holder.__solaraRevalidationSecret ??= randomBytes(32).toString('hex'));
}
