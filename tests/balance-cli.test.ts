/**
 * `npm run balance`: argument errors (one sentence, exit code 2), a tiny real run through the worker
 * threads that writes a file parseBalance accepts, determinism by seed, the recorded command line,
 * a run split into parts (--shard) that balance:merge puts back together game for game, and the
 * shipped files in src/data/balance/. Budgets are games and plies, never time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BalanceFile, parseBalance } from '../src/ai/selfplay/balance';
import { BALANCE, LADDERS, PLAYER_RESULTS } from '../src/ai/selfplay/balance-data';
import { STALL_SHARE } from '../src/analysis/stalls';
import { MAP_GAMES, MAP_PRESET_IDS, mapArgs, mapOf } from '../src/ai/selfplay/rule-map';
import { labQuery, readLabQuery } from '../src/islands/lab/link';
import { initialLabState, planRun } from '../src/islands/lab/model';
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
  shardFileOf,
} from '../scripts/balance';
import { mergeShards, parseShardFile, SHARD_DIR, shardGames, type ShardFile } from '../scripts/balance-shards';
import { extendFile, limitSeeds } from '../scripts/balance-extend';
import { UsageError, parseCli } from '../scripts/cli-args';
import { inThreadWorker } from './in-thread-worker.test-support';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const tmp = mkdtempSync(join(tmpdir(), 'balance-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const BASE = ['--preset', 'brandubh', '--games', '2', '--level', 'beginner', '--seed', '7'];
const TINY = [...BASE, '--max-plies', '40', '--threads', '2'];
/** The club level's two Brandubh games, for the flags that need it. */
const CLUB = ['--preset', 'brandubh', '--games', '2', '--level', 'club', '--seed', '1'];

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
    [[...BASE, '--shard', '0/4'], /--shard takes k\/n, the k-th of n parts with 1 ≤ k ≤ n \(like 3\/8\), not "0\/4"/],
    [[...BASE, '--shard', '5/4'], /--shard takes k\/n/],
    [[...BASE, '--shard', '3'], /--shard takes k\/n/],
    [[...BASE, '--shard', '1/4'], /splits 2 games into more parts than games/],
    [[...BASE, '--player', 'grandmaster'], /no computer player called "grandmaster"; one of: club, other-eval, deeper/],
    [[...BASE, '--opening', 'six'], /--opening takes a whole number ≥ 0, not "six"/],
    [[...BASE, '--opening', '6', '--out', 'x.json'], /--opening changes how the club level's games open, so it needs --level club/],
    [[...CLUB, '--opening', '4', '--out', 'x.json'], /--opening 4 is how every game opens/],
    [[...CLUB, '--opening', '6'], /--opening .* --out <file> is required/],
    [[...CLUB, '--opening', '6', '--player', 'deeper', '--out', 'x.json'], /needs --level club and no --player or --budget/],
    [[...CLUB, '--opening', '6', '--out', join(DATA_DIR, 'brandubh.json')], /holds only games that open as every game does/],
    [[...BASE, '--player', 'deeper'], /--player deeper changes the club level in one way, so it needs --level club/],
    [
      [
        '--preset',
        'brandubh',
        '--games',
        '2',
        '--level',
        'club',
        '--seed',
        '1',
        '--player',
        'deeper',
        '--out',
        join(DATA_DIR, 'brandubh.json'),
      ],
      /In src\/data\/balance\/ the results for brandubh by the deeper player must be named players\/brandubh.deeper.json/,
    ],
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

  it('another computer player writes to src/data/balance/players/<preset>.<player>.json, and records what it is', () => {
    const argv = ['--preset', 'alea-murray', '--games', '2', '--level', 'club', '--seed', '1', '--player', 'other-eval'];
    const plan = planBalance(argv, { cores: 2, cwd: tmp });
    expect(plan.out).toBe(join(DATA_DIR, 'players', 'alea-murray.other-eval.json'));
    expect(plan.player).toMatchObject({ id: 'other-eval', weights: 'alea' });
    const file = balanceFileOf(plan, [], new Date(0), 0);
    expect(file.player).toEqual({ id: 'other-eval', weights: 'alea', nodes: plan.player.nodes });
    expect(balanceFileOf(planBalance(BASE, { cores: 2, cwd: tmp }), [], new Date(0), 0).player).toBeUndefined();
    expect(parseBalance({ ...JSON.parse(formatBalanceJson(file)), player: { id: 'club', weights: 'tuned', nodes: 1 } })).toMatchObject({
      ok: false,
      error: { message: 'The balance file names a computer player it does not describe.' },
    });
  });

  it('--opening plays the club level’s games with that many free plies and records it in the file', () => {
    const argv = [...CLUB, '--opening', '6', '--out', 'o.json'];
    const plan = planBalance(argv, { cores: 2, cwd: tmp });
    expect(plan.job.openingPlies).toBe(6);
    const file = balanceFileOf(plan, [], new Date(0), 0);
    expect(file.openingPlies).toBe(6);
    expect(parseBalance(JSON.parse(formatBalanceJson(file))).ok).toBe(true);
    // Without --opening neither the job nor the file says anything of the opening.
    const own = planBalance(BASE, { cores: 2, cwd: tmp });
    expect(own.job.openingPlies).toBeUndefined();
    expect(balanceFileOf(own, [], new Date(0), 0)).not.toHaveProperty('openingPlies');
    expect(parseBalance({ ...JSON.parse(formatBalanceJson(file)), openingPlies: 4 })).toMatchObject({ ok: false });
    expect(parseBalance({ ...JSON.parse(formatBalanceJson(file)), openingPlies: -1 })).toMatchObject({ ok: false });
  });

  it('a cell of a rule-effect map writes only under its own name, with its own rules and layout', () => {
    const cell = mapOf('alea-cyningstan').cells.find((c) => c.key === 'evangelists')!;
    const plan = planBalance(mapArgs(cell), { cores: 2, cwd: ROOT });
    expect(plan.out).toBe(join(DATA_DIR, 'map', cell.file));
    expect(plan.layout).toBe('alea-walker-evangelists');
    expect(plan.rules).toEqual(cell.rules);
    const args = mapArgs(cell);
    expect(() =>
      planBalance(
        args.filter((a, i) => a !== '--layout' && args[i - 1] !== '--layout'),
        { cores: 2, cwd: ROOT },
      ),
    ).toThrow(
      /holds the club level's games of its cell's rules and layout: npm run balance -- --preset alea-cyningstan --set evangelists=jump --layout alea-walker-evangelists/,
    );
    expect(() =>
      planBalance(
        '--preset alea-cyningstan --set kingArmed=mover --games 2 --level club --seed 1 --out src/data/balance/map/alea-cyningstan.kingArmed-mover.json'.split(
          ' ',
        ),
        { cores: 2, cwd: ROOT },
      ),
    ).toThrow(
      /holds only the cells of the rule-effect maps \(rule-map.ts\); alea-cyningstan.kingArmed-mover.json is not one of alea-cyningstan's/,
    );
  });

  it("a map cell's link to the lab plans the very job its command plays, so Run plays the same games", () => {
    for (const id of MAP_PRESET_IDS)
      for (const cell of mapOf(id).cells) {
        const q = labQuery({ presetId: id, patch: cell.patch, layout: cell.layout, games: MAP_GAMES, seed: 1 });
        const lab = planRun(readLabQuery(`?${q}`, initialLabState().settings)!.settings);
        if (!lab.ok) throw new Error(`${cell.file}: ${lab.error.join(' ')}`);
        const cli = planBalance(mapArgs(cell), { cores: 2, cwd: ROOT });
        expect(lab.value.job, cell.file).toEqual(cli.job);
        expect(lab.value.seeds).toEqual(Array.from({ length: MAP_GAMES }, (_, i) => 1 + i));
      }
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

describe('a run split into parts (--shard k/n) and merged (balance:merge)', () => {
  const SPLIT = ['--preset', 'brandubh', '--games', '6', '--level', 'beginner', '--seed', '11', '--max-plies', '40', '--threads', '1'];
  const roundTrip = (file: ShardFile, name: string): ShardFile => {
    const back = parseShardFile(JSON.parse(JSON.stringify(file)), name);
    if (!back.ok) throw new Error(back.error.message);
    return back.value;
  };
  const partsOf = async (count: number): Promise<{ name: string; file: ShardFile }[]> => {
    const parts: { name: string; file: ShardFile }[] = [];
    for (let k = 1; k <= count; k++) {
      const plan = planBalance([...SPLIT, '--out', 'split.json', '--shard', `${k}/${count}`], { cwd: tmp });
      const name = `part ${k}`;
      parts.push({
        name,
        file: roundTrip(shardFileOf(plan, await playGames(plan, undefined, inThreadWorker), new Date(k * 1000), 2, tmp), name),
      });
    }
    return parts;
  };

  it('deals every game to exactly one part, in runs of consecutive games that differ by at most one', () => {
    for (let games = 1; games <= 30; games++)
      for (let count = 1; count <= games; count++) {
        const parts = Array.from({ length: count }, (_, i) => shardGames(games, { index: i + 1, count }));
        expect(parts.map((p) => p.first)).toEqual(parts.map((_, i) => parts.slice(0, i).reduce((n, p) => n + p.games, 0)));
        expect(parts.reduce((n, p) => n + p.games, 0)).toBe(games);
        const sizes = parts.map((p) => p.games);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
  });

  it('a part records the whole run’s command, without --shard, and writes to balance-shards/', () => {
    const plan = planBalance([...SPLIT, '--out', 'split.json', '--shard=2/4'], { cwd: tmp });
    expect(plan.command).toBe(`npm run balance -- ${[...SPLIT, '--out', 'split.json'].join(' ')}`);
    expect(plan.shard).toMatchObject({ index: 2, count: 4, first: 2, games: 2 });
    expect(plan.shard?.file).toBe(join(tmp, SHARD_DIR, 'split.2-of-4.json'));
    expect(plan.out).toBe(join(tmp, 'split.json'));
  });

  it('four local parts merge to the run without --shard, game for game', async () => {
    const whole = planBalance([...SPLIT, '--out', 'split.json'], { cwd: tmp });
    const games = await playGames(whole, undefined, inThreadWorker);
    const single = balanceFileOf(whole, games, new Date(0), 1);
    const parts = await partsOf(4);
    expect(parts.map((p) => p.file.games.length)).toEqual([2, 2, 1, 1]);
    // Each game as the whole run played it, in seed order.
    expect(parts.flatMap((p) => p.file.games)).toEqual(games);
    // Given in any order, the parts make the same file, but for when and how long.
    const merged = mergeShards([parts[2]!, parts[0]!, parts[3]!, parts[1]!]);
    if (!merged.ok) throw new Error(merged.error.message);
    const { finished: _f, seconds, threads, ...rest } = merged.value;
    const { finished: _g, seconds: _s, threads: _t, ...want } = single;
    expect(rest).toEqual(want);
    expect(merged.value.tally).toEqual(single.tally);
    expect(seconds).toBe(8);
    expect(threads).toBe(4);
    expect(parseBalance(JSON.parse(formatBalanceJson(merged.value))).ok).toBe(true);

    // A part missing, a part twice, a part of another run: one sentence each, and nothing merged.
    const fail = (list: typeof parts): string => {
      const r = mergeShards(list);
      return r.ok ? 'merged' : r.error.message;
    };
    expect(fail(parts.slice(0, 3))).toBe('Part 4 of 4 is missing.');
    expect(fail([parts[0]!, parts[1]!])).toBe('Parts 3, 4 of 4 are missing.');
    expect(fail([...parts, parts[1]!])).toBe('Part 2 of 4 is given twice: part 2 and part 2.');
    const other = { name: 'other', file: { ...parts[3]!.file, plan: { ...parts[3]!.file.plan, seed: 12 } } };
    expect(fail([...parts.slice(0, 3), other])).toMatch(/^other is a part of another run than part 1/);
    const ofTwo = (await partsOf(2))[0]!;
    expect(fail([parts[0]!, { ...ofTwo, name: 'halves' }])).toMatch(/^halves is a part of 2, part 1 of 4\.$/);
    expect(fail([])).toBe('No parts were given to merge.');
    // A part whose games are not its own, or that is not a part at all, is refused when read.
    const wrong = { ...parts[0]!.file, games: parts[1]!.file.games };
    expect(parseShardFile(JSON.parse(JSON.stringify(wrong)), 'p.json')).toMatchObject({
      ok: false,
      error: { message: 'p.json does not hold the games of part 1 of 4 (seeds 11–12).' },
    });
    expect(parseShardFile(single, 'r.json')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^r\.json is not a part of a balance run/) },
    });
  });

  it('from the command line: two parts, then balance:merge writes what the whole run writes', async () => {
    const out = join(tmp, 'cli-split.json');
    // What the whole run writes (the tiny run above shows the command line writes just this).
    const plan = planBalance([...TINY, '--out', out], { cores: 2, cwd: tmp });
    const want: Record<string, unknown> = JSON.parse(
      formatBalanceJson(balanceFileOf(plan, await playGames(plan, undefined, inThreadWorker), new Date(0), 0)),
    );
    const files = [1, 2].map((k) => join(ROOT, SHARD_DIR, `cli-split.${k}-of-2.json`));
    try {
      // The first part from the command line, the second as the command line's own code writes it.
      const r1 = runScript([...TINY, '--out', out, '--shard', '1/2']);
      expect(r1.status, r1.stderr).toBe(0);
      expect(r1.stderr).toContain('part 1 of 2 (games 1–1 of 2)');
      expect(existsSync(out), 'a part does not write the result').toBe(false);
      const second = planBalance([...TINY, '--out', out, '--shard', '2/2'], { cores: 2, cwd: ROOT });
      expect(second.shard?.file).toBe(files[1]);
      const games = await playGames(second, undefined, inThreadWorker);
      writeFileSync(files[1]!, `${JSON.stringify(shardFileOf(second, games, new Date(), 1, ROOT))}\n`);
      expect(readdirSync(join(ROOT, SHARD_DIR))).toEqual(expect.arrayContaining(files.map((f) => f.slice(f.lastIndexOf('/') + 1))));
      const merge = (args: string[]) =>
        spawnSync(process.execPath, [TSX, 'scripts/balance-merge.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
      // A bad part: one sentence, exit code 2, nothing written (mergeShards' own sentences are tested above).
      writeFileSync(join(tmp, 'broken.json'), '{"kind": "balance-shard"');
      const broken = merge([files[0]!, join(tmp, 'broken.json')]);
      expect(broken.status).toBe(2);
      expect(broken.stderr).toMatch(/^error: .*broken\.json cannot be read as JSON/m);
      expect(existsSync(out)).toBe(false);
      const r = merge(files);
      expect(r.status, r.stderr).toBe(0);
      const got = JSON.parse(readFileSync(out, 'utf8'));
      for (const k of ['finished', 'seconds', 'threads']) {
        delete got[k];
        delete want[k];
      }
      expect(got).toEqual(want);
      expect(r.stdout).toMatch(/^attackers +\d+ +\d+ %/m);
    } finally {
      for (const f of files) rmSync(f, { force: true });
    }
  });
});

describe('a result played on to a higher move limit or to more games (balance:extend)', () => {
  const run = (games = 6) => ['--preset', 'brandubh', '--games', String(games), '--level', 'beginner', '--seed', '11', '--threads', '1'];
  const RUN = run();
  /** The run's file as `npm run balance` writes it, at this limit (and with this many games), into the temporary directory. */
  const written = async (name: string, limit: number, games = 6): Promise<{ path: string; file: BalanceFile }> => {
    const path = join(tmp, name);
    const plan = planBalance([...run(games), '--max-plies', String(limit), '--out', path], { cores: 2, cwd: tmp });
    const file = balanceFileOf(plan, await playGames(plan, undefined, inThreadWorker), new Date(0), 3);
    writeFileSync(path, formatBalanceJson(file));
    return { path, file };
  };
  const extended = (path: string, limit?: number, games?: number) =>
    extendFile(
      path,
      { ...(limit === undefined ? {} : { maxPlies: limit }), ...(games === undefined ? {} : { games }) },
      {
        cwd: tmp,
        cores: 2,
        workers: inThreadWorker,
      },
    );
  /** The parts of a file that its games decide: all but when and how fast it was played, and the command that names it. */
  const played = ({ finished: _f, seconds: _s, command: _c, ...rest }: BalanceFile) => rest;
  const refusal = async (path: string, limit?: number, games?: number): Promise<string> => {
    try {
      await extended(path, limit, games);
    } catch (e) {
      if (e instanceof UsageError) return e.message;
      throw e;
    }
    return 'extended';
  };

  // From seed 11 at this level the six games last 24, 24, 20, 23, 26 and 21 plies: at a limit of 22, four
  // are stopped; at 24, one is stopped and two end by a rule on the limit's very ply, which counts them apart.
  it.each([22, 24])(
    'from a limit of %i, plays on only the games that reached it, and makes the file the higher limit makes from scratch',
    async (limit) => {
      const low = await written(`extend-${limit}.json`, limit);
      const reached = limitSeeds(low.file);
      expect(reached.length).toBeGreaterThan(0);
      expect(reached.length).toBeLessThan(6);
      if (limit === 24) expect(low.file.tally.reasons['move-limit']).toBeLessThan(reached.length);
      const { file: want } = await written('direct.json', 40);
      const { before, after, replayed } = await extended(low.path, 40);
      expect(before).toEqual(low.file);
      expect(replayed).toBe(reached.length);
      const { finished: _f, seconds, command, ...rest } = after;
      const { finished: _g, seconds: _s, command: wanted, ...same } = want;
      expect(rest).toEqual(same);
      expect(command).toBe(wanted.replace('direct.json', `extend-${limit}.json`));
      expect(seconds).toBeGreaterThanOrEqual(3);
      // A game that ended before the old limit keeps its length.
      for (const [i, l] of low.file.tally.lengths.entries()) if (l < limit) expect(after.tally.lengths[i]).toBe(l);
    },
  );

  it('adds games after its own, playing only the new ones from the seeds after its last, and makes the file the larger count makes from scratch', async () => {
    const small = await written('grow.json', 40);
    const { file: want } = await written('grow-direct.json', 40, 9);
    const { before, after, replayed, added } = await extended(small.path, undefined, 9);
    expect(before).toEqual(small.file);
    expect([replayed, added]).toEqual([0, 3]);
    expect(played(after)).toEqual(played(want));
    // Its own six games first, as they were; the limit stays the file's, so the command keeps --max-plies 40.
    expect(after.tally.lengths.slice(0, 6)).toEqual(small.file.tally.lengths);
    expect(after.command).toBe(want.command.replace('grow-direct.json', 'grow.json'));
    // Played again with the count it has, nothing is added.
    writeFileSync(small.path, formatBalanceJson(after));
    expect((await extended(small.path, undefined, 9)).added).toBe(0);
  });

  it('raises the limit and the games at once: the games at the old limit played on, the new ones played to the new limit', async () => {
    const low = await written('both.json', 22);
    const { file: want } = await written('both-direct.json', 40, 8);
    const { after, replayed, added } = await extended(low.path, 40, 8);
    expect(replayed).toBe(limitSeeds(low.file).length);
    expect(added).toBe(2);
    expect(played(after)).toEqual(played(want));
    expect(after.command).toBe(want.command.replace('both-direct.json', 'both.json'));
  });

  it("takes the board's own limit unless told, and leaves --max-plies out of the command for it", async () => {
    const { path } = await written('own.json', 22);
    const { after, replayed } = await extended(path);
    expect(replayed).toBeGreaterThan(0);
    expect(after.maxPlies).toBe(400);
    expect(after.command).toBe(commandLine([...RUN, '--out', path]));
    expect(after.tally.reasons['move-limit']).toBe(0);
    // Already at that limit: nothing to play.
    writeFileSync(path, formatBalanceJson(after));
    expect((await extended(path)).replayed).toBe(0);
  });

  it('refuses, in one sentence, a lower limit, a file of another AI, one its games played again do not match, and one that is not a result', async () => {
    const { path, file } = await written('refused.json', 20);
    expect(await refusal(path, 10)).toBe(
      'It plays to 20 plies; a lower limit would stop games whose end it does not record, so play it again with --max-plies 10.',
    );
    expect(await refusal(path, undefined, 4)).toBe(
      'It has 6 games; fewer would leave out games it records, so play it again with --games 4.',
    );
    // A file's own command names it (else it is refused for that first).
    const put = (name: string, data: BalanceFile | string): string => {
      const p = join(tmp, name);
      const command = commandLine([...RUN, '--max-plies', '20', '--out', p]);
      writeFileSync(p, typeof data === 'string' ? data : JSON.stringify({ ...data, command }));
      return p;
    };
    expect(await refusal(put('old.json', { ...file, aiVersion: 1 }))).toMatch(
      /^AI version 1 played it, and today's AI would play its games otherwise: play it again \(npm run balance:all -- --stale\)\.$/,
    );
    const miscounted = { ...file, tally: { ...file.tally, reasons: { ...file.tally.reasons, 'move-limit': 0 } } };
    expect(await refusal(put('miscounted.json', miscounted))).toBe(
      'Played again, its games at the move limit do not end as it records them.',
    );
    expect(await refusal(put('broken.json', '{"format": 1'))).toMatch(/^It cannot be read as JSON/);
    const other = join(tmp, 'other.json');
    writeFileSync(other, JSON.stringify({ ...file, command: commandLine([...RUN, '--max-plies', '20', '--out', 'elsewhere.json']) }));
    expect(await refusal(other)).toMatch(/^Its command writes \S*elsewhere\.json, not this file\.$/);
    // The file is left as it was.
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(JSON.parse(formatBalanceJson(file)));
  });

  it('from the command line: bad arguments exit with code 2, a refused file with code 1', () => {
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [TSX, 'scripts/balance-extend.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
    const none = cli();
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('error: Name the result files whose move limit or games to raise.');
    expect(cli('--max-plies', 'ten', 'x.json').stderr).toContain('error: --max-plies needs a whole number of plies of at least 1.');
    expect(cli('--games=0', 'x.json').stderr).toContain('error: --games needs a whole number of games of at least 1.');
    const missing = cli(join(tmp, 'no-such.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^error: .*no-such\.json: It cannot be read as JSON/m);
  });
});

describe('balance:all regenerates every result, with the time left, and resumes where it stopped', () => {
  it('runs each recorded command; with --resume, only those a stopped run had not done', async () => {
    const data = join(tmp, 'all-data');
    const progress = join(tmp, 'all-progress.json');
    const env = { ...process.env, BALANCE_DATA_DIR: data, BALANCE_PROGRESS: progress };
    const run = (args: readonly string[]) =>
      spawnSync(process.execPath, [TSX, 'scripts/balance-all.ts', ...args], { cwd: ROOT, encoding: 'utf8', env });
    const commands: string[] = [];
    for (const preset of ['brandubh', 'tablut']) {
      const argv = ['--preset', preset, '--games', '2', '--level', 'beginner', '--seed', '3', '--max-plies', '16', '--threads', '1'];
      const plan = planBalance([...argv, '--out', join(data, `${preset}.json`)], { cwd: tmp });
      mkdirSync(data, { recursive: true });
      writeFileSync(plan.out, formatBalanceJson(balanceFileOf(plan, await playGames(plan, undefined, inThreadWorker), new Date(0), 1)));
      commands.push(plan.command);
    }
    const listed = run(['--list']).stdout.trim().split('\n');
    expect(listed).toEqual(commands);
    // A run stopped after the first file: --resume plays only the second, with the time left, and notes it done.
    writeFileSync(progress, JSON.stringify({ commands: listed, done: [listed[0]] }));
    const resumed = run(['--resume']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('Resuming: 1 of 2 files were done already.');
    expect(resumed.stderr).not.toContain('[1/2]');
    expect(resumed.stderr).toMatch(/\[2\/2\] tablut\.json: npm run balance -- --preset tablut [^\n]*\n {2}about \d+ min left/);
    expect(resumed.stderr).toContain('All 2 files are regenerated.');
    expect(JSON.parse(readFileSync(progress, 'utf8')).done).toEqual(listed);
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

  /** A shipped result, parsed; a file that does not pass parseBalance fails the test, naming it. */
  const readResult = (dir: string, name: string): BalanceFile => {
    const parsed = parseBalance(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    return parsed.value;
  };

  /** Every shipped result, of every player, rung, cell and rule set, by its file name, parsed. */
  const everyResult = (): { name: string; file: BalanceFile }[] =>
    ['', 'players', 'ladder', 'map', 'people-rules'].flatMap((d) => {
      const dir = join(DATA_DIR, d);
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((name) => ({ name, file: readResult(dir, name) }));
    });

  it('stop no more than 5 % of their games at the move limit, every shipped result of every player, rung, cell and rule set', () => {
    const results = everyResult();
    expect(results.length).toBeGreaterThan(90);
    const over = results
      .filter(({ file: { tally: t } }) => t.reasons['move-limit'] > STALL_SHARE * t.games)
      .map(({ name, file: { tally: t } }) => `${name}: ${t.reasons['move-limit']} of ${t.games}`);
    expect(over).toEqual([]);
  });

  it("each plays to the move limit its command plays to today (the board's own, 800 plies on 19×19 and where the edge shields the king), so the command and the lab's link play it again", () => {
    let large = 0;
    for (const { name, file: f } of everyResult()) {
      const plan = planBalance(argsOfCommand(f.command)!, { cores: 2, cwd: ROOT });
      expect(f.maxPlies, `${name}: ${f.command}`).toBe(plan.job.maxPlies);
      if (f.maxPlies === 800) large++;
    }
    // Every reading of Alea Evangelii is on 19×19, so most files play to 800.
    expect(large).toBeGreaterThan(40);
  });

  it('are all loaded by balance-data.ts', () => {
    expect([...BALANCE.keys()].sort()).toEqual(files.map((f) => f.slice(0, -'.json'.length)).sort());
  });

  const PLAYERS = join(DATA_DIR, 'players');
  const playerFiles = existsSync(PLAYERS) ? readdirSync(PLAYERS).filter((f) => f.endsWith('.json')) : [];
  const LADDER = join(DATA_DIR, 'ladder');
  const ladderFiles = existsSync(LADDER) ? readdirSync(LADDER).filter((f) => f.endsWith('.json')) : [];
  const PEOPLE_RULES = join(DATA_DIR, 'people-rules');
  const peopleRulesFiles = existsSync(PEOPLE_RULES) ? readdirSync(PEOPLE_RULES).filter((f) => f.endsWith('.json')) : [];
  it('the strength ladders’ rungs: each names its reading and budget, its command writes it again, and every ladder has four rungs or more', () => {
    expect(ladderFiles.length).toBeGreaterThan(0);
    for (const file of ladderFiles) {
      const f = readResult(LADDER, file);
      expect(file).toBe(`${f.preset}.x${f.budget}.json`);
      const plan = planBalance(argsOfCommand(f.command)!, { cores: 2 });
      expect(plan.out).toBe(join(LADDER, file));
      expect(plan.job.nodes).toBe(f.budgetNodes);
    }
    for (const [preset, rungs] of LADDERS) {
      expect(rungs.length, preset).toBeGreaterThanOrEqual(4);
      expect(rungs.map((r) => r.factor)).toEqual([...rungs.map((r) => r.factor)].sort((a, b) => a - b));
      expect(rungs.find((r) => r.factor === 1)?.file).toBe(BALANCE.get(preset));
    }
  });
  it('the other computer players’ results: each names its reading and player, and its command writes it again', () => {
    expect(playerFiles.length).toBeGreaterThan(0);
    for (const file of playerFiles) {
      const f = readResult(PLAYERS, file);
      expect(file).toBe(`${f.preset}.${f.player?.id}.json`);
      expect(BALANCE.has(f.preset), `${file}: the club level's result for the reading ships too`).toBe(true);
      const plan = planBalance(argsOfCommand(f.command)!, { cores: 2 });
      expect(plan.out).toBe(join(PLAYERS, file));
      expect(plan.player).toMatchObject(f.player!);
      expect(PLAYER_RESULTS.get(f.preset)?.get(f.player!.id)).toEqual(f);
    }
    // The club level comes first for every reading, and it is the shipped result.
    for (const [preset, byPlayer] of PLAYER_RESULTS) {
      expect([...byPlayer.keys()][0]).toBe('club');
      expect(byPlayer.get('club')).toBe(BALANCE.get(preset));
    }
  });

  it('the readings under people’s rules: each names its reading, player or opening, and its command writes it again', () => {
    expect(peopleRulesFiles.length).toBeGreaterThan(0);
    for (const file of peopleRulesFiles) {
      const f = readResult(PEOPLE_RULES, file);
      const plan = planBalance(argsOfCommand(f.command)!, { cores: 2, cwd: ROOT });
      expect(plan.out, file).toBe(join(PEOPLE_RULES, file));
      expect(plan.job.openingPlies, file).toBe(f.openingPlies);
      expect(file).toBe(
        `${f.preset}${f.openingPlies !== undefined ? `.opening${f.openingPlies}` : f.player ? `.${f.player.id}` : ''}.json`,
      );
    }
  });

  it('the rule-effect maps’ cells: each is one of its reading’s cells, and its command writes it again', () => {
    const MAP = join(DATA_DIR, 'map');
    const mapFiles = existsSync(MAP) ? readdirSync(MAP).filter((f) => f.endsWith('.json')) : [];
    for (const file of mapFiles) {
      const parsed = parseBalance(JSON.parse(readFileSync(join(MAP, file), 'utf8')));
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
      const cell = mapOf(parsed.value.preset).cells.find((c) => c.file === file);
      expect(cell, file).toBeDefined();
      expect(parsed.value.command).toBe(commandLine(mapArgs(cell!)));
      expect(planBalance(argsOfCommand(parsed.value.command)!, { cores: 2, cwd: ROOT }).out).toBe(join(MAP, file));
    }
  });

  it('balance:all --stale plays again only the played-on readings today’s AI would play otherwise, each alone', () => {
    const data = join(tmp, 'stale-played-out', 'balance');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, 'tablut.json'), readFileSync(join(DATA_DIR, 'tablut.json')));
    const out = JSON.parse(readFileSync(join(ROOT, 'src', 'data', 'people-played-out.json'), 'utf8'));
    const brandub = out.readings.findIndex((r: { preset: string }) => r.preset === 'brandubh');
    out.readings[brandub] = { ...out.readings[brandub], aiVersion: 10 };
    writeFileSync(join(data, '..', 'people-played-out.json'), JSON.stringify(out));
    const list = (...args: string[]) =>
      spawnSync(process.execPath, [TSX, 'scripts/balance-all.ts', '--list', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, BALANCE_DATA_DIR: data },
      }).stdout.trim();
    // Brandub's club level changed in version 11 (its network); Copenhagen's games, of version 8, are played alike today.
    expect(list('--stale')).toBe('npm run played-out -- --player club --preset brandubh');
    expect(list().split('\n').at(-1)).toBe('npm run played-out -- --player club');
  });

  it('balance:all --list gives every command; with --stale, none: each was played by the AI that plays its rules today', () => {
    const all = (...args: string[]) =>
      spawnSync(process.execPath, [TSX, 'scripts/balance-all.ts', '--list', ...args], { cwd: ROOT, encoding: 'utf8' });
    const every = all();
    expect(every.status).toBe(0);
    // The club level's results, the other players', the ladders', the maps' cells (played or not), the
    // readings under people's rules, and people's resigned games played on.
    const cells = MAP_PRESET_IDS.flatMap((id) => mapOf(id).cells);
    expect(every.stdout.trim().split('\n')).toHaveLength(
      files.length + playerFiles.length + ladderFiles.length + cells.length + peopleRulesFiles.length + 1,
    );
    expect(every.stdout.trim().split('\n').at(-1)).toBe('npm run played-out -- --player club');
    for (const c of cells) expect(every.stdout).toContain(commandLine(mapArgs(c)));
    const stale = all('--stale');
    expect(stale.status).toBe(0);
    expect(stale.stdout).toBe('');
    const bad = spawnSync(process.execPath, [TSX, 'scripts/balance-all.ts', '--fresh'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Unknown argument "--fresh"; the options are --list, --stale and --resume.');
  });
});
