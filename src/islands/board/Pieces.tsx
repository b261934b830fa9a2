/**
 * The piece shapes, as the static diagrams draw them: an attacker is a filled dark disc, a defender
 * a light disc with a dark ring, an Evangelist a diamond, the king a larger disc with a crown.
 * Shapes differ, so colour is never the only signal.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
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
  /**
   * The piece has just arrived by the last move: where it came from, in squares from where it stands.
   * It slides in from there once, when it appears (slideIn; not under reduced motion).
   */
  readonly arrivedFrom?: { readonly dx: number; readonly dy: number };
}

/** How long the last move's piece takes to slide in, in ms. */
export const ARRIVE_MS = 240;

/**
 * Slides the element in from `from` (in squares, the board's units) once, as it appears, with the Web
 * Animations API: no style attribute, so the page's content security policy holds, and nothing at all
 * under reduced motion or where the browser cannot animate (the server, a test's DOM).
 */
export function slideIn(el: Element | null, from: { readonly dx: number; readonly dy: number }): Animation | null {
  if (!el || typeof (el as Element & { animate?: unknown }).animate !== 'function') return null;
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return el.animate([{ transform: `translate(${from.dx}px, ${from.dy}px)` }, { transform: 'translate(0px, 0px)' }], {
    duration: ARRIVE_MS,
    easing: 'ease-out',
  });
}

/** A piece standing on its square, with the hooks the tests and the browser tests use. */
export function Piece({ kind, square, cx, cy, lifted, arrivedFrom }: PieceProps) {
  const ref = useRef<SVGGElement>(null);
  // Once, as the piece appears on its square by the last move.
  useLayoutEffect(() => {
    if (arrivedFrom) slideIn(ref.current, arrivedFrom);
  }, []);
  return (
    <g
      ref={ref}
      data-piece={kind}
      data-square={square}
      data-arrived={arrivedFrom ? 'true' : undefined}
      class={lifted ? 'tb-lifted' : undefined}
    >
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
