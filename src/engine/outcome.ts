/**
 * Whole-board end conditions that need a flood fill: encirclement (the attackers have closed every
 * defender away from the edge) and Copenhagen's edge fort (the king on the edge, able to move,
 * inside a shelter the attackers cannot break).
 */
import { type CompiledRules, HOSTILE_TO_DEFENDERS } from './rules/compile';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, KING, OFF } from './types';

/** What the flood fills read of a game: its board, rules, king and cached escape path (game.ts passes itself). */
export interface FloodState {
  readonly c: CompiledRules;
  readonly board: Uint8Array;
  readonly king: number;
  readonly escapePath: number[];
}

const marks = new Map<number, Uint8Array>();
function markBuffer(cells: number): Uint8Array {
  let m = marks.get(cells);
  if (!m) {
    m = new Uint8Array(cells);
    marks.set(cells, m);
  }
  m.fill(0);
  return m;
}
const stack: number[] = [];
const parent = new Int16Array((19 + 2) * (19 + 2));

/** Whether the path cached on the game still leads a defender to the edge through non-attackers. */
function pathStillOpen(g: FloodState): boolean {
  const path = g.escapePath;
  if (path.length === 0) return false;
  const { board } = g;
  const first = board[path[0]!]!;
  if (first !== DEFENDER && first !== EVANGELIST && first !== KING) return false;
  for (let i = 1; i < path.length; i++) {
    const cell = board[path[i]!]!;
    if (cell === ATTACKER || cell === OFF) return false;
  }
  return true;
}

/**
 * True when no defender (king included) can reach an edge square through squares free of
 * attackers: the attackers have encircled them all. The path found last time is kept on the game
 * and checked first, so the flood fill runs only when an attacker has stepped onto it.
 */
export function isEncircled(g: FloodState): boolean {
  if (pathStillOpen(g)) return false;
  const { board } = g;
  const geo = g.c.geo;
  const squares = geo.squares;
  const dirs = geo.dirs;
  const seen = markBuffer(geo.cells);
  stack.length = 0;
  for (let i = 0; i < squares.length; i++) {
    const sq = squares[i]!;
    const cell = board[sq]!;
    if (cell === DEFENDER || cell === EVANGELIST || cell === KING) {
      seen[sq] = 1;
      parent[sq] = -1;
      stack.push(sq);
    }
  }
  if (stack.length === 0) return false;
  while (stack.length > 0) {
    const sq = stack.pop()!;
    if (geo.isEdge[sq]) {
      recordPath(g, sq);
      return false;
    }
    for (let k = 0; k < 4; k++) {
      const n = sq + dirs[k]!;
      if (seen[n]) continue;
      const cell = board[n]!;
      if (cell === ATTACKER || cell === OFF) continue;
      seen[n] = 1;
      parent[n] = sq;
      stack.push(n);
    }
  }
  g.escapePath.length = 0;
  return true;
}

function recordPath(g: FloodState, end: number): void {
  const path = g.escapePath;
  path.length = 0;
  for (let sq = end; sq !== -1; sq = parent[sq]!) path.push(sq);
  path.reverse();
}

/**
 * The king is on the edge and can move; the empty squares he can reach touch no attacker; and every
 * defender walling them in is safe on both lines, because on each line at least one neighbour is
 * inside the fort, another wall piece, or off the board (when the edge does not capture).
 */
export function isEdgeFort(g: FloodState): boolean {
  const { board, c } = g;
  const geo = c.geo;
  const k = g.king;
  if (k < 0 || !geo.isEdge[k]) return false;
  const inside = markBuffer(geo.cells);
  stack.length = 0;
  stack.push(k);
  inside[k] = 1;
  let room = 0;
  while (stack.length > 0) {
    const sq = stack.pop()!;
    for (const d of geo.dirs) {
      const n = sq + d;
      const cell = board[n]!;
      if (cell === ATTACKER) return false;
      if (cell !== EMPTY || inside[n]) continue;
      inside[n] = 1;
      room++;
      stack.push(n);
    }
  }
  if (room === 0) return false;
  // The king must have a legal move: some neighbour he may stop on or pass over.
  const kingBit = 1 << KING;
  let canMove = false;
  for (const d of geo.dirs) {
    const n = k + d;
    if (board[n] === EMPTY && (c.stopMask[n]! & kingBit || c.passMask[n]! & kingBit)) canMove = true;
  }
  if (!canMove) return false;
  const WALL = 2;
  for (const sq of geo.squares) {
    if (inside[sq] !== 1) continue;
    for (const d of geo.dirs) {
      const n = sq + d;
      const cell = board[n]!;
      if ((cell === DEFENDER || cell === EVANGELIST) && inside[n] === 0) inside[n] = WALL;
    }
  }
  const safeSide = (n: number): boolean => {
    const cell = board[n]!;
    if (cell === OFF) return !c.edgeAnvil;
    if (inside[n] === WALL) return true;
    if (inside[n] === 1) return cell !== EMPTY || (c.hostileEmpty[n]! & HOSTILE_TO_DEFENDERS) === 0;
    return false;
  };
  for (const sq of geo.squares) {
    if (inside[sq] !== WALL) continue;
    for (let i = 0; i < 2; i++) {
      const d = geo.dirs[i]!;
      if (!safeSide(sq + d) && !safeSide(sq - d)) return false;
    }
  }
  return true;
}
