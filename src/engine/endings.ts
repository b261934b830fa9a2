/**
 * Which of the ways a game can end (OUTCOME_REASONS) the rules allow at all, so that a list of
 * endings names only those a reader could meet: no edge fort where edge forts do not win, no
 * repetition where a repeated position changes nothing. One exhaustive table per rule key, so a
 * value added to RULE_VALUES fails type-checking here until it is decided.
 */
import { byValue } from './assert';
import type { RuleSet } from './rules/ruleset';
import { OUTCOME_REASONS, type OutcomeReason } from './types';

/** The rule keys that decide whether an ending can happen. */
export type EndingRules = Pick<RuleSet, 'edgeForts' | 'encirclement' | 'noMoves' | 'repetition' | 'defendersExhausted'>;

/** Whether each ending can happen under the rules. */
function endingPossible(reason: OutcomeReason, rules: EndingRules): boolean {
  return byValue(reason, {
    // The king can always reach his goal, and can always be captured.
    escape: true,
    'king-captured': true,
    'edge-fort': byValue(rules.edgeForts, { yes: true, no: false }),
    encircled: byValue(rules.encirclement, { yes: true, no: false }),
    'defenders-exhausted': byValue(rules.defendersExhausted, { 'king-and-one': true, no: false }),
    // With 'pass' a side that cannot move passes, but the game still ends when neither side can.
    'no-moves': byValue(rules.noMoves, { loses: true, draw: true, pass: true }),
    repetition: byValue(rules.repetition, { ignored: false, draw: true, 'repeater-loses': true, 'defenders-lose': true }),
  });
}

/** The endings the rules allow, in the order of OUTCOME_REASONS. */
export const possibleEndings = (rules: EndingRules): OutcomeReason[] => OUTCOME_REASONS.filter((r) => endingPossible(r, rules));
