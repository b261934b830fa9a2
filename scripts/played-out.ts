/**
 * npm run played-out -- [--player <club|deeper>] [--preset <copenhagen|brandubh>] [--threads <n>] [--games <n>]
 *
 * People's resigned games played on to their end. Most of the aagenielsen.dk games were resigned
 * before a rule ended them (Copenhagen 1,074 against 367 decided on the board), and the side that
 * resigns is not the same in every ending: the games decided on the board give the defenders 75 % of
 * Copenhagen and 35 % of Brandub, against 56 % and 60 % of all finished games. Set against self-play,
 * which always plays to the end, the board alone compares unlike with unlike. So each resigned game (a
 * result recorded, no rule ended it, not lost on time: scripts/analysis/endings.ts) is played on from
 * its last position by a computer player, both sides, with no free opening, to the rule that ends it
 * or the move limit (DEFAULT_MAX_PLIES counted from the game's first move, as in self-play), under the
 * records' rules but for repetition, where it keeps the reading's own, as in self-play (playOnRules). Written
 * to src/data/people-played-out.json: per reading, the games, how many ended with the side that did
 * not resign winning (how far the computer's finish can be trusted), the defenders' wins, each ending,
 * and the lengths, and the AI version that played them. Each game's seed is its line in the file, so the
 * run is the same on any machine.
 *
 * --preset plays one reading's games alone and keeps the other's from the shipped file, so that a change
 * to the AI that touched only one reading's play (src/ai/selfplay/ai-version.ts) replays only its games
 * (`npm run balance:all -- --stale` does so). --games plays only the first n resigned games of each file
 * (a quick look; the file is not written).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { AI_VERSION } from '../src/ai/selfplay/balance';
import { playedByCurrentAi } from '../src/ai/selfplay/ai-version';
import { DEFAULT_MAX_PLIES, type SelfPlayJob } from '../src/ai/selfplay/selfplay';
import { isPlayerId, jobFor, playerSetting, type PlayerId } from '../src/ai/selfplay/players';
import type { PlayedOut, StoppedGame } from '../src/analysis/people-endings';
import { emptyTally, lengthStats } from '../src/ai/selfplay/stats';
import { getPreset, startPosition } from '../src/engine';
import { type HumanRules, PEOPLE_RULES, selfPlayPatch, selfPlayRules } from '../src/analysis/people-rules';
import { buildGame } from '../src/ai/play/game-spec';
import type { AiTask } from './ai-tasks';
import { runPool } from './ai-pool';
import { recordEnd, rulesText } from './analysis/endings';
import { HUMAN_SOURCES, type HumanSource, readGames, specAt } from './human-positions';
import { fail, parseCliOrExit } from './cli-args';

export const PLAYED_OUT_FILE = fileURLToPath(new URL('../src/data/people-played-out.json', import.meta.url));

/** One resigned game to play on: its record's line, the side that won it, and where it stopped. */
export interface Resigned {
  readonly line: number;
  readonly winner: 'attackers' | 'defenders';
  readonly plies: number;
  readonly job: SelfPlayJob;
  /** True where the record had already passed a position's third occurrence, so it is played on with repetition ignored. */
  readonly pastThird: boolean;
}

/**
 * The rules the computer plays people's resigned games on by: the records' own, but for repetition, where it
 * keeps the reading's rule, as in every game it plays (people-rules.ts selfPlayPatch). With repetition ignored, as
 * they were played on before format 3 of the file, a game the computer cannot win circles to the move limit: 267 of
 * Copenhagen's 1,074 and 52 of Brandub's 399 stopped there and were left out of people's column, while the same kind
 * of position, reached in self-play, ended by the rule and counted.
 */
export const playOnRules = (source: HumanRules): HumanRules => ({ preset: source.preset, patch: selfPlayPatch(source) });

/**
 * The resigned games of a file of records, each as the job that plays it on with `player`, by playOnRules: the
 * record's moves are its history, so a position people reached twice ends the game on its third occurrence. A
 * record that had already passed a third occurrence (its players played on past it) is played on as they played it,
 * with repetition ignored.
 */
export function resignedGames(source: HumanSource, player: PlayerId): Resigned[] {
  const start = startPosition(source.preset, { patch: source.patch });
  if (!start.ok) throw new Error(start.error.message);
  const setting = playerSetting(player, start.value);
  const rules = selfPlayRules(source);
  return readGames(source).flatMap((record) => {
    const end = recordEnd(source, record);
    if (end?.kind !== 'resigned') return [];
    const recorded = specAt(source, record, end.plies);
    const kept = { ...recorded, rules };
    const pastThird = !buildGame(kept).ok;
    const base: SelfPlayJob = {
      spec: pastThird ? recorded : kept,
      level: 'club',
      maxPlies: Math.max(1, DEFAULT_MAX_PLIES - end.plies),
      openingPlies: 0,
    };
    return [{ line: record.line, winner: end.winner, plies: end.plies, job: jobFor(setting, base), pastThird }];
  });
}

async function playOut(source: HumanSource, player: PlayerId, threads: number, limit?: number): Promise<PlayedOut> {
  const all = resignedGames(source, player);
  const games = limit === undefined ? all : all.slice(0, limit);
  const tasks: AiTask[] = games.map((g) => ({ kind: 'game', job: g.job, seed: g.line }));
  const t0 = performance.now();
  const results = await runPool(tasks, threads, (done) => {
    const s = (performance.now() - t0) / 1000;
    const left = (s / done) * (tasks.length - done);
    process.stderr.write(`\r${source.preset}: ${done} of ${tasks.length} played on, about ${Math.round(left / 60)} min left   `);
  });
  process.stderr.write('\n');
  const endings = { ...emptyTally().reasons };
  let agree = 0;
  let defenders = 0;
  const lengths: number[] = [];
  const stopped: StoppedGame[] = [];
  results.forEach((r, i) => {
    if (r.kind !== 'game') throw new Error('A play-out task came back without a game.');
    const s = r.summary;
    const g = games[i]!;
    endings[s.reason] += 1;
    if (s.stopped) stopped.push({ line: g.line, resignedAt: g.plies, winner: g.winner, pastThird: g.pastThird, ...s.stopped });
    if (s.winner === g.winner) agree++;
    if (s.winner === 'defenders') defenders++;
    if (s.reason !== 'move-limit') lengths.push(g.plies + s.plies);
  });
  return {
    preset: source.preset,
    rules: rulesText(playOnRules(source)),
    aiVersion: AI_VERSION,
    games: games.length,
    pastThird: games.filter((g) => g.pastThird).length,
    agree,
    defenders,
    recordedDefenders: games.filter((g) => g.winner === 'defenders').length,
    endings,
    lengths: lengths.sort((a, b) => a - b),
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    stopped,
  };
}

/** The file as written: each reading records the AI version that played its games. */
export interface PlayedOutFile {
  /** 4: each reading records the games the move limit stopped, and how each stood then. */
  readonly format: 4;
  /** The command that plays every reading's games again. */
  readonly command: string;
  readonly player: PlayerId;
  readonly maxPlies: number;
  readonly readings: readonly PlayedOut[];
}

/** The readings whose games today's AI would play otherwise than the version that played them (ai-version.ts). */
export const stalePlayedOut = (file: Pick<PlayedOutFile, 'readings'>): string[] =>
  file.readings
    .filter((r) => {
      const rules = PEOPLE_RULES[r.preset as keyof typeof PEOPLE_RULES];
      const preset = rules && getPreset(rules.preset);
      return (
        !preset ||
        !playedByCurrentAi({
          aiVersion: r.aiVersion,
          rules: selfPlayRules(rules),
          layout: preset.layout.value,
          level: 'club',
        })
      );
    })
    .map((r) => r.preset);

const medianOf = (r: PlayedOut): number | string => lengthStats(r.lengths)?.median ?? '–';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const USAGE = 'npm run played-out -- [--player <club|deeper>] [--preset <copenhagen|brandubh>] [--threads <n>] [--games <n>]';
  const args = parseCliOrExit(USAGE, ['player', 'preset', 'threads', 'games']);
  const player = args.player ?? 'club';
  if (!isPlayerId(player) || player === 'other-eval')
    fail(`--player is the club level or the deeper one (club or deeper), not "${player}".`, USAGE);
  const only = args.preset;
  if (only !== undefined && !(only in HUMAN_SOURCES))
    fail(`--preset is a reading whose people's games are counted (copenhagen or brandubh), not "${only}".`, USAGE);
  // With --preset, the other reading's games are kept from the shipped file, played by the same player.
  const kept = only === undefined ? undefined : (JSON.parse(readFileSync(PLAYED_OUT_FILE, 'utf8')) as PlayedOutFile);
  if (kept && kept.format !== 4)
    fail('The shipped file is of an older format, without the games the move limit stopped: play every reading (no --preset).', USAGE);
  if (kept && kept.player !== player)
    fail(
      `The shipped file's games were played on by the ${kept.player} player, not the ${player} one: play every reading (no --preset).`,
      USAGE,
    );
  const threads = args.threads ?? availableParallelism();
  const readings: PlayedOut[] = [];
  for (const source of [HUMAN_SOURCES.copenhagen, HUMAN_SOURCES.brandubh]) {
    const old = kept?.readings.find((r) => r.preset === source.preset);
    if (only !== undefined && source.preset !== only) {
      if (!old) fail(`The shipped file has no ${source.preset} games to keep: play every reading (no --preset).`, USAGE);
      readings.push(old);
      continue;
    }
    const r = await playOut(source, player, threads, args.games);
    readings.push(r);
    const ended = Object.entries(r.endings)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    process.stdout.write(
      `${r.preset}: ${r.games} resigned games played on in ${r.seconds} s; the side that did not resign won ${r.agree}; ${ended}; median ${medianOf(r)} plies\n`,
    );
  }
  if (args.games === undefined) {
    const file: PlayedOutFile = {
      format: 4,
      command: `npm run played-out -- --player ${player}`,
      player,
      maxPlies: DEFAULT_MAX_PLIES,
      readings,
    };
    writeFileSync(PLAYED_OUT_FILE, `${JSON.stringify(file, null, 2)}\n`);
    process.stderr.write('wrote src/data/people-played-out.json\n');
  }
}
