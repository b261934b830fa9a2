/**
 * The static evaluation: measure() reads the position's features (FEATURES in tafl-context.ts, each
 * from the defenders' side) over the shared TaflContext, and evaluate() weighs them with the
 * context's weights and signs the sum for the side to move. The king's rays are walked with the
 * compiled stop and pass masks, the same tables the engine's move generation reads.
 */
import type { Game } from '../../engine/core';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, isAnvilSquare, KING, OFF, SQ_CORNER, SQ_GOAL } from '../../engine/core';
import { ATTACKER_BIT, DEFENDER_BIT, ESCAPE_NOW, F, FEATURE_COUNT, KING_BIT, type TaflContext } from './tafl-context';

/** twoMoves counts up to this many goal squares: the weights, hand-set and tuned, were set on this scale. */
const TWO_MOVE_CAP = 8;

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
 * Goal squares reachable in exactly two king moves (through one intermediate stop), up to TWO_MOVE_CAP;
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
  return Math.min(count, TWO_MOVE_CAP);
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

/** Squares the piece on sq, moving as `bit` (1 << its cell code), can move to along direction d. */
function ray(x: TaflContext, board: Uint8Array, sq: number, d: number, bit: number): number {
  const { stopMask, passMask, oneStep } = x;
  let n = 0;
  let t = sq + d;
  while (board[t] === EMPTY) {
    if (stopMask[t]! & bit) n++;
    if (oneStep || !(passMask[t]! & bit)) break;
    t += d;
  }
  return n;
}

/** Squares the piece on sq, moving as `bit` (1 << its cell code), can move to. */
function reach(x: TaflContext, board: Uint8Array, sq: number, bit: number): number {
  const dirs = x.dirs;
  return (
    ray(x, board, sq, dirs[0], bit) + ray(x, board, sq, dirs[1], bit) + ray(x, board, sq, dirs[2], bit) + ray(x, board, sq, dirs[3], bit)
  );
}

/** Squares the king on k can move to. */
export const kingMobility = (x: TaflContext, board: Uint8Array, k: number): number => reach(x, board, k, KING_BIT);

/**
 * Squares the attackers, and the defenders other than the king, can move to, into
 * out[F.attackerMobility] and out[F.defenderMobility]. Each rank and file is read once, run by run
 * of empty squares: the piece at either end of a run moves along all of it, unless the run holds a
 * square where a man may not go on (x.openForMen; then its ray is walked), so no ray is walked twice.
 */
export function mobilities(x: TaflContext, board: Uint8Array, out: Float64Array, attackers: boolean, defenders: boolean): void {
  const { size, width } = x.geo;
  const open = x.openForMen;
  let a = 0;
  let d = 0;
  for (let line = 0; line < 2 * size; line++) {
    const step = line < size ? 1 : width;
    let t = line < size ? (line + 1) * width + 1 : width + line - size + 1;
    // The padding past the line's last square (a square inside may be off the board too).
    const end = t + size * step;
    let back = t - step;
    for (;;) {
      let len = 0;
      let plain = 1;
      while (board[t] === EMPTY) {
        len++;
        plain &= open[t]!;
        t += step;
      }
      if (len > 0) {
        const from = board[back];
        if (from === ATTACKER) {
          if (attackers) a += plain ? len : ray(x, board, back, step, ATTACKER_BIT);
        } else if (from === DEFENDER && defenders) d += plain ? len : ray(x, board, back, step, DEFENDER_BIT);
        const to = board[t];
        if (to === ATTACKER) {
          if (attackers) a += plain ? len : ray(x, board, t, -step, ATTACKER_BIT);
        } else if (to === DEFENDER && defenders) d += plain ? len : ray(x, board, t, -step, DEFENDER_BIT);
      }
      if (t === end) break;
      back = t;
      t += step;
    }
  }
  if (attackers) out[F.attackerMobility] = a;
  if (defenders) out[F.defenderMobility] = d;
}

/** Whether a piece of the capturing side (a hammer) can move onto the empty square s in one move. */
function reachable(x: TaflContext, board: Uint8Array, s: number, attackers: boolean): boolean {
  const { dirs, stopMask, passMask, oneStep } = x;
  const kingHammer = x.c.kingMover;
  for (let i = 0; i < 4; i++) {
    const d = dirs[i]!;
    let t = s + d;
    while (board[t] === EMPTY) t += d;
    const cell = board[t]!;
    if (attackers ? cell !== ATTACKER : cell !== DEFENDER && cell !== EVANGELIST && (cell !== KING || !kingHammer)) continue;
    const bit = 1 << cell;
    if (!(stopMask[s]! & bit) || (oneStep && t !== s + d)) continue;
    let u = s + d;
    while (u !== t && passMask[u]! & bit) u += d;
    if (u === t) return true;
  }
  return false;
}

/**
 * The pieces each side could take with one move, into x.menAtRisk (the king's men the attackers
 * could take) and x.attackersAtRisk: a victim with an anvil on one side (a piece of the capturing
 * side, a square hostile to the victim, the edge where it captures: the engine's isAnvilSquare) and on
 * the other an empty square a capturing piece can move to, by the stop and pass masks the engine's
 * moves use. Exactly the pieces some one move takes, except that shieldwalls and Evangelists' jumps
 * are not counted, and where a move may take only one piece, two victims of one move both count.
 */
export function atRisk(x: TaflContext, board: Uint8Array): void {
  const squares = x.geo.squares;
  const dirs = x.dirs;
  const c = x.c;
  let men = 0;
  let att = 0;
  for (let i = 0; i < squares.length; i++) {
    const v = squares[i]!;
    const cell = board[v]!;
    // The capturing side: the attackers when the victim is one of the king's men.
    const attackers = cell === DEFENDER || cell === EVANGELIST;
    if (!attackers && cell !== ATTACKER) continue;
    const side = attackers ? 0 : 1;
    for (let j = 0; j < 4; j++) {
      const d = dirs[j]!;
      if (board[v - d] === EMPTY && isAnvilSquare(c, board, v + d, side) && reachable(x, board, v - d, attackers)) {
        if (attackers) men++;
        else att++;
        break;
      }
    }
  }
  x.menAtRisk = men;
  x.attackersAtRisk = att;
}

/** Per quarter of the board, the square of the share of its blockoff squares held by attackers. */
function cornerBlocks(x: TaflContext, board: Uint8Array): number {
  const { blockoff, blockoffQuarter, blockoffPerQuarter, quarterCount } = x;
  if (blockoff.length === 0) return 0;
  quarterCount.fill(0);
  for (let i = 0; i < blockoff.length; i++) if (board[blockoff[i]!] === ATTACKER) quarterCount[blockoffQuarter[i]!]!++;
  let s = 0;
  for (let q = 0; q < 4; q++) if (blockoffPerQuarter[q]! > 0) s += (quarterCount[q]! / blockoffPerQuarter[q]!) ** 2;
  return s;
}

/** Attackers on the given squares. */
function attackersOn(board: Uint8Array, squares: Int32Array): number {
  let n = 0;
  for (let i = 0; i < squares.length; i++) if (board[squares[i]!] === ATTACKER) n++;
  return n;
}

/** Defenders beside the king on k. */
function escort(x: TaflContext, board: Uint8Array, k: number): number {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const v = board[k + x.dirs[i]!];
    if (v === DEFENDER || v === EVANGELIST) n++;
  }
  return n;
}

/**
 * Measures the position's features (FEATURES order, from the defenders' side) into `out`. Returns
 * false, leaving `out` unfinished, when the defenders are to move with a line open: they escape now,
 * whatever the features say. With `all` false, features whose weight is zero and that cost more than
 * a look at the king are left at zero.
 */
export function measure(x: TaflContext, g: Game, out: Float64Array, all: boolean): boolean {
  const board = g.board;
  const k = g.king;
  const turn = g.turn;
  out.fill(0);
  out[F.bias] = 1;
  out[F.tempo] = turn;
  out[F.attackersTaken] = x.startAttackers - g.attackers;
  out[F.defendersTaken] = x.startMen - g.defenders;
  if (k >= 0) {
    const open = lines(x, board, k);
    if (turn === 1 && open > 0) return false;
    if (turn === 0) out[open >= 2 ? F.doubleLine : F.openLine] = open > 0 ? 1 : 0;
    out[F.twoMove] = twoMoves(x, board, k);
    if (x.forks > 0) out[turn === 1 ? F.forkDefendersToMove : F.forkAttackersToMove] = 1;
    const goals = floodGoals(x, board, k);
    out[F.goalsReachable] = x.goalCount > 0 ? Math.min(goals, x.goalCount) / x.goalCount : 0;
    out[F.sealed] = goals === 0 ? 1 : 0;
    if (all || x.needsRegion) {
      let area = 0;
      let edge = 0;
      for (let r = 0; r < x.geo.size; r++) {
        const row = x.region[r]!;
        if (row === 0) continue;
        area += popcount(row);
        edge += popcount(row & x.edgeRow[r]!);
      }
      out[F.regionArea] = area / x.squareCount;
      out[F.regionEdge] = edge / x.edgeCount;
    }
    const pressure = kingSideCount(x, board, k);
    out[F.kingPressure] = pressure;
    out[F.kingPressureSquared] = pressure * pressure;
    out[F.kingMobility] = kingMobility(x, board, k);
    out[F.kingDistance] = x.toGoal[k]! / x.geo.size;
    out[F.kingEscort] = escort(x, board, k);
    out[F.kingOnEdge] = x.geo.isEdge[k]!;
  }
  out[F.guards] = attackersOn(board, x.guards);
  out[F.blockoff] = attackersOn(board, x.blockoff);
  out[F.cornerBlocks] = cornerBlocks(x, board);
  if (all || x.needsRisk) {
    atRisk(x, board);
    out[turn === 0 ? F.menAtRiskAttackersToMove : F.menAtRiskDefendersToMove] = x.menAtRisk;
    out[turn === 1 ? F.attackersAtRiskDefendersToMove : F.attackersAtRiskAttackersToMove] = x.attackersAtRisk;
  }
  const attackers = all || x.needsAttackerMobility;
  const defenders = all || x.needsDefenderMobility;
  if (attackers || defenders) mobilities(x, board, out, attackers, defenders);
  return true;
}

/** The static evaluation for the side to move: the weighted features, or ESCAPE_NOW. */
export function evaluate(x: TaflContext, g: Game): number {
  const f = x.features;
  if (!measure(x, g, f, false)) return ESCAPE_NOW;
  const w = x.weights;
  let s = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) s += w[i]! * f[i]!;
  const r = Math.round(s);
  return g.turn === 1 ? r : -r;
}
