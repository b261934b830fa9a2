/**
 * "Predict, then reveal", the board: once the reader has predicted what a move does under another
 * reading, a second, smaller board shows the position after the same move under that reading, as
 * the engine plays it (the pieces it captures there crossed out on their squares, the move framed),
 * captioned "Under <reading>: <what differs, in a few words>". It is a picture, not a second game:
 * it takes no focus and no moves, and its pieces are listed in words for screen readers. Shared by
 * the puzzle and lesson islands through PuzzleControls. Renders nothing before the prediction.
 */
import { useMemo } from 'preact/hooks';
import { lineAppend, lineFrom, play, type Outcome, type Played, type Position, notation, OUTCOME_WORDS } from '../../engine';
import { listInWords } from '../../engine';
import { outcomeWords, pieceOn } from '../../learn/effects';
import type { Puzzle } from '../../learn/types';
import { readingOf } from '../../learn/verify';
import { toBoardView } from '../adapter';
import { boardStyleFor } from '../board/look';
import type { BoardView } from '../board/types';
import { hashId } from '../board/words';
import { StaticBoard } from './StaticBoard';
import './PredictionReveal.css';

export interface Reveal {
  /** The other reading's name. */
  readonly reading: string;
  /** The move, as written. */
  readonly move: string;
  /** The position after the move under the other reading. */
  readonly view: BoardView;
  /** What the move does there, in a few words, without "Under …": "the defender on b1 is not captured". */
  readonly outcome: string;
}

/** What a reading's result lacks, said of the piece or the game, when the other reading had it. */
const sameOutcome = (a: Outcome | null, b: Outcome | null): boolean =>
  a === null ? b === null : b !== null && a.reason === b.reason && a.winner === b.winner;

/** "the defender on b1 is" / "the attackers on c5 and e5 are", of pieces standing in `before`. */
const piecesAre = (before: Position, squares: readonly number[]): string =>
  `${listInWords(squares.map((sq) => pieceOn(before, sq)))} ${squares.length === 1 ? 'is' : 'are'}`;

/**
 * What the move does under the other reading, set against the puzzle's own reading, in a few words
 * built from the two results: the pieces captured in one and not the other, then how the game stands.
 */
export function outcomeAgainst(beforeHere: Position, here: Played, beforeThere: Position, there: Played): string {
  const clauses: string[] = [];
  const spared = here.captures.filter((sq) => !there.captures.includes(sq));
  const taken = there.captures.filter((sq) => !here.captures.includes(sq));
  if (spared.length) clauses.push(`${piecesAre(beforeHere, spared)} not captured`);
  if (taken.length) clauses.push(`${piecesAre(beforeThere, taken)} captured`);
  const a = here.position.outcome ?? null;
  const b = there.position.outcome ?? null;
  if (!sameOutcome(a, b)) {
    if (b) clauses.push(outcomeWords(b));
    else if (a) clauses.push(OUTCOME_WORDS[a.reason].notThere);
  }
  if (clauses.length === 0)
    clauses.push(there.captures.length ? `${piecesAre(beforeThere, there.captures)} captured` : 'nothing is captured');
  const goesOn = b === null && a !== null && !OUTCOME_WORDS[a.reason].notThere.startsWith('the game');
  return `${listInWords(clauses)}${goesOn ? '; the game goes on' : ''}`;
}

/**
 * The other reading's board after `move`, or null when the puzzle compares no readings or the move
 * cannot be played under both (then there is nothing to show beside the sentence).
 */
export function revealFor(puzzle: Puzzle, move: string): Reveal | null {
  if (!puzzle.compare) return null;
  const main = readingOf(puzzle);
  const other = readingOf(puzzle, 'compare');
  if (!main.ok || !other.ok) return null;
  const mvHere = notation.parseMove(main.value.start, move);
  const mvThere = notation.parseMove(other.value.start, move);
  if (!mvHere.ok || !mvThere.ok) return null;
  const here = play(main.value.start, mvHere.value);
  const there = play(other.value.start, mvThere.value);
  const line = lineAppend(lineFrom(other.value.start), mvThere.value);
  if (!here.ok || !there.ok || !line.ok) return null;
  return {
    reading: other.value.name,
    move,
    view: toBoardView(line.value, { interactive: false }),
    outcome: outcomeAgainst(main.value.start, here.value, other.value.start, there.value),
  };
}

export interface PredictionRevealProps {
  readonly puzzle: Puzzle;
  /** The move the prediction is about. */
  readonly move: string;
  /** The reader's prediction (the index of the chosen answer); null before it, and nothing shows. */
  readonly chosen: number | null;
}

export function PredictionReveal({ puzzle, move, chosen }: PredictionRevealProps) {
  const reveal = useMemo(() => (chosen === null ? null : revealFor(puzzle, move)), [puzzle, move, chosen]);
  if (!reveal) return null;
  const { view } = reveal;
  const boardStyle = boardStyleFor(view.size);
  const id = `pz-reveal-${hashId(`${puzzle.id}|${move}`)}`;
  // What the marks on this board mean (the main board's key does not cover a reading it does not show).
  const marks = [
    `The move ${reveal.move} is ${boardStyle === 'intersections' ? 'ringed' : 'framed'}`,
    view.captured.length > 0 && 'the cross marks a piece captured there',
    view.edgeGoal && 'the dashed band marks the edge, where the king wins',
  ].filter(Boolean);
  return (
    <figure class="pz-reveal" data-testid="prediction-reveal" aria-labelledby={`${id}-cap`}>
      <StaticBoard
        view={view}
        boardStyle={boardStyle}
        label={`The board after ${reveal.move} under ${reveal.reading}`}
        intro={`After ${reveal.move} under ${reveal.reading}.`}
        id={id}
        class="pz-reveal-board"
        testId="reveal-board"
      />
      <figcaption id={`${id}-cap`} class="pz-reveal-caption" data-testid="reveal-caption">
        <strong>Under {reveal.reading}:</strong> {reveal.outcome}.<span class="pz-reveal-key"> {marks.join('; ')}.</span>
      </figcaption>
    </figure>
  );
}
