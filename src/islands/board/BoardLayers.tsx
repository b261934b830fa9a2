/**
 * What every board draws inside its <svg>, the playable board (Board) and the static picture
 * (BoardPicture) alike: the ground and its special squares, the coordinates, the last move, the
 * squares with their pieces and marks, the hint and a forbidden move. A playable board passes what the reader is
 * doing (`play`) and draws the dragged piece and the cursor on top (`children`); a picture passes
 * neither, and its squares take no clicks.
 */
import type { ComponentChildren } from 'preact';
import { BoardBackground, Coordinates } from './BoardSvg';
import { centreOf } from './geometry';
import { HintArrow, MoveLine } from './Markers';
import { Squares } from './Squares';
import type { BoardFrame, BoardStyle, BoardView, SquareName } from './types';

/** The marks of a reader's gesture on a playable board. */
export interface PlayMarks {
  /** Squares whose pieces may be picked up now (empty when the board takes no moves). */
  readonly movable: ReadonlySet<SquareName>;
  readonly selected: SquareName | null;
  /** Destinations of the selected piece. */
  readonly dests: ReadonlySet<SquareName>;
  /** The square whose piece is being dragged. */
  readonly lifted: SquareName | null;
  /** Every square reacts to clicks (setup editor). */
  readonly editing: boolean;
}

export interface LayersProps {
  readonly view: BoardView;
  readonly boardStyle: BoardStyle;
  readonly flipped: boolean;
  /** The room the frame leaves for the coordinates (look.ts). */
  readonly frame: BoardFrame;
  readonly voids: ReadonlySet<SquareName>;
  /** Absent on a picture. */
  readonly play?: PlayMarks;
  /** Drawn over everything else. */
  readonly children?: ComponentChildren;
}

const NONE: ReadonlySet<SquareName> = new Set();

export function BoardLayers({ view, boardStyle, flipped, frame, voids, play, children }: LayersProps) {
  const { size } = view;
  const last = view.lastMove;
  const lineFrom = last && centreOf(last.from, size, flipped);
  const lineTo = last && centreOf(last.to, size, flipped);
  const hint = view.hint;
  const hintFrom = hint && centreOf(hint.from, size, flipped);
  const hintTo = hint && centreOf(hint.to, size, flipped);
  return (
    <>
      <BoardBackground
        size={size}
        flipped={flipped}
        boardStyle={boardStyle}
        throne={view.throne}
        corners={view.corners}
        voids={voids}
        edgeGoal={view.edgeGoal}
      />
      <Coordinates size={size} flipped={flipped} frame={frame} />
      {lineFrom && lineTo && <MoveLine from={lineFrom} to={lineTo} />}
      <Squares
        view={view}
        boardStyle={boardStyle}
        flipped={flipped}
        voids={voids}
        movable={play?.movable ?? NONE}
        selected={play?.selected ?? null}
        dests={play?.dests ?? NONE}
        lifted={play?.lifted ?? null}
        editing={play?.editing ?? false}
        hit={play !== undefined}
      />
      {hint && hintFrom && hintTo && <HintArrow from={hintFrom} to={hintTo} fromName={hint.from} toName={hint.to} />}
      {(view.refusedMoves ?? []).map((m) => {
        const from = centreOf(m.from, size, flipped);
        const to = centreOf(m.to, size, flipped);
        return from && to && <HintArrow key={`${m.from}-${m.to}`} from={from} to={to} fromName={m.from} toName={m.to} refused />;
      })}
      {children}
    </>
  );
}
