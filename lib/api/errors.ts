// Error bodies as the browser keeps them: the server's JSON when there is one, otherwise
// a Spanish message built from the status code.

import type { ApiErrorBody } from '@/lib/contract/common';

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
export const ABORTED_MESSAGE = 'La solicitud se canceló.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'El servidor respondió algo inesperado. Inténtalo de nuevo más tarde.';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'la solicitud no es válida',
  401: 'tu sesión no es válida o expiró; inicia sesión de nuevo',
  403: 'no tienes permiso para realizar esta acción',
  404: 'no encontramos lo que buscas',
  405: 'la operación no está permitida',
  408: 'el servidor tardó demasiado en responder',
  409: 'la información cambió mientras tanto; recarga la página',
  413: 'el archivo es demasiado grande',
  415: 'el tipo de archivo no es compatible',
  422: 'revisa los datos capturados',
  429: 'hiciste demasiados intentos; espera un momento',
  500: 'ocurrió un problema en el servidor; inténtalo más tarde',
  502: 'el servidor no está disponible; inténtalo más tarde',
  503: 'el servicio no está disponible por el momento; inténtalo más tarde',
  504: 'el servidor tardó demasiado en responder; inténtalo más tarde',
};

/** "Error 404: no encontramos lo que buscas." */
function statusMessage(status: number): string {
  const description =
    STATUS_DESCRIPTIONS[status] ??
    (status >= 500 ? 'ocurrió un problema en el servidor; inténtalo más tarde' : 'no se pudo completar la solicitud');
  return `Error ${status}: ${description}.`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The body of a failed response. A JSON object is kept as received (only given a
 * `message` when it has none); anything else becomes a message from the status code.
 */
export function toErrorBody(status: number, bodyText: string): ApiErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return { message: statusMessage(status) };
  }
  if (!isPlainObject(parsed)) return { message: statusMessage(status) };
  if (typeof parsed.message === 'string' && parsed.message !== '') return parsed as ApiErrorBody;
  return { ...parsed, message: statusMessage(status) } as ApiErrorBody;
}

/** What SWR hooks receive as `error`: the status plus the body as received. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}
