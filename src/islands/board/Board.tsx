/**
 * The playable board: draws a BoardView as SVG, lets the reader pick a piece among `view.dests`
 * (click, drag or keyboard) and calls onMove(from, to). It knows no rules. It renders to static
 * HTML with every piece on the server; browser APIs are used only in event handlers.
 */
import { useId, useRef } from 'preact/hooks';
import './board.css';
import { BoardBackground, Coordinates } from './BoardSvg';
import { Legend } from './Legend';
import { Cursor, HintArrow, MoveLine } from './Markers';
import { DraggedPiece } from './Pieces';
import { Squares } from './Squares';
import { cellOf, centreOf, viewBoxOf } from './geometry';
import type { BoardProps } from './types';
import { useBoardInteraction } from './useBoardInteraction';
import { describeBoard, hashId } from './words';

export function Board(props: BoardProps) {
  const { view, label } = props;
  const boardStyle = props.boardStyle ?? 'squares';
  const flipped = props.flipped ?? false;
  const svgRef = useRef<SVGSVGElement>(null);
  const ix = useBoardInteraction(props, svgRef);
  const description = describeBoard(view, ix.mode);
  // Astro renders each island on its own, so useId alone repeats across islands on one page; the
  // hash of what the id points at makes a clash harmless (the same label and the same words).
  const descId = `tb-${useId().replace(/[^A-Za-z0-9_-]/g, '')}-${hashId(`${label}|${description}`)}`;

  const { size } = view;
  const last = view.lastMove;
  const lineFrom = last && centreOf(last.from, size, flipped);
  const lineTo = last && centreOf(last.to, size, flipped);
  const hint = view.hint;
  const hintFrom = hint && centreOf(hint.from, size, flipped);
  const hintTo = hint && centreOf(hint.to, size, flipped);
  const cursorCell = ix.showCursor ? cellOf(ix.cursor, size, flipped) : null;
  const draggedKind = ix.drag ? view.pieces[ix.drag.from] : undefined;

  return (
    <div class={`tb tb--${boardStyle}${ix.mode === 'move' ? ' tb--playable' : ''}`}>
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
          viewBox={viewBoxOf(size)}
          data-size={size}
          data-flipped={flipped ? 'true' : 'false'}
          aria-hidden="true"
          focusable="false"
          {...ix.svgHandlers}
        >
          <BoardBackground
            size={size}
            flipped={flipped}
            boardStyle={boardStyle}
            throne={view.throne}
            corners={view.corners}
            voids={ix.voids}
            edgeGoal={view.edgeGoal}
          />
          <Coordinates size={size} flipped={flipped} />
          {lineFrom && lineTo && <MoveLine from={lineFrom} to={lineTo} />}
          <Squares
            view={view}
            boardStyle={boardStyle}
            flipped={flipped}
            voids={ix.voids}
            movable={ix.movable}
            selected={ix.selected}
            dests={ix.dests}
            lifted={ix.drag ? ix.drag.from : null}
            editing={ix.mode === 'edit'}
          />
          {hint && hintFrom && hintTo && <HintArrow from={hintFrom} to={hintTo} fromName={hint.from} toName={hint.to} />}
          {ix.drag && draggedKind && <DraggedPiece kind={draggedKind} x={ix.drag.x} y={ix.drag.y} />}
          {cursorCell && <Cursor col={cursorCell.col} row={cursorCell.row} square={ix.cursor} quiet={ix.cursorQuiet} />}
        </svg>
      </div>
      <p id={descId} class="visually-hidden">
        {description}
      </p>
      <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="board-cursor">
        {ix.cursorText}
      </p>
      <p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {view.announcement}
      </p>
      <Legend view={view} boardStyle={boardStyle} mode={ix.mode} />
    </div>
  );
}
