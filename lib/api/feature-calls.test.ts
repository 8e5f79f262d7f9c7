/**
 * @jest-environment node
 */
// The browser names a call, never its path: no `/api/…` literal in lib/api, components/ or app/
// (outside the route files) — each comes from the endpoint table's generated modules (lib/contract/calls/),
// where every call is §7 or belongs to one feature of lib/contract/capabilities.ts, so a screen can
// ask whether the host has it. calls.test.tsx checks the same of each call with its method.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURES } from '@/lib/contract/capabilities';
import { FEATURE_CALLS, SPEC_CALLS, classifyCall, type CallPattern } from '@/lib/contract/call-groups';

const ROOT = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(ROOT, 'app', 'api') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `/api/…` string and template literals of a module's code (comments left out), `${…}` as `{}`. */
function apiPathsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['"`](\/api\/[^'"`\s?]*)['"`?]/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, '{}'));
}

it('finds no API path written outside the endpoint table (lib/api, components/, app/ but its routes)', () => {
  const files = ['lib/api', 'components', 'app'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  expect(files.length).toBeGreaterThan(300);
  const written = files.flatMap((file) =>
    apiPathsOf(readFileSync(file, 'utf8')).map((p) => `${path.relative(ROOT, file)}: ${p}`),
  );
  expect(written).toEqual([]);
});

it('finds paths where there are some (the scan itself works)', () => {
  const sample =
    "request('/api/cart');\n// '/api/comment'\nconst a = `/api/quotes/${id}/pdf`;\nfetch(\"/api/login?x=1\");";
  expect(apiPathsOf(sample)).toEqual(['/api/cart', '/api/quotes/{}/pdf', '/api/login']);
});

it('puts each call in exactly one place: §7 or one feature', () => {
  const everyCall: CallPattern[] = [...SPEC_CALLS, ...Object.values(FEATURE_CALLS).flat()];
  const sample = (p: string) => p.replace(/\{\w+\}/g, '7');
  for (const [method, p] of everyCall) {
    const homes = [
      ...(SPEC_CALLS.some(([m, q]) => m === method && q === p) ? ['spec'] : []),
      ...FEATURES.filter((feature) => FEATURE_CALLS[feature].some(([m, q]) => m === method && q === p)),
    ];
    expect({ call: `${method} ${p}`, homes }).toEqual({ call: `${method} ${p}`, homes: [homes[0]] });
    expect(classifyCall(method, sample(p))).toBe(homes[0]);
  }
});

it('classifies by method and path, ignoring the query string', () => {
  expect(classifyCall('GET', '/api/files/promotions')).toBe('spec');
  expect(classifyCall('POST', '/api/files/promotions')).toBe('files_admin');
  expect(classifyCall('GET', '/api/catalogs')).toBe('spec');
  expect(classifyCall('PUT', '/api/catalogs/4')).toBe('inventory_admin');
  expect(classifyCall('GET', '/api/list-users?role=distributor&per_page=100')).toBe('spec');
  expect(classifyCall('POST', '/api/user-add/')).toBe('spec');
  expect(classifyCall('GET', '/api/quotes-admin?page=2')).toBe('quotes');
  expect(classifyCall('POST', '/api/login/two-factor')).toBe('two_factor');
  expect(classifyCall('GET', '/api/unknown')).toBeNull();
  expect(classifyCall('DELETE', '/api/login-user')).toBeNull();
});

it('§7 has the 26 calls of its table', () => {
  expect(SPEC_CALLS).toHaveLength(26);
  expect(new Set(SPEC_CALLS.map(([m, p]) => `${m} ${p}`)).size).toBe(26);
});
