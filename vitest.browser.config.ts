import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/sequencer.test-support';

/**
 * Real-browser tests: Chromium (the Debian package, driven by playwright-core) against the built site in
 * dist/, served by tests/browser/global-setup.test-support.ts on 127.0.0.1. Run after `astro build`:
 *   npx vitest run -c vitest.browser.config.ts
 * The files are named *.browser.ts, not *.test.ts, so that the unit config (vitest.config.ts) never picks them up.
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.browser.ts'],
    environment: 'node',
    watch: false,
    // Two files at a time, each worker with its own Chromium, against the one server of global-setup.ts. With
    // the build's scripts kept by the browser (global-setup.ts), two keep both cores busy, and a third
    // only adds contention: all the files took 238 s and 251 s (456 s and 482 s of CPU) with two, 246 s
    // and 290 s (486 s and 575 s) with three, in two pairs of runs back to back (the last with other
    // commands run beside it).
    fileParallelism: true,
    // A worker runs its files in one module graph (no isolation): the harness and the engine it reads
    // are loaded once a worker, not once a file (collecting took 47 s of the workers' time, 16 s so; the
    // browser tests 255 s against 292 s, in one run each). Every file opens and closes its own contexts in
    // its worker's Chromium, so no page, storage or listener passes from one file to the next.
    isolate: false,
    maxWorkers: 2,
    // As many from the start as at most: with fewer, Vitest 3.2 ends an idle worker while files still run
    // without isolation, and the run fails on an unhandled "Terminating worker thread".
    minWorkers: 2,
    // A test's own waits (a page, a worker's move, a print) have their limits; the whole test gets three
    // minutes, so that a walk over every essay still finishes with both cores busy with other work.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/browser/global-setup.test-support.ts'],
    // The longest files first, on every machine (tests/durations.json).
    sequence: { sequencer: LongestFirst },
  },
});
