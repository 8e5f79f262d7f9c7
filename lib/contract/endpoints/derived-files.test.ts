/** @jest-environment node */
// What the endpoint table derives is committed and must be what it derives today: the browser's
// modules of calls and the OpenAPI document, byte for byte (`npm run contract` rewrites them).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderCallModules, renderOpenApiJson } from './render';

const root = process.cwd();
const CALLS_DIR = path.join(root, 'lib', 'contract', 'calls');

it('lib/contract/calls/ holds exactly the modules the table derives (run `npm run contract` after changing it)', () => {
  const modules = renderCallModules();
  expect(readdirSync(CALLS_DIR).sort()).toEqual(Object.keys(modules).sort());
  const stale = Object.entries(modules).filter(
    ([file, source]) => readFileSync(path.join(CALLS_DIR, file), 'utf8') !== source,
  );
  expect(stale.map(([file]) => file)).toEqual([]);
});

it('docs/openapi.json is the document the table derives (run `npm run contract` after changing it)', () => {
  expect(readFileSync(path.join(root, 'docs', 'openapi.json'), 'utf8') === renderOpenApiJson()).toBe(true);
});
