#!/usr/bin/env node
/**
 * npm run test:durations: writes tests/durations.json, each test file's time in the last `npm test`
 * (read from the JSON reports it leaves, .vitest-report.json and .vitest-browser-report.json), so that
 * the next runs start the longest files first (tests/setup/sequencer.test-support.ts). Run it after a
 * full `npm test` when files were added or have grown slower, and commit the result.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = {};
let read = 0;
for (const name of ['.vitest-report.json', '.vitest-browser-report.json']) {
  const path = resolve(root, name);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  for (const t of report.testResults ?? []) {
    const file = relative(root, t.name);
    out[file] = Math.round((t.endTime - t.startTime) / 100) / 10;
  }
  read++;
}
if (read === 0) {
  console.error('error: no test report to read: run `npm test` first.');
  process.exit(2);
}
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(resolve(root, 'tests/durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files.`);
