/**
 * npm run balance:all [-- --list]
 *
 * Regenerates the shipped self-play results: runs, one after the other, the command line recorded
 * in every src/data/balance/*.json, so each file is replaced by a fresh run of exactly what made it.
 * With --list it only prints the commands. A file whose command cannot be read is reported and
 * skipped; the exit code is 1 if any file failed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseBalance } from '../src/ai/balance';
import { DATA_DIR, argsOfCommand } from './balance';
import { fail } from './cli-args';

const USAGE = 'npm run balance:all [-- --list]';
const argv = process.argv.slice(2);
const list = argv.length === 1 && argv[0] === '--list';
if (argv.length > 0 && !list) fail(`Unknown argument "${argv.find((a) => a !== '--list') ?? argv[0]}"; the only option is --list.`, USAGE);

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
