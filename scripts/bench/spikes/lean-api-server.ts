// SPIKE (not shipped): the API without Next's router — a plain node:http server that
// mounts the same route modules (app/api/**/route.ts: one definition per endpoint) through a
// small Request/Response adapter, as an API-only process of the split mode could. Measured by
// scripts/bench/spikes/lean-api.mjs against `next start`. What it leaves out, and a real one would
// need: next.config.js rewrites (the CORS preflight), the proxy (pages only anyway), Next's
// revalidateTag (writes that expire cached pages), graceful stop, body size streaming checks.
//   npx tsx --conditions=react-server scripts/bench/spikes/lean-api-server.ts PORT
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { API_CSP, PERMISSIONS_POLICY } from '@/lib/security-headers';
import { installClientIpHook } from '@/lib/server/http/client-ip';
import { installMalformedUrlGuard } from '@/lib/server/http/malformed-url';
import { openDatabaseAtStart } from '@/lib/server/db/boot';

type Handler = (req: Request, segment: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Route = {
  pattern: RegExp;
  names: string[];
  catchAll: boolean[];
  file: string;
  module?: Promise<Record<string, Handler>>;
};

const ROOT = process.cwd();
// The static headers next.config.js gives every API response.
const API_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Content-Security-Policy', API_CSP],
];

/** app/api/**\/route.ts → routes, static ones first, the catch-all last (as Next orders them). */
function routes(): { exact: Map<string, Route>; dynamic: Route[] } {
  const exact = new Map<string, Route>();
  const dynamic: Route[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name]);
      else if (entry.name === 'route.ts') {
        const file = path.join(dir, entry.name);
        const names: string[] = [];
        const catchAll: boolean[] = [];
        const source = segments
          .map((s) => {
            const param = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
            if (!param) return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(param[2] ?? '');
            catchAll.push(Boolean(param[1]));
            return param[1] ? '(.+)' : '([^/]+)';
          })
          .join('/');
        const route = { pattern: new RegExp(`^/api/${source}/?$`), names, catchAll, file };
        if (names.length) dynamic.push(route);
        else exact.set(`/api/${segments.join('/')}`, route);
      }
    }
  };
  walk(path.join(ROOT, 'app', 'api'), []);
  dynamic.sort(
    (a, b) => Number(a.catchAll.includes(true)) - Number(b.catchAll.includes(true)) || a.names.length - b.names.length,
  );
  return { exact, dynamic };
}

const table = routes();

function match(pathname: string): { route: Route; params: Record<string, string | string[]> } | null {
  const exact = table.exact.get(pathname.endsWith('/') && pathname.length > 1 ? pathname.slice(0, -1) : pathname);
  if (exact) return { route: exact, params: {} };
  for (const route of table.dynamic) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string | string[]> = {};
    route.names.forEach((name, i) => {
      const raw = m[i + 1] ?? '';
      params[name] = route.catchAll[i] ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw);
    });
    return { route, params };
  }
  return null;
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const found = match(url.pathname);
  const mod = found
    ? await (found.route.module ??= import(found.route.file) as Promise<Record<string, Handler>>)
    : null;
  const handler = mod?.[req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET')];
  if (!found || !handler) {
    res.writeHead(found ? 405 : 404, [...API_HEADERS, ['Content-Type', 'application/json; charset=utf-8']].flat());
    res.end(JSON.stringify({ message: found ? 'Método no permitido.' : 'No encontrado.' }));
    return;
  }
  // req.headers, not rawHeaders: the client-ip hook stamps its header there.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: req as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(found.params) });
  const out: string[] = API_HEADERS.flat();
  response.headers.forEach((value, name) => out.push(name, value));
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (body && !response.headers.has('content-length')) out.push('Content-Length', String(body.length));
  res.writeHead(response.status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function main() {
  const port = Number(process.argv[2] ?? 3000);
  installClientIpHook();
  installMalformedUrlGuard();
  await openDatabaseAtStart();
  http
    .createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'Ocurrió un error interno.' }));
      });
    })
    .listen(port, '127.0.0.1', () => console.log(`lean API on :${port}`));
}

void main();
