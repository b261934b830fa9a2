/**
 * What the move-prediction network (policy-net.ts) sees of a position: PLANES planes of the board,
 * one number per square each, computed from the engine's board, moves and compiled rules (never from
 * a reading's name). Written plane after plane, each rank by rank from a1 (square index rank * size +
 * file), which is the layout the trainer (scripts/train-policy.py) reads. Every plane turns with the
 * board, so a position and its mirror images give mirrored planes: the trainer learns from all eight.
 */
import { isPass, moveFrom, moveTo } from '../../engine';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, type Game, isAnvilSquare, KING, MAX_MOVES, SQ_GOAL } from '../../engine/core';

export const PLANE_NAMES = [
  'attacker',
  'defender',
  'king',
  'empty',
  'goal',
  /** A square the men may not stop on (the throne, where the rules keep it for the king). */
  'restricted',
  /** 1 everywhere with the defenders to move. */
  'defendersToMove',
  /** 1 on every square of the board (the network's padding is 0). */
  'board',
  'lastFrom',
  'lastTo',
  'previousFrom',
  'previousTo',
  /** Squares an attacker can move to (either side to move). */
  'attackerReach',
  'defenderReach',
  'kingReach',
  /** Squares the side to move can move to and capture there. */
  'captureTo',
  /** Squares the other side could move to and capture there (a piece beside it with an anvil beyond). */
  'threatTo',
  /** Pieces of the side to move that the other side could take so. */
  'threatened',
  /** Pieces of the other side that a move of the side to move takes. */
  'takeable',
  /** Empty squares from which the king would have an open line to a goal square. */
  'escapeLine',
] as const;

export const PLANES = PLANE_NAMES.length;
const P = Object.fromEntries(PLANE_NAMES.map((n, i) => [n, i])) as { readonly [K in (typeof PLANE_NAMES)[number]]: number };

const buffers = new WeakMap<Game, Int32Array>();
const KING_BIT = 1 << KING;

/** A square's index on the planes: rank * size + file. */
export const planeIndex = (g: Game, sq: number): number => g.c.geo.rankOf[sq]! * g.c.geo.size + g.c.geo.fileOf[sq]!;

/**
 * Writes the planes of g's position into out (PLANES * size * size numbers); the last two moves are
 * read from the game's own record of the moves it made. The game is left as it was.
 */
export function planesOf(g: Game, out: Float32Array): void {
  const c = g.c;
  const geo = c.geo;
  const S = geo.size * geo.size;
  const b = g.board;
  out.fill(0, 0, PLANES * S);
  const at = (plane: number, sq: number): void => {
    out[plane * S + planeIndex(g, sq)] = 1;
  };
  for (const sq of geo.squares) {
    const v = b[sq]!;
    if (v === ATTACKER) at(P.attacker, sq);
    else if (v === DEFENDER || v === EVANGELIST) at(P.defender, sq);
    else if (v === KING) at(P.king, sq);
    else if (v === EMPTY) at(P.empty, sq);
    if (c.kind[sq]! & SQ_GOAL) at(P.goal, sq);
    if ((c.stopMask[sq]! & (1 << ATTACKER)) === 0) at(P.restricted, sq);
    if (g.turn === 1) at(P.defendersToMove, sq);
    at(P.board, sq);
  }
  for (let back = 0; back < 2; back++) {
    const m = g.recentMove(back);
    if (m < 0 || isPass(m)) continue;
    at(back === 0 ? P.lastFrom : P.previousFrom, moveFrom(m));
    at(back === 0 ? P.lastTo : P.previousTo, moveTo(m));
  }
  let buf = buffers.get(g);
  if (!buf) {
    buf = new Int32Array(MAX_MOVES);
    buffers.set(g, buf);
  }
  const reachPlane = (cell: number): number => (cell === ATTACKER ? P.attackerReach : cell === KING ? P.kingReach : P.defenderReach);
  // The side to move: every move made, to see exactly what it takes.
  let n = g.generate(buf);
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    if (isPass(m)) continue;
    at(reachPlane(b[moveFrom(m)]!), moveTo(m));
    if (g.make(m) > 0) {
      at(P.captureTo, moveTo(m));
      for (const v of g.captured) at(P.takeable, v);
    }
    g.unmake();
  }
  // The other side: where it could move, and what a piece moving there would sandwich.
  const other = g.turn === 0 ? 1 : 0;
  n = g.generate(buf, other);
  const dirs = geo.dirs;
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    if (isPass(m)) continue;
    const from = moveFrom(m);
    const to = moveTo(m);
    const cell = b[from]!;
    at(reachPlane(cell), to);
    if (cell === KING && !c.kingMover) continue;
    for (let j = 0; j < 4; j++) {
      const d = dirs[j]!;
      const v = b[to + d]!;
      const victim = other === 0 ? v === DEFENDER || v === EVANGELIST : v === ATTACKER;
      if (victim && to + 2 * d !== from && isAnvilSquare(c, b, to + 2 * d, other)) {
        at(P.threatTo, to);
        at(P.threatened, to + d);
      }
    }
  }
  // Lines to the goal squares, walked back from each goal through squares the king may pass.
  for (const sq of geo.squares) {
    if (!(c.kind[sq]! & SQ_GOAL)) continue;
    for (let j = 0; j < 4; j++) {
      const d = dirs[j]!;
      for (let t = sq + d; b[t] === EMPTY; t += d) {
        at(P.escapeLine, t);
        if (!(c.passMask[t]! & KING_BIT)) break;
      }
    }
  }
}
