import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/sequencer.test-support';

const UNIT = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'];

/** The unit test files that call vi.resetModules (protocol.test.ts, search.test.ts, policy-net.test.ts), from the root. */
function resettingFiles(): string[] {
  const root = import.meta.dirname;
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('vi.resetModules(')) found.push(relative(root, path));
    }
  };
  for (const dir of ['src', 'scripts', 'tests']) walk(join(root, dir));
  return found.sort();
}
const RESETTING = resettingFiles();

/**
 * The unit tests, in one module graph per worker (isolate: false): the engine, Preact, Testing Library
 * and the AI are imported once per worker, not once per file. Files keep no state between them but
 * what each sets up: a DOM test renders into the happy-dom document of its own file and reads it through
 * src/islands/screen.test-support.ts (Testing Library's own `screen` stays bound to the first file's
 * document), and a test that needs the AI's modules as loaded afresh (no network read yet) asks for
 * them with vi.resetModules (protocol.test.ts, search.test.ts, policy-net.test.ts), and those files
 * run isolated (the projects below). All the files, two
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
    isolate: false,
    // After a file that calls vi.resetModules, in the module graph it shares, every engine-heavy file
    // that follows in the same worker runs three to eight times slower (one worker, measured:
    // perft.test.ts 4.4 s alone or after players.test.ts, 17.6 s after search.test.ts; selfplay.test.ts
    // 1.9 s, then 15.2 s after search.test.ts and 25.9 s after policy-net.test.ts). Those files run
    // isolated, each in a module graph of its own, and the others share theirs: all the files, on two
    // cores, 55-60 s (96-105 s of CPU) where sharing one graph took 74 s (138 s of CPU), one run each,
    // back to back; with one worker, the files' times add up to 65 s where they added up to 100 s.
    projects: [
      { extends: true, test: { name: 'resetting', include: RESETTING, isolate: true } },
      { extends: true, test: { name: 'shared', include: UNIT, exclude: RESETTING } },
    ],
    // The longest files first, on every machine (tests/durations.json).
    sequence: { sequencer: LongestFirst },
  },
});
