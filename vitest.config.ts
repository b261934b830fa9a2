import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/sequencer.test-support';

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
    // One worker per core: Vitest's default leaves one core to itself, which on a two-core machine
    // runs every file one after another (71 s against 47 s for all of them with two workers).
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    watch: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/fast-modules.test-support.ts', 'tests/setup/yield.test-support.ts'],
    // The longest files first, on every machine (tests/durations.json).
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['src/**/*.test.ts'], exclude: SHARED } },
    ],
  },
});
