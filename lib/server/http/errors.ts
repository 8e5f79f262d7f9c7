import 'server-only';
import { z } from 'zod';

/**
 * A failure of the HTTP exchange itself, before any use case runs: a body that is not JSON
 * (400), too large (413) or not multipart (415), a path that names nothing (404), a method it
 * does not take (405, with `Allow`), a missing token (401). Everything past parsing throws the
 * domain errors of lib/server/errors.ts.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Laravel: the first message, then "(and N more errors)". */
export function laravelMessage(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'Los datos proporcionados no son válidos.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (y ${more} ${more === 1 ? 'error más' : 'errores más'})`;
}

/** zod issues → Laravel's `errors`, keyed by dotted path (`items.0.width_cm`). */
export function zodToLaravel(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const list = (errors[key] ??= []);
    const message = issue.code === 'unrecognized_keys' ? 'Contiene campos no permitidos.' : spanishFallback(issue);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

// zod's own English text must never reach a user: schemas set Spanish messages, and anything
// they missed gets a generic Spanish one.
function spanishFallback(issue: z.core.$ZodIssue): string {
  const message = issue.message;
  if (/^(Invalid|Too |Expected|Unrecognized|Required)/.test(message)) return 'El valor no es válido.';
  return message;
}
