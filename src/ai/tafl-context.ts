/**
 * What the evaluation terms and the move ordering share for one set of compiled rules and starting
 * material: the weights, per-square tables worked out once, and scratch buffers that every call
 * reuses (nothing is allocated per evaluation or per node).
 */
import { assertNever, type Geometry, type RuleSet } from '../engine';
import { type CompiledRules, KING, SQ_GOAL } from '../engine/core';

export const KING_BIT = 1 << KING;

/** A score that means "the side to move wins on its next move" without being a proven result. */
export const ESCAPE_NOW = 30_000;

export interface Weights {
  readonly attacker: number;
  readonly defender: number;
  /** Defenders to move against; per open line when the attackers are to move. */
  readonly openLine: number;
  /** Two or more open lines with the attackers to move. */
  readonly doubleLine: number;
  /** Per goal square reachable in two king moves (capped). */
  readonly twoMove: number;
  /** Per goal square still reachable by the flood. */
  readonly openGoal: number;
  /** When the flood reaches no goal square. */
  readonly sealed: number;
  /** Per attacker or hostile square beside the king. */
  readonly kingPressure: number;
  /** Per square the king can move to. */
  readonly kingMobility: number;
  /** The king can step to a square with two open lines (a quarter of it with the attackers to move). */
  readonly fork: number;
  /** Per attacker on a square touching a goal square (corner escape only). */
  readonly guard: number;
}

function weightsFor(size: number, startAttackers: number, startDefenders: number): Weights {
  const ratio = Math.sqrt(Math.max(1, startAttackers) / Math.max(1, startDefenders));
  const scale = size >= 15 ? 1.4 : 1;
  return {
    attacker: 100,
    defender: Math.round(100 * Math.min(3, Math.max(1, ratio))),
    openLine: 260,
    doubleLine: 6_000,
    twoMove: Math.round(28 * scale),
    openGoal: size >= 15 ? 3 : 6,
    sealed: size >= 15 ? 700 : 450,
    kingPressure: 45,
    kingMobility: 4,
    guard: 30,
    fork: 2_400,
  };
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
  if (goalCount <= 16) {
    for (const sq of c.geo.squares) {
      if (c.kind[sq]! & SQ_GOAL || !c.stopMask[sq]) continue;
      const around = [1, -1, width, -width, width + 1, width - 1, -width + 1, -width - 1];
      if (around.some((d) => c.kind[sq + d]! & SQ_GOAL)) out.push(sq);
    }
  }
  return Int32Array.from(out);
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
  readonly weights: Weights;
  readonly startAttackers: number;
  /** Defenders at the start, not counting the king. */
  readonly startMen: number;
  readonly goalCount: number;
  readonly pressureSquared: boolean;
  readonly onBoardRow: Int32Array;
  readonly goalRow: Int32Array;
  readonly guards: Int32Array;
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

  constructor(c: CompiledRules, startAttackers: number, startDefenders: number) {
    const geo = c.geo;
    this.c = c;
    this.geo = geo;
    this.dirs = geo.dirs;
    this.kind = c.kind;
    this.stopMask = c.stopMask;
    this.passMask = c.passMask;
    this.oneStep = c.oneStep;
    this.weights = weightsFor(geo.size, startAttackers, startDefenders);
    this.startAttackers = startAttackers;
    this.startMen = Math.max(0, startDefenders - 1);
    this.goalCount = geo.squares.reduce((n, sq) => n + (c.kind[sq]! & SQ_GOAL ? 1 : 0), 0);
    this.pressureSquared = pressureSquared(c.kingCapture);
    const rows = rowMasks(c);
    this.onBoardRow = rows.onBoard;
    this.goalRow = rows.goal;
    this.guards = guardSquares(c, this.goalCount);
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
