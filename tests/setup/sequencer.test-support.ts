/**
 * The order test files start in: the longest first, by their times in tests/durations.json (written by
 * `npm run test:durations` from a full run), and files it does not know yet before those, as Vitest
 * itself puts unknown files first. Vitest's own order needs the times of an earlier run on the same
 * machine; on a fresh clone (CI) it falls back to file size, which starts the every-page walk, three
 * tiny files that take the longest, last, so that the run ends with those alone. With the times
 * committed, the long files start first on every machine and the short ones fill in round them.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '..', '..');

function durations(): Readonly<Record<string, number>> {
  try {
    return JSON.parse(readFileSync(resolve(ROOT, 'tests', 'durations.json'), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = durations();
    const time = (f: TestSpecification): number => times[relative(ROOT, f.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => time(b) - time(a));
  }
}
