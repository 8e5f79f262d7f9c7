// npm run contract: writes what the endpoint table (lib/contract/endpoints) derives — the
// browser's modules of calls (lib/contract/calls/) and docs/openapi.json. A test fails when any is stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCallModules, renderOpenApiJson } from '@/lib/contract/endpoints/render';

const dir = path.join('lib', 'contract', 'calls');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const modules = renderCallModules();
for (const [file, source] of Object.entries(modules)) writeFileSync(path.join(dir, file), source);
writeFileSync('docs/openapi.json', renderOpenApiJson());
console.log(`${readdirSync(dir).length} módulos en lib/contract/calls y docs/openapi.json escritos desde la tabla.`);
