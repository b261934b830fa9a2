/**
 * What the evaluation terms and the move ordering share for one set of compiled rules and starting
 * material: the weights, per-square tables worked out once, and scratch buffers that every call
 * reuses (nothing is allocated per evaluation or per node).
 */
import { assertNever, type Geometry, type RuleSet } from '../../engine';
import { ATTACKER, type CompiledRules, DEFENDER, KING, SQ_GOAL } from '../../engine/core';

export const KING_BIT = 1 << KING;
export const ATTACKER_BIT = 1 << ATTACKER;
export const DEFENDER_BIT = 1 << DEFENDER;

/** A score that means "the side to move wins on its next move" without being a proven result. */
export const ESCAPE_NOW = 30_000;

/** Rules with at most this many goal squares are corner escape (a few squares at each corner); edge escape has far more. */
export const CORNER_GOALS_AT_MOST = 16;

/**
 * What the evaluation measures, each from the defenders' side, in the order of a weight vector.
 * A weight is in points per unit of its feature; the evaluation is the weighted sum, signed for the
 * side to move. The hand-set weights (handSetWeights) and the tuned ones (weights.ts) use the same
 * features, so any weight vector is an evaluation.
 */
export const FEATURES = [
  /** 1: the defenders' edge whatever the position. */
  'bias',
  /** 1 with the defenders to move. */
  'tempo',
  /** Attackers taken since the start. */
  'attackersTaken',
  /** Defenders (not the king) taken since the start. */
  'defendersTaken',
  /** One line from the king to a goal square open, the attackers to move (with the defenders to move it is an escape). */
  'openLine',
  /** Two or more lines open, the attackers to move. */
  'doubleLine',
  /** Goal squares the king reaches in two moves (capped at 8). */
  'twoMove',
  /** The king can step to a square with two open lines, the defenders to move. */
  'forkDefendersToMove',
  /** The same, the attackers to move. */
  'forkAttackersToMove',
  /** Share of the goal squares the king's region (the flood through squares free of attackers) still reaches. */
  'goalsReachable',
  /** 1 when the king's region reaches no goal square: the attackers have closed a ring. */
  'sealed',
  /** Attackers and hostile squares beside the king. */
  'kingPressure',
  /** Their square (the king needs four captors). */
  'kingPressureSquared',
  /** Squares the king can move to. */
  'kingMobility',
  /** Attackers on the squares that touch a goal square (corner escape only). */
  'guards',
  /** Squares the attackers can move to. */
  'attackerMobility',
  /** Share of the board's squares in the king's region. */
  'regionArea',
  /** Share of the edge squares in the king's region. */
  'regionEdge',
  /** Attackers on the squares two steps from a goal square (a3, b2, c1 and mirrors; corner escape only). */
  'blockoff',
  /** The king's distance to the nearest goal square, in board widths. */
  'kingDistance',
  /** Defenders beside the king. */
  'kingEscort',
  /** Per corner of the board, the square of the share of its blockoff squares held by attackers (a closed corner counts 1). */
  'cornerBlocks',
  /** Squares the defenders other than the king can move to. */
  'defenderMobility',
  /** 1 with the king on the board's edge. */
  'kingOnEdge',
  /** King's men the attackers could take with one move (tafl-eval.ts atRisk), the attackers to move. */
  'menAtRiskAttackersToMove',
  /** The same, the defenders to move (they may yet save them). */
  'menAtRiskDefendersToMove',
  /** Attackers the defenders could take with one move, the defenders to move. */
  'attackersAtRiskDefendersToMove',
  /** The same, the attackers to move. */
  'attackersAtRiskAttackersToMove',
] as const;

export type Feature = (typeof FEATURES)[number];
/** The features that count pieces at risk (tafl-eval.ts atRisk): measured only when one of them weighs. */
export const RISK_FEATURES = [
  'menAtRiskAttackersToMove',
  'menAtRiskDefendersToMove',
  'attackersAtRiskDefendersToMove',
  'attackersAtRiskAttackersToMove',
] as const satisfies readonly Feature[];
export const FEATURE_COUNT = FEATURES.length;
export const F = Object.fromEntries(FEATURES.map((f, i) => [f, i])) as { readonly [K in Feature]: number };

/** A weight vector: points per unit of each feature, in FEATURES order. */
export type WeightVector = Float64Array;

/**
 * The evaluation before tuning (the AI of version 1): material, escape, forks, the cordon, the
 * king's safety and freedom, and guards, with weights set by hand.
 */
export function handSetWeights(
  size: number,
  startAttackers: number,
  startDefenders: number,
  squared: boolean,
  goalCount: number,
): WeightVector {
  const ratio = Math.sqrt(Math.max(1, startAttackers) / Math.max(1, startDefenders));
  const scale = size >= 15 ? 1.4 : 1;
  const fork = 2_400;
  const w = new Float64Array(FEATURE_COUNT);
  w[F.attackersTaken] = 100;
  w[F.defendersTaken] = -Math.round(100 * Math.min(3, Math.max(1, ratio)));
  w[F.openLine] = 260;
  w[F.doubleLine] = 6_000;
  w[F.twoMove] = Math.round(28 * scale);
  w[F.forkDefendersToMove] = fork;
  w[F.forkAttackersToMove] = fork >> 2;
  w[F.goalsReachable] = (size >= 15 ? 3 : 6) * goalCount;
  w[F.sealed] = -(size >= 15 ? 700 : 450);
  if (squared) w[F.kingPressureSquared] = -45;
  else w[F.kingPressure] = -90;
  w[F.kingMobility] = 4;
  w[F.guards] = -30;
  return w;
}

/**
 * Whether the pressure on the king grows with the square of the attackers beside him (he needs all
 * four) rather than linearly (two can take him).
 */
function pressureSquared(rule: RuleSet['kingCapture']): boolean {
  switch (rule) {
    case 'four-sided':
      return true;
    case 'two-sided':
      return false;
    // Weighed as two-sided: away from the throne, where most of the game is played, two take him.
    case 'throne-strong':
      return false;
    default:
      return assertNever(rule, 'king capture rule');
  }
}

/** Per rank, bits by file: the squares on the board, and the goal squares. */
function rowMasks(c: CompiledRules): { onBoard: Int32Array; goal: Int32Array } {
  const geo = c.geo;
  const onBoard = new Int32Array(geo.size);
  const goal = new Int32Array(geo.size);
  for (const sq of geo.squares) {
    const r = geo.rankOf[sq]!;
    const f = geo.fileOf[sq]!;
    onBoard[r] = onBoard[r]! | (1 << f);
    if (c.kind[sq]! & SQ_GOAL) goal[r] = goal[r]! | (1 << f);
  }
  return { onBoard, goal };
}

/**
 * With few goal squares (corner escape), the squares touching them, diagonals included, where the
 * attackers stand guard; none otherwise.
 */
function guardSquares(c: CompiledRules, goalCount: number): Int32Array {
  const out: number[] = [];
  const width = c.geo.width;
  if (goalCount <= CORNER_GOALS_AT_MOST) {
    for (const sq of c.geo.squares) {
      if (c.kind[sq]! & SQ_GOAL || !c.stopMask[sq]) continue;
      const around = [1, -1, width, -width, width + 1, width - 1, -width + 1, -width - 1];
      if (around.some((d) => c.kind[sq + d]! & SQ_GOAL)) out.push(sq);
    }
  }
  return Int32Array.from(out);
}

/**
 * With few goal squares (corner escape), the squares two steps from the nearest goal square (a3, b2
 * and c1 beside the corner a1), where attackers block the king's way in before he gets there.
 */
function blockoffSquares(c: CompiledRules, goalCount: number, toGoal: Int32Array): Int32Array {
  const out: number[] = [];
  if (goalCount <= CORNER_GOALS_AT_MOST) for (const sq of c.geo.squares) if (toGoal[sq] === 2 && c.stopMask[sq]) out.push(sq);
  return Int32Array.from(out);
}

/** The quarter of the board a square lies in (0 to 3), by which side of the middle file and rank. */
function quarterOf(geo: Geometry, sq: number): number {
  const mid = geo.size >> 1;
  return (geo.fileOf[sq]! < mid ? 0 : 1) + (geo.rankOf[sq]! < mid ? 0 : 2);
}

/** Per square, the distance (files plus ranks) to the nearest goal square. */
function goalDistance(c: CompiledRules): Int32Array {
  const geo = c.geo;
  const goals = geo.squares.filter((sq) => c.kind[sq]! & SQ_GOAL);
  const out = new Int32Array(geo.cells);
  for (const sq of geo.squares) {
    let best = 2 * geo.size;
    for (const g of goals) best = Math.min(best, Math.abs(geo.fileOf[sq]! - geo.fileOf[g]!) + Math.abs(geo.rankOf[sq]! - geo.rankOf[g]!));
    out[sq] = best;
  }
  return out;
}

/** Per rank, the edge squares as bits by file. */
function edgeRows(size: number): Int32Array {
  const full = size >= 32 ? -1 : (1 << size) - 1;
  return Int32Array.from({ length: size }, (_, r) => (r === 0 || r === size - 1 ? full : 1 | (1 << (size - 1))));
}

/** Distance from the centre, per square, for the ordering's last tie-break. */
function offCentre(geo: Geometry): Int32Array {
  const out = new Int32Array(geo.cells);
  const mid = geo.size >> 1;
  for (const sq of geo.squares) out[sq] = Math.abs(geo.fileOf[sq]! - mid) + Math.abs(geo.rankOf[sq]! - mid);
  return out;
}

export class TaflContext {
  readonly c: CompiledRules;
  readonly geo: Geometry;
  readonly dirs: Geometry['dirs'];
  readonly kind: Uint8Array;
  readonly stopMask: Uint8Array;
  readonly passMask: Uint8Array;
  readonly oneStep: boolean;
  /**
   * Per square: 1 where attackers and the king's men may both stop and go on (no rule stops them, and
   * men move further than one square); mobility counts a run of such squares without walking it.
   */
  readonly openForMen: Uint8Array;
  readonly weights: WeightVector;
  /** Features whose weight is not zero and that cost more than a look at the king (skipped otherwise). */
  readonly needsAttackerMobility: boolean;
  readonly needsDefenderMobility: boolean;
  readonly needsRegion: boolean;
  readonly needsRisk: boolean;
  readonly startAttackers: number;
  /** Defenders at the start, not counting the king. */
  readonly startMen: number;
  readonly goalCount: number;
  readonly pressureSquared: boolean;
  readonly onBoardRow: Int32Array;
  readonly goalRow: Int32Array;
  readonly guards: Int32Array;
  readonly blockoff: Int32Array;
  /** The quarter of the board of each blockoff square, and how many blockoff squares each quarter has. */
  readonly blockoffQuarter: Int32Array;
  readonly blockoffPerQuarter: Int32Array;
  /** Scratch: attackers on each quarter's blockoff squares. */
  readonly quarterCount = new Int32Array(4);
  /** Per square, the distance to the nearest goal square. */
  readonly toGoal: Int32Array;
  readonly edgeRow: Int32Array;
  readonly squareCount: number;
  readonly edgeCount: number;
  readonly offCentre: Int32Array;

  // Scratch, reused by every call.
  /** Per square: the epoch in which it was last counted (twoMoves). */
  readonly mark: Uint32Array;
  epoch = 1;
  /** Per rank, for the flood: the squares free of attackers, and the flood itself. */
  readonly free: Int32Array;
  readonly region: Int32Array;
  /** Per square: hint bits for the current node (1 on a king ray, 2 next to the king). */
  readonly hint: Uint8Array;
  readonly hintSquares: Int32Array;
  hintCount = 0;
  /** Squares the king reaches in one move from which two lines to goal squares are open (set by twoMoves). */
  forks = 0;
  /** Set by atRisk: the king's men the attackers could take with one move, and the attackers the king's side could. */
  menAtRisk = 0;
  attackersAtRisk = 0;
  /** The features of the position being evaluated. */
  readonly features = new Float64Array(FEATURE_COUNT);

  /** `weights` null: the hand-set weights for these rules and material. */
  constructor(c: CompiledRules, startAttackers: number, startDefenders: number, weights: WeightVector | null = null) {
    const geo = c.geo;
    this.c = c;
    this.geo = geo;
    this.dirs = geo.dirs;
    this.kind = c.kind;
    this.stopMask = c.stopMask;
    this.passMask = c.passMask;
    this.oneStep = c.oneStep;
    const men = ATTACKER_BIT | DEFENDER_BIT;
    this.openForMen = Uint8Array.from({ length: geo.cells }, (_, sq) =>
      !c.oneStep && (c.stopMask[sq]! & men) === men && (c.passMask[sq]! & men) === men ? 1 : 0,
    );
    this.startAttackers = startAttackers;
    this.startMen = Math.max(0, startDefenders - 1);
    this.goalCount = geo.squares.reduce((n, sq) => n + (c.kind[sq]! & SQ_GOAL ? 1 : 0), 0);
    this.pressureSquared = pressureSquared(c.kingCapture);
    this.weights = weights ?? handSetWeights(geo.size, startAttackers, startDefenders, this.pressureSquared, this.goalCount);
    this.needsAttackerMobility = this.weights[F.attackerMobility] !== 0;
    this.needsDefenderMobility = this.weights[F.defenderMobility] !== 0;
    this.needsRegion = this.weights[F.regionArea] !== 0 || this.weights[F.regionEdge] !== 0;
    this.needsRisk = RISK_FEATURES.some((f) => this.weights[F[f]] !== 0);
    const rows = rowMasks(c);
    this.onBoardRow = rows.onBoard;
    this.goalRow = rows.goal;
    this.guards = guardSquares(c, this.goalCount);
    this.toGoal = goalDistance(c);
    this.blockoff = blockoffSquares(c, this.goalCount, this.toGoal);
    this.blockoffQuarter = this.blockoff.map((sq) => quarterOf(geo, sq));
    this.blockoffPerQuarter = new Int32Array(4);
    for (const q of this.blockoffQuarter) this.blockoffPerQuarter[q] = this.blockoffPerQuarter[q]! + 1;
    this.edgeRow = edgeRows(geo.size);
    this.squareCount = geo.squares.length;
    this.edgeCount = geo.squares.filter((sq) => geo.isEdge[sq]).length;
    this.offCentre = offCentre(geo);
    this.mark = new Uint32Array(geo.cells);
    this.free = new Int32Array(geo.size);
    this.region = new Int32Array(geo.size);
    this.hint = new Uint8Array(geo.cells);
    this.hintSquares = new Int32Array(geo.cells);
  }

  /** A fresh mark for `mark` (cleared once the counter would wrap). */
  nextEpoch(): number {
    this.epoch++;
    if (this.epoch === 0xffffffff) {
      this.mark.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }
}
