/**
 * A board as a picture: the board's own drawing (BoardLayers) of a BoardView, with no event
 * handlers, no focus, no cursor and no live region, so it renders on the server to static HTML
 * (Astro, with no client directive) and stays the same in the browser. It is an image with an
 * accessible name (`label`, also its <title>) and a description (`description`, its <desc>), the
 * element ids `<id>-title` and `<id>-desc`. The style follows the board's size (look.ts) unless
 * given. The palette comes from an ancestor with the class `tb` or `tb-palette` (board.css). The
 * <svg> stands in a box of its own width (`tb-picture`), which board.css reads to size the
 * coordinates: a host sets the picture's width on that box.
 */
import './board.css';
import { BoardLayers } from './BoardLayers';
import { viewBoxOf } from './geometry';
import { boardStyleFor } from './look';
import type { BoardFrame, BoardStyle, BoardView } from './types';

export interface BoardPictureProps {
  readonly view: BoardView;
  readonly boardStyle?: BoardStyle;
  /** The picture's accessible name. */
  readonly label: string;
  /** What it shows in words, for readers who cannot see it. */
  readonly description: string;
  /** A prefix for the element ids, unique on the page. */
  readonly id: string;
  readonly testId?: string;
  /** The room the frame leaves for the coordinates (BoardFrame); 'standard' by default. */
  readonly frame?: BoardFrame;
}

export function BoardPicture({
  view,
  boardStyle = boardStyleFor(view.size),
  label,
  description,
  id,
  testId,
  frame = 'standard',
}: BoardPictureProps) {
  return (
    <div class="tb-picture" data-pagefind-ignore="all">
      <svg
        class={`tb-svg tb-svg--${boardStyle}`}
        viewBox={viewBoxOf(view.size, frame)}
        data-size={view.size}
        role="img"
        aria-label={label}
        aria-describedby={`${id}-desc`}
        data-testid={testId}
      >
        <title id={`${id}-title`}>{label}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <BoardLayers view={view} boardStyle={boardStyle} flipped={false} frame={frame} voids={new Set(view.voids)} />
      </svg>
    </div>
  );
}
