// The OpenAPI 3.1 document of the API, built from the endpoint table (lib/contract/endpoints) with
// zod's own JSON Schema writer. Served at /api/openapi.json and rendered at /desarrolladores/api.
import { z } from 'zod';
import { REPLY_COMPONENTS, REQUEST_COMPONENTS } from './components';
import { paramNamesOf } from '../endpoints/call-type';
import type { Reply } from '../endpoints/define';
import { OPERATIONS, type Operation, type Security } from './operation';
import { TAGS } from './tags';

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & {
  openapi: string;
  servers: Json[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Json };
};

const REF = '#/components/schemas/';
const JSON_TYPE = 'application/json';

const SECURITY: Record<Security, Json[]> = { none: [], optional: [{}, { bearer: [] }], bearer: [{ bearer: [] }] };

const DESCRIPTION = [
  'Contrato de la API de Solara: las 26 llamadas de la sección 7 del spec (marcadas con `x-spec: true`) y las que el producto agrega',
  '(cotizador, cotizaciones, pedidos, carrito, monedero, archivos, distribuidores del mapa, contacto, dos pasos, sesiones).',
  'JSON en snake_case; dinero como texto con dos decimales ("1234.50", MXN); autenticación `Authorization: Bearer <token>`.',
  'Errores con el cuerpo de Laravel: `{message}` y, en 422, `errors` por campo. Una ruta de /api que no existe responde 404 con `{message}`;',
  'una URL mal codificada, 400; un método que la ruta no acepta (TRACE incluido), 405 con `Allow`.',
  'Las respuestas de error pueden traer `Retry-After` (409, 429, 503) y `X-RateLimit-*` (429).',
].join(' ');

/** Both registries' schemas under one components.schemas, named. */
class Components {
  readonly replies = z.registry<{ id: string }>();
  readonly requests = z.registry<{ id: string }>();

  constructor() {
    for (const [id, schema] of REPLY_COMPONENTS) this.replies.add(schema, { id });
    for (const [id, schema] of REQUEST_COMPONENTS) this.requests.add(schema, { id });
  }

  /** A $ref to `schema`, registering it under `fallbackId` when it has no name yet. */
  ref(kind: 'replies' | 'requests', schema: z.ZodType, fallbackId: string): Json {
    const registry = this[kind];
    const id = registry.get(schema)?.id ?? (registry.add(schema, { id: fallbackId }), fallbackId);
    return { $ref: REF + id };
  }

  toJson(): Record<string, Json> {
    const write = (registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') =>
      z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: (id) => REF + id }).schemas;
    const all = { ...write(this.requests, 'input'), ...write(this.replies, 'output') };
    // Each component is a sub-schema of the document: no $schema or $id of its own.
    return Object.fromEntries(
      Object.entries(all).map(([id, schema]) => {
        const { $schema: _s, $id: _i, ...rest } = schema as Json;
        return [id, rest];
      }),
    );
  }
}

const capitalized = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

function parameters(op: Operation): Json[] {
  const inPath = paramNamesOf(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: op.params?.[name]
      ? z.toJSONSchema(op.params[name]!, { target: 'draft-2020-12', io: 'input' })
      : { type: 'string', pattern: '^\\d{1,9}$' },
  }));
  if (!op.query) return inPath;
  const query = z.toJSONSchema(op.query, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath.map(({ schema, ...p }) => ({ ...p, schema: strip(schema) })), ...inQuery];
}

function strip(schema: unknown): Json {
  const { $schema: _s, ...rest } = schema as Json;
  return rest;
}

function response(reply: Reply, components: Components, id: string): Json {
  const out: Json = { description: reply.description };
  if (reply.headers)
    out.headers = Object.fromEntries(
      Object.entries(reply.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
    );
  if (reply.binary)
    out.content = Object.fromEntries(
      reply.binary.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    );
  else if (reply.schema) out.content = { [JSON_TYPE]: { schema: components.ref('replies', reply.schema, id) } };
  return out;
}

function operation(op: Operation, components: Components): Json {
  const name = capitalized(op.operationId);
  const out: Json = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: SECURITY[op.security],
    ...(op.roles ? { 'x-roles': op.roles } : {}),
    ...(op.spec ? { 'x-spec': true } : {}),
  };
  const params = parameters(op);
  if (params.length) out.parameters = params.map((p) => ({ ...p, schema: strip(p.schema) }));
  if (op.body) {
    const type = op.body.multipart ? 'multipart/form-data' : JSON_TYPE;
    out.requestBody = {
      required: true,
      content: { [type]: { schema: components.ref('requests', op.body.schema, `${name}Body`) } },
    };
  }
  out.responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, reply]) => [status, response(reply, components, `${name}${status}`)]),
  );
  return out;
}

/** The whole document; pure and deterministic (the route caches it per process). */
export function buildOpenApiDocument(operations: Operation[] = OPERATIONS): OpenApiDocument {
  const components = new Components();
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method.toLowerCase()] = operation(op, components);
  return {
    openapi: '3.1.0',
    info: { title: 'Solara — API de referencia', version: '1.0.0', description: DESCRIPTION },
    // Relative: the API is on the host that serves this document, whichever name it is reached by.
    servers: [{ url: '/', description: 'El host que sirve este documento.' }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      schemas: components.toJson(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Token de /api/login: `<id>|<40 caracteres>`.' },
      },
    },
  };
}
