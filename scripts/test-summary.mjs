#!/usr/bin/env node
/**
 * Prints the last line of `npm test`: "N passed, N failed", counted from vitest's JSON report
 * (.vitest-report.json). Exits non-zero when any test or test file failed, when no test ran, or when
 * one of the other steps reported a non-zero exit status.
 *
 * Usage: node scripts/test-summary.mjs [--typecheck=<status>] [--vitest=<status>] [--build=<status>]
 */
import { existsSync, readFileSync } from 'node:fs';

const REPORT = '.vitest-report.json';

/** @type {Record<string, number>} */
const steps = {};
for (const arg of process.argv.slice(2)) {
  const m = /^--([a-z-]+)=(-?\d+)$/.exec(arg);
  if (m && m[1] && m[2]) steps[m[1]] = Number(m[2]);
}

let passed = 0;
let failed = 0;
/** @type {string[]} */
const problems = [];

if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  // A test file that fails to load or throws outside a test has no failed assertion; count it once.
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedInFile === 0) {
      failed += 1;
      problems.push(`test file failed to run: ${file.name}`);
    }
  }
} else {
  problems.push(`no vitest report (${REPORT}) was written`);
}

const STEP_NAMES = { typecheck: 'type-check', vitest: 'vitest', build: 'astro build' };
for (const [step, status] of Object.entries(steps)) {
  if (status !== 0) problems.push(`${STEP_NAMES[step] ?? step} exited with status ${status}`);
}
if (passed + failed === 0) problems.push('no tests ran');

for (const p of problems) console.log(`FAILED: ${p}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = problems.length > 0 || failed > 0 ? 1 : 0;
