/**
 * The board's controller: selection, drag and the keyboard cursor. It knows no rules: a piece may
 * be picked up when `view.dests` lists destinations for it, and a gesture that ends on one of them
 * calls onMove(from, to). Browser APIs are touched only inside event handlers. Its parts: the
 * position's sets (usePositionSets), the selection (useSelection), the cursor and its words
 * (useCursor), the drag (useBoardDrag over useDrag), and what a key or a click does (keyTarget,
 * activateByKey, clickSquare).
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { parseName, pointOnBoard, rowEnd, squareAtPoint, step } from './geometry';
import type { BoardProps, BoardView, SquareName } from './types';
import { useDrag, type DragState } from './useDrag';
import { KIND_WORD, describeSquare, type BoardMode } from './words';

export interface BoardInteraction {
  readonly mode: BoardMode;
  readonly selected: SquareName | null;
  /** Destinations of the selected piece. */
  readonly dests: ReadonlySet<SquareName>;
  readonly movable: ReadonlySet<SquareName>;
  readonly voids: ReadonlySet<SquareName>;
  readonly cursor: SquareName;
  /** The board has focus: the cursor is drawn. */
  readonly showCursor: boolean;
  /** The last input was a pointer: the cursor is drawn but not shown until a key is pressed. */
  readonly cursorQuiet: boolean;
  readonly drag: DragState | null;
  /** What the cursor's live region says. */
  readonly cursorText: string;
  readonly rootHandlers: {
    onKeyDown: (e: KeyboardEvent) => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  readonly svgHandlers: {
    onClick: (e: MouseEvent) => void;
    onPointerDown: (e: PointerEvent) => void;
    onPointerMove: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onPointerCancel: (e: PointerEvent) => void;
  };
}

const NONE: ReadonlySet<SquareName> = new Set();

/** The `data-square` of the square group (or piece) an event landed in, if any. */
function squareOf(target: EventTarget | null): SquareName | null {
  const el = target as Element | null;
  if (!el || typeof el.closest !== 'function') return null;
  return el.closest('[data-square]')?.getAttribute('data-square') ?? null;
}

/** What the board does with a gesture: edit squares (setup editor), move pieces, or nothing. */
const modeOf = ({ view, onMove, onSquare }: BoardProps): BoardMode => (onSquare ? 'edit' : onMove && view.interactive ? 'move' : 'view');

/** The piece on a square in words ("attacker"), or "piece". */
function kindWord(view: BoardView, sq: SquareName): string {
  const k = view.pieces[sq];
  return k ? KIND_WORD[k][0] : 'piece';
}

/** Where an arrow key, Home or End takes the cursor from `from`; null for any other key. */
export function keyTarget(
  key: string,
  from: SquareName,
  size: number,
  flipped: boolean,
  isVoid: (sq: SquareName) => boolean,
): SquareName | null {
  const go = (dx: number, dy: number) => step(from, dx, dy, size, flipped, isVoid);
  switch (key) {
    case 'ArrowUp':
      return go(0, -1);
    case 'ArrowDown':
      return go(0, 1);
    case 'ArrowLeft':
      return go(-1, 0);
    case 'ArrowRight':
      return go(1, 0);
    case 'Home':
      return rowEnd(from, false, size, flipped, isVoid);
    case 'End':
      return rowEnd(from, true, size, flipped, isVoid);
    default:
      return null;
  }
}

/** The squares cut away, the squares whose pieces may move now, and a key that names the position. */
function usePositionSets(view: BoardView, mode: BoardMode) {
  const voids = useMemo(() => new Set(view.voids), [view.voids]);
  const movable = useMemo(
    () => (mode === 'move' ? new Set(Object.keys(view.dests).filter((sq) => (view.dests[sq] ?? []).length > 0)) : NONE),
    [mode, view.dests],
  );
  const positionKey = useMemo(
    () =>
      `${view.turn}|${view.interactive}|${Object.entries(view.pieces)
        .map(([sq, k]) => sq + k[0])
        .join(',')}`,
    [view],
  );
  return { voids, movable, positionKey };
}

/**
 * The picked-up piece and its destinations. The selection (like a drag) belongs to the position it
 * was made in (`positionKey`): a new position drops it at once, in render, with no effect that could
 * run late and cancel a new gesture.
 */
function useSelection(view: BoardView, movable: ReadonlySet<SquareName>, positionKey: string) {
  const [picked, setPicked] = useState<{ sq: SquareName; key: string } | null>(null);
  const setSelected = (sq: SquareName | null) => setPicked(sq ? { sq, key: positionKey } : null);
  const selected = picked && picked.key === positionKey && movable.has(picked.sq) ? picked.sq : null;
  const dests = useMemo(() => (selected ? new Set(view.dests[selected] ?? []) : NONE), [selected, view.dests]);
  return { selected, setSelected, dests };
}

/**
 * The keyboard cursor (on the throne until it is moved, and back there if its square leaves the
 * board) and what its live region says. After an edit (setup editor), the cursor's square is read
 * again in the new position.
 */
function useCursor(view: BoardView, voids: ReadonlySet<SquareName>, mode: BoardMode, positionKey: string) {
  const [cursorState, setCursor] = useState<SquareName | null>(null);
  const [cursorText, setCursorText] = useState('');
  const announceEdit = useRef(false);
  const onBoard = (sq: SquareName | null): sq is SquareName => sq !== null && parseName(sq, view.size) !== null && !voids.has(sq);
  const cursor = onBoard(cursorState) ? cursorState : view.throne;

  useEffect(() => {
    if (!announceEdit.current) return;
    announceEdit.current = false;
    setCursorText(describeSquare(view, cursor, mode, null));
    // Only a change of position matters here, not a new view object for the same position.
  }, [positionKey]);

  return { cursor, setCursor, cursorText, setCursorText, announceEdit };
}

type Selection = ReturnType<typeof useSelection>;
type CursorControl = ReturnType<typeof useCursor>;

/** What a gesture does: the board's state and the host's callbacks, as the handlers see them in one render. */
interface Gestures {
  readonly props: BoardProps;
  readonly mode: BoardMode;
  readonly movable: ReadonlySet<SquareName>;
  readonly sel: Selection;
  readonly cur: CursorControl;
}

/** A move made: the selection goes, the cursor follows the piece, and the host is told. */
function moveMade({ props, sel, cur }: Gestures, from: SquareName, to: SquareName): void {
  sel.setSelected(null);
  cur.setCursor(to);
  cur.setCursorText('');
  props.onMove?.(from, to);
}

/** Enter or Space on the cursor's square: edit it, drop the piece there, put it back, or pick one up. */
function activateByKey(g: Gestures): void {
  const { props, mode, movable, sel, cur } = g;
  const { view } = props;
  const { cursor, setCursorText } = cur;
  const { selected, dests } = sel;
  if (mode === 'edit') {
    cur.announceEdit.current = true;
    props.onSquare?.(cursor);
    return;
  }
  if (mode === 'view') {
    setCursorText(`${describeSquare(view, cursor, mode, null)}. The board is not taking moves now.`);
    return;
  }
  if (selected && dests.has(cursor)) {
    moveMade(g, selected, cursor);
    return;
  }
  if (selected && selected === cursor) {
    sel.setSelected(null);
    setCursorText(`Put the ${kindWord(view, cursor)} back on ${cursor}.`);
    return;
  }
  if (movable.has(cursor)) {
    sel.setSelected(cursor);
    setCursorText(
      `Picked up the ${kindWord(view, cursor)} on ${cursor}; it can go to ${(view.dests[cursor] ?? []).join(', ')}. ` +
        'Move the cursor to a destination and press Enter, or Escape to put it back.',
    );
    return;
  }
  if (selected) {
    setCursorText(
      `${cursor} is not a destination of the ${kindWord(view, selected)} on ${selected}; it can go to ${[...dests].join(', ')}.`,
    );
    return;
  }
  const kind = view.pieces[cursor];
  const theirs = kind && (kind === 'attacker') !== (view.turn === 'attackers');
  setCursorText(`${describeSquare(view, cursor, mode, null)}. ${theirs ? `It is the ${view.turn}' turn.` : 'Nothing to pick up here.'}`);
}

/** A click on the board: edit the square, drop the picked-up piece there, or pick up (or let go of) a piece. */
function clickSquare(g: Gestures, sq: SquareName | null): void {
  const { props, mode, movable, sel, cur } = g;
  if (sq) cur.setCursor(sq);
  if (mode === 'edit') {
    if (sq) props.onSquare?.(sq);
    return;
  }
  if (mode !== 'move') return;
  if (sq && sel.selected && sel.dests.has(sq)) moveMade(g, sel.selected, sq);
  else sel.setSelected(sq && movable.has(sq) && sq !== sel.selected ? sq : null);
}

/** Dragging a piece that may move: a drop on one of its destinations moves it there. */
function useBoardDrag(g: Gestures, svgRef: RefObject<SVGSVGElement>, flipped: boolean, positionKey: string, onPress: () => void) {
  const { view } = g.props;
  return useDrag({
    svgRef,
    size: view.size,
    flipped,
    positionKey,
    squareOf,
    canDrag: (sq) => g.movable.has(sq),
    onLift: g.sel.setSelected,
    onDrop: (from, to) => {
      if (to && (view.dests[from] ?? []).includes(to)) moveMade(g, from, to);
      // Anywhere else the piece snaps back and stays picked up.
    },
    onPress,
  });
}

export function useBoardInteraction(props: BoardProps, svgRef: RefObject<SVGSVGElement>): BoardInteraction {
  const { view } = props;
  const flipped = props.flipped ?? false;
  const mode = modeOf(props);
  const { voids, movable, positionKey } = usePositionSets(view, mode);
  const sel = useSelection(view, movable, positionKey);
  const cur = useCursor(view, voids, mode, positionKey);
  const [focused, setFocused] = useState(false);
  const [keyboardMode, setKeyboardMode] = useState(true);
  const g: Gestures = { props, mode, movable, sel, cur };
  const say = (sq: SquareName) => cur.setCursorText(describeSquare(view, sq, mode, sel.selected));

  const dragging = useBoardDrag(g, svgRef, flipped, positionKey, () => setKeyboardMode(false));

  const cancel = () => {
    dragging.cancel();
    if (sel.selected) cur.setCursorText(`Put the ${kindWord(view, sel.selected)} back on ${sel.selected}.`);
    sel.setSelected(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    setKeyboardMode(true);
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      activateByKey(g);
      return;
    }
    if (e.key === 'Escape') {
      if (sel.selected || dragging.pressing()) {
        e.preventDefault();
        cancel();
      }
      return;
    }
    const next = keyTarget(e.key, cur.cursor, view.size, flipped, (sq) => voids.has(sq));
    if (next === null) return;
    e.preventDefault();
    cur.setCursor(next);
    say(next);
  };

  // A square with nothing on it has no element of its own: the click's position names it.
  const squareUnder = (e: MouseEvent): SquareName | null => {
    const pt = pointOnBoard(svgRef.current, e.clientX, e.clientY);
    const sq = pt ? squareAtPoint(pt.x, pt.y, view.size, flipped) : null;
    return sq && !voids.has(sq) ? sq : null;
  };

  const onClick = (e: MouseEvent) => {
    if (dragging.takeClick()) return;
    clickSquare(g, squareOf(e.target) ?? squareUnder(e));
  };

  return {
    mode,
    selected: sel.selected,
    dests: sel.dests,
    movable,
    voids,
    cursor: cur.cursor,
    showCursor: focused,
    cursorQuiet: !keyboardMode,
    drag: dragging.drag,
    cursorText: cur.cursorText,
    rootHandlers: {
      onKeyDown,
      onFocus: () => {
        setFocused(true);
        say(cur.cursor);
      },
      onBlur: () => setFocused(false),
    },
    svgHandlers: { onClick, ...dragging.handlers },
  };
}
