/**
 * The one file that speaks both engine and board: it turns a played line into a BoardView (pieces,
 * special squares, legal destinations, the last move and its captures, the state in words) and a
 * board gesture (from, to) back into an engine move.
 */
import {
  moveFrom,
  moveTo,
  squareName,
  legalMoves,
  lineCurrent,
  pieces,
  type GameLine,
  type Position,
  PASS,
  type Move,
  type PieceKind,
  type Result,
  type Square,
  notation,
  geometryOf,
  kingSquare,
  specialSquaresOf,
  type RuleSet,
  OUTCOME_WORDS,
} from '../engine';
import type { BoardView, SquareName } from './board/types';

const KIND_WORD: { readonly [K in PieceKind]: string } = {
  attacker: 'Attacker',
  defender: 'Defender',
  king: 'King',
  evangelist: 'Evangelist',
};

const name = (pos: Position, sq: Square): SquareName => squareName(geometryOf(pos), sq);
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether the whole edge is the king's goal, under each value of kingGoal. */
const EDGE_GOAL = { corner: false, edge: true } as const satisfies Record<RuleSet['kingGoal'], boolean>;

/** The state of the game in words. */
export function statusText(pos: Position): string {
  const o = pos.outcome;
  if (!o) return `${capitalise(pos.turn)} to move`;
  const kingSq = kingSquare(pos);
  const king = kingSq === null ? null : name(pos, kingSq);
  const what =
    o.reason === 'escape' && king
      ? `The king escaped to ${king}`
      : o.reason === 'king-captured' && king
        ? `The king is captured on ${king}`
        : capitalise(OUTCOME_WORDS[o.reason].ended);
  return `${what}: ${o.winner ? `the ${o.winner} win` : 'the game is drawn'}.`;
}

/** A move in words for screen readers: "Attacker e7 to e9, captures e10". */
export function describeMove(before: Position, move: Move, captures: readonly Square[]): string {
  if (move === PASS) return `${capitalise(before.turn)} pass`;
  const from = moveFrom(move);
  const kind = pieces(before).find((p) => p.square === from)?.kind ?? 'attacker';
  const caps = captures.length ? `, captures ${captures.map((s) => name(before, s)).join(' and ')}` : '';
  return `${KIND_WORD[kind]} ${name(before, from)} to ${name(before, moveTo(move))}${caps}`;
}

/** The board's view of the line's current position. */
export function toBoardView(line: GameLine, opts: { interactive?: boolean } = {}): BoardView {
  const pos = lineCurrent(line);
  const special = specialSquaresOf(pos);
  const piecesBySquare: Record<SquareName, PieceKind> = {};
  for (const p of pieces(pos)) piecesBySquare[name(pos, p.square)] = p.kind;
  const corners: SquareName[] = [...special.corners];
  const voids: SquareName[] = [...special.voids];
  const dests: Record<SquareName, SquareName[]> = {};
  for (const m of legalMoves(pos)) {
    if (m === PASS) continue;
    const from = name(pos, moveFrom(m));
    const list = dests[from] ?? [];
    list.push(name(pos, moveTo(m)));
    dests[from] = list;
  }
  const n = line.moves.length;
  const last = n > 0 ? line.moves[n - 1]! : null;
  const before = n > 0 ? line.positions[n - 1]! : null;
  const captures = n > 0 ? line.captures[n - 1]! : [];
  const taken =
    before === null
      ? []
      : captures.map((sq) => ({ square: name(pos, sq), kind: pieces(before).find((p) => p.square === sq)?.kind ?? 'defender' }));
  // The engine leaves a captured king standing (the game is over); the board crosses him out like any captured piece.
  const kingSq = pos.outcome?.reason === 'king-captured' && before !== null ? kingSquare(pos) : null;
  const captured = kingSq === null ? taken : [...taken, { square: name(pos, kingSq), kind: 'king' as const }];
  const moved = last !== null && last !== PASS && before !== null;
  const announcement =
    before === null || last === null
      ? ''
      : `${describeMove(before, last, captures)}. ${pos.outcome ? statusText(pos) : `${capitalise(pos.turn)} to move.`}`;
  return {
    size: pos.size,
    pieces: piecesBySquare,
    throne: special.throne ?? name(pos, geometryOf(pos).centre),
    corners,
    voids,
    edgeGoal: EDGE_GOAL[pos.rules.kingGoal],
    dests,
    lastMove: moved ? { from: name(pos, moveFrom(last)), to: name(pos, moveTo(last)) } : null,
    captured: captured as BoardView['captured'],
    turn: pos.turn,
    status: statusText(pos),
    announcement,
    interactive: (opts.interactive ?? true) && !pos.outcome,
  };
}

/** A board gesture as an engine move; an illegal one is an error with the engine's reason. */
export function boardMove(pos: Position, from: SquareName, to: SquareName): Result<Move> {
  return notation.parseMove(pos, `${from}-${to}`);
}
