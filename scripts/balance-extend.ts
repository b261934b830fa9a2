/**
 * npm run balance:extend -- [--max-plies <n>] <result file>...
 *
 * Raises the move limit of self-play results already played, without playing them all again. The limit
 * never changes a move (selfplay.ts), so a game that ended before the old limit ends the same under the
 * new one; only the games that reached the old limit are played again, from their own seeds, to the new
 * one. The file becomes what its command, with the new limit, writes from scratch, game for game
 * (tests/balance-cli.test.ts): its tally, its limit and its command (`--max-plies` is left out where the
 * limit is the board's own, selfplay.ts's defaultMaxPlies). The limit is the board's own unless
 * --max-plies gives another. Its `seconds` is the first run's and this one's added up (the games played
 * again are replayed from their first move), and `finished` is when this run ended.
 *
 * Refused, with one sentence each, and the file left as it was: a file that is not a result, one that
 * today's AI would play otherwise (play it again: npm run balance:all -- --stale), a limit lower than the
 * file's (a lower one would cut games whose end the file does not record), or a file whose games, played
 * again, do not end as it records. Exit code 2 on bad arguments, 1 if any file was refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { playedByCurrentAi } from '../src/ai/selfplay/ai-version';
import { type BalanceFile, parseBalance } from '../src/ai/selfplay/balance';
import type { EndReason, GameSummary } from '../src/ai/selfplay/selfplay';
import type { Tally } from '../src/ai/selfplay/stats';
import type { WorkerFactory } from '../src/ai/runtime/client';
import { argsOfCommand, commandLine, formatBalanceJson, nodeWorker, planBalance, playSeeds, reportOf, shownPath } from './balance';
import { UsageError, fail, isEntry, isFlag, withoutFlag } from './cli-args';

const USAGE = 'npm run balance:extend -- [--max-plies <n>] <result file>...';

/** The arguments with --max-plies `limit`: where the command had its own, in its place, else at the end. */
function withLimit(argv: readonly string[], limit: number): string[] {
  const at = argv.findIndex((a) => isFlag(a, 'max-plies'));
  if (at < 0) return [...argv, '--max-plies', String(limit)];
  return [...argv.slice(0, at), '--max-plies', String(limit), ...withoutFlag(argv.slice(at), 'max-plies')];
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
  /** Games played again. */
  readonly replayed: number;
}

/**
 * The file at `path` with its move limit raised to `maxPlies` (the board's own when absent); throws
 * UsageError with one sentence if it cannot be. `workers` starts a thread (a test gives one in this thread).
 */
export async function extendFile(
  path: string,
  maxPlies: number | undefined,
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
  const limit = maxPlies ?? board;
  const args = limit === board ? own : withLimit(recorded, limit);
  const plan = planBalance(args, env);
  if (plan.out !== resolve(cwd, path)) throw new UsageError(`Its command writes ${shownPath(plan.out)}, not this file.`);
  if (limit < before.maxPlies)
    throw new UsageError(
      `It plays to ${before.maxPlies} plies; a lower limit would stop games whose end it does not record, so play it again with --max-plies ${limit}.`,
    );
  const seeds = limitSeeds(before);
  const t0 = performance.now();
  const again =
    limit === before.maxPlies || seeds.length === 0
      ? []
      : await playSeeds(plan, seeds, (done) => options.onGame?.(done, seeds.length), options.workers ?? nodeWorker);
  const seconds = (performance.now() - t0) / 1000;
  const after: BalanceFile = {
    ...before,
    command: commandLine(args),
    maxPlies: limit,
    tally: limit === before.maxPlies ? before.tally : extendTally(before, again),
    ...(again.length > 0 ? { finished: new Date().toISOString(), seconds: Math.round((before.seconds + seconds) * 10) / 10 } : {}),
  };
  const checked = parseBalance(JSON.parse(JSON.stringify(after)));
  if (!checked.ok) throw new Error(`the extended result did not pass its own check: ${checked.error.message}`);
  return { before, after, replayed: again.length };
}

async function main(argv: readonly string[]): Promise<void> {
  let maxPlies: number | undefined;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (isFlag(a, 'max-plies')) {
      const value = a === '--max-plies' ? argv[++i] : a.slice('--max-plies='.length);
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1)
        fail('--max-plies needs a whole number of plies of at least 1.', USAGE);
      maxPlies = Number(value);
    } else if (a.startsWith('--')) fail(`Unknown option "${a}"; the only option is --max-plies.`, USAGE);
    else paths.push(a);
  }
  if (paths.length === 0) fail('Name the result files whose move limit to raise.', USAGE);
  let refused = 0;
  for (const path of paths) {
    try {
      const { before, after, replayed } = await extendFile(path, maxPlies, {
        onGame: (done, of) => process.stderr.write(`${shownPath(path)}: ${done}/${of} games played on\n`),
      });
      if (after.maxPlies === before.maxPlies) {
        process.stderr.write(`${shownPath(path)} already plays to ${after.maxPlies} plies: left as it is.\n`);
        continue;
      }
      writeFileSync(path, formatBalanceJson(after));
      const was = before.tally.reasons['move-limit'];
      process.stdout.write(
        `${shownPath(path)}: limit ${before.maxPlies} → ${after.maxPlies} plies; ${replayed} games that reached the old limit played on (${was} stopped there), ${after.tally.reasons['move-limit']} stopped at the new one\n${reportOf(after)}\n\n`,
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
