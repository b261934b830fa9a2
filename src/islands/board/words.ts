/** The board in words, for the description, the cursor's live region and the legend. */
import type { PieceKind } from '../../engine';
import type { BoardView, SquareName } from './types';

/** Display order of the kinds, defenders' pieces first as the diagrams list them. */
export const KIND_ORDER: readonly PieceKind[] = ['king', 'defender', 'evangelist', 'attacker'];

export const KIND_WORD: { readonly [K in PieceKind]: readonly [one: string, many: string] } = {
  king: ['king', 'kings'],
  defender: ['defender', 'defenders'],
  evangelist: ['Evangelist', 'Evangelists'],
  attacker: ['attacker', 'attackers'],
};

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const sideOf = (kind: PieceKind): BoardView['turn'] => (kind === 'attacker' ? 'attackers' : 'defenders');

/** What the board does with a gesture: move pieces, edit squares, or nothing. */
export type BoardMode = 'move' | 'edit' | 'view';

/** "the throne", "a corner square", or null for an ordinary square. */
export function specialWord(view: BoardView, sq: SquareName): string | null {
  if (sq === view.throne) return 'the throne';
  if (view.corners.includes(sq)) return 'a corner square';
  return null;
}

/**
 * The cursor's square in words: "e5, attacker, 3 moves: e6, e7, e8", "d4, empty, the throne",
 * "e6, empty, a destination of d2".
 */
export function describeSquare(view: BoardView, sq: SquareName, mode: BoardMode, selected: SquareName | null): string {
  const kind = view.pieces[sq];
  const parts: string[] = [sq, kind ? KIND_WORD[kind][0] : 'empty'];
  const special = specialWord(view, sq);
  if (special) parts.push(special);
  if (mode === 'move') {
    const dests = view.dests[sq] ?? [];
    if (sq === selected) parts.push('picked up');
    if (dests.length > 0) parts.push(`${plural(dests.length, 'move', 'moves')}: ${dests.join(', ')}`);
    else if (kind && sideOf(kind) === view.turn) parts.push('no moves');
    if (selected && sq !== selected && (view.dests[selected] ?? []).includes(sq)) parts.push(`a destination of ${selected}`);
  }
  return parts.join(', ');
}

/** The hidden description the board points at with aria-describedby. */
export function describeBoard(view: BoardView, mode: BoardMode): string {
  const how =
    mode === 'edit'
      ? 'Press Enter or Space to change the square under the cursor.'
      : mode === 'move'
        ? 'Press Enter or Space on a piece to pick it up, move the cursor to one of its destinations and press Enter or Space again to move it there; Escape puts it back.'
        : 'The board is not taking moves now.';
  return [
    `A ${view.size} by ${view.size} board. ${view.status}`.replace(/\.?$/, '.'),
    'Use the arrow keys to move the cursor from square to square; Home and End go to the ends of a row.',
    how,
    'The cursor starts on the centre square, and each square is read out as you reach it.',
  ].join(' ');
}

/** Squares in reading order: the top rank first, file a first within a rank. */
const readingOrder = (a: SquareName, b: SquareName): number => Number(b.slice(1)) - Number(a.slice(1)) || a.charCodeAt(0) - b.charCodeAt(0);

/** Squares of each kind present, in reading order. */
export function piecesByKind(view: BoardView): { kind: PieceKind; squares: SquareName[] }[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    squares: Object.keys(view.pieces)
      .filter((sq) => view.pieces[sq] === kind)
      .sort(readingOrder),
  })).filter((g) => g.squares.length > 0);
}

/** What a picture holds, counted: "1 king, 24 defenders, 48 attackers". */
export const countsInWords = (view: BoardView): string =>
  piecesByKind(view)
    .map((g) => plural(g.squares.length, ...KIND_WORD[g.kind]).toLowerCase())
    .join(', ');

/** The pieces in words: "King: j14. Defenders: b1, m5. Attackers: c7, f12, p16." */
export const piecesInWords = (view: BoardView): string =>
  piecesByKind(view)
    .map((g) => `${capitalise(KIND_WORD[g.kind][g.squares.length === 1 ? 0 : 1])}: ${g.squares.join(', ')}.`)
    .join(' ');

/** A short, stable hash of a string (FNV-1a, base 36), for ids that must agree on server and client. */
export function hashId(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
