/**
 * `npm run balance`: argument errors (one sentence, exit code 2), a tiny real run through the worker
 * threads that writes a file parseBalance accepts, determinism by seed, the recorded command line,
 * and the shipped files in src/data/balance/. Budgets are games and plies, never time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBalance } from '../src/ai/selfplay/balance';
import { BALANCE } from '../src/ai/selfplay/balance-data';
import { PRESET_IDS } from '../src/engine';
import {
  DATA_DIR,
  argsOfCommand,
  balanceFileOf,
  commandLine,
  formatBalanceJson,
  planBalance,
  playGames,
  reportOf,
} from '../scripts/balance';
import { UsageError, parseCli } from '../scripts/cli-args';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const tmp = mkdtempSync(join(tmpdir(), 'balance-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const BASE = ['--preset', 'brandubh', '--games', '2', '--level', 'beginner', '--seed', '7'];
const TINY = [...BASE, '--max-plies', '40', '--threads', '2'];

const runScript = (args: readonly string[]) =>
  spawnSync(process.execPath, [TSX, 'scripts/balance.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

const usageError = (argv: readonly string[]): string => {
  try {
    planBalance(argv, { cores: 2, cwd: tmp });
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error(`no error for ${argv.join(' ')}`);
};

describe('balance arguments', () => {
  it.each([
    [['--games', '2', '--level', 'club', '--seed', '1'], /--preset is required/],
    [['--preset', 'nope', '--games', '2', '--level', 'club', '--seed', '1'], /no reading called "nope"/],
    [['--preset', 'brandubh', '--level', 'club', '--seed', '1'], /--games is required/],
    [['--preset', 'brandubh', '--games', '0', '--level', 'club', '--seed', '1'], /--games takes a whole number ≥ 1, not "0"/],
    [['--preset', 'brandubh', '--games', '-3', '--level', 'club', '--seed', '1'], /--games takes a whole number ≥ 1, not "-3"/],
    [['--preset', 'brandubh', '--games', '2', '--seed', '1'], /--level is required/],
    [
      ['--preset', 'brandubh', '--games', '2', '--level', 'master', '--seed', '1'],
      /no AI level called "master"; one of: beginner, club, strong/,
    ],
    [['--preset', 'brandubh', '--games', '2', '--level', 'club'], /--seed is required/],
    [['--preset', 'brandubh', '--games', '2', '--level', 'club', '--seed', 'x'], /--seed takes a whole number ≥ 0/],
    [[...BASE, '--threads', '0'], /--threads takes a whole number ≥ 1/],
    [[...BASE, '--max-plies', '1.5'], /--max-plies takes a whole number ≥ 1/],
    [[...BASE, '--set', 'flying=yes', '--out', 'x.json'], /"flying" is not a rule/],
    [[...BASE, '--set', 'kingGoal=moon', '--out', 'x.json'], /"moon" is not a value of kingGoal/],
    [[...BASE, '--layout', 'nowhere', '--out', 'x.json'], /no layout called "nowhere"/],
    [[...BASE, '--set', 'kingGoal=edge'], /--out <file> is required/],
    [[...BASE, '--layout', 'brandubh-7'], /--out <file> is required/],
    [[...BASE, '--set', 'kingGoal=edge', '--out', join(DATA_DIR, 'brandubh.json')], /holds only each reading's own results/],
    [[...BASE, '--out', join(DATA_DIR, 'other.json')], /must be named brandubh.json/],
    [[...BASE, '--depth', '3'], /Unknown option "--depth"/],
    [[...BASE, '--divide'], /Unknown option "--divide"/],
    [[...BASE, '--games', '3'], /--games is given twice/],
  ])('%j → %s', (argv, message) => {
    expect(usageError(argv)).toMatch(message);
  });

  it('reports an invalid rule combination in one sentence', () => {
    const msg = usageError([...BASE, '--set', 'kingGoal=edge', '--set', 'edgeForts=yes', '--out', 'x.json']);
    expect(msg.split(/\.\s/).length, msg).toBeLessThanOrEqual(2);
  });

  it("defaults to the reading's file, one thread per core (no more than games), and records the command", () => {
    const plan = planBalance(BASE, { cores: 8, cwd: tmp });
    expect(plan.out).toBe(join(DATA_DIR, 'brandubh.json'));
    expect(plan.threads).toBe(2);
    expect(plan.job.maxPlies).toBeGreaterThan(0);
    expect(plan.command).toBe(`npm run balance -- ${BASE.join(' ')}`);
    expect(planBalance([...BASE, '--out', 'r.json'], { cores: 1, cwd: tmp }).out).toBe(join(tmp, 'r.json'));
  });

  it('quotes the command so that balance:all reads back the same arguments', () => {
    const argv = ['--preset', 'brandubh', '--out', "my results/it's.json", '--set=kingGoal=edge'];
    expect(argsOfCommand(commandLine(argv))).toEqual(argv);
    expect(argsOfCommand('node scripts/balance.ts --preset x')).toBeNull();
  });

  it("leaves the engine scripts' flags as they were", () => {
    expect(parseCli(['--preset', 'tablut', '--depth', '2', '--divide'])).toMatchObject({ preset: 'tablut', depth: 2, divide: true });
    expect(() => parseCli(['--games', '3'])).toThrow(/Unknown option "--games"/);
  });

  it('exits with code 2, one sentence and the usage line, on bad input', () => {
    const r = runScript(['--preset', 'brandubh', '--games', '2', '--level', 'expert', '--seed', '1']);
    expect(r.status).toBe(2);
    const lines = r.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^error: There is no AI level called "expert"/);
    expect(lines[1]).toMatch(/^usage: npm run balance -- --preset <id>/);
  });
});

describe('a tiny run through the worker threads', () => {
  it('writes a file that parseBalance accepts, with the games and the command line', () => {
    const out = join(tmp, 'tiny.json');
    const r = runScript([...TINY, '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    const parsed = parseBalance(JSON.parse(readFileSync(out, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const f = parsed.value;
    expect(f.tally.games).toBe(2);
    expect(f.command).toBe(`npm run balance -- ${[...TINY, '--out', out].join(' ')}`);
    expect(f).toMatchObject({
      preset: 'brandubh',
      rulesText: 'brandubh',
      layout: 'brandubh-7',
      level: 'beginner',
      seed: 7,
      maxPlies: 40,
      threads: 2,
    });
    expect(f.tally.lengths.every((l) => l <= 40)).toBe(true);
    expect(r.stdout).toMatch(/^attackers +\d+ +\d+ %/m);
    expect(r.stdout).toMatch(/^defenders /m);
    expect(r.stdout).toMatch(/^draws /m);
    expect(r.stderr).toMatch(/^2\/2 games, \d+ s$/m);
  });

  it('plays the same games from the same seed, whatever the number of threads', async () => {
    const one = planBalance([...BASE, '--max-plies', '40', '--threads', '1', '--out', 'a.json'], { cwd: tmp });
    const two = planBalance([...BASE, '--max-plies', '40', '--threads', '2', '--out', 'b.json'], { cwd: tmp });
    const [a, b] = [await playGames(one), await playGames(two)];
    expect(a.map((g) => g.seed)).toEqual([7, 8]);
    const fa = balanceFileOf(one, a, new Date(0), 1);
    const fb = balanceFileOf(two, b, new Date(0), 1);
    expect(fa.tally).toEqual(fb.tally);
    // The file round-trips through its JSON form, and the table names every result.
    const back = parseBalance(JSON.parse(formatBalanceJson(fa)));
    expect(back.ok && back.value.tally).toEqual(fa.tally);
    expect(reportOf(fa)).toMatch(/length \(plies\): min \d+, median [\d.]+, mean [\d.]+, max \d+/);
  });
});

describe('the shipped results in src/data/balance/', () => {
  const files = readdirSync(DATA_DIR).filter((f) => f.endsWith('.json'));

  it.each(files)('%s names a reading, passes parseBalance and records a command balance:all can rerun', (file) => {
    const parsed = parseBalance(JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
    expect(PRESET_IDS).toContain(parsed.value.preset);
    expect(file).toBe(`${parsed.value.preset}.json`);
    const args = argsOfCommand(parsed.value.command);
    expect(args, parsed.value.command).not.toBeNull();
    expect(planBalance(args!, { cores: 2 }).out).toBe(join(DATA_DIR, file));
  });

  it('are all loaded by balance-data.ts', () => {
    expect([...BALANCE.keys()].sort()).toEqual(files.map((f) => f.slice(0, -'.json'.length)).sort());
  });

  it('balance:all --list gives every command; with --stale, none: each was played by the AI that plays its rules today', () => {
    const all = (...args: string[]) =>
      spawnSync(process.execPath, [TSX, 'scripts/balance-all.ts', '--list', ...args], { cwd: ROOT, encoding: 'utf8' });
    const every = all();
    expect(every.status).toBe(0);
    expect(every.stdout.trim().split('\n')).toHaveLength(files.length);
    const stale = all('--stale');
    expect(stale.status).toBe(0);
    expect(stale.stdout).toBe('');
    const bad = spawnSync(process.execPath, [TSX, 'scripts/balance-all.ts', '--fresh'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Unknown argument "--fresh"; the options are --list and --stale.');
  });
});
