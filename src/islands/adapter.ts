/**
 * The one file that speaks both engine and board: it turns a played line into a BoardView (pieces,
 * special squares, legal destinations, the last move and its captures, the state in words) and a
 * board gesture (from, to) back into an engine move.
 */
import { moveFrom, moveTo } from '../engine/game';
import { squareName } from '../engine/geometry';
import { parseMove } from '../engine/notation';
import { legalMoves, lineCurrent, pieces, type GameLine, type Position } from '../engine/position';
import { SQ_CORNER, SQ_VOID } from '../engine/rules/compile';
import { PASS, type Move, type Outcome, type PieceKind, type Result, type Square } from '../engine/types';
import type { BoardView, SquareName } from './board/types';

const KIND_WORD: { readonly [K in PieceKind]: string } = {
  attacker: 'Attacker',
  defender: 'Defender',
  king: 'King',
  evangelist: 'Evangelist',
};

const REASON_WORDS: { readonly [R in Outcome['reason']]: string } = {
  escape: 'the king escaped',
  'edge-fort': 'the king holds an edge fort',
  'king-captured': 'the king is captured',
  encircled: 'the attackers have encircled the defenders',
  'defenders-exhausted': 'the defenders are down to the king and one piece',
  'no-moves': 'a player cannot move',
  repetition: 'a position was repeated a third time',
};

const name = (pos: Position, sq: Square): SquareName => squareName(pos.game.c.geo, sq);
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The state of the game in words. */
export function statusText(pos: Position): string {
  const o = pos.outcome;
  if (!o) return `${capitalise(pos.turn)} to move`;
  const king = pos.game.king >= 0 ? name(pos, pos.game.king) : null;
  const what =
    o.reason === 'escape' && king
      ? `The king escaped to ${king}`
      : o.reason === 'king-captured' && king
        ? `The king is captured on ${king}`
        : capitalise(REASON_WORDS[o.reason]);
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
  const geo = pos.game.c.geo;
  const kind = pos.game.c.kind;
  const piecesBySquare: Record<SquareName, PieceKind> = {};
  for (const p of pieces(pos)) piecesBySquare[name(pos, p.square)] = p.kind;
  const corners: SquareName[] = [];
  const voids: SquareName[] = [];
  for (const sq of geo.squares) {
    if (kind[sq]! & SQ_CORNER) corners.push(name(pos, sq));
    if (kind[sq]! & SQ_VOID) voids.push(name(pos, sq));
  }
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
  const captured =
    before === null
      ? []
      : captures.map((sq) => ({ square: name(pos, sq), kind: pieces(before).find((p) => p.square === sq)?.kind ?? 'defender' }));
  const moved = last !== null && last !== PASS && before !== null;
  const announcement =
    before === null || last === null
      ? ''
      : `${describeMove(before, last, captures)}. ${pos.outcome ? statusText(pos) : `${capitalise(pos.turn)} to move.`}`;
  return {
    size: geo.size,
    pieces: piecesBySquare,
    throne: name(pos, geo.centre),
    corners,
    voids,
    edgeGoal: pos.rules.kingGoal === 'edge',
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
  return parseMove(pos, `${from}-${to}`);
}
