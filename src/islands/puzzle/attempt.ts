/**
 * The engine side of one attempt at a puzzle: the moves on the board as a played line, the verdict on
 * the reader's move (checkAttempt for the first move; for "escape in two", the attackers' reply played
 * automatically and the final move judged by the engine's outcome), the words of the solution and the
 * "predict, then reveal" question of a two-readings puzzle. Pure: engine and src/learn only, no DOM.
 */
import {
  legalMoves,
  lineCurrent,
  lineFrom,
  play,
  type GameLine,
  type Position,
  moveFrom,
  opposite,
  notation,
  kingSquare,
  replayTexts,
  fail,
  ok,
  type Result,
} from '../../engine';
import { describePlayed, underReading, whyNoEscape } from '../../learn/effects';
import type { Puzzle } from '../../learn/types';
import { checkAttempt, readingOf } from '../../learn/verify';

export interface Verdict {
  readonly correct: boolean;
  /** One or two sentences built from what the engine did. */
  readonly sentence: string;
  /** True when the attempt is over; false after a right first move of a longer solution. */
  readonly final: boolean;
}

export interface Judged {
  /** The moves on the board after the attempt, from the puzzle's position. */
  readonly moves: readonly string[];
  readonly verdict: Verdict;
}

/** The puzzle's position with `moves` played, or the engine's reason it cannot be set up. */
export function puzzleLine(puzzle: Puzzle, moves: readonly string[] = []): Result<GameLine> {
  const main = readingOf(puzzle);
  if (!main.ok) return fail(`This puzzle cannot be set up: ${main.error}`);
  return ok(replayTexts(lineFrom(main.value.start), moves).line);
}

const escaped = (pos: Position, by: 'escape' | 'edge-fort'): boolean => pos.outcome?.winner === 'defenders' && pos.outcome.reason === by;

/** How many defender moves win at once in the way the puzzle asks (only the king's when by escape). */
function winningMoves(pos: Position, by: 'escape' | 'edge-fort'): number {
  if (pos.outcome) return pos.outcome.winner === 'defenders' ? 1 : 0;
  const king = kingSquare(pos);
  let n = 0;
  for (const m of legalMoves(pos)) {
    if (by === 'escape' && moveFrom(m) !== king) continue;
    const r = play(pos, m);
    if (r.ok && escaped(r.value.position, by)) n++;
  }
  return n;
}

/**
 * The attackers' answer to a right first move in "escape in two": the solution's own reply when the
 * reader played the solution's first move, otherwise the reply that leaves the king the fewest
 * winning moves (the first such in the engine's move order).
 */
export function replyTo(puzzle: Puzzle, after: Position, first: string): string | null {
  const listed = puzzle.solution[1];
  if (first === puzzle.solution[0] && listed && notation.parseMove(after, listed).ok) return listed;
  const by = puzzle.escapeBy ?? 'escape';
  let best: string | null = null;
  let fewest = Infinity;
  for (const m of legalMoves(after)) {
    const r = play(after, m);
    if (!r.ok) continue;
    const n = winningMoves(r.value.position, by);
    if (n < fewest) {
      fewest = n;
      best = notation.makeMove(after, m);
    }
  }
  return best;
}

/** "Under Brandubh: a6-d6 captures the defender on d5." (the puzzle's own reading only). */
export function ownReadingSentence(puzzle: Puzzle, moveText: string): string | null {
  const main = readingOf(puzzle);
  if (!main.ok) return null;
  const mv = notation.parseMove(main.value.start, moveText);
  if (!mv.ok) return null;
  const r = play(main.value.start, mv.value);
  return r.ok ? `${underReading(main.value.name, describePlayed(main.value.start, r.value))}.` : null;
}

/** Judges the reader's move `text`, played after `moves` (the moves already on the board). */
export function judge(puzzle: Puzzle, moves: readonly string[], text: string): Judged {
  if (moves.length === 0) return judgeFirst(puzzle, text);
  const line = puzzleLine(puzzle, moves);
  if (!line.ok) return { moves, verdict: { correct: false, sentence: line.error.message, final: true } };
  const pos = lineCurrent(line.value);
  const mv = notation.parseMove(pos, text);
  if (!mv.ok) return { moves, verdict: { correct: false, sentence: mv.error.message, final: false } };
  const r = play(pos, mv.value);
  if (!r.ok) return { moves, verdict: { correct: false, sentence: r.error.message, final: false } };
  const by = puzzle.escapeBy ?? 'escape';
  const won = escaped(r.value.position, by);
  const sentence = won ? `${describePlayed(pos, r.value)}.` : whyNoEscape(pos, r.value, by);
  return { moves: [...moves, text], verdict: { correct: won, sentence, final: true } };
}

function judgeFirst(puzzle: Puzzle, text: string): Judged {
  const attempt = checkAttempt(puzzle, text);
  const line = puzzleLine(puzzle);
  if (!line.ok) return { moves: [], verdict: { correct: false, sentence: line.error.message, final: true } };
  const start = lineCurrent(line.value);
  const mv = notation.parseMove(start, text);
  // An illegal move leaves the board as it was and the reader may play another.
  if (!mv.ok) return { moves: [], verdict: { correct: false, sentence: attempt.sentence, final: false } };
  if (!attempt.correct) return { moves: [text], verdict: { correct: false, sentence: attempt.sentence, final: true } };
  if (puzzle.kind === 'two-readings') {
    return { moves: [text], verdict: { correct: true, sentence: ownReadingSentence(puzzle, text) ?? attempt.sentence, final: true } };
  }
  const after = play(start, mv.value);
  if (puzzle.kind !== 'escape-in-two' || !after.ok || after.value.position.outcome) {
    return { moves: [text], verdict: { correct: true, sentence: attempt.sentence, final: true } };
  }
  const reply = replyTo(puzzle, after.value.position, text);
  if (!reply) return { moves: [text], verdict: { correct: true, sentence: attempt.sentence, final: true } };
  const them = opposite(start.turn);
  return {
    moves: [text, reply],
    verdict: {
      correct: true,
      sentence: `${attempt.sentence} The ${them} answer ${reply}; now play the winning move.`,
      final: false,
    },
  };
}

/** The solution in words: "d3-d1; the attackers answer b5-b1; then d1-g1." */
export function solutionWords(puzzle: Puzzle): string {
  const start = puzzleLine(puzzle);
  const solver = start.ok ? lineCurrent(start.value).turn : 'attackers';
  const parts = puzzle.solution.map((m, i) => (i === 0 ? m : i % 2 === 1 ? `the ${opposite(solver)} answer ${m}` : `then ${m}`));
  return `${parts.join('; ')}.`;
}

export interface PredictChoice {
  readonly label: string;
  readonly correct: boolean;
}

export interface Prediction {
  /** The other reading's name. */
  readonly reading: string;
  /** The move the question is about. */
  readonly move: string;
  /** Two choices, in a fixed order that does not give the answer away. */
  readonly choices: readonly PredictChoice[];
  /** What the move does under the other reading, in a sentence. */
  readonly answer: string;
}

/**
 * For a two-readings puzzle: what `moveText` does under the puzzle's reading and under the other one,
 * as the two choices of "What happens under <other reading>?". Null for other kinds, or when the move
 * does the same under both (then there is nothing to predict).
 */
export function predictionFor(puzzle: Puzzle, moveText: string): Prediction | null {
  if (puzzle.kind !== 'two-readings' || !puzzle.compare) return null;
  const main = readingOf(puzzle);
  const other = readingOf(puzzle, 'compare');
  if (!main.ok || !other.ok) return null;
  const here = notation.parseMove(main.value.start, moveText);
  const there = notation.parseMove(other.value.start, moveText);
  if (!here.ok || !there.ok) return null;
  const a = play(main.value.start, here.value);
  const b = play(other.value.start, there.value);
  if (!a.ok || !b.ok) return null;
  const same = describePlayed(main.value.start, a.value);
  const changed = describePlayed(other.value.start, b.value);
  if (same === changed) return null;
  const choices = [
    { label: `${same}, as under ${main.value.name}.`, correct: false },
    { label: `${changed}.`, correct: true },
  ].sort((x, y) => x.label.localeCompare(y.label));
  return {
    reading: other.value.name,
    move: moveText,
    choices,
    answer: `${underReading(other.value.name, describePlayed(other.value.start, b.value))}.`,
  };
}
