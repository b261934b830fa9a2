/**
 * Lines of moves written as text ("d7-d6"): played strictly (the first move that cannot be played is
 * the error) or leniently (as far as the moves are legal, saying where it stopped), and cut back.
 * The islands, the teaching material and the claims all replay move lists through these.
 */
import { type ParsedMove, parseMoveText } from './notation';
import { type GameLine, lineAppend, lineCurrent } from './position';
import { type EngineError, type Move, ok, type Result } from './types';

/** One move text played on the line, or why it cannot be. */
function playText(line: GameLine, text: string): Result<GameLine> {
  const mv: Result<ParsedMove> = parseMoveText(lineCurrent(line), text);
  return mv.ok ? lineAppend(line, mv.value.move) : mv;
}

/** Plays every move text in turn; the first one that cannot be played is the error. */
export function playTexts(line: GameLine, texts: readonly string[]): Result<GameLine> {
  let current = line;
  for (const text of texts) {
    const next = playText(current, text);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}

export interface Replayed {
  /** The line with every move that could be played. */
  readonly line: GameLine;
  /** The move texts played, in order (a prefix of those given). */
  readonly played: readonly string[];
  /** The first move that could not be played, with its index and the engine's reason; null if all were. */
  readonly stopped: { readonly index: number; readonly text: string; readonly error: EngineError } | null;
}

/** Plays the move texts for as long as they are legal and says where it stopped. */
export function replayTexts(line: GameLine, texts: readonly string[]): Replayed {
  let current = line;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    const next = playText(current, text);
    if (!next.ok) return { line: current, played: texts.slice(0, i), stopped: { index: i, text, error: next.error } };
    current = next.value;
  }
  return { line: current, played: texts.slice(), stopped: null };
}

/** The line cut back to its first `plies` moves (the whole line when it is shorter). */
export function truncateLine(line: GameLine, plies: number): GameLine {
  const n = Math.max(0, Math.min(plies, line.moves.length));
  if (n === line.moves.length) return line;
  return {
    start: line.start,
    moves: line.moves.slice(0, n),
    positions: line.positions.slice(0, n + 1),
    captures: line.captures.slice(0, n),
  };
}

/** Plays move codes on a line for as long as they are legal (a game replayed under other rules). */
export function replayMoves(
  line: GameLine,
  moves: readonly Move[],
): { readonly line: GameLine; readonly stopped: { readonly index: number; readonly error: EngineError } | null } {
  let current = line;
  for (let i = 0; i < moves.length; i++) {
    const next = lineAppend(current, moves[i]!);
    if (!next.ok) return { line: current, stopped: { index: i, error: next.error } };
    current = next.value;
  }
  return { line: current, stopped: null };
}
