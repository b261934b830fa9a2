import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/sequencer.test-support';

/**
 * The unit tests, in one module graph per worker (isolate: false): the engine, Preact, Testing Library
 * and the AI are imported once per worker, not once per file. Files keep no state between them but
 * what each sets up: a DOM test renders into the happy-dom document of its own file and reads it through
 * src/islands/screen.test-support.ts (Testing Library's own `screen` stays bound to the first file's
 * document), and a test that needs the AI's modules as loaded afresh (no network read yet) asks for
 * them with vi.resetModules (protocol.test.ts, search.test.ts, policy-net.test.ts). All the files, two
 * runs each, alternating, on two cores: 66 s (123 s of CPU) where isolating the islands' and the AI's
 * 66 files, each importing them anew, took 113–118 s (210 s of CPU). The files pass in any order
 * (`--sequence.shuffle`).
 */
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
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    isolate: false,
    // The longest files first, on every machine (tests/durations.json).
    sequence: { sequencer: LongestFirst },
  },
});
