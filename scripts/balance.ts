/**
 * npm run balance -- --preset <id> [--set key=value]... [--layout <layout-id>] --games <n>
 *   --level <beginner|club|strong> --seed <s> [--threads <n>] [--max-plies <n>] [--out <file>]
 *   [--shard <k>/<n>] [--player <club|other-eval|deeper>] [--budget <0.25|0.5|2>] [--opening <plies>]
 *
 * Plays the lab's self-play (src/ai/selfplay/selfplay.ts) from a reading's start: game i uses seed s + i,
 * each stopped at --max-plies plies or, without it, at the board's own limit (defaultMaxPlies: 400, 800 on 19×19 and where the edge shields the king).
 * The games run in Node worker threads (scripts/balance-worker.ts, which speaks the browser
 * worker's protocol through handleRequest), one per core unless --threads says otherwise, each
 * given one game at a time by the site's own SelfPlayPool. Progress goes to stderr; a table of
 * results to stdout; the BalanceFile (src/ai/selfplay/balance.ts) to --out, or, for the reading's own rules
 * and layout, to src/data/balance/<preset>.json, where the site reads it. Bad input: one sentence
 * and the usage line on stderr, exit code 2.
 *
 * With --player it plays with another computer player than the club level (src/ai/selfplay/players.ts)
 * and writes, for the reading's own rules, src/data/balance/players/<preset>.<player>.json. With
 * --budget f it plays a rung of the strength ladder, the club level at f times its node budget, and
 * writes src/data/balance/ladder/<preset>.x<f>.json.
 *
 * With --opening n each game opens with n plies chosen freely instead of OPENING_PLIES (selfplay.ts), to measure how
 * much a result rests on how its games part; its file records openingPlies and goes where --out says (under people's
 * rules: src/data/balance/people-rules/<preset>.opening<n>.json, which the reading's page sets beside the shipped one).
 *
 * With --shard k/n it plays only the k-th of n parts of the games (scripts/balance-shards.ts) and
 * writes them to balance-shards/<name>.<k>-of-<n>.json; `npm run balance:merge` makes the result
 * from all n parts, the same, game for game, as the run without --shard.
 */
import { availableParallelism } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AI_VERSION, BALANCE_FORMAT, parseBalance, type BalanceFile } from '../src/ai/selfplay/balance';
import {
  DEEPER_FACTOR,
  LADDER_ONLY,
  PLAYER_IDS,
  isLadderFactor,
  isPlayerId,
  jobFor,
  ladderSetting,
  playerSetting,
  type PlayerSetting,
} from '../src/ai/selfplay/players';
import { SelfPlayPool, type WorkerFactory, type WorkerPort } from '../src/ai/runtime/client';
import { specOf } from '../src/ai/play/game-spec';
import { LEVELS, isLevelId, LEVEL_IDS, type LevelId } from '../src/ai/play/levels';
import { defaultMaxPlies, END_REASONS, type GameSummary, OPENING_PLIES, type SelfPlayJob } from '../src/ai/selfplay/selfplay';
import { lengthStats, ratesOf, tallyOf, type Interval } from '../src/ai/selfplay/stats';
import { LAYOUT_IDS, PRESET_IDS, diffRules, getPreset, startPosition, type RuleSet, notation } from '../src/engine';
import { MAP_PRESET_IDS, mapArgs, mapOf } from '../src/ai/selfplay/rule-map';
import { tsWorkerUrl } from './ai-pool';
import { SELFPLAY_FLAGS, UsageError, fail, isEntry, parseCli, withoutFlag, type FlagName, type Shard } from './cli-args';
import { SHARD_DIR, SHARD_FORMAT, shardFileName, shardGames, type ShardFile, type ShardPlan } from './balance-shards';

export const USAGE =
  'npm run balance -- --preset <id> [--set key=value]... [--layout <layout-id>] --games <n> --level <beginner|club|strong> --seed <s> [--threads <n>] [--max-plies <n>] [--out <file>] [--shard <k>/<n>] [--player <club|other-eval|deeper>] [--budget <0.25|0.5|2>] [--opening <plies>]';
export const BALANCE_FLAGS: readonly FlagName[] = ['preset', 'set', 'layout', ...SELFPLAY_FLAGS];
/**
 * The shipped results, one file per reading: what src/ai/selfplay/balance-data.ts loads. BALANCE_DATA_DIR
 * puts it elsewhere, for the tests of balance:all, which regenerates whatever this directory holds.
 */
export const DATA_DIR = process.env.BALANCE_DATA_DIR
  ? resolve(process.env.BALANCE_DATA_DIR)
  : fileURLToPath(new URL('../src/data/balance/', import.meta.url));
/** The same readings' results by the other computer players: what balance-data.ts loads as PLAYER_RESULTS. */
export const PLAYERS_DIR = join(DATA_DIR, 'players');
/** The strength ladder's rungs played for it alone: what balance-data.ts loads into LADDERS. */
export const LADDER_DIR = join(DATA_DIR, 'ladder');
/** The rule-effect maps' cells (rule-map.ts): what balance-data.ts loads into MAP_RESULTS. */
export const MAP_DIR = join(DATA_DIR, 'map');
/** Readings played under the rules people played them by (src/analysis/people-rules.ts): what balance-data.ts loads into PEOPLE_RULES_RESULTS. */
export const PEOPLE_RULES_DIR = join(DATA_DIR, 'people-rules');

export interface BalancePlan {
  readonly preset: string;
  readonly rules: RuleSet;
  readonly layout: string;
  readonly job: SelfPlayJob;
  readonly level: LevelId;
  /** The computer player (the club level unless --player says otherwise). */
  readonly player: PlayerSetting;
  /** Games in the whole run. */
  readonly games: number;
  readonly seed: number;
  readonly threads: number;
  /** Absolute path of the result: the run's file, or with --shard the file the merged parts make. */
  readonly out: string;
  /** "npm run balance -- " and the arguments as given (without --shard: the whole run's command). */
  readonly command: string;
  /** With --shard: which part, the games it plays (`games` of them from game `first`, counted from 0), and the absolute path of its file. */
  readonly shard?: Shard & { readonly first: number; readonly games: number; readonly file: string };
}

const SAFE_ARG = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** One argument as a POSIX shell reads it back: bare when safe, else in single quotes. */
export const quoteArg = (a: string): string => (SAFE_ARG.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
export const commandLine = (argv: readonly string[]): string => ['npm run balance --', ...argv.map(quoteArg)].join(' ');

export const COMMAND_PREFIX = 'npm run balance -- ';
/** The arguments of a recorded command line (the inverse of commandLine), or null if it is not one. */
export function argsOfCommand(command: string): string[] | null {
  if (!command.startsWith(COMMAND_PREFIX)) return null;
  const text = command.slice(COMMAND_PREFIX.length);
  const out: string[] = [];
  let cur: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return null;
      cur = (cur ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '\\' && i + 1 < text.length) {
      cur = (cur ?? '') + text[++i];
    } else if (c === ' ') {
      if (cur !== null) out.push(cur);
      cur = null;
    } else cur = (cur ?? '') + c;
  }
  if (cur !== null) out.push(cur);
  return out;
}

/** Is `file` directly inside `dir`? */
const inside = (dir: string, file: string): boolean => {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(sep);
};

/**
 * Checks the arguments and turns them into a run; throws UsageError with one sentence on bad input.
 * `cores` and `cwd` are injected for tests.
 */
export function planBalance(argv: readonly string[], env: { readonly cores?: number; readonly cwd?: string } = {}): BalancePlan {
  const args = parseCli(argv, BALANCE_FLAGS);
  if (args.preset === undefined) throw new UsageError(`--preset is required; one of: ${PRESET_IDS.join(', ')}.`);
  const preset = getPreset(args.preset);
  if (!preset) throw new UsageError(`There is no reading called "${args.preset}"; one of: ${PRESET_IDS.join(', ')}.`);
  if (args.games === undefined) throw new UsageError('--games is required (how many games to play).');
  if (args.level === undefined) throw new UsageError(`--level is required; one of: ${LEVEL_IDS.join(', ')}.`);
  if (!isLevelId(args.level)) throw new UsageError(`There is no AI level called "${args.level}"; one of: ${LEVEL_IDS.join(', ')}.`);
  if (args.seed === undefined) throw new UsageError('--seed is required (game i plays with seed s + i).');
  const parsed = notation.parseRules([preset.id, ...args.set.map(([k, v]) => `${k}=${v}`)].join(';'));
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const layout = args.layout ?? preset.layout.value;
  if (!LAYOUT_IDS.includes(layout)) throw new UsageError(`There is no layout called "${layout}"; one of: ${LAYOUT_IDS.join(', ')}.`);
  const start = startPosition(preset.id, { patch: parsed.value.patch, layout });
  if (!start.ok) throw new UsageError(start.error.message);

  const playerId = args.player ?? 'club';
  if (!isPlayerId(playerId)) throw new UsageError(`There is no computer player called "${playerId}"; one of: ${PLAYER_IDS.join(', ')}.`);
  if (playerId !== 'club' && args.level !== 'club')
    throw new UsageError(`--player ${playerId} changes the club level in one way, so it needs --level club.`);
  let player = playerSetting(playerId, start.value);
  if (args.budget !== undefined) {
    if (args.budget === 1) throw new UsageError("--budget 1 is the club level's own result: leave --budget out.");
    if (args.budget === DEEPER_FACTOR) throw new UsageError(`--budget ${DEEPER_FACTOR} is the deeper player's: use --player deeper.`);
    if (!isLadderFactor(args.budget) || !(LADDER_ONLY as readonly number[]).includes(args.budget))
      throw new UsageError(`--budget is a rung of the strength ladder: one of ${LADDER_ONLY.join(', ')}.`);
    if (playerId !== 'club' || args.level !== 'club')
      throw new UsageError('--budget changes the club level, so it needs --level club and no other --player.');
    player = ladderSetting(args.budget, start.value);
  }
  if (args.opening !== undefined) {
    if (args.opening === OPENING_PLIES)
      throw new UsageError(`--opening ${OPENING_PLIES} is how every game opens unless told: leave --opening out.`);
    if (playerId !== 'club' || args.budget !== undefined || args.level !== 'club')
      throw new UsageError("--opening changes how the club level's games open, so it needs --level club and no --player or --budget.");
    if (args.out === undefined)
      throw new UsageError("--opening plays games that open otherwise than a shipped result's, so --out <file> is required.");
  }

  const own = args.set.length === 0 && args.layout === undefined;
  const cwd = env.cwd ?? process.cwd();
  const shipped =
    player.budget !== undefined
      ? resolve(LADDER_DIR, `${preset.id}.x${player.budget}.json`)
      : playerId === 'club'
        ? resolve(DATA_DIR, `${preset.id}.json`)
        : resolve(PLAYERS_DIR, `${preset.id}.${playerId}.json`);
  let out: string;
  if (args.out !== undefined) out = resolve(cwd, args.out);
  else if (own) out = shipped;
  else throw new UsageError("With --set or --layout the results are not the reading's own, so --out <file> is required.");
  for (const [dir, shown] of [
    [DATA_DIR, 'src/data/balance/'],
    [PLAYERS_DIR, 'src/data/balance/players/'],
    [LADDER_DIR, 'src/data/balance/ladder/'],
  ] as const) {
    if (!inside(dir, out)) continue;
    if (!own) throw new UsageError(`${shown} holds only each reading's own results; write results with --set or --layout elsewhere.`);
    if (args.opening !== undefined)
      throw new UsageError(`${shown} holds only games that open as every game does; write results with --opening elsewhere.`);
    if (out !== shipped)
      throw new UsageError(
        `In ${shown} the results for ${preset.id}${player.budget !== undefined ? ` at ${player.budget} times the budget` : playerId === 'club' ? '' : ` by the ${playerId} player`} must be named ${relative(DATA_DIR, shipped)}.`,
      );
  }

  if (inside(MAP_DIR, out)) {
    // A map cell: only the cell's own rules, layout and player, under the cell's own name.
    const cell = mapOf(preset.id).cells.find((c) => c.file === basename(out));
    if (!MAP_PRESET_IDS.includes(preset.id) || !cell)
      throw new UsageError(
        `src/data/balance/map/ holds only the cells of the rule-effect maps (rule-map.ts); ${basename(out)} is not one of ${preset.id}'s.`,
      );
    const rules = start.value.rules;
    if (
      diffRules(rules, cell.rules).length > 0 ||
      layout !== cell.layout ||
      playerId !== 'club' ||
      args.budget !== undefined ||
      args.opening !== undefined ||
      args.level !== 'club'
    )
      throw new UsageError(
        `${basename(out)} holds the club level's games of its cell's rules and layout: npm run balance -- ${mapArgs(cell).join(' ')}`,
      );
  }

  let shard: BalancePlan['shard'];
  if (args.shard) {
    if (args.shard.count > args.games)
      throw new UsageError(`--shard ${args.shard.index}/${args.shard.count} splits ${args.games} games into more parts than games.`);
    const part = shardGames(args.games, args.shard);
    shard = { ...args.shard, ...part, file: resolve(cwd, SHARD_DIR, shardFileName(basename(out, '.json'), args.shard)) };
  }
  const cores = env.cores ?? availableParallelism();
  const threads = Math.min(args.threads ?? Math.max(1, cores), shard?.games ?? args.games);
  const job: SelfPlayJob = jobFor(player, {
    spec: specOf(start.value),
    level: args.level,
    maxPlies: args.maxPlies ?? defaultMaxPlies(start.value.size, start.value.rules),
    ...(args.opening !== undefined ? { openingPlies: args.opening } : {}),
  });
  return {
    preset: preset.id,
    rules: start.value.rules,
    layout,
    job,
    level: args.level,
    player,
    games: args.games,
    seed: args.seed,
    threads,
    out,
    command: commandLine(withoutFlag(argv, 'shard')),
    ...(shard ? { shard } : {}),
  };
}

/**
 * The worker's first module: registers tsx's TypeScript hooks, then loads balance-worker.ts.
 * (`execArgv: ['--import', 'tsx']` is not enough on Node 20: tsx registers its hooks there on the
 * main thread only, and the worker then fails on the ".ts" extension.)
 */
/** The Node worker thread as the pool's WorkerPort (the same shape as a browser Worker). */
export function nodeWorker(): WorkerPort {
  const w = new Worker(tsWorkerUrl(new URL('./balance-worker.ts', import.meta.url)));
  let ended = false;
  const port: WorkerPort = {
    postMessage: (msg) => w.postMessage(msg),
    terminate: () => {
      ended = true;
      void w.terminate();
    },
    onmessage: null,
    onerror: null,
  };
  w.on('message', (data) => port.onmessage?.({ data }));
  w.on('error', (e) => {
    if (!ended) port.onerror?.(e);
  });
  w.on('exit', (code) => {
    if (!ended && code !== 0) port.onerror?.(new Error(`worker exited with code ${code}`));
  });
  return port;
}

/** The games the plan plays: all of them, or its part's. */
export const gamesToPlay = (plan: BalancePlan): number => plan.shard?.games ?? plan.games;

/**
 * Plays the plan's games (its part's, with --shard) over its threads; resolves with the summaries in seed
 * order. `workers` starts a thread (Node's worker threads unless a test gives another).
 */
export function playGames(plan: BalancePlan, onGame?: (done: number) => void, workers: WorkerFactory = nodeWorker): Promise<GameSummary[]> {
  const first = plan.shard?.first ?? 0;
  return playSeeds(
    plan,
    Array.from({ length: gamesToPlay(plan) }, (_, i) => plan.seed + first + i),
    onGame,
    workers,
  );
}

/** Plays the plan's job from each of these seeds over its threads; resolves with the summaries in seed order. */
export function playSeeds(
  plan: BalancePlan,
  seeds: readonly number[],
  onGame?: (done: number) => void,
  workers: WorkerFactory = nodeWorker,
): Promise<GameSummary[]> {
  const pool = new SelfPlayPool(workers, plan.threads);
  const games: GameSummary[] = [];
  return new Promise((done, failed) => {
    pool.run(plan.job, seeds, {
      onGame: (g) => {
        games.push(g);
        onGame?.(games.length);
      },
      onDone: () => done([...games].sort((a, b) => a.seed - b.seed)),
      onError: (message) => failed(new Error(message)),
    });
  });
}

/** What the run's file says of the run, before its games: the same for the whole run and for each part. */
function runOf(plan: BalancePlan): Omit<BalanceFile, 'tally' | 'finished' | 'seconds' | 'threads'> {
  const level = LEVELS[plan.level];
  return {
    format: BALANCE_FORMAT,
    aiVersion: AI_VERSION,
    command: plan.command,
    preset: plan.preset,
    rulesText: notation.makeRules(plan.rules, plan.preset),
    rules: plan.rules,
    layout: plan.layout,
    level: plan.level,
    ai: {
      nodes: level.nodes,
      ...(level.depth !== undefined ? { depth: level.depth } : {}),
      choice: level.choice,
      overlook: level.overlook,
    },
    ...(plan.player.id !== 'club' ? { player: { id: plan.player.id, weights: plan.player.weights, nodes: plan.player.nodes } } : {}),
    ...(plan.player.budget !== undefined ? { budget: plan.player.budget, budgetNodes: plan.player.nodes } : {}),
    ...(plan.job.openingPlies !== undefined ? { openingPlies: plan.job.openingPlies } : {}),
    seed: plan.seed,
    maxPlies: plan.job.maxPlies,
  };
}

export function balanceFileOf(plan: BalancePlan, games: readonly GameSummary[], finished: Date, seconds: number): BalanceFile {
  return {
    ...runOf(plan),
    tally: tallyOf([...games].sort((a, b) => a.seed - b.seed)),
    finished: finished.toISOString(),
    seconds: Math.round(seconds * 10) / 10,
    threads: plan.threads,
  };
}

/** A part's file (--shard): its games, and the whole run it belongs to, for balance:merge. */
export function shardFileOf(
  plan: BalancePlan,
  games: readonly GameSummary[],
  finished: Date,
  seconds: number,
  cwd = process.cwd(),
): ShardFile {
  if (!plan.shard) throw new Error('shardFileOf: the plan is not a part of a run (no --shard).');
  const whole: ShardPlan = { ...runOf(plan), games: plan.games, target: relative(cwd, plan.out) };
  return {
    format: SHARD_FORMAT,
    kind: 'balance-shard',
    shard: { index: plan.shard.index, count: plan.shard.count },
    plan: whole,
    games: [...games].sort((a, b) => a.seed - b.seed),
    finished: finished.toISOString(),
    seconds: Math.round(seconds * 10) / 10,
    threads: plan.threads,
  };
}

/** JSON with the per-game lengths on one line. */
export const formatBalanceJson = (file: BalanceFile): string =>
  `${JSON.stringify(file, null, 2).replace(/"lengths": \[[^\]]*\]/, `"lengths": ${JSON.stringify(file.tally.lengths)}`)}\n`;

const pct = (i: Interval): string => `${Math.round(i.p * 100)} %`;
const range = (i: Interval): string => `${Math.round(i.lo * 100)}–${Math.round(i.hi * 100)} %`;

/** The table printed at the end. */
export function reportOf(file: BalanceFile): string {
  const t = file.tally;
  const rates = ratesOf(t);
  const rows: [string, number, Interval][] = [
    ['attackers', t.attackers, rates.attackers],
    ['defenders', t.defenders, rates.defenders],
    ['draws', t.draws, rates.draws],
  ];
  const w = String(t.games).length + 2;
  const lines = [
    `${file.rulesText}, layout ${file.layout}: ${t.games} games at level ${file.level}, seeds ${file.seed}–${file.seed + t.games - 1}, at most ${file.maxPlies} plies`,
    '',
    `result    ${'games'.padStart(w)}      %   95 % interval`,
    ...rows.map(([name, n, i]) => `${name.padEnd(9)} ${String(n).padStart(w)} ${pct(i).padStart(6)}   ${range(i)}`),
    '',
    'end reasons',
    ...END_REASONS.filter((r) => t.reasons[r] > 0).map((r) => `  ${r.padEnd(20)} ${String(t.reasons[r]).padStart(w)}`),
  ];
  const len = lengthStats(t.lengths);
  if (len) lines.push('', `length (plies): min ${len.min}, median ${len.median}, mean ${len.mean.toFixed(1)}, max ${len.max}`);
  lines.push('', `${file.threads} threads, ${file.seconds} s`);
  return lines.join('\n');
}

/** A path as the messages show it: relative to the directory the command runs from when inside it. */
export const shownPath = (file: string): string => {
  const shown = relative(process.cwd(), file);
  return shown.startsWith('..') || shown === '' ? file : shown;
};

async function main(argv: readonly string[]): Promise<void> {
  let plan: BalancePlan;
  try {
    plan = planBalance(argv);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message, USAGE);
    throw e;
  }
  const t0 = performance.now();
  const total = gamesToPlay(plan);
  const step = Math.max(1, Math.ceil(total / 20));
  const part = plan.shard
    ? `, part ${plan.shard.index} of ${plan.shard.count} (games ${plan.shard.first + 1}–${plan.shard.first + total} of ${plan.games})`
    : '';
  process.stderr.write(`${total} games of ${plan.preset} at level ${plan.level}${part} on ${plan.threads} threads\n`);
  let games: GameSummary[];
  try {
    games = await playGames(plan, (done) => {
      if (done % step === 0 || done === total) {
        const s = (performance.now() - t0) / 1000;
        const left = done < total ? `, about ${Math.round((s / done) * (total - done))} s left` : '';
        process.stderr.write(`${done}/${total} games, ${Math.round(s)} s${left}\n`);
      }
    });
  } catch (e) {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
  const seconds = (performance.now() - t0) / 1000;
  if (plan.shard) {
    const file = shardFileOf(plan, games, new Date(), seconds);
    mkdirSync(dirname(plan.shard.file), { recursive: true });
    writeFileSync(plan.shard.file, `${JSON.stringify(file)}\n`);
    process.stderr.write(
      `wrote ${shownPath(plan.shard.file)}; once every part is played: npm run balance:merge -- ${SHARD_DIR}/${basename(plan.out, '.json')}.*-of-${plan.shard.count}.json\n`,
    );
    return;
  }
  const file = balanceFileOf(plan, games, new Date(), seconds);
  const checked = parseBalance(JSON.parse(JSON.stringify(file)));
  if (!checked.ok) {
    process.stderr.write(`error: the results did not pass their own check: ${checked.error.message}\n`);
    process.exit(1);
  }
  mkdirSync(dirname(plan.out), { recursive: true });
  writeFileSync(plan.out, formatBalanceJson(file));
  process.stdout.write(`${reportOf(file)}\n`);
  process.stderr.write(`wrote ${shownPath(plan.out)}\n`);
}

if (isEntry(import.meta.url)) await main(process.argv.slice(2));
