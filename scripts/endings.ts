/**
 * npm run endings
 *
 * Counts how people's games end (scripts/analysis/endings.ts) in the Copenhagen and Brandub records of
 * tests/data/human-games/, and writes src/data/people-endings.json, which the reading pages set beside
 * the computer's endings. tests/people-endings.test.ts counts them again and fails if the file differs.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { peopleEndings } from './analysis/endings';
import { lengthStats } from '../src/ai/selfplay/stats';

export const ENDINGS_FILE = fileURLToPath(new URL('../src/data/people-endings.json', import.meta.url));

/** The file's content. */
export const endingsFile = () => ({
  format: 1,
  command: 'npm run endings',
  readings: [peopleEndings('copenhagen'), peopleEndings('brandubh')],
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = endingsFile();
  writeFileSync(ENDINGS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  for (const r of file.readings)
    process.stdout.write(
      `${r.preset}: ${r.decided} of ${r.records} records decided on the board; ${Object.entries(r.endings)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}; median ${lengthStats(r.lengths)?.median} plies\n`,
    );
  process.stderr.write('wrote src/data/people-endings.json\n');
}
