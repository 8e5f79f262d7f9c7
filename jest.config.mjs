import os from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Projects: `unit` (browser code, jsdom, next to the code) and `api` (route handlers on
// a real database, node environment, tests/api/). `server-only` throws outside React's
// server build, so tests map it to an empty module.
const shared = {
  moduleNameMapper: { '^server-only$': '<rootDir>/tests/support/empty-module.js' },
};

const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [
    '<rootDir>/tests/support/jest-dom.ts',
    '<rootDir>/tests/support/capabilities-preset.ts',
    '<rootDir>/tests/support/public-reads-reset.ts',
  ],
  testMatch: ['<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}', '<rootDir>/tests/lint/**/*.test.ts'],
})();

const api = await createJestConfig({
  ...shared,
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
  setupFiles: ['<rootDir>/tests/support/api-env.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  testTimeout: 60000,
})();

// Suites that start the production build as real processes (faults, several instances):
// run by test-all.mjs after `next build`, two files at a time (each binds ports of its own).
const processes = await createJestConfig({
  ...shared,
  displayName: 'process',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/process/**/*.test.ts'],
})();

// file-type (and the packages it reads with) and otplib's crypto (@noble, @scure) are ESM only:
// Jest compiles them to CommonJS for the API suites (and maps file-type to its Node entry, which
// has no `require` condition).
const ESM_PACKAGES = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  '@scure',
  '@noble',
];
api.transformIgnorePatterns = api.transformIgnorePatterns.map((pattern) =>
  pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
    ? pattern.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`)
    : pattern,
);
api.moduleNameMapper = { ...api.moduleNameMapper, '^file-type$': '<rootDir>/node_modules/file-type/index.js' };

// testTimeout is a global option (it is ignored inside a project): generous for a loaded 2-core machine.
// maxWorkers: Jest's default (cores − 1) runs a 2-core machine in band, one file at a time on one
// core while the other idles; two workers there take the unit suite from 82 to 46 s
// and the API suite from 304 to 185 s (PGlite) and about 180 to 117 s (PostgreSQL). Each test file
// has its own database, DATA_DIR and ports, so files run side by side; so do the process suites,
// whose fixed ports differ from file to file (scripts/test-all.mjs).
const config = {
  projects: [unit, api, processes],
  testTimeout: 60000,
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};

export default config;
