// Checks an API reply against the OpenAPI document (lib/contract/openapi): the operation is found
// by matching the concrete path against the templated ones, the status must be documented, and a
// JSON body must validate against that status's schema (ajv, JSON Schema 2020-12). The API suite
// runs it on every reply (tests/support/http.ts); a host that implements only the spec can be
// checked with `{ subset: 'spec' }`.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument, type OpenApiDocument } from '@/lib/contract/openapi/document';

type ObservedReply = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  contentType?: string | null;
};
type CheckOptions = { subset?: 'spec'; document?: OpenApiDocument };
type CheckResult =
  { ok: true; operationId: string | null } | { ok: false; operationId: string | null; message: string };

type Json = Record<string, unknown>;
type Compiled = {
  document: OpenApiDocument;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
  templates: { path: string; pattern: RegExp; concrete: boolean }[];
};

const BASE = 'https://solara.invalid/openapi.json';
const cache = new WeakMap<OpenApiDocument, Compiled>();
let ownDocument: OpenApiDocument | null = null;

function compile(document: OpenApiDocument): Compiled {
  const found = cache.get(document);
  if (found) return found;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The components become $defs of one schema, so their $refs resolve inside ajv.
  const defs = JSON.parse(
    JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
  ) as Json;
  ajv.addSchema({ $id: BASE, $defs: defs });
  // Trailing slashes aside, on both sides: Next serves /api/user-add/ (the spec's spelling) as /api/user-add.
  const templates = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(
      `^${path
        .replace(/(.)\/+$/, '$1')
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    ),
    concrete: !path.includes('{'),
  }));
  const compiled = { document, ajv, validators: new Map(), templates };
  cache.set(document, compiled);
  return compiled;
}

/** The operation for a concrete path (`/api/quotes/12`, trailing slash ignored); concrete paths win over templates. */
function findOperation(c: Compiled, method: string, path: string): { path: string; op: Json } | null {
  const clean = path.split('?')[0]!.replace(/(.)\/+$/, '$1');
  const matches = c.templates
    .filter((t) => t.pattern.test(clean))
    .sort((a, b) => Number(b.concrete) - Number(a.concrete));
  for (const t of matches) {
    const op = c.document.paths[t.path]?.[method.toLowerCase()];
    if (op) return { path: t.path, op };
  }
  return null;
}

function validator(c: Compiled, ref: string): ValidateFunction {
  let validate = c.validators.get(ref);
  if (!validate) {
    validate = c.ajv.compile({ $ref: `${BASE}${ref.replace('#/components/schemas/', '#/$defs/')}` });
    c.validators.set(ref, validate);
  }
  return validate;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text && text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

/**
 * A method and path the document does not list: 405 with the error body where the path has other
 * methods, 404 with it where the path is unknown (the API's catch-all), nothing else.
 */
function unknownPath(c: Compiled, reply: ObservedReply, where: string): CheckResult {
  const message = `${where}: ninguna operación del documento OpenAPI tiene ese método y ruta`;
  const clean = reply.path.split('?')[0]!.replace(/(.)\/+$/, '$1');
  const expected = c.templates.some((t) => t.pattern.test(clean)) ? 405 : 404;
  if (reply.status !== expected)
    return { ok: false, operationId: null, message: `${message} (sólo se admite ${expected}).` };
  const validate = validator(c, '#/components/schemas/ApiError');
  return validate(reply.body)
    ? { ok: true, operationId: null }
    : { ok: false, operationId: null, message: `${message}, y el ${expected} no trae {message}: ${shown(reply.body)}` };
}

/** Checks one reply; `ok: false` carries a message naming the operation, the status and ajv's errors. */
export function checkResponse(reply: ObservedReply, options: CheckOptions = {}): CheckResult {
  const c = compile(options.document ?? (ownDocument ??= buildOpenApiDocument()));
  const where = `${reply.method} ${reply.path} → ${reply.status}`;
  const found = findOperation(c, reply.method, reply.path);
  if (!found) return unknownPath(c, reply, where);
  const operationId = String(found.op.operationId);
  if (options.subset === 'spec' && found.op['x-spec'] !== true)
    return { ok: false, operationId, message: `${where}: ${operationId} no es una llamada del spec (§7).` };
  const response = (found.op.responses as Record<string, Json>)[String(reply.status)];
  if (!response)
    return {
      ok: false,
      operationId,
      message: `${where}: el estado ${reply.status} no está documentado para ${operationId} (${found.path}).`,
    };
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  if (!content) return { ok: true, operationId };
  const type = (reply.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const json = content['application/json'];
  if (!json) {
    if (reply.contentType !== undefined && !(type in content))
      return {
        ok: false,
        operationId,
        message: `${where}: ${operationId} responde ${Object.keys(content).join(', ')}, no «${type}».`,
      };
    return { ok: true, operationId };
  }
  if (reply.contentType !== undefined && type !== 'application/json')
    return { ok: false, operationId, message: `${where}: ${operationId} responde JSON, no «${type}».` };
  const validate = validator(c, String(json.schema?.$ref));
  if (validate(reply.body)) return { ok: true, operationId };
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `  ${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('\n');
  return {
    ok: false,
    operationId,
    message: `${where}: el cuerpo no cumple ${json.schema?.$ref} (${operationId}):\n${errors}\ncuerpo: ${shown(reply.body)}`,
  };
}

/** Whether `body` is DESIGN.md's error body (`{message, errors?}`): the answer of the API's internal routes. */
export function isErrorBody(body: unknown, document?: OpenApiDocument): boolean {
  const c = compile(document ?? (ownDocument ??= buildOpenApiDocument()));
  return validator(c, '#/components/schemas/ApiError')(body) as boolean;
}

/** Throws with checkResponse's message: for tests and the spec-only host's suite. */
export function assertConforms(reply: ObservedReply, options: CheckOptions = {}): void {
  const result = checkResponse(reply, options);
  if (!result.ok) throw new Error(`Respuesta fuera del contrato OpenAPI — ${result.message}`);
}
