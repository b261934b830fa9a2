import { defineConfig } from 'vitest/config';

/**
 * The unit tests, in two projects. The engine, the teaching data, the scripts' analysis and the
 * repository checks keep no state between files, so their files share one module graph per worker
 * (isolate: false): the engine is imported once per worker, not once per file. The islands (happy-dom,
 * Preact, testing-library) and the AI (its network cache, its worker runtime) keep state in their
 * modules, so each of their files starts afresh.
 */
const SHARED = [
  'src/engine/**/*.test.ts',
  'src/learn/**/*.test.ts',
  'src/analysis/**/*.test.ts',
  'src/components/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/**/*.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    watch: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/fast-modules.test-support.ts', 'tests/setup/yield.test-support.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['src/**/*.test.ts'], exclude: SHARED } },
    ],
  },
});
