import 'server-only';
import { z } from 'zod';

/** An error with an HTTP status and a Spanish message safe to show the user. */
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

/** 422 with Laravel's body: `{message, errors: {field: [messages]}}`. */
export class ValidationError extends HttpError {
  constructor(readonly errors: Record<string, string[]>) {
    super(422, laravelMessage(errors));
    this.name = 'ValidationError';
  }
}

export const unauthenticated = () => new HttpError(401, 'No autenticado.');
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => new HttpError(403, message);
export const notFound = (message = 'No se encontró el recurso solicitado.') => new HttpError(404, message);

/** One field's error, e.g. `fieldError('email', 'Estas credenciales no coinciden…')`. */
export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

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
