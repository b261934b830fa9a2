/**
 * The pure side of the AI opponent on /play: who the AI plays, when it should move, the seed of
 * each of its moves, how far Undo takes back against it, and the squares of the move it found (the
 * evaluation bar's share and words are in evaluation.ts). No preact, no worker: the hook (useAi.ts) does the talking.
 */
import { moveFrom, moveTo, squareName, type Position, PASS, opposite, type Move, type Side, geometryOf } from '../../engine';
import type { SquareName } from '../board/types';

/** Who plays the other side: a person at the same screen, or the AI playing one side. */
export const OPPONENTS = ['person', 'attackers', 'defenders'] as const;
export type Opponent = (typeof OPPONENTS)[number];

export const OPPONENT_LABEL: { readonly [O in Opponent]: string } = {
  person: 'A person (both sides played here)',
  attackers: 'The AI plays the attackers',
  defenders: 'The AI plays the defenders',
};

export const isOpponent = (s: string): s is Opponent => (OPPONENTS as readonly string[]).includes(s);

/** The side the AI plays, or null when two people play. */
export const aiSideOf = (opponent: Opponent): Side | null => (opponent === 'person' ? null : opponent);
/** The side the person plays against the AI, or null when two people play. */
export const personSideOf = (opponent: Opponent): Side | null => (opponent === 'person' ? null : opposite(opponent));

export interface TurnContext {
  readonly opponent: Opponent;
  /** The position shown. */
  readonly position: Position;
  /** The shown position is the game's last (not a step back in the move list). */
  readonly atEnd: boolean;
  /** The setup editor is open. */
  readonly editing: boolean;
}

/** It is the AI's side to move in the position shown (the board then takes no moves from the person). */
export const isAiTurn = (c: TurnContext): boolean => !c.editing && !c.position.outcome && aiSideOf(c.opponent) === c.position.turn;

/**
 * The AI plays now: its side is to move, the game goes on, nothing is being set up, and the position
 * is the game's last (stepping back through the moves only shows them; the AI waits at the end).
 */
export const aiShouldMove = (c: TurnContext): boolean => c.atEnd && isAiTurn(c);

/**
 * The seed of the AI's move at a ply (moves played before it): a fixed mix of the ply, so the same
 * game against the same level replays the same answers. Always a positive 31-bit integer.
 */
export function seedForPly(ply: number): number {
  let h = Math.imul((Math.trunc(ply) + 1) ^ 0x5eed, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 1 || 1;
}

/**
 * How many plies Undo takes back against the AI: back to the last position in which the person was
 * to move, so that an Undo after the AI's reply takes back that reply and the person's move (two
 * plies), and an Undo while the AI thinks takes back the person's move only. `turns` are the sides
 * to move at each ply up to the shown one (turns[0] at the start). 0 when the person has made no move
 * to take back (the AI's opening move alone), and 1 without an AI.
 */
export function undoPlies(turns: readonly Side[], person: Side | null): number {
  const cursor = turns.length - 1;
  if (cursor <= 0) return 0;
  if (!person) return 1;
  for (let n = 1; n <= cursor; n++) if (turns[cursor - n] === person) return n;
  return 0;
}

export type FoundMove = { readonly kind: 'move'; readonly from: SquareName; readonly to: SquareName } | { readonly kind: 'pass' };

/** The squares of a move the AI found in `pos`, a pass, or null for "no move" (-1). */
export function foundMove(pos: Position, move: Move): FoundMove | null {
  if (move === PASS) return { kind: 'pass' };
  if (!Number.isInteger(move) || move < 0) return null;
  const geo = geometryOf(pos);
  return { kind: 'move', from: squareName(geo, moveFrom(move)), to: squareName(geo, moveTo(move)) };
}

/** "Hint: d1 to d4 (the AI's best move at depth 5)." */
export function hintSentence(found: FoundMove | null, depth: number): string {
  if (!found) return 'Hint: the AI finds no move here.';
  const at = depth > 0 ? ` (the AI's best move at depth ${depth})` : " (the AI's first idea: it had no time to search)";
  return found.kind === 'pass' ? `Hint: pass${at}.` : `Hint: ${found.from} to ${found.to}${at}.`;
}
