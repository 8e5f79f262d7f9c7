import 'server-only';
import { errorChain, rootMessage, sqlState } from '@/lib/server/db/errors';
import { redact } from './redact';

export { redact };

const MAX_FRAMES = 8;

/**
 * One redacted log entry for a failure: what failed (`label`), the error's class, its SQLSTATE,
 * the driver's own message and where it was thrown. Never the error object itself: drizzle's
 * message and stack repeat the query with its parameters, and a driver's `detail` quotes the row.
 */
export function logFailure(label: string, error: unknown): void {
  console.error(describeFailure(label, error));
}

function describeFailure(label: string, error: unknown): string {
  const names = [...errorChain(error)].map(
    (link) => (link as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
  );
  const code = sqlState(error);
  const frames =
    typeof (error as { stack?: unknown })?.stack === 'string'
      ? (error as { stack: string }).stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, MAX_FRAMES)
      : [];
  const head = `${label}: ${names.join(' ← ')}${code ? ` [${code}]` : ''}: ${rootMessage(error)}`;
  return redact([head, ...frames].join('\n'));
}
