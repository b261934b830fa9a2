/**
 * The last line of `npm test` (scripts/test-summary.mjs) counts each failure once: a failed test is not
 * counted again for its runner's exit status, and a step that fails outside the runners counts too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '..', 'scripts', 'test-summary.mjs');
const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A vitest JSON report with `passed` tests and the named failed ones, in one file. */
const report = (passed: number, failedNames: readonly string[]) =>
  JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failedNames.length,
    testResults: [
      {
        name: 'x.browser.ts',
        status: failedNames.length > 0 ? 'failed' : 'passed',
        assertionResults: failedNames.map((fullName) => ({ status: 'failed', fullName })),
      },
    ],
  });

/** The summary's printed lines and exit status for these reports and steps' statuses. */
function summary(unit: string, browser: string, steps: Readonly<Record<string, number>>) {
  writeFileSync(join(dir, '.vitest-report.json'), unit);
  writeFileSync(join(dir, '.vitest-browser-report.json'), browser);
  const args = [SCRIPT, ...Object.entries(steps).map(([step, status]) => `--${step}=${status}`)];
  try {
    return { lines: execFileSync('node', args, { cwd: dir, encoding: 'utf8' }).trim().split('\n'), status: 0 };
  } catch (err) {
    const e = err as { stdout: string; status: number };
    return { lines: e.stdout.trim().split('\n'), status: e.status };
  }
}

const GREEN = { lint: 0, typecheck: 0, vitest: 0, build: 0, browser: 0 };

describe('the summary line of npm test', () => {
  it('a green run', () => {
    const run = summary(report(5, []), report(3, []), GREEN);
    expect(run.lines).toEqual(['8 passed, 0 failed']);
    expect(run.status).toBe(0);
  });

  it('a failed browser test counts once, though its runner also exits non-zero', () => {
    const run = summary(report(5, []), report(3, ['/play: a test']), { ...GREEN, browser: 1 });
    expect(run.lines.at(-1)).toBe('8 passed, 1 failed');
    expect(run.lines).toContain('FAILED: browser test failed: /play: a test');
    expect(run.status).toBe(1);
  });

  it('a step that fails outside the runners counts as well', () => {
    const run = summary(report(5, []), report(3, ['/play: a test']), { ...GREEN, lint: 1, browser: 1 });
    expect(run.lines.at(-1)).toBe('8 passed, 2 failed');
    expect(run.lines).toContain('FAILED: lint and format (Biome) exited with status 1');
  });

  it('a runner that exits non-zero with no failed test in its report counts as one failure', () => {
    const run = summary(report(5, []), report(3, []), { ...GREEN, browser: 1 });
    expect(run.lines.at(-1)).toBe('8 passed, 1 failed');
    expect(run.status).toBe(1);
  });
});
