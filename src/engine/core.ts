/**
 * The engine's second door, for the search and perft only (src/ai/, scripts/bench*.ts, scripts/perft.ts):
 * the mutable Game with make/unmake, the compiled rules it reads, the board's cell codes and the seeded
 * generator. Everything else uses the immutable Position API of ./index.ts.
 */
export { Game, MAX_MOVES, decodeOutcome, isAnvilSquare, outcomeWinner } from './game';
export { gameOf } from './position';
export {
  type CompiledRules,
  compile,
  HOSTILE_TO_ATTACKERS,
  HOSTILE_TO_DEFENDERS,
  SQ_CORNER,
  SQ_GOAL,
  SQ_THRONE,
  SQ_VOID,
} from './rules/compile';
export { ATTACKER, CELL_OF_KIND, DEFENDER, EMPTY, EVANGELIST, JUMP_FLAG, KIND_OF_CELL, KING, OFF } from './types';
export { mulberry32 } from './zobrist';
export { perft, perftDivide } from './perft';
export { jumpedSquare } from './move';

import { gameOf, type Position } from './position';
import type { Game } from './game';
/** A mutable copy of a position's core, for search. */
export const toGame = (pos: Position): Game => gameOf(pos).clone();
