/**
 * @jest-environment node
 */
// `npm run lint` enforces DESIGN.md's layers (eslint.layers.mjs): each rule fires on a file that
// breaks it, and stays quiet on one that keeps it. The files are written where the layer lives,
// linted in one ESLint run, and removed.

import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LINT_FIXTURE_PREFIX } from '../support/route-files';

const root = path.resolve(__dirname, '../..');
// Route-file readers skip this prefix (tests/support/route-files.ts): suites run side by side.
const tag = `${LINT_FIXTURE_PREFIX}${process.pid}`;

type Fixture = { file: string; code: string };

const fixtures = {
  componentImportsServer: {
    file: `components/${tag}.tsx`,
    code: "import { getDb } from '@/lib/server/db/client';\nexport const db = getDb;\n",
  },
  componentImportsApi: {
    file: `components/${tag}-ok.tsx`,
    code: "import { useStates } from '@/lib/api/geo';\nexport const states = useStates;\n",
  },
  panelImportsServer: {
    file: `app/panel/${tag}.tsx`,
    code: "import { listUsers } from '@/lib/server/services/users';\nexport const list = listUsers;\n",
  },
  apiClientImportsServer: {
    file: `lib/api/${tag}.ts`,
    code: "import { listStates } from '@/lib/server/services/geo';\nexport const states = listStates;\n",
  },
  serverImportsApi: {
    file: `lib/server/${tag}.ts`,
    code: "import { request } from '@/lib/api/transport';\nexport const call = request;\n",
  },
  serverImportsComponent: {
    file: `lib/server/${tag}-ui.ts`,
    code: "import { Container } from '@/components/ui/container';\nexport const box = Container;\n",
  },
  contractImportsReact: {
    file: `lib/contract/${tag}.ts`,
    code: "import { useState } from 'react';\nexport const state = useState;\n",
  },
  pricingImportsServer: {
    file: `lib/pricing/${tag}.ts`,
    code: "import { getDb } from '@/lib/server/db/client';\nexport const db = getDb;\n",
  },
  handlerImportsService: {
    file: `app/api/${tag}/route.ts`,
    code: "import { listStates } from '@/lib/server/services/geo';\nexport const GET = listStates;\n",
  },
  serviceImportsHttp: {
    file: `lib/server/services/${tag}.ts`,
    code: "import { HttpError } from '@/lib/server/http/errors';\nexport const error = HttpError;\n",
  },
  cycleA: { file: `lib/${tag}-a.ts`, code: `import { b } from './${tag}-b';\nexport const a = () => b();\n` },
  cycleB: { file: `lib/${tag}-b.ts`, code: `import { a } from './${tag}-a';\nexport const b = (): unknown => a;\n` },
} satisfies Record<string, Fixture>;

type Message = { ruleId: string | null; message: string };
let messagesOf: (fixture: Fixture) => Message[];

beforeAll(() => {
  const all = Object.values(fixtures);
  try {
    for (const { file, code } of all) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), code);
    }
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--format', 'json', '--no-warn-ignored', ...all.map((f) => f.file)],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const report = JSON.parse(run.stdout) as { filePath: string; messages: Message[] }[];
    messagesOf = (fixture) => report.find((entry) => entry.filePath === path.join(root, fixture.file))?.messages ?? [];
  } finally {
    for (const { file } of all) rmSync(path.join(root, file), { force: true });
    rmSync(path.join(root, `app/api/${tag}`), { recursive: true, force: true });
  }
}, 180_000);

const rulesOf = (fixture: Fixture) => messagesOf(fixture).map((m) => m.ruleId);

it('rejects a component that imports lib/server, saying what to use instead', () => {
  const [message] = messagesOf(fixtures.componentImportsServer);
  expect(message?.ruleId).toBe('import/no-restricted-paths');
  expect(message?.message).toMatch(/usa lib\/api/);
});

it('lets a component use lib/api', () => {
  expect(rulesOf(fixtures.componentImportsApi)).not.toContain('import/no-restricted-paths');
});

it.each([
  ['app/panel → lib/server', fixtures.panelImportsServer],
  ['lib/api → lib/server', fixtures.apiClientImportsServer],
  ['lib/server → lib/api', fixtures.serverImportsApi],
  ['lib/server → components', fixtures.serverImportsComponent],
  ['lib/pricing → lib/server', fixtures.pricingImportsServer],
])('rejects %s', (_name, fixture) => {
  expect(rulesOf(fixture)).toContain('import/no-restricted-paths');
});

it('keeps a route handler to the HTTP layer and the use cases', () => {
  expect(rulesOf(fixtures.handlerImportsService)).toContain('no-restricted-imports');
});

it('keeps HTTP out of the services', () => {
  expect(rulesOf(fixtures.serviceImportsHttp)).toContain('no-restricted-imports');
});

it('keeps lib/contract free of frameworks', () => {
  expect(rulesOf(fixtures.contractImportsReact)).toContain('no-restricted-imports');
});

it('rejects an import cycle', () => {
  expect(rulesOf(fixtures.cycleA)).toContain('import/no-cycle');
});
