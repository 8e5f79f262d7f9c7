// The methods each route file under app/api exports, by path (`/api/quotes/{id}`, a catch-all as
// `{...path}`), read from the files' text rather than imported: unit tests stay quick and open no
// database. tests/support/api-routes.ts imports them instead, for the suites that call handlers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const API = path.join(process.cwd(), 'app', 'api');
const METHOD = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS';
/**
 * Routes of the HTTP layer that are no call of the contract: the catch-all 404, CORS preflights,
 * the malformed-URL 400 and the refused method's 405 (lib/server/http/route-methods.ts lists the
 * last three with their methods for the method guard).
 */
export const NOT_CALLS: readonly string[] = [
  '/api/{...path}',
  '/api/cors-preflight',
  '/api/solicitud-invalida',
  '/api/metodo-no-permitido',
];
/** tests/lint/layers.test.ts writes a route file named so for a moment: not one of ours. */
export const LINT_FIXTURE_PREFIX = 'capas-';

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.name.startsWith(LINT_FIXTURE_PREFIX)
      ? []
      : entry.isDirectory()
        ? routeFiles(path.join(dir, entry.name))
        : entry.name === 'route.ts'
          ? [path.join(dir, entry.name)]
          : [],
  );
}

/** `export const GET`, `export async function POST`, `export { x as PUT, … }`; comments aside. */
function exportedMethods(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const declared = [
    ...code.matchAll(new RegExp(`export\\s+(?:const|let|async\\s+function|function)\\s+(${METHOD})\\b`, 'g')),
  ].map((m) => m[1]!);
  const listed = [...code.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((m) => m[1]!.split(','))
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )
    .filter((name) => new RegExp(`^(${METHOD})$`).test(name));
  return [...new Set([...declared, ...listed])];
}

/** Every route file's methods, by its path. */
export function routeFileMethods(): Record<string, string[]> {
  return Object.fromEntries(
    routeFiles(API).map((file) => {
      const segments = path
        .relative(API, path.dirname(file))
        .split(path.sep)
        .map((s) => s.replace(/^\[(\.\.\.)?(.+)\]$/, '{$1$2}'));
      return [`/api/${segments.join('/')}`, exportedMethods(readFileSync(file, 'utf8'))];
    }),
  );
}
