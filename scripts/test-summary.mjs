#!/usr/bin/env node
/**
 * Prints the last line of `npm test`: "N passed, N failed", the sum of vitest's two JSON reports: the
 * unit tests (.vitest-report.json) and the browser tests (.vitest-browser-report.json, read when
 * --browser is given). Exits non-zero when any test or test file failed, when no test ran, when a
 * report is missing, or when any step reported a non-zero exit status (or was skipped).
 *
 * Usage: node scripts/test-summary.mjs [--lint=<status>] [--typecheck=<status>] [--vitest=<status>] [--build=<status>]
 *                                      [--browser=<status>|skipped]
 */
import { existsSync, readFileSync } from 'node:fs';

/** @type {Record<string, number | 'skipped'>} */
const steps = {};
for (const arg of process.argv.slice(2)) {
  const m = /^--([a-z-]+)=(-?\d+|skipped)$/.exec(arg);
  if (m?.[1] && m[2]) steps[m[1]] = m[2] === 'skipped' ? 'skipped' : Number(m[2]);
}

const REPORTS = [{ file: '.vitest-report.json', label: 'unit' }];
if ('browser' in steps) REPORTS.push({ file: '.vitest-browser-report.json', label: 'browser' });

let passed = 0;
let failed = 0;
/** @type {string[]} */
const problems = [];
/** The problems that are not already counted as a failed test: a step's failure outside the runners, a lost report. */
let uncounted = 0;
/** The runners whose own report counts their failures (their non-zero exit adds none). */
const counted = new Set();
/** @param {string} line */
const problem = (line) => {
  problems.push(line);
  uncounted += 1;
};

for (const { file: path, label } of REPORTS) {
  if (steps[label === 'unit' ? 'vitest' : label] === 'skipped') continue;
  if (!existsSync(path)) {
    problem(`no ${label} test report (${path}) was written`);
    continue;
  }
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    problem(`the ${label} test report (${path}) could not be read: ${err instanceof Error ? err.message : err}`);
    continue;
  }
  const p = report.numPassedTests ?? 0;
  const f = report.numFailedTests ?? 0;
  passed += p;
  failed += f;
  const failedBefore = failed - f;
  // A test file that fails to load or throws outside a test has no failed assertion; count it once.
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedInFile === 0) {
      failed += 1;
      problems.push(`${label} test file failed to run: ${file.name}${file.message ? ` (${String(file.message).split('\n')[0]})` : ''}`);
    }
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') problems.push(`${label} test failed: ${a.fullName ?? a.title}`);
    }
  }
  if (p + f === 0) problem(`no ${label} tests ran`);
  if (failed > failedBefore) counted.add(label === 'unit' ? 'vitest' : label);
}

const STEP_NAMES = {
  lint: 'lint and format (Biome)',
  typecheck: 'type-check',
  vitest: 'vitest (unit tests)',
  build: 'astro build',
  browser: 'vitest (browser tests)',
};
for (const [step, status] of Object.entries(steps)) {
  const name = STEP_NAMES[/** @type {keyof typeof STEP_NAMES} */ (step)] ?? step;
  if (status === 'skipped') problem(`${name} was skipped`);
  else if (status !== 0 && counted.has(step)) problems.push(`${name} exited with status ${status}`);
  else if (status !== 0) problem(`${name} exited with status ${status}`);
}
if (passed + failed === 0) problem('no tests ran');

for (const p of problems) console.log(`FAILED: ${p}`);
// A failed test counts once. A step that failed outside the test runners (the type-check, the build) counts
// as a failure too, so the closing line never reads "0 failed" over a red run.
console.log(`${passed} passed, ${failed + uncounted} failed`);
process.exitCode = problems.length > 0 || failed > 0 ? 1 : 0;
