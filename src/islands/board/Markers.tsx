/**
 * Marks drawn on squares: the last move, the selected piece, destinations, pieces just captured,
 * and the keyboard cursor. Each differs in shape as well as colour: the last move's squares are
 * framed (dashed where it left, solid where it arrived), the selection a tinted square (in the colour of its destination dots),
 * destinations are dots, a capture is a cross, the cursor a heavy double square, a hint an arrow, a
 * forbidden move a dashed arrow struck out by a cross on the square it would reach.
 */
import type { PieceKind } from '../../engine';
import { PieceShape } from './Pieces';
import type { BoardStyle, SquareName } from './types';

interface At {
  readonly col: number;
  readonly row: number;
  readonly boardStyle: BoardStyle;
}

/** A frame or a ring around a square or a point, inset by `inset`. */
function Frame({ col, row, boardStyle, inset, class: cls }: At & { readonly inset: number; readonly class: string }) {
  if (boardStyle === 'intersections') return <circle class={cls} cx={col + 0.5} cy={row + 0.5} r={0.5 - inset} />;
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
export function CaptureMark({
  col,
  row,
  square,
  kind,
  moveKey,
}: Omit<At, 'boardStyle'> & {
  readonly square: SquareName;
  readonly kind: PieceKind;
  readonly moveKey: string;
}) {
  const cx = col + 0.5;
  const cy = row + 0.5;
  const d = 0.22;
  const cross = `M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx + d} ${cy - d}L${cx - d} ${cy + d}`;
  return (
    <g class="tb-captured" data-captured={square} data-captured-kind={kind}>
      <g key={moveKey} class="tb-ghost" data-ghost={moveKey}>
        <PieceShape kind={kind} cx={cx} cy={cy} />
      </g>
      <path class="tb-cross-halo" d={cross} />
      <path class="tb-cross" d={cross} />
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

/**
 * A suggested move: a thick arrow from one centre to the other, over the pieces, with a pale halo so
 * that it reads on light and dark squares alike, and a ring on the square it starts from.
 */
export function HintArrow({
  from,
  to,
  fromName,
  toName,
  refused = false,
}: {
  readonly from: { x: number; y: number };
  readonly to: { x: number; y: number };
  readonly fromName: SquareName;
  readonly toName: SquareName;
  /** A move the rules forbid: the arrow is dashed and struck out by a cross on its destination. */
  readonly refused?: boolean;
}) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const head = 0.38;
  const half = 0.24;
  // The shaft stops where the head begins; the head's tip stops short of the destination's centre.
  const tipX = to.x - ux * 0.12;
  const tipY = to.y - uy * 0.12;
  const baseX = tipX - ux * head;
  const baseY = tipY - uy * head;
  const startX = from.x + ux * 0.2;
  const startY = from.y + uy * 0.2;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  const shaft = `M${r(startX)} ${r(startY)}L${r(baseX)} ${r(baseY)}`;
  const tip = `M${r(tipX)} ${r(tipY)}L${r(baseX - uy * half)} ${r(baseY + ux * half)}L${r(baseX + uy * half)} ${r(baseY - ux * half)}Z`;
  // Struck out where it would land (not mid-way, which for a jump is the piece jumped over).
  const c = 0.24;
  const strike = `M${r(to.x - c)} ${r(to.y - c)}L${r(to.x + c)} ${r(to.y + c)}M${r(to.x + c)} ${r(to.y - c)}L${r(to.x - c)} ${r(to.y + c)}`;
  const ends = refused
    ? { 'data-refused-from': fromName, 'data-refused-to': toName }
    : { 'data-hint-from': fromName, 'data-hint-to': toName };
  return (
    <g class={refused ? 'tb-hint tb-hint--refused' : 'tb-hint'} {...ends} aria-hidden="true">
      <circle class="tb-hint-ring" cx={from.x} cy={from.y} r={0.42} />
      <path class="tb-hint-halo" d={shaft} />
      <path class="tb-hint-halo" d={tip} />
      <path class="tb-hint-shaft" d={shaft} />
      <path class="tb-hint-head" d={tip} />
      {refused && (
        <>
          <path class="tb-cross-halo" d={strike} />
          <path class="tb-cross" d={strike} />
        </>
      )}
    </g>
  );
}
