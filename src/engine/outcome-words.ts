/**
 * The ways a game ends, in words, in one table: one row per outcome reason, one column per way the
 * site says it. A new reason fails compilation here until every phrase is written.
 */
import type { OutcomeReason } from './types';

export interface OutcomePhrases {
  /** A short label, for a table of results: "King captured". */
  readonly label: string;
  /** What happened, for the status line: "the king is captured". */
  readonly ended: string;
  /** The same, in the present, for explanations: "the king is captured". */
  readonly ends: string;
  /** What a move does that ends the game so: "captures the king". */
  readonly does: string;
  /** What a move that does not end the game so does not do: "does not capture the king". */
  readonly doesNot: string;
  /** What a position lacks when another reading's had this ending: "the king is not captured". */
  readonly notThere: string;
}

/** What a move that ends nothing does: the `doesNot` of the endings a single move cannot miss by name. */
export const NO_END = 'does not end the game';

export const OUTCOME_WORDS: { readonly [R in OutcomeReason]: OutcomePhrases } = {
  escape: {
    label: 'The king escaped',
    ended: 'the king escaped',
    ends: 'the king escapes',
    does: 'lets the king escape',
    doesNot: 'does not let the king escape',
    notThere: 'the king has not escaped',
  },
  'edge-fort': {
    label: 'Edge fort',
    ended: 'the king holds an edge fort',
    ends: 'the king is safe in an edge fort',
    does: 'gives the king an edge fort',
    doesNot: 'does not give the king an edge fort',
    notThere: 'the king has no edge fort',
  },
  'king-captured': {
    label: 'King captured',
    ended: 'the king is captured',
    ends: 'the king is captured',
    does: 'captures the king',
    doesNot: 'does not capture the king',
    notThere: 'the king is not captured',
  },
  encircled: {
    label: 'Defenders encircled',
    ended: 'the attackers have encircled the defenders',
    ends: 'the defenders are encircled',
    does: 'completes the encirclement',
    doesNot: 'does not complete the encirclement',
    notThere: 'the defenders are not encircled',
  },
  'defenders-exhausted': {
    label: 'Defenders exhausted',
    ended: 'the defenders are down to the king and one piece',
    ends: 'the defenders are down to the king and one piece',
    does: 'leaves the defenders only the king and one piece',
    doesNot: NO_END,
    notThere: 'the game does not end',
  },
  'no-moves': {
    label: 'No legal moves',
    ended: 'a player cannot move',
    ends: 'a player cannot move',
    does: 'leaves the other side without a legal move',
    doesNot: NO_END,
    notThere: 'the game does not end',
  },
  repetition: {
    label: 'Repetition',
    ended: 'a position was repeated a third time',
    ends: 'a position occurs for the third time',
    does: 'repeats the position a third time',
    doesNot: NO_END,
    notThere: 'the game does not end',
  },
};
