/**
 * The playable board: draws a BoardView as SVG, lets the reader pick a piece among `view.dests`
 * (click, drag or keyboard) and calls onMove(from, to). It knows no rules. It renders to static
 * HTML with every piece on the server; browser APIs are used only in event handlers. It draws with
 * BoardLayers, as the static pictures do (BoardPicture); its style follows its size (look.ts) unless
 * the host chooses one.
 */
import { useId, useRef } from 'preact/hooks';
import './board.css';
import { BoardLayers } from './BoardLayers';
import { Legend } from './Legend';
import { Cursor } from './Markers';
import { DraggedPiece } from './Pieces';
import { cellOf, viewBoxOf } from './geometry';
import { boardStyleFor } from './look';
import type { BoardProps, BoardView } from './types';
import { type BoardInteraction, useBoardInteraction } from './useBoardInteraction';
import { describeBoard, hashId } from './words';

/** What follows the reader's hand and keys, over the board: the piece being dragged, the cursor. */
function GestureMarks({ ix, view, flipped }: { readonly ix: BoardInteraction; readonly view: BoardView; readonly flipped: boolean }) {
  const cursorCell = ix.showCursor ? cellOf(ix.cursor, view.size, flipped) : null;
  const draggedKind = ix.drag ? view.pieces[ix.drag.from] : undefined;
  return (
    <>
      {ix.drag && draggedKind && <DraggedPiece kind={draggedKind} x={ix.drag.x} y={ix.drag.y} />}
      {cursorCell && <Cursor col={cursorCell.col} row={cursorCell.row} square={ix.cursor} quiet={ix.cursorQuiet} />}
    </>
  );
}

/** The board's words for screen readers: its description, what the cursor is on, the last move. */
function HiddenWords({
  descId,
  description,
  ix,
  view,
}: {
  readonly descId: string;
  readonly description: string;
  readonly ix: BoardInteraction;
  readonly view: BoardView;
}) {
  return (
    <>
      <p id={descId} class="visually-hidden">
        {description}
      </p>
      <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="board-cursor">
        {ix.cursorText}
      </p>
      <p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {view.announcement}
      </p>
    </>
  );
}

export function Board(props: BoardProps) {
  const { view, label } = props;
  const boardStyle = props.boardStyle ?? boardStyleFor(view.size);
  const flipped = props.flipped ?? false;
  const frame = props.frame ?? 'standard';
  const svgRef = useRef<SVGSVGElement>(null);
  const ix = useBoardInteraction(props, svgRef);
  const description = describeBoard(view, ix.mode);
  // Astro renders each island on its own, so useId alone repeats across islands on one page; the
  // hash of what the id points at makes a clash harmless (the same label and the same words).
  const descId = `tb-${useId().replace(/[^A-Za-z0-9_-]/g, '')}-${hashId(`${label}|${description}`)}`;
  const play = {
    movable: ix.movable,
    selected: ix.selected,
    dests: ix.dests,
    lifted: ix.drag ? ix.drag.from : null,
    editing: ix.mode === 'edit',
  };

  return (
    <div class={`tb tb--${boardStyle}${ix.mode === 'move' ? ' tb--playable' : ''}`} data-pagefind-ignore="all">
      <p class="tb-status" data-testid="board-status">
        {view.status}
      </p>
      <div
        class="tb-app"
        data-testid="board"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is one widget (role="application") that takes the focus and handles every key itself.
        tabIndex={0}
        role="application"
        aria-roledescription="board"
        aria-label={label}
        aria-describedby={descId}
        {...ix.rootHandlers}
      >
        <svg
          ref={svgRef}
          class={`tb-svg tb-svg--${boardStyle}`}
          viewBox={viewBoxOf(view.size, frame)}
          data-size={view.size}
          data-flipped={flipped ? 'true' : 'false'}
          aria-hidden="true"
          focusable="false"
          {...ix.svgHandlers}
        >
          <BoardLayers view={view} boardStyle={boardStyle} flipped={flipped} frame={frame} voids={ix.voids} play={play}>
            <GestureMarks ix={ix} view={view} flipped={flipped} />
          </BoardLayers>
        </svg>
      </div>
      <HiddenWords descId={descId} description={description} ix={ix} view={view} />
      {props.legend !== false && <Legend view={view} boardStyle={boardStyle} mode={ix.mode} />}
    </div>
  );
}
