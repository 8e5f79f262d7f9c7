// Calls route handlers in-process with a real Request, as Next would, and checks every reply
// against the OpenAPI document (tests/support/openapi-conformance.ts): a reply outside the
// contract fails the test that made the call.
import { conformanceFailure } from './openapi-hook';
type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  token?: string | null;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  path?: string;
  method?: string;
  /** The reply is not the API's (a front end only answering in its place): skip the OpenAPI check. */
  outsideContract?: boolean;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers; raw: Response };

export async function call<T = any>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(options.path ?? '/api/test', 'http://localhost:3000');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token ?? 'no token'}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  // A stream body (a chunked upload with no Content-Length) needs duplex, as in Node's fetch.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const req = new Request(url, init);
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.clone().text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  const failure = options.outsideContract
    ? null
    : await conformanceFailure(handler, {
        method,
        params: options.params ?? {},
        status: res.status,
        body: parsed,
        contentType: res.headers.get('content-type'),
      });
  if (failure) throw new Error(failure);
  return { status: res.status, body: parsed as T, headers: res.headers, raw: res };
}
