import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layers } from './eslint.layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  ...layers,
  // Loaded by Node before any TypeScript is compiled, so plain CommonJS.
  {
    files: ['next.config.js', 'lib/env.js', 'lib/security-headers.js', 'lib/site-url.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests read arbitrary JSON bodies.
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    'scripts/bench/fixtures/*/.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    '.data-*/**',
    'drizzle/**',
    'coverage/**',
    'playwright-report/**',
    'test-results/**',
  ]),
]);
