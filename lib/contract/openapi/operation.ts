// The shape of one call in the OpenAPI registry (operations.ts) and the error replies each kind of
// call can give, so every entry lists its failures the same way (DESIGN.md "The API contract").
import type { z } from 'zod';
import { apiErrorSchema } from '../common';
import type { Tag } from './tags';

/** none: anyone; optional: a token changes the answer (distributor prices); bearer: a token is required. */
export type Security = 'none' | 'optional' | 'bearer';

/** A JSON reply has a schema; a binary one (PDF, image) only its content types; `headers` it always carries. */
export type Reply = { description: string; schema?: z.ZodType; binary?: string[]; headers?: Record<string, string> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path template: `/api/quotes/{id}`. */
  path: string;
  /** The route file's path when it differs (a spec row such as /api/files/list-price served by /api/files/{kind}). */
  route?: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  security: Security;
  /** Roles allowed, when not every signed-in user is. */
  roles?: readonly ('admin' | 'distributor' | 'customer')[];
  /** One of the 26 calls of the spec's §7 table. */
  spec?: true;
  /** Path parameters that are not numeric ids: their schema. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; multipart?: true };
  responses: Record<number, Reply>;
};

const E = (description: string): Reply => ({ description, schema: apiErrorSchema });

export type Failures = {
  /** 401 (no valid token); with `forbidden`, 403 too. */
  auth?: boolean;
  forbidden?: boolean;
  /** A JSON or form body: 400 (unreadable), 413 (too large), 422 (invalid). */
  body?: boolean;
  /** A multipart upload: also 415 (not multipart, or a file type refused). */
  upload?: boolean;
  /** Validated query string or body: 422. */
  invalid?: boolean;
  notFound?: boolean;
  conflict?: boolean;
  limited?: boolean;
};

/** The failures a call can answer, each with DESIGN.md's error body; 405, 500 and 503 for every call. */
export function errorReplies(f: Failures): Record<number, Reply> {
  const out: Record<number, Reply> = {};
  if (f.body || f.upload)
    out[400] = E('El cuerpo no se pudo leer (JSON o formulario mal formado, Content-Length inválido).');
  if (f.auth) out[401] = E('Falta el token o no es válido: `{"message": "No autenticado."}`.');
  if (f.forbidden)
    out[403] = E('Sesión válida sin permiso (rol, cuenta inactiva, administrador sin verificación en dos pasos).');
  if (f.notFound) out[404] = E('El recurso no existe o no es visible para quien llama.');
  // Another method on the same path: lib/server/http/method-guard.ts answers it (TRACE included).
  out[405] = {
    ...E('Otro método en esta ruta (o uno que el servidor no atiende, como TRACE): `Allow` lista los que acepta.'),
    headers: { Allow: 'Los métodos de la ruta, p. ej. `GET, HEAD, OPTIONS`.' },
  };
  if (f.conflict) out[409] = E('El estado actual no permite el cambio; puede traer `Retry-After`.');
  if (f.body || f.upload) out[413] = E('El cuerpo es demasiado grande.');
  if (f.upload) out[415] = E('No es multipart/form-data, o el tipo de archivo no se acepta.');
  if (f.body || f.upload || f.invalid)
    out[422] = E('Datos inválidos: `errors` lista los mensajes por campo (formato de Laravel).');
  if (f.limited) out[429] = E('Demasiados intentos: `Retry-After` y `X-RateLimit-*` dicen cuándo reintentar.');
  out[500] = E('Error interno: mensaje genérico y `request_id`, nunca detalles.');
  out[503] = E('Base de datos no disponible: reintentar tras `Retry-After`.');
  return out;
}
