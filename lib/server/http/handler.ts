import 'server-only';
// The HTTP layer of the API (app/api). Every route handler is four steps and nothing else:
//   1. parse: readBody / readQuery / pathId with the lib/contract schemas (400, 413, 415, 422, 404);
//   2. authorize: the `route(access, …)` wrapper signs the caller in and checks the role (401, 403);
//   3. one call to a use case (lib/server/use-cases), which holds the whole job: no SQL, getDb or
//      service in a handler;
//   4. reply: the use case's body, as 200 or through json(body, {status, headers}).
// Use cases and services throw the domain errors of lib/server/errors.ts; errorResponse
// (./error-response.ts) is the one place that gives them (and this layer's own HttpError) a status,
// a body and headers.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ForbiddenError, InvalidInputError, TooManyAttemptsError } from '@/lib/server/errors';
import { logSecurityEvent } from '@/lib/server/log/security-events';
import { HttpError, zodToLaravel } from './errors';
import { errorResponse } from './error-response';
import { json } from './json';
import { parseForm, readBodyBytes } from './body-limit';
import { authenticate, type AuthContext } from '@/lib/server/auth/session';
import { clientIp } from './client-ip';
import { withCors } from './cors';
import { mustEnrolTwoFactor } from '@/lib/server/services/users';
import { serverStopping } from '@/lib/server/shutdown';
import { frontEndOnly } from '@/lib/server/mode';
import { env } from '@/lib/env';
import type { RoleName } from '@/lib/contract/users';
import type { Access, Endpoint } from '@/lib/contract/endpoints/define';
import { paramNamesOf, type ParamNames } from '@/lib/contract/endpoints/call-type';

// Route handlers reply with json() from here, beside route() and the parsers.
export { json };

type Params = Record<string, string | string[] | undefined>;
// Who may call: `Access` of the endpoint table (lib/contract/endpoints/define.ts).

type HandlerContext<A extends Access> = {
  req: Request;
  params: Record<string, string>;
  requestId: string;
  ip: string;
  auth: A extends 'public' | 'optional' ? AuthContext | null : AuthContext;
};

/** `onFrontEnd`: answered by a front end only too (API_URL set), where every other call is a 404. */
type RouteOptions = { onFrontEnd?: boolean };

const MAX_JSON_BYTES = 1_000_000;
const NOT_FOUND = 'No se encontró el recurso solicitado.';
const ENROL_FIRST = 'Activa la verificación en dos pasos en tu perfil para usar tu cuenta de administrador.';

/**
 * The one wrapper of every route handler (dub's withWorkspace + handleApiError):
 * authenticates, checks the role, runs the handler, and turns every error into DESIGN.md's bodies.
 * A handler returns a Response or any JSON value (sent as 200).
 */
export function route<A extends Access>(
  access: A,
  handler: (ctx: HandlerContext<A>) => Promise<unknown>,
  options: RouteOptions = {},
) {
  return async (req: Request, segment?: { params?: Promise<Params> }): Promise<Response> => {
    if (frontEndOnly() && !options.onFrontEnd) return apiIsElsewhere();
    const requestId = randomUUID();
    let auth: AuthContext | null = null;
    try {
      const params = normalizeParams(await segment?.params);
      auth = access === 'public' ? null : await authenticate(req.headers.get('authorization'));
      if (access !== 'public' && access !== 'optional') {
        if (!auth) throw new HttpError(401, 'No autenticado.');
        if (access !== 'account' && mustEnrolTwoFactor(auth.user)) throw new ForbiddenError(ENROL_FIRST);
        if (isRoleList(access) && !access.includes(auth.user.role.name)) throw new ForbiddenError();
      }
      const ctx = { req, params, requestId, ip: clientIp(req), auth } as HandlerContext<A>;
      const result = await handler(ctx);
      return closingIfStopping(withCors(result instanceof Response ? result : json(result), req));
    } catch (error) {
      logRefusal(error, req, auth);
      return closingIfStopping(withCors(errorResponse(error, requestId), req));
    }
  };
}

const isRoleList = (access: Access): access is readonly RoleName[] => Array.isArray(access);

type RoutePath<E extends Endpoint> = E['route'] extends string ? E['route'] : E['path'];
/** Path parameters as parsed: a declared schema's output, else a numeric id. */
type ParamsOf<E extends Endpoint> = {
  [K in ParamNames<RoutePath<E>>]: E['params'] extends Record<K, infer S extends z.ZodType> ? z.output<S> : number;
};
type BodyOf<E extends Endpoint> = E['body'] extends { schema: infer S extends z.ZodType } ? z.output<S> : never;
type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : never;
type AuthOf<E extends Endpoint> = HandlerContext<
  E['access'] extends 'public' | 'optional' ? 'optional' : 'user'
>['auth'];

export type EndpointContext<E extends Endpoint> = Omit<HandlerContext<Access>, 'params' | 'auth'> & {
  auth: AuthOf<E>;
  params: ParamsOf<E>;
  /** The JSON or form body, validated by the endpoint's schema (400, 413, 422); read when asked. */
  body: () => Promise<BodyOf<E>>;
  /** The query string, validated by the endpoint's schema (422). */
  query: () => QueryOf<E>;
};

/**
 * A route handler bound to its entry of the endpoint table (lib/contract/endpoints): access,
 * path parameters, query and body come from the declaration; the handler calls one use case.
 */
export function handle<const E extends Endpoint>(endpoint: E, handler: (ctx: EndpointContext<E>) => Promise<unknown>) {
  const bound = route(
    endpoint.access,
    async (ctx) =>
      handler({
        ...ctx,
        auth: ctx.auth as AuthOf<E>,
        params: parseParams(endpoint, ctx.params) as ParamsOf<E>,
        body: () => readBody(ctx.req, endpoint.body!.schema) as Promise<BodyOf<E>>,
        query: () => readQuery(ctx.req, endpoint.query!) as QueryOf<E>,
      }),
    { onFrontEnd: endpoint.onFrontEnd },
  );
  return Object.assign(bound, { endpoint: endpoint as Endpoint });
}

/** Each `{name}` of the route: its declared schema (else a 404 with the schema's message) or an id. */
function parseParams(endpoint: Endpoint, raw: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of paramNamesOf(endpoint.route ?? endpoint.path)) {
    const schema = endpoint.params?.[name];
    if (!schema) {
      out[name] = pathId(raw[name]);
      continue;
    }
    const parsed = schema.safeParse(raw[name]);
    if (!parsed.success) throw new HttpError(404, parsed.error.issues[0]?.message ?? NOT_FOUND);
    out[name] = parsed.data;
  }
  return out;
}

/** A front end only holds no data: its browser calls go to the host (DEPLOY.md explains why not a proxy). */
function apiIsElsewhere(): Response {
  return json({ message: `Este servidor solo sirve el sitio; la API está en ${env.API_URL}.` }, { status: 404 });
}

/** Refused authorizations and tripped rate limits are security events (ASVS 16.3.2, 16.3.3). */
function logRefusal(error: unknown, req: Request, auth: AuthContext | null): void {
  const where = `${req.method} ${new URL(req.url).pathname}`;
  if (error instanceof ForbiddenError)
    logSecurityEvent('access.denied', { userId: auth?.user.id, ip: clientIp(req), detail: where });
  else if (error instanceof TooManyAttemptsError)
    logSecurityEvent('rate_limit.exceeded', {
      userId: auth?.user.id,
      ip: clientIp(req),
      detail: `${where}: ${error.message}`,
    });
}

/**
 * A response finished while the server stops says `Connection: close`: the client then drops
 * the connection at once instead of holding it idle, and the stop does not wait for the
 * keep-alive timeout.
 */
function closingIfStopping(response: Response): Response {
  if (!serverStopping()) return response;
  try {
    response.headers.set('Connection', 'close');
  } catch {
    // Immutable headers (a redirect): the keep-alive timeout closes it a few seconds later.
  }
  return response;
}

function normalizeParams(params: Params | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.join('/');
  }
  return out;
}

/** Reads a JSON (or form-encoded) body and validates it; bad JSON → 400, invalid → 422. */
export async function readBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readRawBody(req));
}

/** The body as text, as sent (a signature covers these exact bytes), within the JSON size limit. */
export async function readText(req: Request): Promise<string> {
  return new TextDecoder().decode(
    await readBodyBytes(req, MAX_JSON_BYTES, 'El cuerpo de la solicitud es demasiado grande.'),
  );
}

async function readRawBody(req: Request): Promise<unknown> {
  const tooLarge = 'El cuerpo de la solicitud es demasiado grande.';
  const type = req.headers.get('content-type') ?? '';
  const bytes = await readBodyBytes(req, MAX_JSON_BYTES, tooLarge);
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    const form = await parseForm(bytes, type);
    return withoutNulCharacters(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'El cuerpo de la solicitud no es JSON válido.');
  }
  return withoutNulCharacters(parsed);
}

/**
 * PostgreSQL text cannot hold U+0000, so a string with one would fail at the INSERT as a 500:
 * refuse it up front as a 422 on each field that has one (keys included).
 */
function withoutNulCharacters<T>(input: T): T {
  const errors: Record<string, string[]> = {};
  // A loop, not recursion, and no deeper than any schema reads (zod rejects what lies below):
  // a body of 1 MB of nested brackets must neither overflow the stack nor take quadratic time.
  const pending: [unknown, string[]][] = [[input, []]];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        errors[path.join('.').replace(/\u0000/g, '') || 'body'] = ['El campo contiene caracteres no permitidos.'];
    } else if (value && typeof value === 'object' && path.length < 16) {
      for (const [key, child] of Object.entries(value))
        pending.push([key.includes('\u0000') ? key : child, [...path, key]]);
    }
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return input;
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidInputError(zodToLaravel(result.error));
  return result.data;
}

/**
 * A request header validated by `schema`, null when absent. An invalid value is a 422 on `field`
 * (a body field's name, e.g. `idempotency_key`), not on the anonymous `body` a bare value gets.
 */
export function readHeader<S extends z.ZodType>(
  req: Request,
  name: string,
  field: string,
  schema: S,
): z.output<S> | null {
  const value = req.headers.get(name);
  if (value === null) return null;
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidInputError({ [field]: Object.values(zodToLaravel(result.error)).flat() });
  return result.data;
}

/** A multipart form's text fields (first value of each), validated like a body: invalid → 422. */
export function readFormFields<S extends z.ZodType>(form: FormData, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !(key in raw)) raw[key] = value;
  return parseWith(schema, withoutNulCharacters(raw));
}

/** Query string → object (first value of each key), validated. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  return parseWith(schema, withoutNulCharacters(raw));
}

/** A path id: digits only, else 404 (Laravel's route model binding). */
export function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new HttpError(404, NOT_FOUND);
  return Number(value);
}

/** A path segment that must be one of `values` (a section name), else 404 like an unknown path. */
export function pathOneOf<T extends string>(value: string | undefined, values: readonly T[], message: string): T {
  if (!values.includes(value as T)) throw new HttpError(404, message);
  return value as T;
}
