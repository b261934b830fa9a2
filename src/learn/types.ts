/**
 * Teaching material as data: puzzles (engine-verified positions with a goal and a solution) and
 * lesson steps. Pages and islands read these; tests check every puzzle with the engine.
 */
import type { RulePatch, OutcomeReason, Side } from '../engine';

export const PUZZLE_KINDS = [
  'capture-in-one',
  'escape-in-one',
  'escape-in-two',
  'stop-the-escape',
  'capture-the-king',
  'two-readings',
] as const;
export type PuzzleKind = (typeof PUZZLE_KINDS)[number];

/**
 * What one move does, as the checks compare it: the squares whose pieces it captures (any order;
 * none when omitted) and how the game ends (it goes on when omitted or null).
 */
export interface MoveEffect {
  readonly captures?: readonly string[];
  readonly outcome?: { readonly winner: Side | null; readonly reason: OutcomeReason } | null;
}

export interface Puzzle {
  /** Stable id, used in URLs: /learn/puzzles/#<id>. */
  readonly id: string;
  readonly title: string;
  readonly kind: PuzzleKind;
  /** The reading whose rules apply, with optional changes. */
  readonly preset: string;
  readonly patch?: RulePatch;
  /** "<placement> <a|d>" in the engine's position notation (ranks from the top). */
  readonly position: string;
  /** What the solver must do, in one sentence ("Capture the attacker on d5 in one move."). */
  readonly goal: string;
  /**
   * The solution from the position, in move notation: the solver's moves and the opponent's
   * replies alternately. For "stop-the-escape", the first move is the solver's and any reply
   * must fail to escape.
   */
  readonly solution: readonly string[];
  /** True when the puzzle claims no shorter solution exists (checked by the tests). */
  readonly shortest?: boolean;
  /** For "capture-in-one": the squares whose pieces the move must capture (it may capture more). */
  readonly captures?: readonly string[];
  /** For the escape kinds and "stop-the-escape": how the defenders win; 'escape' when omitted. */
  readonly escapeBy?: 'escape' | 'edge-fort';
  /** For "two-readings": what the solution's move does under `preset` (+`patch`). */
  readonly expect?: MoveEffect;
  readonly hint: string;
  /** Why the solution works, naming the rule. */
  readonly explanation: string;
  /** For "two-readings": the same position under another reading, and what changes there. */
  readonly compare?: {
    readonly preset: string;
    readonly patch?: RulePatch;
    readonly explanation: string;
    /** What the same move does under the other reading; must differ from `expect`. */
    readonly expect?: MoveEffect;
  };
}
