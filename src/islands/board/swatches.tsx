/**
 * One-square pictures of the board's marks, for the keys: the board's own Legend, the key under a
 * diagram (PictureKey) and any page's key to its diagrams. Each is drawn with the board's shapes,
 * sizes and classes (look.ts, board.css), so a key shows exactly what the board draws. They need the
 * board's palette around them: a `.tb` or `.tb-palette` ancestor.
 */
import type { ComponentChildren } from 'preact';
import type { PieceKind } from '../../engine';
import { SpecialMark, VoidMark } from './hatch';
import { specialShape, voidShape } from './look';
import { PieceShape } from './Pieces';
import type { BoardStyle } from './types';

/** A bare one-square picture, for a mark that is drawn off the board's ground. */
export function SwatchFrame({ children }: { readonly children?: ComponentChildren }) {
  return (
    <svg class="tb-swatch" viewBox="0 0 1 1" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A one-square picture in the board's own style: a square, or a point where two lines cross. */
export function Swatch({ boardStyle, children }: { readonly boardStyle: BoardStyle; readonly children?: ComponentChildren }) {
  return (
    <SwatchFrame>
      {boardStyle === 'intersections' ? (
        <>
          <rect class="tb-bg tb-bg--swatch" width={1} height={1} />
          <path class="tb-line" d="M0 0.5H1M0.5 0V1" />
        </>
      ) : (
        <rect class="tb-cell" width={1} height={1} />
      )}
      {children}
    </SwatchFrame>
  );
}

export function PieceSwatch({ kind, boardStyle }: { readonly kind: PieceKind; readonly boardStyle: BoardStyle }) {
  return (
    <Swatch boardStyle={boardStyle}>
      <PieceShape kind={kind} cx={0.5} cy={0.5} />
    </Swatch>
  );
}

/** The centre (cross-hatched) or a special corner square (hatched). */
export function SpecialSwatch({ boardStyle, kind }: { readonly boardStyle: BoardStyle; readonly kind: 'throne' | 'corner' }) {
  return (
    <Swatch boardStyle={boardStyle}>
      <SpecialMark shape={specialShape(boardStyle, 0, 0)} cross={kind === 'throne'} class={`tb-special tb-special--${kind}`} />
    </Swatch>
  );
}

/** A square or point cut from the board: its dashed outline, with no ground under it. */
export function VoidSwatch({ boardStyle }: { readonly boardStyle: BoardStyle }) {
  return (
    <SwatchFrame>
      <VoidMark shape={voidShape(boardStyle, 0, 0)} />
    </SwatchFrame>
  );
}
