/**
 * Each npm script that runs a TypeScript file runs the one named after it (`npm run bench` runs
 * scripts/bench.ts, `npm run bench:ai` scripts/bench-ai.ts), so that a reader finds a command's code by
 * its name; the scripts' helpers (balance-worker.ts, bench-search.ts, analysis/…) are named for what they serve.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const scripts: Readonly<Record<string, string>> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
/** [npm script, the file it runs] for every script that starts with `tsx scripts/….ts`. */
const runs = Object.entries(scripts).flatMap(([name, command]) => {
  const file = /^tsx (scripts\/\S+\.ts)(\s|$)/.exec(command)?.[1];
  return file === undefined ? [] : [[name, file] as const];
});

describe('npm scripts and their files', () => {
  it('finds the scripts that run a TypeScript file', () => {
    expect(runs.length).toBeGreaterThan(5);
  });

  for (const [name, file] of runs) {
    const expected = `scripts/${name.replaceAll(':', '-')}.ts`;
    it(`npm run ${name} runs ${expected}`, () => {
      expect(file).toBe(expected);
      expect(existsSync(join(ROOT, file))).toBe(true);
    });
  }
});
