import 'server-only';
import { z } from 'zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidInputError,
  NotFoundError,
  TooManyAttemptsError,
  UnsupportedFileError,
} from '@/lib/server/errors';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { isStillReferenced, missingReference, rootMessage } from '@/lib/server/db/errors';
import { referencingColumn } from '@/lib/server/db/foreign-keys';
import { logFailure, redact } from '@/lib/server/log';
import { HttpError, laravelMessage, zodToLaravel } from './errors';
import { json } from './json';
import { rateLimitHeaders } from './rate-limit-headers';

/** What a 503 asks the client to wait: about how long a pool takes to find the database back. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one place where a failure becomes a response: domain errors (lib/server/errors.ts) and
 * the HTTP layer's own get their status and `{message}` body (422 adds Laravel's `errors`); a
 * foreign key that refused a write is a 422 on the field that named the missing row (a 409 when a
 * DELETE would leave rows naming it), whichever write it was; an unreachable database is a 503 to
 * retry; anything else a 500 logged with the request id.
 */
export function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof z.ZodError) return invalidInput(zodToLaravel(error));
  const known = domainErrorResponse(refusedByDatabase(error) ?? error);
  if (known) return known;
  if (error instanceof HttpError)
    return json({ message: error.message }, { status: error.status, headers: error.headers });
  if (isDatabaseUnavailable(error)) {
    console.error(redact(`[api] ${requestId} base de datos no disponible: ${rootMessage(error)}`));
    return json(
      { message: 'El servicio no está disponible por el momento. Inténtalo de nuevo en unos segundos.' },
      { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
  logFailure(`[api] ${requestId} error no controlado`, error);
  return json(
    { message: 'Ocurrió un error interno. Inténtalo de nuevo más tarde.', request_id: requestId },
    { status: 500 },
  );
}

/** Laravel's 422: the first message with "(y N errores más)", and every message by field. */
function invalidInput(errors: Record<string, string[]>): Response {
  return json({ message: laravelMessage(errors), errors }, { status: 422 });
}

/**
 * A foreign key's refusal as the domain error it amounts to, so that no write, present or future,
 * answers 500 for naming a row that does not exist; null for anything else.
 */
function refusedByDatabase(error: unknown): DomainError | null {
  const reference = missingReference(error);
  if (reference)
    return InvalidInputError.missingRow((reference.constraint && referencingColumn(reference.constraint)) ?? 'body');
  if (isStillReferenced(error)) return new ConflictError('No se puede eliminar: otros registros todavía lo usan.');
  return null;
}

/** A domain error's status, `{message}` body and headers; null for anything else. */
function domainErrorResponse(error: unknown): Response | null {
  if (error instanceof InvalidInputError) return invalidInput(error.errors);
  const reply = (status: number, headers: Record<string, string> = {}) =>
    json({ message: (error as Error).message }, { status, headers });
  if (error instanceof InvalidCredentialsError) return reply(401, rateLimitHeaders(error.rateLimit));
  if (error instanceof ForbiddenError) return reply(403);
  if (error instanceof NotFoundError) return reply(404);
  if (error instanceof ConflictError)
    return reply(409, error.retryAfterSeconds === null ? {} : { 'Retry-After': String(error.retryAfterSeconds) });
  if (error instanceof UnsupportedFileError) return reply(415);
  if (error instanceof TooManyAttemptsError)
    return reply(429, { 'Retry-After': String(error.retryAfterSeconds), ...rateLimitHeaders(error.rateLimit) });
  return null;
}
