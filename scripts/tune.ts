/**
 * npm run tune -- --family <copenhagen|brandubh|alea> --seed <s> [--rounds <n>] [--games <n>] [--threads <n>]
 *   [--set <feature>=<points>,...] [--leave-out <feature>,...] [--out <file>]
 *
 * Fits the evaluation's weights (src/ai/eval/tafl-context.ts FEATURES) and writes
 * src/ai/eval/weights/<family>.json, which the AI reads (src/ai/eval/weights.ts):
 * - copenhagen, brandubh: a logistic regression of the games' results on the features of every
 *   position people reached on aagenielsen.dk (tests/data/human-games/), one game in five held out
 *   (Texel's method). Games lost on time and unfinished games are left out: their result is not the
 *   board's.
 * - alea: no one has recorded games, so the AI learns from its own: rounds of self-play over the Alea
 *   readings whose rules call for these weights (corner escape: weights.ts familyOf), each round
 *   refitting the weights to temporal-difference targets (TD(λ): each position's target blends the
 *   next positions' predicted chances and, at the end, the result).
 *   The first round's games are the hand-set AI's, each reading with its own hand-set weights.
 * `--set` fixes some weights by hand after the fit (for Alea, in every round), where matches against
 * the hand-set AI (npm run bench:ai) showed the fit to play worse than it predicts; the file records
 * the fit's own metrics beside those of the weights played with. `--leave-out` keeps features out of
 * the fit (weight 0, so the AI does not measure them): a family tuned before they existed keeps
 * its play, and its command still writes its file.
 * The weights are stored in points: logits times the scale at which the hand-set evaluation reads as
 * a chance of winning (so the search's margins keep their meaning). Deterministic for a seed.
 * `--out` writes elsewhere (to try weights before they are shipped).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { auc, type Calibration, calibrate, calibrated, fitLogistic, logits, logLoss, probability, type Samples } from './analysis/fit';
import { buildGame, specOf } from '../src/ai/play/game-spec';
import { F, FEATURE_COUNT, FEATURES, TaflContext, type WeightVector } from '../src/ai/eval/tafl-context';
import { measure } from '../src/ai/eval/tafl-eval';
import { type FamilyId, familyOf, WEIGHTS_FORMAT, type WeightsFile, parseWeights } from '../src/ai/eval/weights';
import { PRESET_IDS, startPosition } from '../src/engine';
import type { Game } from '../src/engine/core';
import { FAMILY_NAMES } from '../src/ai/selfplay/players';
import { runPool } from './ai-pool';
import type { AiTask } from './ai-tasks';
import { eachPosition, HUMAN_SOURCES, isHeldOut, readGames } from './human-positions';

export const TUNE_USAGE =
  'npm run tune -- --family <copenhagen|brandubh|alea> --seed <s> [--rounds <n>] [--games <n>] [--threads <n>] [--set <feature>=<points>,...] [--leave-out <feature>,...] [--out <file>]';
const RIDGES = [1e-5, 1e-4, 1e-3, 1e-2];
const LAMBDA = 0.7;
/** The readings the Alea weights are for: every preset whose compiled rules call for them. */
const ALEA_PRESETS = PRESET_IDS.filter((id) => {
  const start = startPosition(id);
  if (!start.ok) return false;
  const b = buildGame(specOf(start.value));
  return b.ok && familyOf(b.value.game.c) === 'alea';
});

/** Samples grow as positions come. */
class SampleBuilder {
  x: number[] = [];
  y: number[] = [];
  add(f: Float64Array, target: number): void {
    for (let j = 0; j < FEATURE_COUNT; j++) this.x.push(f[j]!);
    this.y.push(target);
  }
  build(): Samples {
    return { x: Float64Array.from(this.x), width: FEATURE_COUNT, y: Float64Array.from(this.y) };
  }
}

/** The hand-set evaluation (defenders' side, unrounded) of each sample, for its calibration. */
const handSetScores = (s: Samples, hand: WeightVector): Float64Array => logits(s, hand);

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

/** One fitting game in four (by line) checks the ridge penalty before the final fit on all of them. */
const isValidation = (line: number): boolean => line % 5 === 1;

function humanSamples(family: 'copenhagen' | 'brandubh'): {
  train: Samples;
  fitPart: Samples;
  validation: Samples;
  held: Samples;
  hand: WeightVector;
  games: [number, number];
} {
  const source = HUMAN_SOURCES[family];
  const games = readGames(source);
  const train = new SampleBuilder();
  const fitPart = new SampleBuilder();
  const validation = new SampleBuilder();
  const held = new SampleBuilder();
  const f = new Float64Array(FEATURE_COUNT);
  let hand: WeightVector | null = null;
  const used = [new Set<number>(), new Set<number>()] as const;
  eachPosition(source, games, (g, _move, target, record) => {
    const x = contextFor(g, source.preset);
    if (!measure(x, g, f, true)) return;
    hand ??= x.weights;
    used[isHeldOut(record) ? 1 : 0].add(record.line);
    if (isHeldOut(record)) held.add(f, target);
    else {
      train.add(f, target);
      (isValidation(record.line) ? validation : fitPart).add(f, target);
    }
  });
  return {
    train: train.build(),
    fitPart: fitPart.build(),
    validation: validation.build(),
    held: held.build(),
    hand: hand!,
    games: [used[0].size, used[1].size],
  };
}

const humanContexts = new Map<string, TaflContext>();
/** One context per reading's compiled rules, with the reading's starting material and hand-set weights. */
function contextFor(g: Game, preset: string): TaflContext {
  let x = humanContexts.get(preset);
  if (!x || x.c !== g.c) {
    const start = startPosition(preset);
    if (!start.ok) throw new Error(start.error.message);
    const b = buildGame(specOf(start.value));
    if (!b.ok) throw new Error(b.error.message);
    x = new TaflContext(g.c, b.value.startAttackers, b.value.startDefenders, null);
    humanContexts.set(preset, x);
  }
  return x;
}

interface Fitted {
  readonly weights: Float64Array;
  readonly scale: number;
  readonly metrics: Record<string, number>;
}

/** The ridge penalty, of RIDGES, under which a fit on `fit` predicts `check` best. */
function chooseRidge(fit: Samples, check: Samples, leftOut: ReadonlyMap<number, number>): number {
  let best = RIDGES[0]!;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const ridge of RIDGES) {
    const w = fitLogistic(fit, { ridge, intercept: F.bias, fixed: leftOut });
    const loss = logLoss(Array.from(logits(check, w), probability), check.y);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = ridge;
    }
  }
  return best;
}

/**
 * Fits the samples (the features left out held at 0), converts logits to points at the hand-set
 * scale, and sets the weights given by hand on top. Measures on the fitting and the held-out
 * positions: the plain fit (its logits are
 * chances already), the weights the AI plays with and the hand-set ones (these two read as chances
 * through a calibration fitted on the fitting positions, as npm run bench:ai reads every score).
 */
function fitAndMeasure(
  train: Samples,
  held: Samples | null,
  hand: WeightVector,
  ridge: number,
  adjust: ReadonlyMap<number, number>,
  leftOut: ReadonlyMap<number, number>,
): Fitted {
  const handTrain = handSetScores(train, hand);
  const scale = 1 / calibrate(handTrain, train.y).slope;
  const fitted = fitLogistic(train, { ridge, intercept: F.bias, fixed: leftOut });
  const points = fitted.map((w) => w * scale);
  for (const [i, v] of adjust) points[i] = v;
  const metrics: Record<string, number> = { ridge, trainPositions: train.y.length };
  const sets = {
    fit: (s: Samples) => logits(s, fitted),
    played: (s: Samples) => logits(s, points),
    handSet: (s: Samples) => handSetScores(s, hand),
  };
  for (const [name, score] of Object.entries(sets)) {
    const onTrain = score(train);
    const cal = name === 'fit' ? { intercept: 0, slope: 1 } : calibrate(onTrain, train.y);
    metrics[`${name}TrainLogLoss`] = round(logLoss(calibrated(onTrain, cal), train.y));
    metrics[`${name}TrainAuc`] = round(auc(onTrain, train.y));
    if (held) {
      const onHeld = score(held);
      metrics[`${name}HeldOutLogLoss`] = round(logLoss(calibrated(onHeld, cal), held.y));
      metrics[`${name}HeldOutAuc`] = round(auc(onHeld, held.y));
    }
  }
  if (held) metrics.heldOutPositions = held.y.length;
  return { weights: points, scale, metrics };
}

/**
 * Self-play games of one TD round: the Alea readings in turn, both sides with the same weights
 * (the hand-set ones of each reading in the first round). Each position's target is its TD(λ)
 * return, z_t = (1-λ) p_{t+1} + λ z_{t+1} with z_T the result, where p is the chance the playing
 * weights gave the next position: a vector's logits over its scale, or for the hand-set weights,
 * their scores read as chances through a calibration fitted on the round's results.
 */
async function tdRound(
  weights: WeightVector | 'hand-set',
  scale: number,
  games: number,
  seed: number,
  threads: number,
): Promise<{ samples: Samples; fitPart: Samples; validation: Samples; results: string }> {
  const tasks: AiTask[] = [];
  for (let i = 0; i < games; i++) {
    const preset = ALEA_PRESETS[i % ALEA_PRESETS.length]!;
    const start = startPosition(preset);
    if (!start.ok) throw new Error(start.error.message);
    tasks.push({
      kind: 'game',
      job: { spec: specOf(start.value), level: 'club', maxPlies: 300, weights: { attackers: weights, defenders: weights } },
      seed: seed + i,
    });
  }
  const played = await runPool(tasks, threads);
  const f = new Float64Array(FEATURE_COUNT);
  const tally = { attackers: 0, defenders: 0, draws: 0 };
  const kept: { feats: Float64Array[]; scores: number[]; result: number; index: number }[] = [];
  for (let i = 0; i < played.length; i++) {
    const r = played[i]!;
    if (r.kind !== 'game') continue;
    const task = tasks[i]! as Extract<AiTask, { kind: 'game' }>;
    const b = buildGame(task.job.spec);
    if (!b.ok) throw new Error(b.error.message);
    const g = b.value.game;
    const x = new TaflContext(g.c, b.value.startAttackers, b.value.startDefenders, null);
    const playing = weights === 'hand-set' ? x.weights : weights;
    const feats: Float64Array[] = [];
    const scores: number[] = [];
    for (const m of r.moves) {
      if (measure(x, g, f, true)) {
        feats.push(f.slice());
        let score = 0;
        for (let j = 0; j < FEATURE_COUNT; j++) score += playing[j]! * f[j]!;
        scores.push(score);
      }
      g.make(m);
    }
    const w = r.summary.winner;
    if (w === 'attackers') tally.attackers++;
    else if (w === 'defenders') tally.defenders++;
    else tally.draws++;
    kept.push({ feats, scores, result: w === 'defenders' ? 1 : w === 'attackers' ? 0 : 0.5, index: i });
  }
  // How the playing weights' points read as chances.
  let cal: Calibration = { intercept: 0, slope: 1 / scale };
  if (weights === 'hand-set') {
    const all = kept.flatMap((k) => k.scores);
    const ys = kept.flatMap((k) => k.scores.map(() => k.result));
    cal = calibrate(all, ys);
  }
  const s = new SampleBuilder();
  const fitPart = new SampleBuilder();
  const validation = new SampleBuilder();
  for (const { feats, scores, result, index } of kept) {
    let z = result;
    const targets = new Array<number>(feats.length);
    for (let t = feats.length - 1; t >= 0; t--) {
      targets[t] = z;
      z = (1 - LAMBDA) * probability(cal.intercept + cal.slope * scores[t]!) + LAMBDA * z;
    }
    for (let t = 0; t < feats.length; t++) {
      s.add(feats[t]!, targets[t]!);
      (isValidation(index) ? validation : fitPart).add(feats[t]!, targets[t]!);
    }
  }
  return {
    samples: s.build(),
    fitPart: fitPart.build(),
    validation: validation.build(),
    results: `${tally.defenders} defenders, ${tally.attackers} attackers, ${tally.draws} draws`,
  };
}

function file(
  family: FamilyId,
  fitted: Fitted,
  extra: Pick<WeightsFile, 'method' | 'command' | 'data' | 'seed'>,
  seconds: number,
): WeightsFile {
  return {
    format: WEIGHTS_FORMAT,
    family,
    ...extra,
    scale: round(fitted.scale, 2),
    weights: Object.fromEntries(FEATURES.map((name, i) => [name, round(fitted.weights[i]!, 3)])) as WeightsFile['weights'],
    metrics: fitted.metrics,
    finished: new Date().toISOString(),
    seconds: round(seconds, 1),
  };
}

/** `name,name` (feature names) as weights held at 0 by feature index. */
function parseLeaveOut(text: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of text.split(',').filter(Boolean)) {
    const i = (FEATURES as readonly string[]).indexOf(name);
    if (i < 0) throw new Error(`--leave-out takes feature names; "${name}" is not one.\n${TUNE_USAGE}`);
    out.set(i, 0);
  }
  return out;
}

/** `name=value,name=value` (feature names) as weights in points by feature index. */
function parseAdjustments(text: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const part of text.split(',').filter(Boolean)) {
    const [name, value] = part.split('=');
    const i = (FEATURES as readonly string[]).indexOf(name ?? '');
    const v = Number(value);
    if (i < 0 || value === undefined || !Number.isFinite(v))
      throw new Error(`--set takes feature=points pairs; "${part}" is not one.\n${TUNE_USAGE}`);
    out.set(i, v);
  }
  return out;
}

async function main(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      family: { type: 'string' },
      seed: { type: 'string' },
      rounds: { type: 'string' },
      games: { type: 'string' },
      threads: { type: 'string' },
      set: { type: 'string' },
      'leave-out': { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const family = values.family as FamilyId | undefined;
  if (family !== 'copenhagen' && family !== 'brandubh' && family !== 'alea')
    throw new Error(`--family must be copenhagen, brandubh or alea.\n${TUNE_USAGE}`);
  const seed = Number(values.seed ?? '1');
  const threads = Number(values.threads ?? availableParallelism());
  const command = ['npm run tune --', ...argv].join(' ');
  const adjust = parseAdjustments(values.set ?? '');
  const leaveOut = parseLeaveOut(values['leave-out'] ?? '');
  const leftOutNote =
    leaveOut.size === 0 ? '' : ` Left out of the fit (weight 0): ${[...leaveOut.keys()].map((i) => FEATURES[i]).join(', ')}.`;
  const adjusted =
    adjust.size === 0
      ? ''
      : ` Then some weights are set by hand, as judged by matches against the hand-set evaluation (npm run bench:ai): ${[...adjust].map(([i, v]) => `${FEATURES[i]} ${v}`).join(', ')}.`;
  const t0 = performance.now();
  let out: WeightsFile;
  if (family !== 'alea') {
    const { train, fitPart, validation, held, hand, games } = humanSamples(family);
    const ridge = chooseRidge(fitPart, validation, leaveOut);
    const fitted = fitAndMeasure(train, held, hand, ridge, adjust, leaveOut);
    out = file(
      family,
      fitted,
      {
        method: `Texel's method: a logistic regression of each game's result on the features of every position reached, with a ridge penalty on standardised features (${ridge}, the best of ${RIDGES.join(', ')} on one fitting game in four).${leftOutNote}${adjusted}`,
        command,
        data: `${games[0]} ${FAMILY_NAMES[family]} games played by people on aagenielsen.dk (tests/data/human-games/${HUMAN_SOURCES[family].file}), without games lost on time or unfinished; ${games[1]} more (every fifth line) held out.`,
        seed,
      },
      (performance.now() - t0) / 1000,
    );
  } else {
    const rounds = Number(values.rounds ?? '3');
    const games = Number(values.games ?? '120');
    // The first round's games are the hand-set AI's own, each reading with its own hand-set weights.
    let weights: WeightVector | 'hand-set' = 'hand-set';
    let scale = 1;
    let fitted: Fitted | null = null;
    const log: string[] = [];
    // The hand-set weights of the first Alea reading set the points scale (as for the human fits).
    const first = startPosition(ALEA_PRESETS[0]!);
    if (!first.ok) throw new Error(first.error.message);
    const fb = buildGame(specOf(first.value));
    if (!fb.ok) throw new Error(fb.error.message);
    const hand = new TaflContext(fb.value.game.c, fb.value.startAttackers, fb.value.startDefenders, null).weights;
    for (let r = 0; r < rounds; r++) {
      const { samples, fitPart, validation, results } = await tdRound(weights, scale, games, seed + r * 100_000, threads);
      const ridge = chooseRidge(fitPart, validation, leaveOut);
      fitted = fitAndMeasure(samples, null, hand, ridge, adjust, leaveOut);
      weights = fitted.weights;
      scale = fitted.scale;
      log.push(`round ${r + 1}: ${results}`);
      process.stderr.write(`alea round ${r + 1}/${rounds}: ${samples.y.length} positions; ${results}\n`);
    }
    const f = fitted!;
    f.metrics.rounds = rounds;
    f.metrics.gamesPerRound = games;
    out = file(
      'alea',
      f,
      {
        method: `Temporal-difference learning in self-play, TD(${LAMBDA}): ${rounds} rounds of ${games} games at the club level's node budget over the Alea readings with corner escape, each round refitting the weights to the targets by logistic regression (the ridge penalty, of ${RIDGES.join(', ')}, chosen on one game in five); the first round's games are the hand-set AI's own. ${log.join('; ')}.${leftOutNote}${adjusted}`,
        command,
        data: `Self-play games over ${ALEA_PRESETS.join(', ')} (no games of people are recorded for Alea Evangelii).`,
        seed,
      },
      (performance.now() - t0) / 1000,
    );
  }
  const checked = parseWeights(out);
  if (!checked.ok) throw new Error(checked.error.message);
  const path = values.out ?? fileURLToPath(new URL(`../src/ai/eval/weights/${family}.json`, import.meta.url));
  writeFileSync(path, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`Wrote ${path}`);
  console.table(FEATURES.map((name) => ({ feature: name, points: out.weights[name] })));
  console.log(out.metrics);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(2);
});
