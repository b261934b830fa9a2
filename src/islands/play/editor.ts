/**
 * The setup editor's state: an unchecked placement (it may have no king while being edited), the side
 * to move and the piece kind a click places. Only leaving the editor checks it, through setup().
 */
import { FILES, placementOf, setup, type Position, type RuleSet, type PieceKind, type Result, type Side } from '../../engine';
import type { BoardView, SquareName } from '../board/types';

/** What a click on a square does: place a piece of that kind, or empty the square. */
export type EditorTool = PieceKind | 'empty';
export const EDITOR_TOOLS: readonly EditorTool[] = ['attacker', 'defender', 'king', 'evangelist', 'empty'];
export const EDITOR_TOOL_LABELS: { readonly [T in EditorTool]: string } = {
  attacker: 'Attacker',
  defender: 'Defender',
  king: 'King',
  evangelist: 'Evangelist',
  empty: 'Empty square',
};

export interface EditorState {
  readonly size: number;
  /** size × size kinds or null, rank 1 first, file a first (as Placement.cells). */
  readonly cells: readonly (PieceKind | null)[];
  readonly turn: Side;
  readonly tool: EditorTool;
}

export const editorFrom = (pos: Position): EditorState => ({
  size: pos.size,
  cells: placementOf(pos).cells,
  turn: pos.turn,
  tool: 'attacker',
});

const indexOf = (size: number, square: SquareName): number | null => {
  const file = FILES.indexOf(square.charAt(0));
  const rank = Number(square.slice(1)) - 1;
  if (file < 0 || file >= size || !Number.isInteger(rank) || rank < 0 || rank >= size) return null;
  return rank * size + file;
};

const nameOf = (size: number, index: number): SquareName => FILES[index % size]! + String(Math.floor(index / size) + 1);

/**
 * A click on a square with the current tool. A square that already holds the tool's kind is emptied;
 * placing a king moves the king (a game has one).
 */
export function editSquare(ed: EditorState, square: SquareName): EditorState {
  const i = indexOf(ed.size, square);
  if (i === null) return ed;
  const kind = ed.tool === 'empty' || ed.cells[i] === ed.tool ? null : ed.tool;
  const cells = ed.cells.map((c, j) => (j === i ? kind : kind === 'king' && c === 'king' ? null : c));
  return { ...ed, cells };
}

export const emptyBoard = (ed: EditorState): EditorState => ({ ...ed, cells: ed.cells.map(() => null) });

/** The edited setup as a Position, or the engine's reason it is not one. */
export const editorPosition = (ed: EditorState, rules: RuleSet): Result<Position> =>
  setup(rules, { size: ed.size, cells: ed.cells }, ed.turn);

/** The board's view while editing: the template's special squares, the edited pieces, no moves. */
export function editorView(ed: EditorState, template: BoardView): BoardView {
  const pieces: Record<SquareName, PieceKind> = {};
  ed.cells.forEach((kind, i) => {
    if (kind) pieces[nameOf(ed.size, i)] = kind;
  });
  const side = ed.turn === 'attackers' ? 'Attackers' : 'Defenders';
  return {
    ...template,
    pieces,
    dests: {},
    lastMove: null,
    captured: [],
    turn: ed.turn,
    status: `Setting up: ${side} to move once the setup is done`,
    announcement: '',
    interactive: true,
  };
}
