/**
 * @jest-environment node
 */
// Every API path written in lib/api is a call of spec §7 or belongs to one feature of
// lib/contract/capabilities.ts, so a screen can ask whether the host has it: a new call cannot
// slip past the capabilities. calls.test.tsx checks the same of each call with its method.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CAPABILITIES_PATH,
  FEATURES,
  FEATURE_CALLS,
  SPEC_CALLS,
  classifyCall,
  type CallPattern,
} from '@/lib/contract/capabilities';

const dir = __dirname;
const modules = readdirSync(dir).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'test-support.ts',
);

/** `/api/…` string and template literals of a module's code (comments left out), `${…}` as `{}`. */
function apiPathsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['`](\/api\/[^'`\s?]*)['`?]/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, '{}'));
}

const template = (path: string) => path.replace(/\{\w*\}/g, '{}').replace(/\/+$/, '');
const declared = new Set([...SPEC_CALLS, ...Object.values(FEATURE_CALLS).flat()].map(([, path]) => template(path)));

it.each(modules)('%s writes only declared paths', (file) => {
  const paths = apiPathsOf(readFileSync(path.join(dir, file), 'utf8')).filter((p) => p !== CAPABILITIES_PATH);
  expect(paths.filter((p) => !declared.has(template(p)))).toEqual([]);
});

it('finds the paths it checks (the scan itself works)', () => {
  const all = modules.flatMap((file) => apiPathsOf(readFileSync(path.join(dir, file), 'utf8')));
  expect(all).toEqual(
    expect.arrayContaining(['/api/cart', '/api/login', '/api/files/{}', '/api/quotes-admin', '/api/user-update/{}']),
  );
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
