/**
 * The static evaluation, one function per term over the shared TaflContext (see tafl.ts for what
 * each term means). Every term is in points from the defenders' side; evaluate() signs the sum for
 * the side to move. The king's rays are walked with the compiled stop and pass masks, the same
 * tables the engine's move generation reads.
 */
import type { Game } from '../engine/core';
import { ATTACKER, EMPTY, OFF, SQ_CORNER, SQ_GOAL } from '../engine/core';
import { ESCAPE_NOW, KING_BIT, type TaflContext } from './tafl-context';

/** Goal squares the king on k reaches in one move (one per line, so 0 to 4). */
export function lines(x: TaflContext, board: Uint8Array, k: number): number {
  const { dirs, kind, stopMask, passMask, oneStep } = x;
  let open = 0;
  for (let i = 0; i < 4; i++) {
    const d = dirs[i]!;
    let t = k + d;
    while (board[t] === EMPTY) {
      if (kind[t]! & SQ_GOAL && stopMask[t]! & KING_BIT) {
        open++;
        break;
      }
      if (oneStep || !(passMask[t]! & KING_BIT)) break;
      t += d;
    }
  }
  return open;
}

/**
 * From t, the king's stop after leaving k (by the direction opposite to `back`): the lines open to
 * goal squares, and how many of their goal squares are new in epoch e (marked in x.mark). Packed as
 * fresh * 4 + open (open is at most 3), to return both without allocating.
 */
function linesFrom(x: TaflContext, board: Uint8Array, k: number, t: number, back: number, e: number): number {
  const { dirs, kind, stopMask, passMask, oneStep, mark } = x;
  let open = 0;
  let fresh = 0;
  for (let j = 0; j < 4; j++) {
    const d2 = dirs[j]!;
    if (d2 === back) continue;
    let u = t + d2;
    while (board[u] === EMPTY || u === k) {
      if (u !== k && kind[u]! & SQ_GOAL && stopMask[u]! & KING_BIT) {
        open++;
        if (mark[u] !== e) {
          mark[u] = e;
          fresh++;
        }
        break;
      }
      if (oneStep || !(passMask[u]! & KING_BIT)) break;
      u += d2;
    }
  }
  return fresh * 4 + open;
}

/**
 * Goal squares reachable in exactly two king moves (through one intermediate stop), capped at 8;
 * also counts the forks (intermediate stops with two or more open lines) into x.forks.
 */
export function twoMoves(x: TaflContext, board: Uint8Array, k: number): number {
  const { dirs, kind, stopMask, passMask, oneStep } = x;
  let count = 0;
  x.forks = 0;
  const e = x.nextEpoch();
  for (let i = 0; i < 4; i++) {
    const d = dirs[i]!;
    let t = k + d;
    while (board[t] === EMPTY) {
      if (stopMask[t]! & KING_BIT && !(kind[t]! & SQ_GOAL)) {
        const r = linesFrom(x, board, k, t, -d, e);
        count += r >> 2;
        if ((r & 3) >= 2) x.forks++;
      }
      if (oneStep || !(passMask[t]! & KING_BIT)) break;
      t += d;
    }
  }
  return Math.min(count, 8);
}

/** The runs of p (bits) that contain a bit of s: a Kogge-Stone fill both ways along the row. */
function fillRow(s: number, p: number): number {
  let g = s & p;
  let q = p;
  g |= q & (g << 1);
  q &= q << 1;
  g |= q & (g << 2);
  q &= q << 2;
  g |= q & (g << 4);
  q &= q << 4;
  g |= q & (g << 8);
  q &= q << 8;
  g |= q & (g << 16);
  q = p;
  g |= q & (g >>> 1);
  q &= q >>> 1;
  g |= q & (g >>> 2);
  q &= q >>> 2;
  g |= q & (g >>> 4);
  q &= q >>> 4;
  g |= q & (g >>> 8);
  q &= q >>> 8;
  g |= q & (g >>> 16);
  return g;
}

const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
};

/** Fills x.free with the squares not held by attackers and clears x.region, row by row. */
function freeRows(x: TaflContext, board: Uint8Array): void {
  const { free, region, onBoardRow } = x;
  const size = x.geo.size;
  const width = x.geo.width;
  for (let r = 0; r < size; r++) {
    let att = 0;
    const base = (r + 1) * width + 1;
    for (let f = 0; f < size; f++) if (board[base + f] === ATTACKER) att |= 1 << f;
    free[r] = onBoardRow[r]! & ~att;
    region[r] = 0;
  }
}

/** One sweep of the flood over the rows from r0 towards r1 (step ±1), each row from its neighbour; whether it grew. */
function sweep(free: Int32Array, region: Int32Array, r0: number, r1: number, step: 1 | -1, stopAtEmpty: boolean): boolean {
  let changed = false;
  for (let r = r0; r !== r1; r += step) {
    const next = fillRow(region[r - step]! | region[r]!, free[r]!);
    if (next !== region[r]) {
      region[r] = next;
      changed = true;
    } else if (stopAtEmpty && next === 0) break;
  }
  return changed;
}

/** Goal squares the flood from the king reaches through squares not held by attackers. */
export function floodGoals(x: TaflContext, board: Uint8Array, k: number): number {
  freeRows(x, board);
  const { free, region, goalRow } = x;
  const size = x.geo.size;
  const kr = x.geo.rankOf[k]!;
  region[kr] = fillRow(1 << x.geo.fileOf[k]!, free[kr]!);
  let changed = true;
  while (changed) {
    changed = sweep(free, region, kr + 1, size, 1, true);
    if (sweep(free, region, size - 2, -1, -1, false)) changed = true;
    if (!changed) break;
    changed = sweep(free, region, 1, size, 1, false);
  }
  let goals = 0;
  for (let r = 0; r < size; r++) if (region[r]! & goalRow[r]!) goals += popcount(region[r]! & goalRow[r]!);
  return goals;
}

/** Attackers and hostile squares beside the king on k. */
export function kingSideCount(x: TaflContext, board: Uint8Array, k: number): number {
  const { c, dirs, kind } = x;
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const a = k + dirs[i]!;
    const cell = board[a]!;
    if (cell === ATTACKER) n++;
    else if (cell === OFF) n += c.kingSideEdge ? 1 : 0;
    else if (cell === EMPTY) {
      if (a === c.throne) n += c.kingSideThrone ? 1 : 0;
      else if (kind[a]! & SQ_CORNER) n += c.kingSideCorner ? 1 : 0;
    }
  }
  return n;
}

/** Squares the king on k can move to. */
export function kingMobility(x: TaflContext, board: Uint8Array, k: number): number {
  const { dirs, stopMask, passMask, oneStep } = x;
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const d = dirs[i]!;
    let t = k + d;
    while (board[t] === EMPTY) {
      if (stopMask[t]! & KING_BIT) n++;
      if (oneStep || !(passMask[t]! & KING_BIT)) break;
      t += d;
    }
  }
  return n;
}

/** Material against the start, so that the start scores about zero. */
export const materialTerm = (x: TaflContext, g: Game): number =>
  x.weights.defender * (g.defenders - x.startMen) - x.weights.attacker * (g.attackers - x.startAttackers);

/** Open lines with the attackers to move (with the defenders to move, an open line is ESCAPE_NOW, before any term). */
export function escapeTerm(x: TaflContext, turn: 0 | 1, open: number): number {
  if (turn === 1) return 0;
  return open >= 2 ? x.weights.doubleLine : open === 1 ? x.weights.openLine : 0;
}

/** Goal squares two king moves away; sets x.forks for forkTerm. */
export const twoMoveTerm = (x: TaflContext, board: Uint8Array, k: number): number => x.weights.twoMove * twoMoves(x, board, k);

/** A fork the king can step to wins unless the attackers can stop it at once (needs twoMoveTerm first). */
export const forkTerm = (x: TaflContext, turn: 0 | 1): number => (x.forks > 0 ? (turn === 1 ? x.weights.fork : x.weights.fork >> 2) : 0);

/** The cordon: goal squares the flood still reaches, or the penalty for a closed ring. */
export function cordonTerm(x: TaflContext, board: Uint8Array, k: number): number {
  const goals = floodGoals(x, board, k);
  return goals === 0 ? -x.weights.sealed : x.weights.openGoal * Math.min(goals, x.goalCount);
}

/** The king's safety: attackers and hostile squares beside him, weighted by how he is captured. */
export function kingSafetyTerm(x: TaflContext, board: Uint8Array, k: number): number {
  const pressure = kingSideCount(x, board, k);
  return -x.weights.kingPressure * (x.pressureSquared ? pressure * pressure : pressure * 2);
}

/** The king's freedom: the squares he can move to. */
export const freedomTerm = (x: TaflContext, board: Uint8Array, k: number): number => x.weights.kingMobility * kingMobility(x, board, k);

/** Attackers standing guard beside the goal squares (corner escape only). */
export function guardTerm(x: TaflContext, board: Uint8Array): number {
  const guards = x.guards;
  let s = 0;
  for (let i = 0; i < guards.length; i++) if (board[guards[i]!] === ATTACKER) s -= x.weights.guard;
  return s;
}

/** The static evaluation for the side to move. */
export function evaluate(x: TaflContext, g: Game): number {
  const board = g.board;
  const k = g.king;
  let s = materialTerm(x, g);
  if (k >= 0) {
    const open = lines(x, board, k);
    if (g.turn === 1 && open > 0) return ESCAPE_NOW;
    s += escapeTerm(x, g.turn, open);
    s += twoMoveTerm(x, board, k);
    s += forkTerm(x, g.turn);
    s += cordonTerm(x, board, k);
    s += kingSafetyTerm(x, board, k);
    s += freedomTerm(x, board, k);
  }
  s += guardTerm(x, board);
  return g.turn === 1 ? s : -s;
}
