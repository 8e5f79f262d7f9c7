// The API's routes as the filesystem defines them: every app/api/**/route.ts with the HTTP
// methods it exports. The authorization matrix and the fuzz suite both start from this list,
// so a new route file cannot slip past them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LINT_FIXTURE_PREFIX } from './route-files';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteHandler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiRoute = {
  /** `/api/quotes/{id}`; a catch-all segment shows as `{...path}`. */
  path: string;
  method: HttpMethod;
  /** Names of the dynamic segments, in order. */
  params: string[];
  handler: RouteHandler;
};

const API_ROOT = path.join(process.cwd(), 'app', 'api');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith(LINT_FIXTURE_PREFIX)) return [];
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function apiPath(file: string): { path: string; params: string[] } {
  const segments = path.relative(API_ROOT, path.dirname(file)).split(path.sep).filter(Boolean);
  const params: string[] = [];
  const shown = segments.map((segment) => {
    const match = /^\[(\.\.\.)?(.+)\]$/.exec(segment);
    if (!match) return segment;
    params.push(match[2]!);
    return `{${match[1] ?? ''}${match[2]}}`;
  });
  return { path: ['/api', ...shown].join('/'), params };
}

/** Every exported method of every route file, sorted by path then method. */
export async function discoverApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of routeFiles(API_ROOT)) {
    const mod = (await import(file)) as Record<string, unknown>;
    const { path: p, params } = apiPath(file);
    for (const method of HTTP_METHODS) {
      if (typeof mod[method] === 'function')
        routes.push({ path: p, method, params, handler: mod[method] as RouteHandler });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
