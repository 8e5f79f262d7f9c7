/** @jest-environment node */
// What the endpoint table derives is committed and must be what it derives today: the browser's
// index of calls and the OpenAPI document, byte for byte (`npm run contract` rewrites both).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderCallsModule, renderOpenApiJson } from './render';

const committed = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

it.each([
  ['lib/contract/calls.ts', renderCallsModule],
  ['docs/openapi.json', renderOpenApiJson],
])('%s is what the table derives (run `npm run contract` after changing it)', (file, render) => {
  expect(committed(file) === render()).toBe(true);
});
