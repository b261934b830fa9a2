/**
 * npm run balance:all [-- --list] [--stale] [--resume]
 *
 * Regenerates the shipped self-play results: runs, one after the other, the command line recorded
 * in every src/data/balance/*.json, players/*.json, ladder/*.json, map/*.json and people-rules/*.json, so each file is replaced
 * by a fresh run of exactly what made it, plays the cells of the rule-effect maps (rule-map.ts) that
 * have no file yet, and plays people's resigned games on again (src/data/people-played-out.json). Before each run it prints how far it is and an estimate of the
 * time left (each file's own recorded time, scaled by how this machine has done so far). What is done
 * is noted in balance-shards/all-progress.json as it goes; with --resume a run that was stopped goes on
 * from the first file not yet done. With --list it only prints the commands. With --stale it takes
 * only the files that today's AI would play otherwise (src/ai/selfplay/ai-version.ts): the others it
 * would play again move for move. A file whose command cannot be read is reported and skipped; the
 * exit code is 1 if any file failed.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { playedByCurrentAi } from '../src/ai/selfplay/ai-version';
import { parseBalance } from '../src/ai/selfplay/balance';
import { MAP_GAMES, MAP_PRESET_IDS, mapArgs, mapOf } from '../src/ai/selfplay/rule-map';
import { DATA_DIR, LADDER_DIR, MAP_DIR, PEOPLE_RULES_DIR, PLAYERS_DIR, argsOfCommand, commandLine } from './balance';
import { SHARD_DIR } from './balance-shards';
import { type PlayedOutFile, stalePlayedOut } from './played-out';
import { fail } from './cli-args';

const USAGE = 'npm run balance:all [-- --list] [--stale] [--resume]';
const OPTIONS = ['--list', '--stale', '--resume'];
const argv = process.argv.slice(2);
const unknown = argv.find((a) => !OPTIONS.includes(a));
if (unknown !== undefined) fail(`Unknown argument "${unknown}"; the options are --list, --stale and --resume.`, USAGE);
const list = argv.includes('--list');
const staleOnly = argv.includes('--stale');
const resume = argv.includes('--resume');
/** What is done so far (BALANCE_PROGRESS puts it elsewhere, for the tests). */
const PROGRESS = process.env.BALANCE_PROGRESS ?? join(SHARD_DIR, 'all-progress.json');

const jsonIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];
const files = [...jsonIn(DATA_DIR), ...jsonIn(PLAYERS_DIR), ...jsonIn(LADDER_DIR), ...jsonIn(MAP_DIR), ...jsonIn(PEOPLE_RULES_DIR)];
if (files.length === 0) {
  process.stderr.write('There are no results in src/data/balance/ to regenerate.\n');
  process.exit(0);
}

/** A run: the npm script (balance unless told), its arguments, the command line and its recorded time. */
const runs: { file: string; script?: string; args: string[]; command: string; seconds: number }[] = [];
const problems: string[] = [];
for (const path of files) {
  const file = relative(DATA_DIR, path);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
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
  runs.push({ file, args, command: parsed.value.command, seconds: parsed.value.seconds });
}

// The rule-effect maps' cells not played yet (rule-map.ts): played too, each estimated from its reading's
// own result (its seconds per game, for the cell's number of games). Only where the reading's own result is here.
if (!staleOnly)
  for (const preset of MAP_PRESET_IDS) {
    const own = runs.find((r) => r.file === `${preset}.json`);
    if (!own) continue;
    const perGame = own.seconds / (Number(own.args[own.args.indexOf('--games') + 1]) || 1);
    for (const cell of mapOf(preset).cells) {
      if (existsSync(join(MAP_DIR, cell.file))) continue;
      const args = mapArgs(cell, relative(process.cwd(), join(MAP_DIR, cell.file)));
      runs.push({ file: relative(DATA_DIR, join(MAP_DIR, cell.file)), args, command: commandLine(args), seconds: perGame * MAP_GAMES });
    }
  }

// People's resigned games played on (scripts/played-out.ts): a computer's figure too, so it is regenerated with the rest.
const playedOut = join(DATA_DIR, '..', 'people-played-out.json');
if (existsSync(playedOut)) {
  const file = relative(DATA_DIR, playedOut);
  try {
    const data = JSON.parse(readFileSync(playedOut, 'utf8')) as PlayedOutFile;
    const prefix = 'npm run played-out -- ';
    if (typeof data.command !== 'string' || !data.command.startsWith(prefix))
      problems.push(`${file}: its command is not an "npm run played-out -- …" command line.`);
    else {
      // With --stale, only the readings today's AI would play otherwise: each alone (played-out's --preset), unless all are.
      const args = data.command.slice(prefix.length).split(/\s+/).filter(Boolean);
      const stale = staleOnly ? stalePlayedOut(data) : data.readings.map((r) => r.preset);
      const parts =
        stale.length === data.readings.length
          ? [{ args, readings: data.readings }]
          : data.readings.filter((r) => stale.includes(r.preset)).map((r) => ({ args: [...args, '--preset', r.preset], readings: [r] }));
      for (const part of parts)
        runs.push({
          file,
          script: 'played-out',
          args: part.args,
          command: `${prefix}${part.args.join(' ')}`,
          seconds: part.readings.reduce((n, r) => n + r.seconds, 0),
        });
    }
  } catch (e) {
    problems.push(`${file}: not readable JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
}

/** Hours and minutes, or minutes alone. */
const duration = (s: number): string => {
  const m = Math.max(1, Math.round(s / 60));
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
};

interface Progress {
  readonly commands: string[];
  readonly done: string[];
}
const readProgress = (): Progress | null => {
  try {
    const p = JSON.parse(readFileSync(PROGRESS, 'utf8')) as Progress;
    return Array.isArray(p.done) && Array.isArray(p.commands) ? p : null;
  } catch {
    return null;
  }
};

if (list) {
  for (const r of runs) process.stdout.write(`${r.command}\n`);
} else {
  const commands = runs.map((r) => r.command);
  const before = resume ? readProgress() : null;
  if (resume && before === null) process.stderr.write(`Nothing to resume in ${PROGRESS}: starting from the first file.\n`);
  const done = new Set(before && JSON.stringify(before.commands) === JSON.stringify(commands) ? before.done : []);
  if (before && done.size === 0 && before.done.length > 0)
    process.stderr.write('The files to regenerate have changed since the run that was stopped: starting from the first file.\n');
  const save = () => {
    mkdirSync(dirname(PROGRESS), { recursive: true });
    writeFileSync(PROGRESS, `${JSON.stringify({ commands, done: [...done] }, null, 2)}\n`);
  };
  save();
  const todo = runs.filter((r) => !done.has(r.command));
  if (done.size > 0) process.stderr.write(`Resuming: ${done.size} of ${runs.length} files were done already.\n`);
  // How this machine compares with the recorded runs, from the runs done so far (1 until one is).
  let recorded = 0;
  let taken = 0;
  todo.forEach((r, i) => {
    const left = todo.slice(i).reduce((s, x) => s + x.seconds, 0) * (recorded > 0 ? taken / recorded : 1);
    process.stderr.write(`\n[${done.size + 1}/${runs.length}] ${r.file}: ${r.command}\n  about ${duration(left)} left\n`);
    const t0 = performance.now();
    const res = spawnSync('npm', ['run', '--silent', r.script ?? 'balance', '--', ...r.args], { stdio: 'inherit' });
    if (res.status !== 0) {
      problems.push(`${r.file}: the run failed (exit code ${res.status ?? res.signal}).`);
      return;
    }
    recorded += r.seconds;
    taken += (performance.now() - t0) / 1000;
    done.add(r.command);
    save();
  });
  if (problems.length === 0) process.stderr.write(`\nAll ${runs.length} files are regenerated.\n`);
}
for (const p of problems) process.stderr.write(`error: ${p}\n`);
process.exit(problems.length > 0 ? 1 : 0);
