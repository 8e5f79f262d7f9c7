// npm run contract: writes what the endpoint table (lib/contract/endpoints) derives — the
// browser's index of calls and docs/openapi.json. A test fails when either is stale.
import { writeFileSync } from 'node:fs';
import { renderCallsModule, renderOpenApiJson } from '@/lib/contract/endpoints/render';

writeFileSync('lib/contract/calls.ts', renderCallsModule());
writeFileSync('docs/openapi.json', renderOpenApiJson());
console.log('lib/contract/calls.ts y docs/openapi.json escritos desde la tabla de llamadas.');
