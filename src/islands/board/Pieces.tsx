/**
 * The piece shapes, as the static diagrams draw them: an attacker is a filled dark disc, a defender
 * a light disc with a dark ring, an Evangelist a diamond, the king a larger disc with a crown.
 * Shapes differ, so colour is never the only signal.
 */
import type { PieceKind } from '../../engine';
import { PIECE_SIZE } from './look';
import type { SquareName } from './types';

interface ShapeProps {
  readonly kind: PieceKind;
  readonly cx: number;
  readonly cy: number;
  readonly class?: string;
}

/** One piece drawn around (cx, cy), in square units. */
export function PieceShape({ kind, cx, cy, class: extra }: ShapeProps) {
  const cls = `tb-piece tb-piece--${kind}${extra ? ` ${extra}` : ''}`;
  switch (kind) {
    case 'attacker':
      return (
        <g class={cls}>
          <circle cx={cx} cy={cy} r={PIECE_SIZE.attacker} />
        </g>
      );
    case 'defender':
      return (
        <g class={cls}>
          <circle cx={cx} cy={cy} r={PIECE_SIZE.defender} />
        </g>
      );
    case 'evangelist':
      return (
        <g class={cls}>
          <rect
            x={cx - PIECE_SIZE.evangelist}
            y={cy - PIECE_SIZE.evangelist}
            width={2 * PIECE_SIZE.evangelist}
            height={2 * PIECE_SIZE.evangelist}
            transform={`rotate(45 ${cx} ${cy})`}
          />
        </g>
      );
    case 'king':
      return (
        <g class={cls}>
          <circle cx={cx} cy={cy} r={PIECE_SIZE.king} />
          <path class="tb-crown" d={`M${cx - 0.22} ${cy + 0.14}l-0.04 -0.3 0.13 0.11 0.13 -0.21 0.13 0.21 0.13 -0.11 -0.04 0.3z`} />
        </g>
      );
  }
}

interface PieceProps {
  readonly kind: PieceKind;
  readonly square: SquareName;
  readonly cx: number;
  readonly cy: number;
  /** The piece is being dragged: drawn faintly where it stands. */
  readonly lifted?: boolean;
}

/** A piece standing on its square, with the hooks the tests and the browser tests use. */
export function Piece({ kind, square, cx, cy, lifted }: PieceProps) {
  return (
    <g data-piece={kind} data-square={square} class={lifted ? 'tb-lifted' : undefined}>
      <PieceShape kind={kind} cx={cx} cy={cy} />
    </g>
  );
}

/** The piece following the pointer while it is dragged (drawn above everything, never hit). */
export function DraggedPiece({ kind, x, y }: { readonly kind: PieceKind; readonly x: number; readonly y: number }) {
  return (
    <g class="tb-drag" data-dragging={kind}>
      <PieceShape kind={kind} cx={x} cy={y} />
    </g>
  );
}
