import 'server-only';
import type { RateLimitState } from '@/lib/server/rate-limit/limits';

// What the server's modules throw when a request cannot be done, in the domain's words and with a
// Spanish message safe to show the user. They know nothing of HTTP:
// lib/server/http/error-response.ts is the one place that turns each into a status, a body and headers.

/** A failure the user may be told about. */
export abstract class DomainError extends Error {}

/** Input that breaks a rule: messages per field (`items.0.width_cm`), as Laravel reports them. */
export class InvalidInputError extends DomainError {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0] ?? 'Los datos proporcionados no son válidos.');
    this.name = 'InvalidInputError';
  }

  /** One field's message, e.g. `InvalidInputError.field('email', 'Este correo ya está registrado.')`. */
  static field(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] });
  }

  /** `field` names a row that does not exist: `missingRow('state_id')` → "El estado seleccionado no existe." */
  static missingRow(field: string): InvalidInputError {
    return InvalidInputError.field(field, MISSING_ROW[field] ?? 'El registro seleccionado no existe.');
  }
}

/** What the user is told when a field names a row that does not exist, by field (= column) name. */
const MISSING_ROW: Record<string, string> = {
  state_id: 'El estado seleccionado no existe.',
  municipality_id: 'El municipio seleccionado no existe.',
  role_id: 'El rol seleccionado no existe.',
  distributor_id: 'El distribuidor seleccionado no existe.',
  dealer_id: 'El distribuidor seleccionado no existe.',
  user_id: 'El usuario seleccionado no existe.',
  line_id: 'La línea elegida no existe.',
  type_id: 'El tipo elegido no existe.',
  fabric_id: 'La tela elegida no existe.',
  model_id: 'El modelo elegido no existe.',
  quote_id: 'La cotización indicada no existe.',
  order_id: 'El pedido indicado no existe.',
};

/** A sign-in with an unknown address or a wrong password; carries the attempt's rate-limit state. */
export class InvalidCredentialsError extends DomainError {
  constructor(readonly rateLimit: RateLimitState | null = null) {
    super('Estas credenciales no coinciden con nuestros registros.');
    this.name = 'InvalidCredentialsError';
  }
}

/** Signed in, but this user may not do this (a deactivated account, someone else's draft…). */
export class ForbiddenError extends DomainError {
  constructor(message = 'No tienes permiso para realizar esta acción.') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** The thing asked for does not exist, or this user may not know that it does. */
export class NotFoundError extends DomainError {
  constructor(message = 'No se encontró el recurso solicitado.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The request is valid but the current state forbids it; worth retrying after `retryAfterSeconds` when given. */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** An upload whose bytes are not a type the server takes (or carry active content). */
export class UnsupportedFileError extends DomainError {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedFileError';
  }
}

/** A rate limit is used up; the message says how long to wait. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly rateLimit: RateLimitState,
  ) {
    super(message);
    this.name = 'TooManyAttemptsError';
  }
}
