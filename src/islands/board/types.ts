/**
 * What the board knows: plain, serialisable data in, moves out. The board has no rules: it draws
 * `view`, lets the reader pick a piece among `dests` keys and drop it on one of its destinations,
 * and calls onMove(from, to). Only src/islands/adapter.ts turns engine positions into a BoardView.
 */
import type { PieceKind, Side } from '../../engine';

/** A square name such as `e5` (file letter, rank from the bottom). */
export type SquareName = string;

export type BoardStyle = 'squares' | 'intersections';

/**
 * Where a board is shown, for the room its frame leaves for the coordinates (look.ts, frameOf):
 * 'standard' for a board given a phone's column, 'compact' for one that shares a phone's row or
 * fills a small frame (a claim's two boards, an embedded board, the home page's small diagram).
 */
export type BoardFrame = 'standard' | 'compact';

export interface BoardView {
  readonly size: number;
  /** Pieces by square. */
  readonly pieces: Readonly<Record<SquareName, PieceKind>>;
  /** The centre square, marked as special (throne, city, castle). */
  readonly throne: SquareName;
  /** Special corner squares (king-only; the escape squares under corner escape). */
  readonly corners: readonly SquareName[];
  /** Squares out of play (cut from the board). */
  readonly voids: readonly SquareName[];
  /** Squares the king escapes to when they are not the corners (edge escape): empty under corner escape. */
  readonly edgeGoal: boolean;
  /** Legal destinations of each movable piece of the side to move (empty when it may not move). */
  readonly dests: Readonly<Record<SquareName, readonly SquareName[]>>;
  readonly lastMove: { readonly from: SquareName; readonly to: SquareName } | null;
  /** Squares whose pieces the last move captured, with the kinds captured (for the capture marks). */
  readonly captured: readonly { readonly square: SquareName; readonly kind: PieceKind }[];
  readonly turn: Side;
  /** The state in words: "Attackers to move", or "The king escaped to b18: the defenders win". */
  readonly status: string;
  /** The last move in words for screen readers: "Attacker e7 to e9, captures e10". Empty at the start. */
  readonly announcement: string;
  /** False when the game is over or the reader may not move (e.g. the AI is thinking). */
  readonly interactive: boolean;
  /** A suggested move (the AI's hint), drawn as an arrow from `from` to `to`; absent or null for none. */
  readonly hint?: { readonly from: SquareName; readonly to: SquareName } | null;
  /** Moves shown as forbidden (a claim's move under a rule that does not allow it): struck-out arrows; absent or empty for none. */
  readonly refusedMoves?: readonly { readonly from: SquareName; readonly to: SquareName }[];
}

export interface BoardProps {
  readonly view: BoardView;
  /**
   * 'intersections' draws pieces on the points of an (size-1)×(size-1) grid, as the manuscript does.
   * By default the style follows the size (look.ts: points on the 19×19 board, squares otherwise).
   */
  readonly boardStyle?: BoardStyle;
  /** Rank 1 at the top and file a on the right. */
  readonly flipped?: boolean;
  /** The room the frame leaves for the coordinates (BoardFrame); 'standard' by default. */
  readonly frame?: BoardFrame;
  /** The board's accessible name, e.g. "Board: Nielsen's rules with Evangelists". */
  readonly label: string;
  /** A move gesture (click-click, drag, or keyboard pick-and-drop) on a legal destination. */
  readonly onMove?: (from: SquareName, to: SquareName) => void;
  /**
   * Setup-editor mode: when given, a click or Enter on any square calls this instead of picking
   * pieces, and no destinations are shown.
   */
  readonly onSquare?: (square: SquareName) => void;
  /**
   * The key under the board (Legend). Default true; false for a host that shows one key for several
   * boards (a claim's two boards), which then owes the reader the positions in words itself.
   */
  readonly legend?: boolean;
}
