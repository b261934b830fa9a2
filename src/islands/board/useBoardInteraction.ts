/**
 * The board's controller: selection, drag and the keyboard cursor. It knows no rules: a piece may
 * be picked up when `view.dests` lists destinations for it, and a gesture that ends on one of them
 * calls onMove(from, to). Browser APIs are touched only inside event handlers.
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { parseName, rowEnd, step } from './geometry';
import type { BoardProps, SquareName } from './types';
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

/** The `data-square` of the square group an event landed in, if any. */
function squareOf(target: EventTarget | null): SquareName | null {
  const el = target as Element | null;
  if (!el || typeof el.closest !== 'function') return null;
  return el.closest('[data-square]')?.getAttribute('data-square') ?? null;
}

export function useBoardInteraction(props: BoardProps, svgRef: RefObject<SVGSVGElement>): BoardInteraction {
  const { view, onMove, onSquare } = props;
  const flipped = props.flipped ?? false;
  const mode: BoardMode = onSquare ? 'edit' : onMove && view.interactive ? 'move' : 'view';

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

  // The selection (like a drag) belongs to the position it was made in (`key`): a new position
  // drops it at once, in render, with no effect that could run late and cancel a new gesture.
  const [picked, setPicked] = useState<{ sq: SquareName; key: string } | null>(null);
  const [cursorState, setCursor] = useState<SquareName | null>(null);
  const [focused, setFocused] = useState(false);
  const [keyboardMode, setKeyboardMode] = useState(true);
  const [cursorText, setCursorText] = useState('');
  const announceEdit = useRef(false);

  const setSelected = (sq: SquareName | null) => setPicked(sq ? { sq, key: positionKey } : null);
  const selected = picked && picked.key === positionKey && movable.has(picked.sq) ? picked.sq : null;
  const dests = useMemo(() => (selected ? new Set(view.dests[selected] ?? []) : NONE), [selected, view.dests]);
  const onBoard = (sq: SquareName | null): sq is SquareName => sq !== null && parseName(sq, view.size) !== null && !voids.has(sq);
  const cursor = onBoard(cursorState) ? cursorState : view.throne;

  // After an edit (setup editor), the cursor's square is read again in the new position.
  useEffect(() => {
    if (!announceEdit.current) return;
    announceEdit.current = false;
    setCursorText(describeSquare(view, cursor, mode, null));
    // Only a change of position matters here, not a new view object for the same position.
  }, [positionKey]);

  const say = (sq: SquareName, sel: SquareName | null = selected) => setCursorText(describeSquare(view, sq, mode, sel));
  const kindWord = (sq: SquareName): string => {
    const k = view.pieces[sq];
    return k ? KIND_WORD[k][0] : 'piece';
  };

  const move = (from: SquareName, to: SquareName) => {
    setSelected(null);
    setCursor(to);
    setCursorText('');
    onMove?.(from, to);
  };

  const pick = (sq: SquareName) => {
    setSelected(sq);
    setCursorText(
      `Picked up the ${kindWord(sq)} on ${sq}; it can go to ${(view.dests[sq] ?? []).join(', ')}. ` +
        'Move the cursor to a destination and press Enter, or Escape to put it back.',
    );
  };

  const activateByKey = () => {
    if (mode === 'edit') {
      announceEdit.current = true;
      onSquare?.(cursor);
      return;
    }
    if (mode === 'view') {
      setCursorText(`${describeSquare(view, cursor, mode, null)}. The board is not taking moves now.`);
      return;
    }
    if (selected && dests.has(cursor)) return move(selected, cursor);
    if (selected && selected === cursor) {
      setSelected(null);
      setCursorText(`Put the ${kindWord(cursor)} back on ${cursor}.`);
      return;
    }
    if (movable.has(cursor)) return pick(cursor);
    if (selected) {
      setCursorText(`${cursor} is not a destination of the ${kindWord(selected)} on ${selected}; it can go to ${[...dests].join(', ')}.`);
      return;
    }
    const kind = view.pieces[cursor];
    const theirs = kind && (kind === 'attacker') !== (view.turn === 'attackers');
    setCursorText(`${describeSquare(view, cursor, mode, null)}. ${theirs ? `It is the ${view.turn}' turn.` : 'Nothing to pick up here.'}`);
  };

  const dragging = useDrag({
    svgRef,
    size: view.size,
    flipped,
    positionKey,
    squareOf,
    canDrag: (sq) => movable.has(sq),
    onLift: setSelected,
    onDrop: (from, to) => {
      if (to && (view.dests[from] ?? []).includes(to)) move(from, to);
      // Anywhere else the piece snaps back and stays picked up.
    },
    onPress: () => setKeyboardMode(false),
  });

  const cancel = () => {
    dragging.cancel();
    if (selected) setCursorText(`Put the ${kindWord(selected)} back on ${selected}.`);
    setSelected(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    setKeyboardMode(true);
    const isVoid = (sq: SquareName) => voids.has(sq);
    const go = (dx: number, dy: number) => step(cursor, dx, dy, view.size, flipped, isVoid);
    let next: SquareName;
    switch (e.key) {
      case 'ArrowUp':
        next = go(0, -1);
        break;
      case 'ArrowDown':
        next = go(0, 1);
        break;
      case 'ArrowLeft':
        next = go(-1, 0);
        break;
      case 'ArrowRight':
        next = go(1, 0);
        break;
      case 'Home':
        next = rowEnd(cursor, false, view.size, flipped, isVoid);
        break;
      case 'End':
        next = rowEnd(cursor, true, view.size, flipped, isVoid);
        break;
      case 'Enter':
      case ' ':
      case 'Spacebar':
        e.preventDefault();
        activateByKey();
        return;
      case 'Escape':
        if (selected || dragging.pressing()) {
          e.preventDefault();
          cancel();
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    setCursor(next);
    say(next);
  };

  const onClick = (e: MouseEvent) => {
    if (dragging.takeClick()) return;
    const sq = squareOf(e.target);
    if (sq) setCursor(sq);
    if (mode === 'edit') {
      if (sq) onSquare?.(sq);
      return;
    }
    if (mode !== 'move') return;
    if (sq && selected && dests.has(sq)) return move(selected, sq);
    setSelected(sq && movable.has(sq) && sq !== selected ? sq : null);
  };

  return {
    mode,
    selected,
    dests,
    movable,
    voids,
    cursor,
    showCursor: focused,
    cursorQuiet: !keyboardMode,
    drag: dragging.drag,
    cursorText,
    rootHandlers: {
      onKeyDown,
      onFocus: () => {
        setFocused(true);
        say(cursor);
      },
      onBlur: () => setFocused(false),
    },
    svgHandlers: { onClick, ...dragging.handlers },
  };
}
