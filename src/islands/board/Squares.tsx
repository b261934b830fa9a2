/**
 * The squares layer: a group only for a square that shows something (a piece, a mark, a destination)
 * or takes a gesture, so that a 19×19 board is not 361 groups of markup. A group holds the square's
 * marks and its piece, and, where the square takes a gesture (a piece that may move, a destination,
 * every square of the setup editor), a transparent hit area over the whole square, so that a click
 * anywhere on it reaches the group's `data-square`. A click elsewhere lands on the <svg> itself, and
 * the board finds its square from the pointer's position (useBoardInteraction).
 */
import { CaptureMark, DestDot, LastMark, SelectedMark } from './Markers';
import { Piece } from './Pieces';
import { centreOf, squaresInOrder } from './geometry';
import type { BoardStyle, BoardView, SquareName } from './types';

interface SquaresProps {
  readonly view: BoardView;
  readonly boardStyle: BoardStyle;
  readonly flipped: boolean;
  readonly voids: ReadonlySet<SquareName>;
  /** Squares whose pieces may be picked up now (empty when the board takes no moves). */
  readonly movable: ReadonlySet<SquareName>;
  readonly selected: SquareName | null;
  /** Destinations of the selected piece. */
  readonly dests: ReadonlySet<SquareName>;
  /** The square whose piece is being dragged. */
  readonly lifted: SquareName | null;
  /** Every square reacts to clicks (setup editor). */
  readonly editing: boolean;
  /** Squares that take a gesture have a transparent hit area (a playable board); a picture has none. */
  readonly hit: boolean;
}

export function Squares(p: SquaresProps) {
  const { view, boardStyle } = p;
  const last = view.lastMove;
  const moveKey = last ? `${last.from}-${last.to}:${view.captured.map((c) => c.square).join('/')}` : 'none';
  // The piece that made the last move slides in from its square (in squares, as the board is drawn).
  const fromCell = last && centreOf(last.from, view.size, p.flipped);
  const toCell = last && centreOf(last.to, view.size, p.flipped);
  const arrivedFrom = fromCell && toCell ? { dx: fromCell.x - toCell.x, dy: fromCell.y - toCell.y } : undefined;
  const captured = new Map(view.captured.map((c) => [c.square, c.kind]));
  return (
    <g class="tb-squares">
      {squaresInOrder(view.size, p.flipped).map(({ name, col, row }) => {
        if (p.voids.has(name)) return null;
        const kind = view.pieces[name];
        const lastWhich = last?.from === name ? 'from' : last?.to === name ? 'to' : undefined;
        const isDest = p.dests.has(name);
        const isSelected = p.selected === name;
        const capturedKind = captured.get(name);
        const movable = p.movable.has(name);
        const takesGesture = movable || isDest || p.editing;
        if (!kind && !lastWhich && !isSelected && !capturedKind && !takesGesture) return null;
        const cls = ['tb-sq', movable && 'tb-sq--movable', isDest && 'tb-sq--dest', p.editing && 'tb-sq--editable']
          .filter(Boolean)
          .join(' ');
        return (
          <g key={name} class={cls} data-square={name} data-selected={isSelected ? 'true' : undefined} data-last={lastWhich}>
            {p.hit && takesGesture && <rect class="tb-hit" x={col} y={row} width={1} height={1} />}
            {lastWhich && <LastMark col={col} row={row} boardStyle={boardStyle} which={lastWhich} />}
            {isSelected && <SelectedMark col={col} row={row} boardStyle={boardStyle} />}
            {kind && (
              <Piece
                kind={kind}
                square={name}
                cx={col + 0.5}
                cy={row + 0.5}
                lifted={p.lifted === name}
                {...(lastWhich === 'to' && arrivedFrom ? { arrivedFrom } : {})}
              />
            )}
            {/* Over the piece: a captured king stays on his square (the game is over) and is crossed out there. */}
            {capturedKind && <CaptureMark col={col} row={row} square={name} kind={capturedKind} moveKey={moveKey} />}
            {isDest && <DestDot col={col} row={row} square={name} />}
          </g>
        );
      })}
    </g>
  );
}
