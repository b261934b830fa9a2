/**
 * Move-ordering hints: per node, the squares on the king's rays and beside him (prepareOrdering),
 * then a quick guess per move (orderScore). Moves are read only through the engine's decoders.
 */
import { isJump, type Move, moveFrom, moveTo } from '../../engine';
import type { Game } from '../../engine/core';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, HOSTILE_TO_ATTACKERS, HOSTILE_TO_DEFENDERS, KING, OFF, SQ_GOAL } from '../../engine/core';
import type { TaflContext } from './tafl-context';
import { lines } from './tafl-eval';

/** Marks the king's rays (hint bit 1) and the squares beside him (bit 2) for the side to move in g. */
export function prepareOrdering(x: TaflContext, g: Game): void {
  const { hint, hintSquares, dirs } = x;
  const board = g.board;
  for (let i = 0; i < x.hintCount; i++) hint[hintSquares[i]!] = 0;
  let count = 0;
  const k = g.king;
  if (k >= 0) {
    for (let i = 0; i < 4; i++) {
      const d = dirs[i]!;
      const a = k + d;
      if (board[a] !== OFF) {
        hint[a] = hint[a]! | 2;
        hintSquares[count++] = a;
      }
      let t = a;
      while (board[t] === EMPTY) {
        hint[t] = hint[t]! | 1;
        hintSquares[count++] = t;
        t += d;
      }
    }
  }
  x.hintCount = count;
}

/** Whether moving to `to` probably captures (a victim beside it with a friend or hostile square beyond). */
function captureGuess(x: TaflContext, board: Uint8Array, to: number, side: 0 | 1): number {
  const { c, dirs } = x;
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const d = dirs[i]!;
    const v = board[to + d]!;
    const victim = side === 0 ? v === DEFENDER || v === EVANGELIST : v === ATTACKER;
    if (!victim) continue;
    const b = board[to + d + d]!;
    if (side === 0 ? b === ATTACKER : b === DEFENDER || b === EVANGELIST || (b === KING && c.kingAnvil)) n++;
    else if (b === EMPTY && c.hostileEmpty[to + d + d]! & (side === 0 ? HOSTILE_TO_DEFENDERS : HOSTILE_TO_ATTACKERS)) n++;
    else if (b === OFF && c.edgeAnvil) n++;
  }
  return n;
}

/** A quick guess at how promising a move is (higher first); prepareOrdering(g) must have run. */
export function orderScore(x: TaflContext, g: Game, move: Move): number {
  const board = g.board;
  const hint = x.hint;
  const from = moveFrom(move);
  const to = moveTo(move);
  const piece = board[from]!;
  let s = 0;
  if (isJump(move)) s += 4000;
  if (piece === KING) {
    if (x.kind[to]! & SQ_GOAL) return 1_000_000;
    s += 1500 + 300 * lines(x, board, to);
  } else if (piece !== EMPTY) s += 2000 * captureGuess(x, board, to, g.turn);
  const h = hint[to]!;
  if (h & 1) s += g.turn === 0 ? 900 : 150;
  if (h & 2) s += g.turn === 0 ? 600 : 100;
  // A defender stepping away from the king may open his line.
  if (hint[from]! & 2 && g.turn === 1) s += 600;
  // Prefer moves that go somewhere central-ish for nothing else to go on (cheap and stable).
  return s - x.offCentre[to]!;
}
