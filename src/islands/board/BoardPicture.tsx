/**
 * A board as a picture: the board's own drawing (BoardLayers) of a BoardView, with no event
 * handlers, no focus, no cursor and no live region, so it renders on the server to static HTML
 * (Astro, with no client directive) and stays the same in the browser. It is an image with an
 * accessible name (`label`, also its <title>) and a description (`description`, its <desc>), the
 * element ids `<id>-title` and `<id>-desc`. The style follows the board's size (look.ts) unless
 * given. The palette comes from an ancestor with the class `tb` or `tb-palette` (board.css).
 */
import './board.css';
import { BoardLayers } from './BoardLayers';
import { viewBoxOf } from './geometry';
import { boardStyleFor } from './look';
import type { BoardStyle, BoardView } from './types';

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
}

export function BoardPicture({ view, boardStyle = boardStyleFor(view.size), label, description, id, testId }: BoardPictureProps) {
  return (
    <svg
      class={`tb-svg tb-svg--${boardStyle}`}
      viewBox={viewBoxOf(view.size)}
      data-size={view.size}
      role="img"
      aria-label={label}
      aria-describedby={`${id}-desc`}
      data-testid={testId}
    >
      <title id={`${id}-title`}>{label}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <BoardLayers view={view} boardStyle={boardStyle} flipped={false} voids={new Set(view.voids)} />
    </svg>
  );
}
