/**
 * Dragging a piece with pointer events. A press on a piece that may move becomes a drag once the
 * pointer has travelled DRAG_THRESHOLD pixels (so a click stays a click); the piece then follows
 * the pointer, mapped to board units through the SVG's getScreenCTM, and the release reports the
 * square under the pointer. Everything belongs to the position it began in (`positionKey`).
 */
import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { pointOnBoard, squareAtPoint } from './geometry';
import type { SquareName } from './types';

/** How far (in CSS pixels) a pointer must travel before a press becomes a drag. */
export const DRAG_THRESHOLD = 4;

export interface DragState {
  readonly from: SquareName;
  /** The pointer, in board units. */
  readonly x: number;
  readonly y: number;
}

interface Press {
  readonly id: number;
  readonly key: string;
  readonly from: SquareName;
  readonly x0: number;
  readonly y0: number;
  active: boolean;
}

interface DragOptions {
  readonly svgRef: RefObject<SVGSVGElement>;
  readonly size: number;
  readonly flipped: boolean;
  readonly positionKey: string;
  /** The square a pointer event landed on (its square group), if any. */
  readonly squareOf: (target: EventTarget | null) => SquareName | null;
  readonly canDrag: (sq: SquareName) => boolean;
  /** The press became a drag: the piece is picked up. */
  readonly onLift: (from: SquareName) => void;
  /** The drag ended over `to` (null: off the board). */
  readonly onDrop: (from: SquareName, to: SquareName | null) => void;
  /** Any press, so the keyboard cursor can hide. */
  readonly onPress: () => void;
}

export interface DragControl {
  readonly drag: DragState | null;
  /** A press or drag is under way. */
  readonly pressing: () => boolean;
  /** True once right after a drag: the click the browser sends after it is not a second gesture. */
  readonly takeClick: () => boolean;
  readonly cancel: () => void;
  readonly handlers: {
    onPointerDown: (e: PointerEvent) => void;
    onPointerMove: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onPointerCancel: (e: PointerEvent) => void;
  };
}

export function useDrag(o: DragOptions): DragControl {
  const [state, setState] = useState<(DragState & { key: string }) | null>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);

  const toBoard = (e: PointerEvent) => pointOnBoard(o.svgRef.current, e.clientX, e.clientY);
  const current = (e: PointerEvent): Press | null => {
    const p = press.current;
    if (!p || e.pointerId !== p.id) return null;
    if (p.key !== o.positionKey) {
      press.current = null;
      return null;
    }
    return p;
  };

  const onPointerDown = (e: PointerEvent) => {
    o.onPress();
    suppressClick.current = false;
    if (e.button !== 0 || e.isPrimary === false) return;
    const sq = o.squareOf(e.target);
    if (!sq || !o.canDrag(sq)) return;
    press.current = { id: e.pointerId, key: o.positionKey, from: sq, x0: e.clientX, y0: e.clientY, active: false };
  };

  const onPointerMove = (e: PointerEvent) => {
    const p = current(e);
    if (!p) return;
    if (!p.active) {
      if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < DRAG_THRESHOLD) return;
      p.active = true;
      try {
        o.svgRef.current?.setPointerCapture?.(e.pointerId);
      } catch {
        // The pointer may already be gone; the drag goes on without capture.
      }
      o.onLift(p.from);
    }
    const pt = toBoard(e);
    if (pt) setState({ from: p.from, x: pt.x, y: pt.y, key: o.positionKey });
  };

  const onPointerUp = (e: PointerEvent) => {
    const p = current(e);
    if (!p) return;
    press.current = null;
    if (!p.active) return; // a click: the click handler does it
    suppressClick.current = true;
    setState(null);
    const pt = toBoard(e);
    o.onDrop(p.from, pt ? squareAtPoint(pt.x, pt.y, o.size, o.flipped) : null);
  };

  const cancel = () => {
    press.current = null;
    setState(null);
  };

  return {
    drag: state && state.key === o.positionKey ? state : null,
    pressing: () => press.current !== null,
    takeClick: () => {
      const suppressed = suppressClick.current;
      suppressClick.current = false;
      return suppressed;
    },
    cancel,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: (e: PointerEvent) => {
        if (press.current?.id === e.pointerId) cancel();
      },
    },
  };
}
