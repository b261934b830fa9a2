/**
 * Marks drawn on squares: the last move, the selected piece, destinations, pieces just captured,
 * and the keyboard cursor. Each differs in shape as well as colour: the last move's squares are
 * framed (dashed where it left, solid where it arrived), the selection a tinted square (in the colour of its destination dots),
 * destinations are dots, a capture is a cross, the cursor a heavy double square.
 */
import type { PieceKind } from '../../engine/types';
import { PieceShape } from './Pieces';
import type { BoardStyle, SquareName } from './types';

interface At {
  readonly col: number;
  readonly row: number;
  readonly boardStyle: BoardStyle;
}

/** A frame or a ring around a square or a point, inset by `inset`. */
function Frame({ col, row, boardStyle, inset, class: cls }: At & { readonly inset: number; readonly class: string }) {
  if (boardStyle === 'intersections')
    return <circle class={cls} cx={col + 0.5} cy={row + 0.5} r={0.5 - inset} />;
  return <rect class={cls} x={col + inset} y={row + inset} width={1 - 2 * inset} height={1 - 2 * inset} />;
}

export function LastMark(props: At & { readonly which: 'from' | 'to' }) {
  return <Frame {...props} inset={0.06} class={`tb-last tb-last--${props.which}`} />;
}

export function SelectedMark(props: At) {
  return <Frame {...props} inset={0.05} class="tb-selected" />;
}

export function DestDot({ col, row, square }: Omit<At, 'boardStyle'> & { readonly square: SquareName }) {
  return <circle class="tb-dest" data-dest={square} cx={col + 0.5} cy={row + 0.5} r={0.14} />;
}

/**
 * A cross on the square of a piece just captured, and a ghost of the piece fading out over it.
 * `moveKey` names the move, so a new capture mounts a new ghost and its animation runs again.
 */
export function CaptureMark({ col, row, square, kind, moveKey }: Omit<At, 'boardStyle'> & {
  readonly square: SquareName;
  readonly kind: PieceKind;
  readonly moveKey: string;
}) {
  const cx = col + 0.5;
  const cy = row + 0.5;
  const d = 0.22;
  return (
    <g class="tb-captured" data-captured={square} data-captured-kind={kind}>
      <g key={moveKey} class="tb-ghost" data-ghost={moveKey}>
        <PieceShape kind={kind} cx={cx} cy={cy} />
      </g>
      <path class="tb-cross" d={`M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx + d} ${cy - d}L${cx - d} ${cy + d}`} />
    </g>
  );
}

/**
 * The keyboard cursor: a heavy square in two contrasting strokes, drawn only while the board has
 * focus; `quiet` (after a click or a drag) hides it until the next key, as :focus-visible would.
 */
export function Cursor({ col, row, square, quiet }: Omit<At, 'boardStyle'> & { readonly square: SquareName; readonly quiet: boolean }) {
  const i = 0.04;
  return (
    <g class={quiet ? 'tb-cursor tb-cursor--quiet' : 'tb-cursor'} data-cursor={square} aria-hidden="true">
      <rect class="tb-cursor-halo" x={col + i} y={row + i} width={1 - 2 * i} height={1 - 2 * i} />
      <rect class="tb-cursor-ring" x={col + i} y={row + i} width={1 - 2 * i} height={1 - 2 * i} />
    </g>
  );
}

/** A faint line along the last move, under the pieces. */
export function MoveLine({ from, to }: { readonly from: { x: number; y: number }; readonly to: { x: number; y: number } }) {
  return <line class="tb-move-line" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />;
}
