/**
 * Move-ordering hints: per node, the squares on the king's rays and beside him (prepareOrdering),
 * then a quick guess per move (orderScore). Moves are read only through the engine's decoders.
 */
import { isJump, type Move, moveFrom, moveTo } from '../../engine';
import type { Game } from '../../engine/core';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, HOSTILE_TO_ATTACKERS, HOSTILE_TO_DEFENDERS, KING, OFF, SQ_GOAL } from '../../engine/core';
import type { TaflContext } from './tafl-context';
import { lines } from './tafl-eval';

// The guesses are set by hand, in points of ordering (not of evaluation). The search counts 800 and
// more as tactical (never pruned near the leaves), so the size of each bonus decides that too.

/** Hint bit: an empty square on one of the king's rays. */
const HINT_RAY = 1;
/** Hint bit: a square beside the king. */
const HINT_BESIDE = 2;
/** The king stepping onto a goal square wins the game: searched before anything else. */
const KING_TO_GOAL = 1_000_000;
/** An Evangelist's jump always captures: ahead of every merely guessed capture. */
const JUMP = 4000;
/** Any king move: tactical, since it changes the race to the goal squares. */
const KING_MOVE = 1500;
/** Per line to a goal square that the king's move opens: the closer to escaping, the earlier. */
const KING_LINE = 300;
/** Per piece the move probably captures: captures come early, as in every alpha-beta ordering. */
const CAPTURE = 2000;
/** An attacker onto a square of the king's rays blocks a line: tactical for the attackers. */
const RAY_ATTACKER = 900;
/** A defender onto the king's rays: a nudge only, the defenders' moves there matter less often. */
const RAY_DEFENDER = 150;
/** An attacker beside the king closes in for the capture. */
const BESIDE_ATTACKER = 600;
/** A defender beside the king guards him a little. */
const BESIDE_DEFENDER = 100;
/** A defender stepping away from the king may open his line. */
const STEP_AWAY = 600;

/** Marks the king's rays (HINT_RAY) and the squares beside him (HINT_BESIDE) for the side to move in g. */
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
        hint[a] = hint[a]! | HINT_BESIDE;
        hintSquares[count++] = a;
      }
      let t = a;
      while (board[t] === EMPTY) {
        hint[t] = hint[t]! | HINT_RAY;
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
  if (isJump(move)) s += JUMP;
  if (piece === KING) {
    if (x.kind[to]! & SQ_GOAL) return KING_TO_GOAL;
    s += KING_MOVE + KING_LINE * lines(x, board, to);
  } else if (piece !== EMPTY) s += CAPTURE * captureGuess(x, board, to, g.turn);
  const h = hint[to]!;
  if (h & HINT_RAY) s += g.turn === 0 ? RAY_ATTACKER : RAY_DEFENDER;
  if (h & HINT_BESIDE) s += g.turn === 0 ? BESIDE_ATTACKER : BESIDE_DEFENDER;
  if (hint[from]! & HINT_BESIDE && g.turn === 1) s += STEP_AWAY;
  // With nothing else to go on, prefer moves towards the centre, a point per file or rank (cheap and stable).
  return s - x.offCentre[to]!;
}
