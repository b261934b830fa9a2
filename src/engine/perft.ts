/**
 * Perft: the number of leaf positions of the move tree to a given depth, the standard check of a
 * move generator. It runs the mutable Game's make/unmake with one preallocated move buffer per ply,
 * so the recursion allocates nothing.
 *
 * Counting convention: a position where the game is over (an outcome is set, so generate() returns
 * no moves) is a leaf at whatever ply it occurs and is not expanded; it counts 1. At the last ply
 * the moves are counted without being played ("bulk counting"): every child is one leaf whether or
 * not it ends the game, so this gives the same number as playing them.
 */
import { type Game, MAX_MOVES } from './game';
import { moveFrom, moveTo } from './move';
import { squareName } from './geometry';
import { PASS, type Move } from './types';

/** Move buffers, one per ply, grown (outside the recursion) to the deepest depth asked for. */
const buffers: Int32Array[] = [];

function ensureBuffers(plies: number): void {
  while (buffers.length < plies) buffers.push(new Int32Array(MAX_MOVES));
}

/** Leaves below the game's current position, using buffers[ply] for this ply's moves. */
function count(game: Game, depth: number, ply: number): number {
  if (depth === 0) return 1;
  const buf = buffers[ply]!;
  const n = game.generate(buf);
  // No moves: the game is over here (generate() returns none once an outcome is set). A leaf.
  if (n === 0) return 1;
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    game.make(buf[i]!);
    nodes += count(game, depth - 1, ply + 1);
    game.unmake();
  }
  return nodes;
}

function checkDepth(depth: number): void {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft: depth must be a whole number ≥ 0, got ${depth}`);
}

/** Leaf positions `depth` plies below the game's position. The game is restored before returning. */
export function perft(game: Game, depth: number): number {
  checkDepth(depth);
  ensureBuffers(depth);
  return count(game, depth, 0);
}

/** A move as `from-to` (or `pass`), for listings. */
export function moveName(game: Game, move: Move): string {
  if (move === PASS) return 'pass';
  const geo = game.c.geo;
  return `${squareName(geo, moveFrom(move))}-${squareName(geo, moveTo(move))}`;
}

export interface DivideEntry {
  readonly move: Move;
  readonly name: string;
  /** Leaves below this root move: perft(child, depth - 1). */
  readonly nodes: number;
}

/**
 * perft split by root move, in generation order: the sum of the entries' nodes equals perft(game,
 * depth) unless the root is itself a finished game (then there are no entries and perft is 1).
 */
export function perftDivide(game: Game, depth: number): DivideEntry[] {
  checkDepth(depth);
  if (depth === 0) return [];
  ensureBuffers(depth);
  const root = buffers[0]!;
  const n = game.generate(root);
  const out: DivideEntry[] = [];
  for (let i = 0; i < n; i++) {
    const move = root[i]!;
    game.make(move);
    const nodes = count(game, depth - 1, 1);
    game.unmake();
    out.push({ move, name: moveName(game, move), nodes });
  }
  return out;
}
