import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layers } from './eslint.layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  ...layers,
  // Loaded by Node before any TypeScript is compiled, so plain CommonJS.
  { files: ['next.config.js', 'lib/env.js', 'lib/security-headers.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Tests read arbitrary JSON bodies.
  { files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // The API's layers (lib/server/http/handler.ts, lib/server/use-cases/guards.ts): a route handler reaches
  // the server through the HTTP layer and the use cases only; below the HTTP layer nothing knows HTTP,
  // and no server module reaches the browser side.
  {
    files: ['app/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^@/lib/server/(?!http/|use-cases/)',
        message: 'A route handler parses, calls one use case (lib/server/use-cases) and replies: no services, database or guards here.',
      }] }],
    },
  },
  {
    files: ['lib/server/**'],
    ignores: ['lib/server/http/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^@/lib/server/http/|^(\\.\\./)+http/', message: 'Only the HTTP layer knows HTTP: throw a domain error from lib/server/errors.ts instead.' },
        { regex: '^@/(lib/api|components)/', message: 'Server modules never import the browser side.' },
      ] }],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', '.data/**', '.data-*/**', 'drizzle/**', 'coverage/**', 'playwright-report/**', 'test-results/**']),
]);
