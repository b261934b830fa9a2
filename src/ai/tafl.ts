/**
 * What the search knows about tafl: a static evaluation and move-ordering hints, computed from the
 * engine's board and compiled rules (never from a preset's name), so they work for every reading
 * and any rule combination, Evangelists included.
 *
 * The evaluation, in points from the defenders' side, then signed for the side to move:
 * - material, counted against the start: an attacker is worth 100; a defender (or Evangelist) is
 *   worth more in proportion to how outnumbered the defenders start (√(attackers / defenders) × 100);
 * - escape: the goal squares the king reaches in one move (a defenders' move wins at once; two
 *   lines open against the attackers cannot both be shut) and in two moves;
 * - the cordon: a flood from the king through squares not held by attackers; goal squares the
 *   flood cannot reach are sealed off, and none left means the attackers have closed a ring;
 * - forks: squares the king can step to from which two lines to goal squares are open;
 * - the king's safety: attackers and hostile squares beside him, weighted by how he is captured;
 * - the king's freedom: the squares he can move to;
 * - with corner escape, attackers standing guard on the squares that touch the corners.
 */
import type { Game } from '../engine/game';
import { SQ_CORNER, SQ_GOAL, type CompiledRules } from '../engine/rules/compile';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, JUMP_FLAG, KING, OFF, type Move } from '../engine/types';

const KING_BIT = 1 << KING;

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

export interface Tafl {
  readonly c: CompiledRules;
  readonly weights: Weights;
  /** Static evaluation for the side to move. */
  evaluate(g: Game): number;
  /** Lines from the king to a goal square, open now (0 to 4). */
  openLines(g: Game): number;
  /** Prepares ordering hints for the side to move in g (call once per node, before orderScore). */
  prepareOrdering(g: Game): void;
  /** A quick guess at how promising a move is (higher first). */
  orderScore(g: Game, move: Move): number;
  /**
   * Whether a remembered move (from the table, or a killer from a sibling) is legal here, checked
   * the way the engine's move walk allows it: the side's piece, a clear path it may pass, a square
   * it may stop on, or an Evangelist's jump over an attacker.
   */
  plausible(g: Game, move: Move): boolean;
}

const cache = new WeakMap<CompiledRules, Map<string, Tafl>>();

/** The tafl knowledge for compiled rules and the starting material (cached). */
export function taflFor(c: CompiledRules, startAttackers: number, startDefenders: number): Tafl {
  let byMaterial = cache.get(c);
  if (!byMaterial) {
    byMaterial = new Map();
    cache.set(c, byMaterial);
  }
  const key = `${startAttackers}:${startDefenders}`;
  let t = byMaterial.get(key);
  if (!t) {
    t = makeTafl(c, startAttackers, startDefenders);
    byMaterial.set(key, t);
  }
  return t;
}

function makeTafl(c: CompiledRules, startAttackers: number, startDefenders: number): Tafl {
  const geo = c.geo;
  const dirs = geo.dirs;
  const ratio = Math.sqrt(Math.max(1, startAttackers) / Math.max(1, startDefenders));
  const scale = geo.size >= 15 ? 1.4 : 1;
  const weights: Weights = {
    attacker: 100,
    defender: Math.round(100 * Math.min(3, Math.max(1, ratio))),
    openLine: 260,
    doubleLine: 6_000,
    twoMove: Math.round(28 * scale),
    openGoal: geo.size >= 15 ? 3 : 6,
    sealed: geo.size >= 15 ? 700 : 450,
    kingPressure: 45,
    kingMobility: 4,
    guard: 30,
    fork: 2_400,
  };
  const fourSided = c.kingCapture === 'four-sided';
  /** Defenders at the start, not counting the king. */
  const startMen = Math.max(0, startDefenders - 1);
  const goalCount = geo.squares.reduce((n, sq) => n + (c.kind[sq]! & SQ_GOAL ? 1 : 0), 0);
  const kind = c.kind;
  const stopMask = c.stopMask;
  const passMask = c.passMask;

  // Scratch for the flood and the ordering hints.
  const mark = new Uint32Array(geo.cells);
  let epoch = 1;
  /** Per square: hint bits for the current node (1 on a king ray, 2 next to the king). */
  const hint = new Uint8Array(geo.cells);
  const hintSquares = new Int32Array(geo.cells);
  let hintCount = 0;

  const nextEpoch = (): number => {
    epoch++;
    if (epoch === 0xffffffff) {
      mark.fill(0);
      epoch = 1;
    }
    return epoch;
  };

  /** Goal squares the king on k reaches in one move, with how many lines they lie on. */
  function lines(board: Uint8Array, k: number): number {
    let open = 0;
    for (let i = 0; i < 4; i++) {
      const d = dirs[i]!;
      let t = k + d;
      while (board[t] === EMPTY) {
        if (kind[t]! & SQ_GOAL && stopMask[t]! & KING_BIT) {
          open++;
          break;
        }
        if (c.oneStep || !(passMask[t]! & KING_BIT)) break;
        t += d;
      }
    }
    return open;
  }

  /** Squares the king reaches in one move from which two lines to goal squares are open (set by twoMoves). */
  let forks = 0;

  /**
   * Goal squares reachable in exactly two king moves (through one intermediate stop), capped at 8;
   * also counts the forks: intermediate stops with two or more open lines.
   */
  function twoMoves(board: Uint8Array, k: number): number {
    let count = 0;
    forks = 0;
    const e = nextEpoch();
    for (let i = 0; i < 4; i++) {
      const d = dirs[i]!;
      let t = k + d;
      while (board[t] === EMPTY) {
        if (stopMask[t]! & KING_BIT && !(kind[t]! & SQ_GOAL)) {
          let open = 0;
          for (let j = 0; j < 4; j++) {
            const d2 = dirs[j]!;
            if (d2 === -d) continue;
            let u = t + d2;
            while (board[u] === EMPTY || u === k) {
              if (u !== k && kind[u]! & SQ_GOAL && stopMask[u]! & KING_BIT) {
                open++;
                if (mark[u] !== e) {
                  mark[u] = e;
                  count++;
                }
                break;
              }
              if (c.oneStep || !(passMask[u]! & KING_BIT)) break;
              u += d2;
            }
          }
          if (open >= 2) forks++;
        }
        if (c.oneStep || !(passMask[t]! & KING_BIT)) break;
        t += d;
      }
    }
    return Math.min(count, 8);
  }

  // The flood works on rows of bits (a board is at most 19 wide): a row's squares that are on the
  // board, and its goal squares; per evaluation, the squares free of attackers and the flood itself.
  const size = geo.size;
  const width = geo.width;
  const onBoardRow = new Int32Array(size);
  const goalRow = new Int32Array(size);
  for (const sq of geo.squares) {
    const r = geo.rankOf[sq]!;
    const f = geo.fileOf[sq]!;
    onBoardRow[r] = onBoardRow[r]! | (1 << f);
    if (kind[sq]! & SQ_GOAL) goalRow[r] = goalRow[r]! | (1 << f);
  }
  // With few goal squares (corner escape), the squares touching them, diagonals included, are where
  // the attackers stand guard.
  const guardSquares: number[] = [];
  if (goalCount <= 16) {
    for (const sq of geo.squares) {
      if (kind[sq]! & SQ_GOAL || !stopMask[sq]) continue;
      const around = [1, -1, width, -width, width + 1, width - 1, -width + 1, -width - 1];
      if (around.some((d) => kind[sq + d]! & SQ_GOAL)) guardSquares.push(sq);
    }
  }
  const guards = Int32Array.from(guardSquares);
  const free = new Int32Array(size);
  const region = new Int32Array(size);

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

  /** Goal squares the flood from the king reaches through squares not held by attackers. */
  function floodGoals(board: Uint8Array, k: number): number {
    for (let r = 0; r < size; r++) {
      let att = 0;
      const base = (r + 1) * width + 1;
      for (let f = 0; f < size; f++) if (board[base + f] === ATTACKER) att |= 1 << f;
      free[r] = onBoardRow[r]! & ~att;
      region[r] = 0;
    }
    const kr = geo.rankOf[k]!;
    region[kr] = fillRow(1 << geo.fileOf[k]!, free[kr]!);
    let changed = true;
    while (changed) {
      changed = false;
      for (let r = kr + 1; r < size; r++) {
        const next = fillRow(region[r - 1]! | region[r]!, free[r]!);
        if (next !== region[r]) {
          region[r] = next;
          changed = true;
        } else if (next === 0) break;
      }
      for (let r = size - 2; r >= 0; r--) {
        const next = fillRow(region[r + 1]! | region[r]!, free[r]!);
        if (next !== region[r]) {
          region[r] = next;
          changed = true;
        }
      }
      if (!changed) break;
      changed = false;
      for (let r = 1; r < size; r++) {
        const next = fillRow(region[r - 1]! | region[r]!, free[r]!);
        if (next !== region[r]) {
          region[r] = next;
          changed = true;
        }
      }
    }
    let goals = 0;
    for (let r = 0; r < size; r++) if (region[r]! & goalRow[r]!) goals += popcount(region[r]! & goalRow[r]!);
    return goals;
  }

  function kingSideCount(board: Uint8Array, k: number): number {
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

  function kingMobility(board: Uint8Array, k: number): number {
    let n = 0;
    for (let i = 0; i < 4; i++) {
      const d = dirs[i]!;
      let t = k + d;
      while (board[t] === EMPTY) {
        if (stopMask[t]! & KING_BIT) n++;
        if (c.oneStep || !(passMask[t]! & KING_BIT)) break;
        t += d;
      }
    }
    return n;
  }

  function evaluate(g: Game): number {
    const board = g.board;
    const k = g.king;
    // Material against the start, so that the start scores about zero.
    let s = weights.defender * (g.defenders - startMen) - weights.attacker * (g.attackers - startAttackers);
    if (k >= 0) {
      const open = lines(board, k);
      if (g.turn === 1) {
        if (open > 0) return ESCAPE_NOW;
      } else if (open >= 2) s += weights.doubleLine;
      else if (open === 1) s += weights.openLine;
      s += weights.twoMove * twoMoves(board, k);
      // A fork the king can step to wins unless the attackers can stop it at once.
      if (forks > 0) s += g.turn === 1 ? weights.fork : weights.fork >> 2;
      const goals = floodGoals(board, k);
      if (goals === 0) s -= weights.sealed;
      else s += weights.openGoal * Math.min(goals, goalCount);
      const pressure = kingSideCount(board, k);
      s -= weights.kingPressure * (fourSided ? pressure * pressure : pressure * 2);
      s += weights.kingMobility * kingMobility(board, k);
    }
    for (let i = 0; i < guards.length; i++) if (board[guards[i]!] === ATTACKER) s -= weights.guard;
    return g.turn === 1 ? s : -s;
  }

  function prepareOrdering(g: Game): void {
    const board = g.board;
    for (let i = 0; i < hintCount; i++) hint[hintSquares[i]!] = 0;
    hintCount = 0;
    const k = g.king;
    if (k < 0) return;
    for (let i = 0; i < 4; i++) {
      const d = dirs[i]!;
      const a = k + d;
      if (board[a] !== OFF) {
        hint[a] = hint[a]! | 2;
        hintSquares[hintCount++] = a;
      }
      let t = a;
      while (board[t] === EMPTY) {
        hint[t] = hint[t]! | 1;
        hintSquares[hintCount++] = t;
        t += d;
      }
    }
  }

  /** Whether moving to `to` probably captures (a victim beside it with a friend or hostile square beyond). */
  function captureGuess(board: Uint8Array, to: number, side: 0 | 1): number {
    let n = 0;
    for (let i = 0; i < 4; i++) {
      const d = dirs[i]!;
      const v = board[to + d]!;
      const victim = side === 0 ? v === DEFENDER || v === EVANGELIST : v === ATTACKER;
      if (!victim) continue;
      const b = board[to + d + d]!;
      if (side === 0 ? b === ATTACKER : b === DEFENDER || b === EVANGELIST || (b === KING && c.kingAnvil)) n++;
      else if (b === EMPTY && c.hostileEmpty[to + d + d]! & (side === 0 ? 2 : 1)) n++;
      else if (b === OFF && c.edgeAnvil) n++;
    }
    return n;
  }

  function orderScore(g: Game, move: Move): number {
    const board = g.board;
    const from = move & 511;
    const to = (move >> 9) & 511;
    const piece = board[from]!;
    let s = 0;
    if (move & JUMP_FLAG) s += 4000;
    if (piece === KING) {
      if (kind[to]! & SQ_GOAL) return 1_000_000;
      s += 1500 + 300 * lines(board, to);
    } else if (piece !== EMPTY) s += 2000 * captureGuess(board, to, g.turn);
    const h = hint[to]!;
    if (h & 1) s += g.turn === 0 ? 900 : 150;
    if (h & 2) s += g.turn === 0 ? 600 : 100;
    // A defender stepping away from the king may open his line.
    if (hint[from]! & 2 && g.turn === 1) s += 600;
    // Prefer moves that go somewhere central-ish for nothing else to go on (cheap and stable).
    return s - offCentre[to]!;
  }

  /** Distance from the centre, per square, for the ordering's last tie-break. */
  const offCentre = new Int32Array(geo.cells);
  for (const sq of geo.squares) offCentre[sq] = Math.abs(geo.fileOf[sq]! - (size >> 1)) + Math.abs(geo.rankOf[sq]! - (size >> 1));

  function plausible(g: Game, move: Move): boolean {
    const board = g.board;
    const from = move & 511;
    const to = (move >> 9) & 511;
    const cell = board[from]!;
    if (g.turn === 0 ? cell !== ATTACKER : cell !== DEFENDER && cell !== KING && cell !== EVANGELIST) return false;
    if (board[to] !== EMPTY) return false;
    const bit = 1 << cell;
    if (!(stopMask[to]! & bit)) return false;
    const delta = to - from;
    if (move & JUMP_FLAG) {
      const d = delta >> 1;
      return (
        cell === EVANGELIST && c.evangelistJump && (d === 1 || d === -1 || d === width || d === -width) && board[from + d] === ATTACKER
      );
    }
    const sameRank = geo.rankOf[from] === geo.rankOf[to];
    const d = sameRank ? (delta > 0 ? 1 : -1) : geo.fileOf[from] === geo.fileOf[to] ? (delta > 0 ? width : -width) : 0;
    if (d === 0 || (c.oneStep && delta !== d)) return false;
    for (let t = from + d; t !== to; t += d) if (board[t] !== EMPTY || !(passMask[t]! & bit)) return false;
    return true;
  }

  return {
    c,
    weights,
    evaluate,
    openLines: (g) => (g.king >= 0 ? lines(g.board, g.king) : 0),
    prepareOrdering,
    orderScore,
    plausible,
  };
}
