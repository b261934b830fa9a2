/**
 * npm run balance:extend -- [--max-plies <n>] [--games <n>] <result file>...
 *
 * Raises the move limit of self-play results already played, or their number of games, without playing
 * them all again.
 *   - A higher limit (--max-plies, else the board's own): the limit never changes a move (selfplay.ts), so
 *     a game that ended before the old limit ends the same under the new one; only the games that reached
 *     the old limit are played again, from their own seeds, to the new one.
 *   - More games (--games): game i of a run plays from seed `seed + i` whatever the number of games, so
 *     the games a file records are the first of a longer run from the same seed; only the new ones are
 *     played, from the seeds after the file's last, and added after its games.
 * The limit is the board's own unless --max-plies gives another, or --games is given alone (then it
 * stays the file's). Either way the file becomes what its command, with the new limit and count, writes
 * from scratch, game for game (tests/balance-cli.test.ts): its tally, its limit and its command
 * (`--max-plies` is left out where the limit is the board's own, selfplay.ts's defaultMaxPlies). Its
 * `seconds` is the first run's and this one's added up (the games played again are replayed from their
 * first move), and `finished` is when this run ended.
 *
 * Refused, with one sentence each, and the file left as it was: a file that is not a result, one that
 * today's AI would play otherwise (play it again: npm run balance:all -- --stale), a limit lower than the
 * file's (a lower one would cut games whose end the file does not record), fewer games than it has, or a
 * file whose games, played again, do not end as it records. Exit code 2 on bad arguments, 1 if any file
 * was refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { playedByCurrentAi } from '../src/ai/selfplay/ai-version';
import { type BalanceFile, parseBalance } from '../src/ai/selfplay/balance';
import type { EndReason, GameSummary } from '../src/ai/selfplay/selfplay';
import { addGame, type Tally } from '../src/ai/selfplay/stats';
import type { WorkerFactory } from '../src/ai/runtime/client';
import { argsOfCommand, commandLine, formatBalanceJson, nodeWorker, planBalance, playSeeds, reportOf, shownPath } from './balance';
import { UsageError, fail, isEntry, isFlag, withoutFlag } from './cli-args';

const USAGE = 'npm run balance:extend -- [--max-plies <n>] [--games <n>] <result file>...';

/** The arguments with `--name value`: where the command had its own, in its place, else at the end. */
function withValue(argv: readonly string[], name: 'max-plies' | 'games', value: number): string[] {
  const at = argv.findIndex((a) => isFlag(a, name));
  if (at < 0) return [...argv, `--${name}`, String(value)];
  return [...argv.slice(0, at), `--${name}`, String(value), ...withoutFlag(argv.slice(at), name)];
}

/**
 * The seeds of the file's games that reached its move limit, in order: those stopped there, and any that a
 * rule ended on the limit's very ply (the file counts the two apart but does not say which game is which).
 */
export const limitSeeds = (file: BalanceFile): number[] =>
  file.tally.lengths.flatMap((l, i) => (l >= file.maxPlies ? [file.seed + i] : []));

/**
 * The tally with the games that reached the file's limit replaced by the same seeds' games played on to a
 * higher one (`again`, any order). A game played on that ended by the old limit ended the same then; one
 * that went past it was stopped there. Throws UsageError where the games played again do not add up to
 * what the file records (they were played otherwise, or the file was changed by hand).
 */
export function extendTally(file: BalanceFile, again: readonly GameSummary[]): Tally {
  const t = file.tally;
  const bySeed = new Map(again.map((g) => [g.seed, g]));
  const reasons: Record<EndReason, number> = { ...t.reasons };
  let { attackers, defenders, draws } = t;
  const count = (g: Pick<GameSummary, 'winner' | 'reason'>, by: 1 | -1): void => {
    if (g.winner === 'attackers') attackers += by;
    else if (g.winner === 'defenders') defenders += by;
    else draws += by;
    reasons[g.reason] += by;
  };
  const lengths = t.lengths.map((l, i) => {
    if (l < file.maxPlies) return l;
    const g = bySeed.get(file.seed + i);
    if (!g) throw new Error(`extendTally: game ${i + 1} (seed ${file.seed + i}) was not played again.`);
    if (g.plies < l) throw new UsageError(`Played again, game ${i + 1} ends after ${g.plies} plies, where the file records ${l}.`);
    count(g.plies > file.maxPlies ? { winner: null, reason: 'move-limit' } : g, -1);
    count(g, 1);
    return g.plies;
  });
  if ([attackers, defenders, draws, ...Object.values(reasons)].some((n) => n < 0))
    throw new UsageError('Played again, its games at the move limit do not end as it records them.');
  return { games: t.games, attackers, defenders, draws, reasons, lengths };
}

export interface Extension {
  readonly before: BalanceFile;
  readonly after: BalanceFile;
  /** Games that reached the old limit, played again. */
  readonly replayed: number;
  /** Games added after the file's own. */
  readonly added: number;
}

/** What to raise: the move limit (the board's own when absent) and the number of games (the file's when absent). */
export interface ExtendTo {
  readonly maxPlies?: number;
  readonly games?: number;
}

/**
 * The file at `path` with its move limit raised to `to.maxPlies` (the board's own when absent) and its games
 * to `to.games` (as many as it has when absent); throws UsageError with one sentence if it cannot be.
 * `workers` starts a thread (a test gives one in this thread).
 */
export async function extendFile(
  path: string,
  to: ExtendTo,
  options: {
    readonly cwd?: string;
    readonly cores?: number;
    readonly workers?: WorkerFactory;
    readonly onGame?: (done: number, of: number) => void;
  } = {},
): Promise<Extension> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new UsageError(`It cannot be read as JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
  const parsed = parseBalance(data);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const before = parsed.value;
  if (!playedByCurrentAi(before))
    throw new UsageError(
      `AI version ${before.aiVersion} played it, and today's AI would play its games otherwise: play it again (npm run balance:all -- --stale).`,
    );
  const recorded = argsOfCommand(before.command);
  if (!recorded) throw new UsageError(`Its command is not one npm run balance can run: ${before.command}`);
  const cwd = options.cwd ?? process.cwd();
  const env = { cwd, ...(options.cores !== undefined ? { cores: options.cores } : {}) };
  const own = withoutFlag(recorded, 'max-plies');
  const board = planBalance(own, env).job.maxPlies;
  // --games alone keeps the file's limit; otherwise the limit is the board's own unless given.
  const limit = to.maxPlies ?? (to.games === undefined ? board : before.maxPlies);
  const had = before.tally.games;
  const games = to.games ?? had;
  const limited = limit === board ? own : withValue(recorded, 'max-plies', limit);
  const args = games === had ? limited : withValue(limited, 'games', games);
  const plan = planBalance(args, env);
  if (plan.out !== resolve(cwd, path)) throw new UsageError(`Its command writes ${shownPath(plan.out)}, not this file.`);
  if (limit < before.maxPlies)
    throw new UsageError(
      `It plays to ${before.maxPlies} plies; a lower limit would stop games whose end it does not record, so play it again with --max-plies ${limit}.`,
    );
  if (games < had)
    throw new UsageError(`It has ${had} games; fewer would leave out games it records, so play it again with --games ${games}.`);
  const reached = limit === before.maxPlies ? [] : limitSeeds(before);
  const fresh = Array.from({ length: games - had }, (_, i) => before.seed + had + i);
  const seeds = [...reached, ...fresh];
  const t0 = performance.now();
  const played =
    seeds.length === 0 ? [] : await playSeeds(plan, seeds, (done) => options.onGame?.(done, seeds.length), options.workers ?? nodeWorker);
  const seconds = (performance.now() - t0) / 1000;
  const firstNew = before.seed + had;
  const again = played.filter((g) => g.seed < firstNew);
  const added = played.filter((g) => g.seed >= firstNew).sort((a, b) => a.seed - b.seed);
  const after: BalanceFile = {
    ...before,
    command: commandLine(args),
    maxPlies: limit,
    tally: added.reduce(addGame, reached.length === 0 ? before.tally : extendTally(before, again)),
    ...(played.length > 0 ? { finished: new Date().toISOString(), seconds: Math.round((before.seconds + seconds) * 10) / 10 } : {}),
  };
  const checked = parseBalance(JSON.parse(JSON.stringify(after)));
  if (!checked.ok) throw new Error(`the extended result did not pass its own check: ${checked.error.message}`);
  return { before, after, replayed: again.length, added: added.length };
}

/** The value of `--name n` or `--name=n` at argv[i] (a whole number ≥ 1), and the index of the last argument read. */
function countAt(argv: readonly string[], i: number, name: 'max-plies' | 'games', what: string): [number, number] {
  const a = argv[i]!;
  const inline = a !== `--${name}`;
  const value = inline ? a.slice(`--${name}=`.length) : argv[i + 1];
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1)
    fail(`--${name} needs a whole number of ${what} of at least 1.`, USAGE);
  return [Number(value), inline ? i : i + 1];
}

async function main(argv: readonly string[]): Promise<void> {
  let maxPlies: number | undefined;
  let games: number | undefined;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (isFlag(a, 'max-plies')) [maxPlies, i] = countAt(argv, i, 'max-plies', 'plies');
    else if (isFlag(a, 'games')) [games, i] = countAt(argv, i, 'games', 'games');
    else if (a.startsWith('--')) fail(`Unknown option "${a}"; the options are --max-plies and --games.`, USAGE);
    else paths.push(a);
  }
  if (paths.length === 0) fail('Name the result files whose move limit or games to raise.', USAGE);
  let refused = 0;
  for (const path of paths) {
    try {
      const { before, after, replayed, added } = await extendFile(
        path,
        { ...(maxPlies !== undefined ? { maxPlies } : {}), ...(games !== undefined ? { games } : {}) },
        { onGame: (done, of) => process.stderr.write(`${shownPath(path)}: ${done}/${of} games played\n`) },
      );
      if (after.maxPlies === before.maxPlies && added === 0) {
        process.stderr.write(`${shownPath(path)} already plays ${after.tally.games} games to ${after.maxPlies} plies: left as it is.\n`);
        continue;
      }
      writeFileSync(path, formatBalanceJson(after));
      const was = before.tally.reasons['move-limit'];
      const done = [
        ...(after.maxPlies === before.maxPlies
          ? []
          : [
              `limit ${before.maxPlies} → ${after.maxPlies} plies; ${replayed} games that reached the old limit played on (${was} stopped there)`,
            ]),
        ...(added === 0 ? [] : [`games ${before.tally.games} → ${after.tally.games}; ${added} new games played`]),
      ];
      process.stdout.write(
        `${shownPath(path)}: ${done.join('; ')}; ${after.tally.reasons['move-limit']} stopped at the limit\n${reportOf(after)}\n\n`,
      );
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      refused++;
      process.stderr.write(`error: ${shownPath(path)}: ${e.message}\n`);
    }
  }
  if (refused > 0) process.exit(1);
}

if (isEntry(import.meta.url)) await main(process.argv.slice(2));
