// One endpoint of the table (../endpoints) as an operation of the OpenAPI document: its security,
// its roles, an operationId from its method and path, and the error replies its kind of call can
// give, so every call lists its failures the same way (DESIGN.md "The API contract").
import { apiErrorSchema } from '../common';
import { ENDPOINTS } from '../endpoints';
import type { Endpoint, Failures, Reply } from '../endpoints/define';

/** none: anyone; optional: a token changes the answer (distributor prices); bearer: a token is required. */
export type Security = 'none' | 'optional' | 'bearer';

export type Operation = Omit<Endpoint, 'access' | 'reply' | 'fails' | 'feature' | 'onFrontEnd'> & {
  operationId: string;
  security: Security;
  /** Roles allowed, when not every signed-in user is. */
  roles?: readonly string[];
  responses: Record<number, Reply>;
};

const E = (description: string): Reply => ({ description, schema: apiErrorSchema });

/** The failures a call can answer, each with DESIGN.md's error body; 405, 500 and 503 for every call. */
function errorReplies(f: Failures): Record<number, Reply> {
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

/** `GET /api/quotes/{id}` → `getQuotesById`: readable and unique. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `By-${w.slice(1, -1)}` : w))
    .map((w) =>
      w
        .split('-')
        .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
        .join(''),
    );
  return method.toLowerCase() + words.join('');
}

function securityOf(access: Endpoint['access']): Security {
  return access === 'public' ? 'none' : access === 'optional' ? 'optional' : 'bearer';
}

export function toOperation({ access, reply, fails = {}, feature: _f, onFrontEnd: _o, ...rest }: Endpoint): Operation {
  const security = securityOf(access);
  const roles = Array.isArray(access) ? access : undefined;
  const signedIn = security === 'bearer';
  const failures: Failures = {
    auth: signedIn,
    forbidden: signedIn && (roles !== undefined || fails.forbidden),
    body: rest.body !== undefined && !rest.body.multipart,
    upload: rest.body?.multipart,
    notFound: /\{/.test(rest.path),
    invalid: rest.query !== undefined,
    ...fails,
  };
  return {
    ...rest,
    security,
    ...(roles ? { roles } : {}),
    operationId: operationId(rest.method, rest.path),
    responses: { ...reply, ...errorReplies(failures) },
  };
}

/** Every endpoint of the table, in its order, as the document lists them. */
export const OPERATIONS: Operation[] = Object.values(ENDPOINTS as Record<string, Endpoint>).map(toOperation);
