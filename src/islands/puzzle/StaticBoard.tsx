/**
 * A board as a picture, with the board's key below it if asked: the board's own static picture
 * (BoardPicture: the same drawing as the playable board, with no focus, no cursor and no moves) for
 * a BoardView. Its description gives the pieces in words, after `intro`. Used for the other
 * reading's board after a prediction, and, rendered on the server, for a lesson step's position on
 * paper. The style follows the board's size (board/look.ts) unless given.
 */
import { BoardPicture } from '../board/BoardPicture';
import { Legend } from '../board/Legend';
import { boardStyleFor } from '../board/look';
import type { BoardStyle, BoardView } from '../board/types';
import { piecesInWords } from '../board/words';

export interface StaticBoardProps {
  readonly view: BoardView;
  readonly boardStyle?: BoardStyle;
  /** The picture's accessible name. */
  readonly label: string;
  /** A prefix for the element ids, unique on the page. */
  readonly id: string;
  /** Said before the pieces in the picture's description. */
  readonly intro?: string;
  /** The board's key below the picture. */
  readonly legend?: boolean;
  readonly class?: string;
  readonly testId?: string;
}

export function StaticBoard({ view, boardStyle, label, id, intro, legend = false, class: cls, testId }: StaticBoardProps) {
  const style = boardStyle ?? boardStyleFor(view.size);
  const captured = view.captured.map((c) => c.square);
  const description = `${intro ? `${intro} ` : ''}${piecesInWords(view)}${captured.length ? ` Captured: ${captured.join(', ')}.` : ''}`;
  return (
    <div class={`tb tb--${style} tb--static${cls ? ` ${cls}` : ''}`}>
      <BoardPicture view={view} boardStyle={style} label={label} description={description} id={id} testId={testId} />
      {legend && <Legend view={view} boardStyle={style} mode="view" />}
    </div>
  );
}
