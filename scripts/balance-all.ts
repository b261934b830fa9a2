/**
 * npm run balance:all [-- --list] [--stale]
 *
 * Regenerates the shipped self-play results: runs, one after the other, the command line recorded
 * in every src/data/balance/*.json, so each file is replaced by a fresh run of exactly what made it.
 * With --list it only prints the commands. With --stale it takes only the files that today's AI
 * would play otherwise (src/ai/selfplay/ai-version.ts): the others it would play again move for move. A file
 * whose command cannot be read is reported and skipped; the exit code is 1 if any file failed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { playedByCurrentAi } from '../src/ai/selfplay/ai-version';
import { parseBalance } from '../src/ai/selfplay/balance';
import { DATA_DIR, argsOfCommand } from './balance';
import { fail } from './cli-args';

const USAGE = 'npm run balance:all [-- --list] [--stale]';
const OPTIONS = ['--list', '--stale'];
const argv = process.argv.slice(2);
const unknown = argv.find((a) => !OPTIONS.includes(a));
if (unknown !== undefined) fail(`Unknown argument "${unknown}"; the options are --list and --stale.`, USAGE);
const list = argv.includes('--list');
const staleOnly = argv.includes('--stale');

const files = readdirSync(DATA_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
if (files.length === 0) {
  process.stderr.write('There are no results in src/data/balance/ to regenerate.\n');
  process.exit(0);
}

const runs: { file: string; args: string[]; command: string }[] = [];
const problems: string[] = [];
for (const file of files) {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
  } catch (e) {
    problems.push(`${file}: not readable JSON (${e instanceof Error ? e.message : String(e)}).`);
    continue;
  }
  const parsed = parseBalance(data);
  if (!parsed.ok) {
    problems.push(`${file}: ${parsed.error.message}`);
    continue;
  }
  if (staleOnly && playedByCurrentAi(parsed.value)) continue;
  const args = argsOfCommand(parsed.value.command);
  if (!args) {
    problems.push(`${file}: its command "${parsed.value.command}" is not an "npm run balance -- …" command line.`);
    continue;
  }
  runs.push({ file, args, command: parsed.value.command });
}

if (list) {
  for (const r of runs) process.stdout.write(`${r.command}\n`);
} else {
  runs.forEach((r, i) => {
    process.stderr.write(`\n[${i + 1}/${runs.length}] ${r.file}: ${r.command}\n`);
    const res = spawnSync('npm', ['run', '--silent', 'balance', '--', ...r.args], { stdio: 'inherit' });
    if (res.status !== 0) problems.push(`${r.file}: the run failed (exit code ${res.status ?? res.signal}).`);
  });
}
for (const p of problems) process.stderr.write(`error: ${p}\n`);
process.exit(problems.length > 0 ? 1 : 0);
