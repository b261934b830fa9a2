/**
 * npm run bench:ai [-- --section <name>] [--positions <n>] [--family <copenhagen|brandubh>] [--pairs <n>] [--readings <id,id>] [--games <n>] [--threads <n>] [--levels <club,strong>] [--candidates <2,4,8>] [--rungs <0.25,0.5,1,2>]
 *
 * How well the AI plays and judges, against people's games and against its earlier self. Every
 * table compares the tuned evaluation (src/ai/eval/weights/) with the hand-set one the AI used before
 * tuning, measured in this one run:
 * - agreement: on held-out positions from the aagenielsen.dk games (one game in five, never
 *   fitted), how often each level's move is the move the person played (the tuned club and strong
 *   levels consult the move-prediction network where the rules have one), and the network's own favourite;
 * - prediction: log-loss and AUC of the static evaluation, and of the searched score at the club
 *   level, against the game's result (each calibrated on positions from the fitting games);
 * - match: the tuned AI against the hand-set one at equal node budgets (the club level's), both
 *   colours, from the same seeds, for Copenhagen, Brandubh and an Alea reading (or --readings);
 * - self-play: the tuned AI at the level the shipped balance numbers use, against itself, beside
 *   the share of games people's defenders won;
 * - choice: the ways a level with a network can choose among its moves (choiceRules below): depth,
 *   agreement with people and how often the network changes the search's move;
 * - match-choice: a level's choice rule now against the one before it, for the club and strong levels
 *   (or --levels; matchChoice below);
 * - ladder-choice: Copenhagen's strength ladder with the club level's network choice made the old way
 *   (every move within the margin open), beside the shipped ladder (ladderChoice below);
 * - match-network: on Brandubh, the club and strong levels (or --levels) with Brandub's move-prediction
 *   network (AI version 11) against without it (version 10), both colours from the same seeds (matchNetwork below);
 * - match-lone-king: on the Viking reading, the club level with the lone king's budget (AI version 9)
 *   against the club level without it (version 8), both colours from the same seeds (matchVersions below);
 * - match-stalls: on the Viking reading, the club level that plays a stalled game for a draw (version 10)
 *   against the one that plays on (version 9), the same way.
 * Deterministic for its arguments; the times are this machine's.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { auc, calibrate, calibrated, logLoss } from './analysis/fit';
import { buildGame, specOf } from '../src/ai/play/game-spec';
import { HUMAN_STATS } from '../src/analysis/human-stats';
import { LAB_LEVEL, LEVELS, nodesFor, LEVEL_IDS, type LevelId } from '../src/ai/play/levels';
import { DEFAULT_MAX_PLIES, defaultMaxPlies } from '../src/ai/selfplay/selfplay';
import { loadPolicy } from '../src/ai/policy/policies';
import { makeTafl } from '../src/ai/eval/tafl';
import { weightsFor, type WeightSetId } from '../src/ai/eval/weights';
import { startPosition } from '../src/engine';
import { MAX_MOVES } from '../src/engine/core';
import { wilson } from '../src/ai/selfplay/stats';
import { runPool } from './ai-pool';
import type { AiTask, AiTaskResult } from './ai-tasks';
import { table } from './bench-search';
import type { Choice } from '../src/ai/search/search';
import type { VersionSwitches } from '../src/ai/play/think';
import { FAMILY_NAMES } from '../src/ai/selfplay/players';
import { eachPosition, HUMAN_SOURCES, type HumanSource, isHeldOut, readGames, specAt } from './human-positions';
import { readFromDisk } from './network-files';

const SETS: readonly WeightSetId[] = ['hand-set', 'tuned'];
const HUMAN_FAMILIES = ['copenhagen', 'brandubh'] as const;
type HumanFamily = (typeof HUMAN_FAMILIES)[number];
const MATCH_PRESETS = ['copenhagen', 'brandubh', 'alea-walker-2014'] as const;
const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

interface Picked {
  readonly source: HumanSource;
  readonly spec: ReturnType<typeof specAt>;
  readonly move: number;
  readonly target: number;
}

/** Every `step`-th position of the chosen games (held out or fitted), up to `limit`. */
function pick(source: HumanSource, heldOut: boolean, limit: number): Picked[] {
  const games = readGames(source).filter((g) => isHeldOut(g) === heldOut);
  const all: { record: (typeof games)[number]; ply: number; move: number; target: number }[] = [];
  eachPosition(source, games, (_g, move, target, record, ply) => all.push({ record, ply, move, target }));
  const step = Math.max(1, Math.floor(all.length / limit));
  const out: Picked[] = [];
  for (let i = 0; i < all.length && out.length < limit; i += step) {
    const p = all[i]!;
    out.push({ source, spec: specAt(source, p.record, p.ply), move: p.move, target: p.target });
  }
  return out;
}

/** The static evaluation (defenders' side) of each position under a weight set. */
function staticScores(positions: readonly Picked[], set: WeightSetId): Float64Array {
  return Float64Array.from(positions, (p) => {
    const b = buildGame(p.spec);
    if (!b.ok) throw new Error(b.error.message);
    const g = b.value.game;
    const t = makeTafl(g.c, b.value.startAttackers, b.value.startDefenders, set === 'hand-set' ? null : weightsFor(g.c).weights);
    const s = t.evaluate(g);
    return g.turn === 1 ? s : -s;
  });
}

async function searched(positions: readonly Picked[], set: WeightSetId, level: LevelId, threads: number) {
  const tasks: AiTask[] = positions.map((p, i) => ({ kind: 'search', spec: p.spec, level, weights: set, seed: 1 + i }));
  const res = await runPool(tasks, threads);
  return res.map((r, i) => {
    if (r.kind !== 'search') throw new Error('expected a search');
    const turn = turnAt(positions[i]!);
    return { best: r.best, score: turn === 1 ? r.score : -r.score };
  });
}

/**
 * How often the family's move-prediction network, if it has one, rates the person's move likeliest
 * (reading the position as the strong level does); null without one.
 */
async function networkAlone(positions: readonly Picked[]): Promise<number | null> {
  let same = 0;
  const buf = new Int32Array(MAX_MOVES);
  const lp = new Float64Array(MAX_MOVES);
  for (const p of positions) {
    const b = buildGame(p.spec);
    if (!b.ok) throw new Error(b.error.message);
    const g = b.value.game;
    const net = await loadPolicy(g.c, readFromDisk);
    if (!net) return null;
    const n = g.generate(buf);
    net.priors(g, buf, n, lp, LEVELS.strong.choice.prior?.turns ?? 1);
    let best = 0;
    for (let i = 1; i < n; i++) if (lp[i]! > lp[best]!) best = i;
    if (buf[best] === p.move) same++;
  }
  return same;
}

function turnAt(p: Picked): number {
  const b = buildGame(p.spec);
  if (!b.ok) throw new Error(b.error.message);
  return b.value.game.turn;
}

async function agreementAndPrediction(positions: number, threads: number, families: readonly HumanFamily[]): Promise<void> {
  const rows: string[][] = [];
  const pred: string[][] = [];
  for (const family of families) {
    const source = HUMAN_SOURCES[family];
    const held = pick(source, true, positions);
    const fit = pick(source, false, positions);
    for (const level of LEVEL_IDS) {
      const cells = [family, `${level} (${nodesFor(LEVELS[level], family === 'brandubh' ? 7 : 11).toLocaleString('en-US')} nodes)`];
      for (const set of SETS) {
        const r = await searched(held, set, level, threads);
        const same = r.filter((x, i) => x.best === held[i]!.move).length;
        cells.push(`${same}/${held.length} = ${pct(same / held.length)}`);
      }
      rows.push(cells);
    }
    const alone = await networkAlone(held);
    if (alone !== null) rows.push([family, 'move-prediction network alone', '—', `${alone}/${held.length} = ${pct(alone / held.length)}`]);
    // Static evaluation: all held-out positions where it is not an escape now, calibrated on the fitted ones.
    const trainPos = pick(source, false, 20_000);
    const heldPos = pick(source, true, 20_000);
    for (const set of SETS) {
      const keep = (ps: Picked[], s: Float64Array) => {
        const idx = [...s.keys()].filter((i) => Math.abs(s[i]!) < 20_000);
        return { s: Float64Array.from(idx, (i) => s[i]!), y: Float64Array.from(idx, (i) => ps[i]!.target) };
      };
      const tr = keep(trainPos, staticScores(trainPos, set));
      const he = keep(heldPos, staticScores(heldPos, set));
      const cal = calibrate(tr.s, tr.y);
      pred.push([
        family,
        `static, ${set}`,
        String(he.y.length),
        logLoss(calibrated(he.s, cal), he.y).toFixed(3),
        auc(he.s, he.y).toFixed(3),
      ]);
    }
    for (const set of SETS) {
      const clip = (x: number) => Math.max(-3000, Math.min(3000, x));
      const a = (await searched(fit, set, LAB_LEVEL, threads)).map((x) => clip(x.score));
      const b = (await searched(held, set, LAB_LEVEL, threads)).map((x) => clip(x.score));
      const ya = Float64Array.from(fit, (p) => p.target);
      const yb = Float64Array.from(held, (p) => p.target);
      const cal = calibrate(a, ya);
      pred.push([
        family,
        `searched at ${LAB_LEVEL}, ${set}`,
        String(held.length),
        logLoss(calibrated(b, cal), yb).toFixed(3),
        auc(b, yb).toFixed(3),
      ]);
    }
  }
  table(`agreement with the person's move on ${positions} held-out positions per game`, ['game', 'level', 'hand-set', 'tuned'], rows);
  table(
    'predicting the result on held-out positions (lower log-loss, higher AUC is better)',
    ['game', 'score', 'positions', 'log-loss', 'AUC'],
    pred,
  );
}

function gameTasks(
  preset: string,
  games: number,
  weights: (i: number) => { attackers: WeightSetId; defenders: WeightSetId },
  nodes?: number,
): AiTask[] {
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const spec = specOf(start.value);
  return Array.from({ length: games }, (_, i) => ({
    kind: 'game' as const,
    seed: 1 + (nodes ? i >> 1 : i),
    job: {
      spec,
      level: LAB_LEVEL,
      maxPlies: defaultMaxPlies(start.value.size, start.value.rules),
      weights: weights(i),
      ...(nodes ? { nodes } : {}),
    },
  }));
}

/**
 * A match's row: games 2i and 2i + 1 are a pair from one seed, the player measured attacking in the first
 * and defending in the second. Its wins and draws in each colour, its score (a draw counting half), the
 * score's 95 % interval, and the seconds since t0.
 */
function pairedScore(res: readonly AiTaskResult[], t0: number): string[] {
  const won = [0, 0];
  const drawn = [0, 0];
  res.forEach((r, i) => {
    if (r.kind !== 'game') return;
    const side = i % 2 === 0 ? 'attackers' : 'defenders';
    if (r.summary.winner === side) won[i % 2] = won[i % 2]! + 1;
    else if (r.summary.winner === null) drawn[i % 2] = drawn[i % 2]! + 1;
  });
  const score = won[0]! + won[1]! + (drawn[0]! + drawn[1]!) / 2;
  const ci = wilson(score, res.length);
  return [
    String(res.length),
    `${won[0]} won, ${drawn[0]} drawn`,
    `${won[1]} won, ${drawn[1]} drawn`,
    pct(score / res.length),
    `${pct(ci.lo)} to ${pct(ci.hi)}`,
    ((performance.now() - t0) / 1000).toFixed(0),
  ];
}

async function match(pairs: number, threads: number, presets: readonly string[]): Promise<void> {
  const rows: string[][] = [];
  for (const preset of presets) {
    const nodes = nodesFor(LEVELS[LAB_LEVEL], sizeOf(preset));
    // Game 2i: the tuned AI attacks; game 2i+1, from the same seed: it defends.
    const tasks = gameTasks(
      preset,
      pairs * 2,
      (i) => (i % 2 === 0 ? { attackers: 'tuned', defenders: 'hand-set' } : { attackers: 'hand-set', defenders: 'tuned' }),
      nodes,
    );
    const t0 = performance.now();
    rows.push([preset, ...pairedScore(await runPool(tasks, threads), t0)]);
  }
  table(
    `match: tuned against hand-set evaluation, ${LAB_LEVEL} level's node budget each, ${pairs} pairs of games (same seed, colours swapped)`,
    ['reading', 'games', 'tuned as attackers', 'tuned as defenders', 'tuned score', '95 % interval', 'seconds'],
    rows,
  );
}

function sizeOf(preset: string): number {
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const b = buildGame(specOf(start.value));
  if (!b.ok) throw new Error(b.error.message);
  return b.value.game.c.geo.size;
}

async function selfPlay(games: number, threads: number): Promise<void> {
  const rows: string[][] = [];
  for (const preset of ['copenhagen', 'brandubh'] as const) {
    const human = HUMAN_STATS.find((h) => h.preset === preset)!;
    for (const set of SETS) {
      const res = await runPool(
        gameTasks(preset, games, () => ({ attackers: set, defenders: set })),
        threads,
      );
      let d = 0;
      let a = 0;
      for (const r of res) if (r.kind === 'game') r.summary.winner === 'defenders' ? d++ : r.summary.winner === 'attackers' ? a++ : 0;
      const share = d / res.length;
      rows.push([
        preset,
        set,
        `${d} / ${a} / ${res.length - d - a}`,
        pct(share),
        `${human.defenders} %`,
        `${share * 100 - human.defenders >= 0 ? '+' : ''}${(share * 100 - human.defenders).toFixed(1)} pts`,
      ]);
    }
  }
  table(
    `self-play at the ${LAB_LEVEL} level (the shipped numbers' level), ${games} games each`,
    ['reading', 'evaluation', 'defenders / attackers / draws', "defenders' share", 'people', 'gap'],
    rows,
  );
}

/**
 * The choice rules where the rules have a move-prediction network (Choice.prior), on held-out positions
 * of people's games: for each level, the search alone (the level's choice without the network), the
 * network choosing among every move within its margin (the whole root kept open for it), and the
 * network's k likeliest moves searched again after a narrow search (Choice.prior.candidates). For each:
 * the depth completed on average, how often the move is the person's, and how often the network changed
 * the search's own move. For each family with a network (--family; both by default).
 */
async function choiceRules(
  positions: number,
  threads: number,
  levels: readonly LevelId[],
  ks: readonly number[],
  family: HumanFamily,
): Promise<void> {
  const source = HUMAN_SOURCES[family];
  const held = pick(source, true, positions);
  const rows: string[][] = [];
  for (const level of levels) {
    const spec = LEVELS[level];
    const prior = spec.choice.prior;
    if (!prior) continue;
    const plain = { margin: spec.choice.margin, temperature: spec.choice.temperature };
    const rules: { name: string; choice: Choice }[] = [
      { name: 'the search alone', choice: plain },
      { name: `every move within ${prior.margin} open`, choice: { ...spec.choice, prior: { ...prior, candidates: undefined } } },
      ...ks.map((k) => ({ name: `the ${k} likeliest searched again`, choice: { ...spec.choice, prior: { ...prior, candidates: k } } })),
    ];
    for (const rule of rules) {
      const t1 = performance.now();
      const tasks: AiTask[] = held.map((p, i) => ({
        kind: 'search',
        spec: p.spec,
        level,
        weights: 'tuned',
        seed: 1 + i,
        choice: rule.choice,
      }));
      const res = (await runPool(tasks, threads)).map((r) => {
        if (r.kind !== 'search') throw new Error('expected a search');
        return r;
      });
      const depth = res.reduce((sum, r) => sum + r.depth, 0) / res.length;
      const nodes = res.reduce((sum, r) => sum + r.nodes, 0) / res.length;
      const same = res.filter((r, i) => r.best === held[i]!.move).length;
      const changed = res.filter((r) => r.best !== r.searchBest).length;
      rows.push([
        level,
        rule.name,
        depth.toFixed(2),
        Math.round(nodes).toLocaleString('en-US'),
        `${same}/${res.length} = ${pct(same / res.length)}`,
        pct(changed / res.length),
        `${((performance.now() - t1) / 1000).toFixed(0)} s`,
      ]);
    }
  }
  table(
    `choice rules on ${held.length} held-out ${FAMILY_NAMES[family]} positions`,
    ['level', 'choice', 'mean depth', 'mean nodes', "the person's move", 'network changed it', 'time'],
    rows,
  );
}

/**
 * Pairs of games on a reading between two ways of choosing at one level, both sides the tuned AI at the
 * club level's node budget for the board: game 2i has `now` attacking, game 2i+1, from the same seed,
 * `before`. The row of pairedScore.
 */
async function pairedChoices(
  preset: string,
  level: LevelId,
  now: Choice,
  before: Choice,
  pairs: number,
  threads: number,
): Promise<string[]> {
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const tasks: AiTask[] = Array.from({ length: pairs * 2 }, (_, i) => ({
    kind: 'game' as const,
    seed: 1 + (i >> 1),
    job: {
      spec: specOf(start.value),
      level,
      maxPlies: defaultMaxPlies(start.value.size, start.value.rules),
      nodes: nodesFor(LEVELS[LAB_LEVEL], start.value.size),
      choices: i % 2 === 0 ? { attackers: now, defenders: before } : { attackers: before, defenders: now },
    },
  }));
  const t0 = performance.now();
  return pairedScore(await runPool(tasks, threads), t0);
}

/**
 * A level's choice rule as it is now against the rule before it (every move within the margin kept
 * open), on Copenhagen, the one family whose play the change touched: both sides the tuned AI at the
 * same node budget (the club level's, so that a match fits in minutes; the strong level's own is
 * twenty-five times it), `pairs` pairs of games from the same seed with the colours swapped.
 */
async function matchChoice(pairs: number, threads: number, level: LevelId): Promise<void> {
  const spec = LEVELS[level];
  const prior = spec.choice.prior;
  if (!prior?.candidates) throw new Error(`The ${level} level does not re-search the network's likeliest moves.`);
  const before: Choice = { ...spec.choice, prior: { ...prior, candidates: undefined } };
  table(
    `match: the ${level} level's choice now (the network's ${prior.candidates} likeliest searched again) against before (every move within ${prior.margin} open), Copenhagen, ${nodesFor(LEVELS[LAB_LEVEL], 11).toLocaleString('en-US')} nodes a move each, ${pairs} pairs of games (same seed, colours swapped)`,
    ['games', 'now as attackers', 'now as defenders', 'score of now', '95 % interval', 'seconds'],
    [await pairedChoices('copenhagen', level, spec.choice, before, pairs, threads)],
  );
}

/**
 * Brandub's move-prediction network (AI version 11) against the level without it (version 10, which chose
 * among the moves within its margin by a softmax of their scores alone): both sides the tuned AI at the
 * club level's node budget, `pairs` pairs of games from the same seed with the colours swapped, to the
 * reading's own move limit.
 */
async function matchNetwork(pairs: number, threads: number, level: LevelId): Promise<void> {
  const { prior: _, ...without } = LEVELS[level].choice;
  table(
    `match: the ${level} level with Brandub's move-prediction network (AI version 11) against without it (version 10), Brandubh, ${nodesFor(LEVELS[LAB_LEVEL], 7).toLocaleString('en-US')} nodes a move each, ${pairs} pairs of games (same seed, colours swapped)`,
    ['games', 'version 11 as attackers', 'version 11 as defenders', 'score of version 11', '95 % interval', 'seconds'],
    [await pairedChoices('brandubh', level, LEVELS[level].choice, without, pairs, threads)],
  );
}

/** Where two AI versions differ by switches a request can turn off (think.ts VersionSwitches): what each plays. */
interface VersionPair {
  readonly now: number;
  readonly before: number;
  readonly nowSwitches: VersionSwitches;
  readonly beforeSwitches: VersionSwitches;
  /** The ply limit the match is played to: the reading's own (selfplay.ts defaultMaxPlies) unless given. */
  readonly maxPlies?: number;
  /** What the later version changed, for the table's title. */
  readonly change: string;
}

/**
 * Two AI versions where they differ, on the Viking reading, whose lone king the edge shields: the club level
 * of one against the other's, `pairs` pairs of games from the same seed with the colours swapped. Elsewhere
 * the versions play alike.
 *   - match-lone-king: version 9 (the lone king's budget, levels.ts budgetFor) against version 8, both
 *     playing on in a stalled game, to the 400 plies version 9 was matched at;
 *   - match-stalls: version 10 (a stalled game played for a draw, levels.ts STALL_PLIES) against version 9,
 *     to the reading's own limit.
 */
async function matchVersions(pairs: number, threads: number, v: VersionPair): Promise<void> {
  const start = startPosition('viking');
  if (!start.ok) throw new Error(start.error.message);
  const maxPlies = v.maxPlies ?? defaultMaxPlies(start.value.size, start.value.rules);
  const tasks: AiTask[] = Array.from({ length: pairs * 2 }, (_, i) => ({
    kind: 'game' as const,
    seed: 1 + (i >> 1),
    job: {
      spec: specOf(start.value),
      level: 'club',
      maxPlies,
      switches:
        i % 2 === 0 ? { attackers: v.nowSwitches, defenders: v.beforeSwitches } : { attackers: v.beforeSwitches, defenders: v.nowSwitches },
    },
  }));
  const t0 = performance.now();
  const cells = pairedScore(await runPool(tasks, threads), t0);
  table(
    `match: the club level of AI version ${v.now} (${v.change}) against version ${v.before}, Viking, ${pairs} pairs of games (same seed, colours swapped) to ${maxPlies} plies`,
    ['games', `version ${v.now} as attackers`, `version ${v.now} as defenders`, `score of version ${v.now}`, '95 % interval', 'seconds'],
    [cells],
  );
}

const LONE_KING_PAIR: VersionPair = {
  now: 9,
  before: 8,
  nowSwitches: { claimStalls: false },
  beforeSwitches: { claimStalls: false, loneKingBudget: false },
  maxPlies: DEFAULT_MAX_PLIES,
  change: "the lone king's budget",
};

const STALLS_PAIR: VersionPair = {
  now: 10,
  before: 9,
  nowSwitches: {},
  beforeSwitches: { claimStalls: false },
  change: 'a stalled game played for a draw',
};

/** The shipped result at a rung of Copenhagen's strength ladder (the club level's rule), read from its file. */
function shippedRung(factor: number): { defenders: number; attackers: number; draws: number; games: number } | null {
  const path =
    factor === 1
      ? 'src/data/balance/copenhagen.json'
      : factor === 4
        ? 'src/data/balance/players/copenhagen.deeper.json'
        : `src/data/balance/ladder/copenhagen.x${factor}.json`;
  try {
    const t = JSON.parse(readFileSync(path, 'utf8')).tally;
    return { defenders: t.defenders, attackers: t.attackers, draws: t.draws, games: t.games };
  } catch {
    return null;
  }
}

/**
 * The strength ladder under the club level's old choice, every move within the margin open (to AI version 7),
 * beside the shipped ladder (the network's likeliest moves searched again, Choice.prior.candidates):
 * Copenhagen, the club level at each multiple of its node budget, `games` games from seed 1, as `npm run
 * balance` plays them. The defenders' share of the games either side won, with its 95 % interval.
 */
async function ladderChoice(games: number, threads: number, factors: readonly number[]): Promise<void> {
  const club = LEVELS.club;
  const prior = club.choice.prior!;
  const rule: Choice = { ...club.choice, prior: { ...prior, candidates: undefined } };
  const start = startPosition('copenhagen');
  if (!start.ok) throw new Error(start.error.message);
  const rows: string[][] = [];
  const share = (d: number, a: number) => {
    const ci = wilson(d, d + a);
    return `${pct(ci.p)} (${pct(ci.lo)}–${pct(ci.hi)})`;
  };
  for (const f of factors) {
    const nodes = Math.round(nodesFor(club, 11) * f);
    const tasks: AiTask[] = Array.from({ length: games }, (_, i) => ({
      kind: 'game' as const,
      seed: 1 + i,
      job: { spec: specOf(start.value), level: 'club', maxPlies: DEFAULT_MAX_PLIES, nodes, choices: { attackers: rule, defenders: rule } },
    }));
    const t0 = performance.now();
    const res = await runPool(tasks, threads);
    let [d, a, limit] = [0, 0, 0];
    for (const r of res) {
      if (r.kind !== 'game') continue;
      if (r.summary.winner === 'defenders') d++;
      else if (r.summary.winner === 'attackers') a++;
      if (r.summary.reason === 'move-limit') limit++;
    }
    const old = shippedRung(f);
    rows.push([
      `${f} ×`,
      nodes.toLocaleString('en-US'),
      old ? `${share(old.defenders, old.attackers)} of ${old.games}` : 'not shipped',
      `${share(d, a)} of ${res.length}`,
      String(limit),
      ((performance.now() - t0) / 1000).toFixed(0),
    ]);
  }
  table(
    `Copenhagen's strength ladder: the club level's rule now (the network's ${prior.candidates} likeliest searched again) against before (every move within ${prior.margin} open); defenders' share of the games won`,
    [
      'budget',
      'nodes a move',
      `${prior.candidates} likeliest searched again (shipped)`,
      'every move open (before)',
      'at the move limit',
      'seconds',
    ],
    rows,
  );
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    section: { type: 'string' },
    positions: { type: 'string' },
    family: { type: 'string' },
    pairs: { type: 'string' },
    readings: { type: 'string' },
    games: { type: 'string' },
    threads: { type: 'string' },
    levels: { type: 'string' },
    candidates: { type: 'string' },
    rungs: { type: 'string' },
  },
  strict: true,
});
const threads = Number(values.threads ?? availableParallelism());
const only = values.section;
const t0 = performance.now();
/** The levels with a network that match-choice and choice measure (--levels; both by default). */
const levels = (values.levels?.split(',') ?? ['club', 'strong']).filter((l): l is LevelId => (LEVEL_IDS as readonly string[]).includes(l));
const families = HUMAN_FAMILIES.filter((f) => !values.family || f === values.family);
if (families.length === 0) throw new Error(`--family must be ${HUMAN_FAMILIES.join(' or ')}.`);
if (!only || only === 'agreement') await agreementAndPrediction(Number(values.positions ?? 300), threads, families);
if (!only || only === 'match') await match(Number(values.pairs ?? 100), threads, values.readings?.split(',') ?? MATCH_PRESETS);
if (!only || only === 'selfplay') await selfPlay(Number(values.games ?? 100), threads);
if (!only || only === 'ladder-choice')
  await ladderChoice(Number(values.games ?? 100), threads, (values.rungs ?? '0.25,0.5,1,2').split(',').map(Number));
if (!only || only === 'match-choice') for (const level of levels) await matchChoice(Number(values.pairs ?? 20), threads, level);
if (!only || only === 'match-network') for (const level of levels) await matchNetwork(Number(values.pairs ?? 50), threads, level);
if (!only || only === 'match-lone-king') await matchVersions(Number(values.pairs ?? 20), threads, LONE_KING_PAIR);
if (!only || only === 'match-stalls') await matchVersions(Number(values.pairs ?? 20), threads, STALLS_PAIR);
if (!only || only === 'choice')
  for (const family of families)
    await choiceRules(Number(values.positions ?? 300), threads, levels, (values.candidates ?? '2,4,8').split(',').map(Number), family);
console.log(`\n${((performance.now() - t0) / 1000).toFixed(0)} s in all, ${threads} threads.`);
