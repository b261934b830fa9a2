/**
 * The sentences a shared link's (or a saved game's) rules get when the engine's lenient reader could
 * not use every part of them (rules/lenient.ts): one per problem, naming what was left out and what is
 * used instead. Shared by /play's link (urlState.ts) and the lab's (lab/link.ts), and kept apart from
 * both so that either island takes only these sentences from the other.
 */
import { assertNever, RULE_META, type RulesProblem, valueName } from '../../engine';
import { quote } from './words';

/** Where a game was read from, as its sentences name it: a shared link, or the game saved on this device. */
export type GameSource = 'link' | 'saved game';

/** "The link" or "The saved game", capitalised or not. */
export const the = (from: GameSource, capital = false): string => `${capital ? 'T' : 't'}he ${from}`;

/** A problem the engine's lenient rules reader found, as a sentence about the link (or the saved game). */
export function linkProblem(p: RulesProblem, fallback: string, from: GameSource): string {
  const The = the(from, true);
  switch (p.kind) {
    case 'no-reading':
      return `${The} does not name a reading, so ${fallback} is used.`;
    case 'unknown-reading':
      return `${The} names a reading "${quote(p.text)}" that this site does not know, so ${fallback} is used.`;
    case 'unknown-rule':
      return `${The} sets a rule "${quote(p.text)}" that this site does not know, so it was left out.`;
    case 'bad-value':
      return `${The} gives "${RULE_META[p.key].label}" a value "${quote(p.text)}" it cannot take, so that change was left out.`;
    case 'missing':
      return `${The}'s custom rules leave out ${p.count === 1 ? 'one rule' : `${p.count} rules`}, which take the values of ${fallback}.`;
    case 'conflict':
      return `${The}'s change to "${RULE_META[p.key].label}" does not fit with the other rules, so it was left out.`;
    case 'repeated':
      return `${The} sets "${RULE_META[p.key].label}" twice, to ${valueName(p.key, p.dropped)} and then ${valueName(p.key, p.used)}; the last, ${valueName(p.key, p.used)}, is used.`;
    default:
      return assertNever(p, 'rules problem');
  }
}
