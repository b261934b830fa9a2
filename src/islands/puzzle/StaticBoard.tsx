/**
 * A board as a picture: the same drawing as the playable board (BoardSvg, Squares, the last move's
 * marks and the capture crosses) for a BoardView, but no focus, no cursor and no moves: an image
 * with an accessible name, its pieces listed in words (visually hidden), and optionally the board's
 * key below. Used for the other reading's board after a prediction, and, rendered on the server,
 * for a lesson step's position on paper.
 */
import { BoardBackground, Coordinates } from '../board/BoardSvg';
import { centreOf, viewBoxOf } from '../board/geometry';
import { Legend } from '../board/Legend';
import { MoveLine } from '../board/Markers';
import { Squares } from '../board/Squares';
import type { BoardStyle, BoardView } from '../board/types';
import { KIND_WORD, capitalise, piecesByKind } from '../board/words';
import '../board/board.css';

const NONE: ReadonlySet<string> = new Set();

/** The pieces in words: "King: j14. Defenders: b1, m5. Attackers: c7, f12, p16." */
export const piecesInWords = (view: BoardView): string =>
  piecesByKind(view)
    .map((g) => `${capitalise(KIND_WORD[g.kind][g.squares.length === 1 ? 0 : 1])}: ${g.squares.join(', ')}.`)
    .join(' ');

export interface StaticBoardProps {
  readonly view: BoardView;
  readonly boardStyle: BoardStyle;
  /** The picture's accessible name. */
  readonly label: string;
  /** A prefix for the element ids, unique on the page. */
  readonly id: string;
  /** Said before the pieces in the words for screen readers. */
  readonly intro?: string;
  /** The board's key below the picture. */
  readonly legend?: boolean;
  readonly class?: string;
  readonly testId?: string;
}

export function StaticBoard({ view, boardStyle, label, id, intro, legend = false, class: cls, testId }: StaticBoardProps) {
  const voids = new Set(view.voids);
  const last = view.lastMove;
  const from = last && centreOf(last.from, view.size, false);
  const to = last && centreOf(last.to, view.size, false);
  const captured = view.captured.map((c) => c.square);
  return (
    <div class={`tb tb--${boardStyle} tb--static${cls ? ` ${cls}` : ''}`}>
      <svg
        class={`tb-svg tb-svg--${boardStyle}`}
        viewBox={viewBoxOf(view.size)}
        data-size={view.size}
        role="img"
        aria-label={label}
        aria-describedby={`${id}-words`}
        data-testid={testId}
      >
        <BoardBackground
          size={view.size}
          flipped={false}
          boardStyle={boardStyle}
          throne={view.throne}
          corners={view.corners}
          voids={voids}
          edgeGoal={view.edgeGoal}
        />
        <Coordinates size={view.size} flipped={false} />
        {from && to && <MoveLine from={from} to={to} />}
        <Squares
          view={view}
          boardStyle={boardStyle}
          flipped={false}
          voids={voids}
          movable={NONE}
          selected={null}
          dests={NONE}
          lifted={null}
          editing={false}
        />
      </svg>
      <p id={`${id}-words`} class="visually-hidden">
        {intro ? `${intro} ` : ''}
        {piecesInWords(view)}
        {captured.length ? ` Captured: ${captured.join(', ')}.` : ''}
      </p>
      {legend && <Legend view={view} boardStyle={boardStyle} mode="view" />}
    </div>
  );
}
