/**
 * A self-play run split over machines (`npm run balance -- … --shard k/n`): which games each part
 * plays, the file a part writes, and how `npm run balance:merge` puts the parts back together into
 * the BalanceFile the whole run would have written. Game i plays with seed s + i wherever it is
 * played, so the merged tally is the unsplit run's, game for game (tests/balance-cli.test.ts).
 */
import { type BalanceFile, isNat, isObj } from '../src/ai/selfplay/balance';
import { END_REASONS, type GameSummary } from '../src/ai/selfplay/selfplay';
import { tallyOf } from '../src/ai/selfplay/stats';
import { fail as failed, ok, type Result } from '../src/engine';
import type { Shard } from './cli-args';

export const SHARD_FORMAT = 1;
/** Where a part's file goes, under the directory the command is run from. */
export const SHARD_DIR = 'balance-shards';

/** The games of part k of n: n nearly equal runs of consecutive games, the first ones a game longer. */
export function shardGames(games: number, shard: Shard): { readonly first: number; readonly games: number } {
  const base = Math.floor(games / shard.count);
  const extra = games % shard.count;
  const i = shard.index - 1;
  return { first: i * base + Math.min(i, extra), games: base + (i < extra ? 1 : 0) };
}

/** The name of part k of n's file, for a run whose result is `<name>.json`. */
export const shardFileName = (name: string, shard: Shard): string => `${name}.${shard.index}-of-${shard.count}.json`;

/** What every part of one run shares: the whole run as it would be written, but its tally and timing. */
export type ShardPlan = Omit<BalanceFile, 'tally' | 'finished' | 'seconds' | 'threads'> & {
  /** Games in the whole run. */
  readonly games: number;
  /** The result's file, relative to the directory the command was run from. */
  readonly target: string;
};

/** One part's file. */
export interface ShardFile {
  readonly format: typeof SHARD_FORMAT;
  readonly kind: 'balance-shard';
  readonly shard: Shard;
  readonly plan: ShardPlan;
  /** This part's games, in seed order. */
  readonly games: readonly GameSummary[];
  readonly finished: string;
  readonly seconds: number;
  readonly threads: number;
}

const isGame = (g: unknown): g is GameSummary =>
  isObj(g) &&
  isNat(g.seed) &&
  (g.winner === null || g.winner === 'attackers' || g.winner === 'defenders') &&
  typeof g.reason === 'string' &&
  (END_REASONS as readonly string[]).includes(g.reason) &&
  isNat(g.plies) &&
  isNat(g.nodes);

/** Checks one part's file; `name` is how the message names it. */
export function parseShardFile(data: unknown, name: string): Result<ShardFile> {
  if (!isObj(data) || data.kind !== 'balance-shard')
    return failed(`${name} is not a part of a balance run (npm run balance -- … --shard k/n).`);
  if (data.format !== SHARD_FORMAT) return failed(`${name} has an unknown format ${String(data.format)}.`);
  const s = data.shard;
  if (!isObj(s) || !isNat(s.index) || !isNat(s.count) || s.index < 1 || s.index > s.count)
    return failed(`${name} does not say which part it is.`);
  const p = data.plan;
  if (!isObj(p) || !isNat(p.games) || !isNat(p.seed) || typeof p.target !== 'string' || typeof p.command !== 'string')
    return failed(`${name} does not describe its run.`);
  if (!Array.isArray(data.games) || !data.games.every(isGame)) return failed(`${name} has a game that cannot be read.`);
  const want = shardGames(p.games, s as unknown as Shard);
  const from = (p.seed as number) + want.first;
  const seeds = (data.games as GameSummary[]).map((g) => g.seed);
  if (seeds.length !== want.games || seeds.some((seed, i) => seed !== from + i))
    return failed(`${name} does not hold the games of part ${s.index} of ${s.count} (seeds ${from}–${from + want.games - 1}).`);
  if (!isNat(data.threads) || typeof data.seconds !== 'number' || typeof data.finished !== 'string')
    return failed(`${name} has no timing.`);
  return ok(data as unknown as ShardFile);
}

/**
 * The whole run from its parts: every part once, all of one run (the same command, AI version, rules,
 * layout, level, seed and limits). Its timing: the parts' seconds added up (time on the machines, not
 * from start to end), and the threads of all of them.
 */
export function mergeShards(parts: readonly { readonly name: string; readonly file: ShardFile }[]): Result<BalanceFile> {
  if (parts.length === 0) return failed('No parts were given to merge.');
  const first = parts[0]!;
  const count = first.file.shard.count;
  const plan = JSON.stringify(first.file.plan);
  const byIndex = new Map<number, string>();
  for (const { name, file } of parts) {
    if (JSON.stringify(file.plan) !== plan)
      return failed(
        `${name} is a part of another run than ${first.name} (${file.plan.command} against ${first.file.plan.command}, or another AI version).`,
      );
    if (file.shard.count !== count) return failed(`${name} is a part of ${file.shard.count}, ${first.name} of ${count}.`);
    const twice = byIndex.get(file.shard.index);
    if (twice !== undefined) return failed(`Part ${file.shard.index} of ${count} is given twice: ${twice} and ${name}.`);
    byIndex.set(file.shard.index, name);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0)
    return failed(`Part${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${count} ${missing.length > 1 ? 'are' : 'is'} missing.`);
  const games = parts.flatMap((p) => p.file.games).sort((a, b) => a.seed - b.seed);
  const { games: _total, target: _target, ...run } = first.file.plan;
  const finished = parts
    .map((p) => p.file.finished)
    .sort()
    .at(-1)!;
  return ok({
    ...run,
    tally: tallyOf(games),
    finished,
    seconds: Math.round(parts.reduce((t, p) => t + p.file.seconds, 0) * 10) / 10,
    threads: parts.reduce((t, p) => t + p.file.threads, 0),
  });
}
