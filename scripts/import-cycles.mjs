// Import cycles, type-only imports included (eslint's import/no-cycle skips `import type`): every
// module of app/, components/, lib/ and the root's TypeScript, its imports resolved as tsconfig's
// `@/` and relative paths, and each strongly connected group of two or more modules reported.
// `npm run lint` runs it; tests/lint/import-cycles.test.ts proves it finds a cycle.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = new Set(['node_modules', '.next', '.git', 'public', 'drizzle', 'test-results']);
const IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourcesUnder(full) : SOURCE.test(entry.name) ? [full] : [];
  });
}

function resolve(root, from, specifier) {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base + ext),
    path.join(base, 'index.ts'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The module graph's cycles: each a list of files (relative to `root`), smallest first. */
export function findImportCycles(root, dirs = ['app', 'components', 'lib']) {
  const files = [
    ...dirs.filter((d) => existsSync(path.join(root, d))).flatMap((d) => sourcesUnder(path.join(root, d))),
    ...readdirSync(root)
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.join(root, f)),
  ];
  const edges = new Map();
  for (const file of files) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const targets = new Set();
    for (const match of code.matchAll(IMPORT)) {
      const target = resolve(root, file, match[1] ?? match[2]);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of edges.keys()) if (!order.has(file)) visit(file);
  return cycles.sort((a, b) => a.length - b.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles(process.cwd());
  for (const cycle of cycles) console.error(`Ciclo de imports: ${cycle.join(' ↔ ')}`);
  process.exit(cycles.length ? 1 : 0);
}
