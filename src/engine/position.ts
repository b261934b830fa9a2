/**
 * The public, immutable Position. An unchecked setup (rules + placement + side to move) becomes a
 * Position only through setup(), which returns a Result; play() returns a new Position and never
 * changes the old one, which suits UI state and history. Internally a Position wraps a Game that
 * it never mutates; the search works on clones of it.
 */
import { Game } from './game';
import { moveFrom, moveTo } from './move';
import { checkSize, type Geometry, geometry, squareName } from './geometry';
import { compile, SQ_GOAL, SQ_VOID, validateRuleSet } from './rules/compile';
import type { RuleSet } from './rules/ruleset';
import {
  CELL_OF_KIND,
  EMPTY,
  KIND_OF_CELL,
  OFF,
  PASS,
  err,
  ok,
  type Move,
  type Outcome,
  type PieceKind,
  type Result,
  type Side,
  type Square,
} from './types';

/** The key under which a Position keeps its core: not exported from the engine's front door. */
const CORE: unique symbol = Symbol('engine core');

export interface Position {
  readonly rules: RuleSet;
  readonly size: number;
  readonly turn: Side;
  readonly outcome: Outcome | null;
  /** Plies played since the setup. */
  readonly ply: number;
  /** The engine's core, never mutated through a Position; reachable only through engine/core (gameOf). */
  readonly [CORE]: Game;
}

/** The core a Position wraps (read-only by contract: clone it before making moves). */
export const gameOf = (pos: Position): Game => pos[CORE];

export interface Placement {
  readonly size: number;
  /** size × size piece kinds (or null), rank 1 first, a-file first within a rank. */
  readonly cells: readonly (PieceKind | null)[];
}

const wrap = (rules: RuleSet, game: Game, ply: number): Position =>
  Object.freeze({ rules, size: game.c.geo.size, turn: game.sideToMove, outcome: game.outcome, ply, [CORE]: game });

/** Validates rules and a placement together and builds the starting Position. */
export function setup(rulesInput: RuleSet, placement: Placement, turn?: Side): Result<Position> {
  const checked = validateRuleSet(rulesInput as unknown as Record<string, unknown>);
  if (!checked.ok) return checked;
  const rules = checked.value;
  const size = checkSize(placement.size);
  if (!size.ok) return size;
  const geo = geometry(placement.size);
  if (placement.cells.length !== geo.size * geo.size)
    return err(
      'bad-setup',
      `A ${geo.size}×${geo.size} board has ${geo.size * geo.size} squares; the setup gives ${placement.cells.length}.`,
    );
  const c = compile(rules, geo.size);
  const board = new Uint8Array(geo.cells).fill(OFF);
  let kings = 0;
  for (let i = 0; i < geo.squares.length; i++) {
    const sq = geo.squares[i]!;
    if (c.kind[sq]! & SQ_VOID) {
      if (placement.cells[i])
        return err(
          'bad-setup',
          `${squareName(geo, sq)} is out of play under these rules, but the setup puts a ${placement.cells[i]} there.`,
        );
      continue;
    }
    board[sq] = EMPTY;
    const kind = placement.cells[i];
    if (!kind) continue;
    const cell = CELL_OF_KIND[kind];
    if (kind === 'king') {
      kings++;
      if (c.kind[sq]! & SQ_GOAL) return err('bad-setup', `The king cannot start on ${squareName(geo, sq)}: he would already have escaped.`);
    } else if (!(c.stopMask[sq]! & (1 << cell))) {
      return err('bad-setup', `A ${kind} may not stand on ${squareName(geo, sq)} under these rules (only the king may).`);
    }
    board[sq] = cell;
  }
  if (kings === 0) return err('bad-setup', 'The setup has no king.');
  if (kings > 1) return err('bad-setup', `The setup has ${kings} kings; a game has exactly one.`);
  const first: Side = turn ?? rules.firstMover;
  const game = new Game(c, board, first === 'attackers' ? 0 : 1);
  game.outcomeCode = game.judgeStuck(game.turn === 0 ? 1 : 0);
  return ok(wrap(rules, game, 0));
}

export const legalMoves = (pos: Position): Move[] => gameOf(pos).legalMoves();

export interface Played {
  readonly position: Position;
  readonly move: Move;
  /** Squares whose pieces the move captured. */
  readonly captures: readonly Square[];
}

/** Plays a legal move and returns the new Position; an illegal move is an error, not an exception. */
export function play(pos: Position, move: Move): Result<Played> {
  if (pos.outcome) return err('game-over', 'The game is already over.');
  if (!gameOf(pos).isLegal(move)) {
    const geo = geometryOf(pos);
    const name = move === PASS ? 'pass' : `${squareName(geo, moveFrom(move))}-${squareName(geo, moveTo(move))}`;
    return err('illegal-move', `${name} is not a legal move here.`);
  }
  const game = gameOf(pos).clone();
  game.make(move);
  return ok({ position: wrap(pos.rules, game, pos.ply + 1), move, captures: game.captured.slice() });
}

/** The same placement and side to move under other rules (revalidated: a toggle can make it invalid). */
export function withRules(pos: Position, rules: RuleSet): Result<Position> {
  return setup(rules, placementOf(pos), pos.turn);
}

export function pieceAt(pos: Position, sq: Square): PieceKind | null {
  const cell = gameOf(pos).board[sq];
  return cell === undefined ? null : (KIND_OF_CELL[cell] ?? null);
}

export interface PlacedPiece {
  readonly square: Square;
  readonly kind: PieceKind;
}

export function pieces(pos: Position): PlacedPiece[] {
  const out: PlacedPiece[] = [];
  for (const sq of geometryOf(pos).squares) {
    const kind = pieceAt(pos, sq);
    if (kind) out.push({ square: sq, kind });
  }
  return out;
}

export function placementOf(pos: Position): Placement {
  const geo = geometryOf(pos);
  return { size: geo.size, cells: Array.from(geo.squares, (sq) => pieceAt(pos, sq)) };
}

/** Destinations of the piece on `from`, for the board UI. */
export function dests(pos: Position, from: Square): Square[] {
  return legalMoves(pos)
    .filter((m) => m !== PASS && moveFrom(m) === from)
    .map(moveTo);
}

const kingOf = (game: Game): Square | null => (game.king >= 0 ? game.king : null);
/** The board geometry of a position: its size, files and squares. */
export const geometryOf = (pos: Position): Geometry => gameOf(pos).c.geo;
export const kingSquare = (pos: Position): Square | null => kingOf(gameOf(pos));

/** A played line from a start position: every position kept, so undo is a pop. */
export interface GameLine {
  readonly start: Position;
  readonly moves: readonly Move[];
  readonly positions: readonly Position[];
  readonly captures: readonly (readonly Square[])[];
}

export const lineFrom = (start: Position): GameLine => ({ start, moves: [], positions: [start], captures: [] });
export const lineCurrent = (line: GameLine): Position => line.positions[line.positions.length - 1]!;

export function lineAppend(line: GameLine, move: Move): Result<GameLine> {
  const r = play(lineCurrent(line), move);
  if (!r.ok) return r;
  return ok({
    start: line.start,
    moves: [...line.moves, move],
    positions: [...line.positions, r.value.position],
    captures: [...line.captures, r.value.captures],
  });
}

export function lineUndo(line: GameLine): GameLine {
  if (line.moves.length === 0) return line;
  return {
    start: line.start,
    moves: line.moves.slice(0, -1),
    positions: line.positions.slice(0, -1),
    captures: line.captures.slice(0, -1),
  };
}
