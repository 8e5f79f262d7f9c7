/**
 * @jest-environment node
 */
// No module imports itself back, not even through a type: `npm run lint` runs
// scripts/import-cycles.mjs, which must find a planted cycle and none in the repository.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findImportCycles } from '../../scripts/import-cycles.mjs';

const find = findImportCycles as (root: string, dirs?: string[]) => string[][];

it('finds a cycle closed by a type-only import, through the @/ alias', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'solara-cycles-'));
  try {
    mkdirSync(path.join(root, 'lib'));
    const write = (file: string, code: string) => writeFileSync(path.join(root, 'lib', file), code);
    write('a.ts', "import { b } from './b';\nexport const a = b;\n");
    write('b.ts', "import type { C } from '@/lib/c';\nexport const b = 1 as unknown as C;\n");
    write(
      'c.ts',
      "// import { a } from './a' (a comment is no import)\nimport type { a as A } from './a';\nexport type C = typeof A;\n",
    );
    write('d.ts', "import { a } from './a';\nexport const d = a;\n");
    expect(find(root)).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts']]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('finds none in app/, components/ and lib/', () => {
  expect(find(process.cwd())).toEqual([]);
});
