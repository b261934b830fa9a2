/**
 * The rules people played on aagenielsen.dk, as their game records show them (the records are replayed
 * under these by scripts/analysis/human-games.ts, whose tests assert every count): each a reading and
 * the changes the records call for. And the rules the computer plays when its games are set beside
 * people's (`selfPlayPatch`): the same changes but for repetition, which the records are read with
 * ignored only because the site's own judgment of it is unknown; a computer game that ignored it could
 * circle for ever, so it plays the reading's own repetition rule.
 */
import { getPreset, resolveRules, type RulePatch, type RuleSet } from '../engine';

/** The rules a file of records is read under: a reading and the changes the records call for. */
export interface HumanRules {
  readonly preset: string;
  readonly patch: RulePatch;
}

/**
 * Copenhagen as aagenielsen.dk played it: the project's reading, but a position that recurs does not
 * end the game. The site's rules forbid perpetual repetition (a loss for the defenders) without saying
 * how many repetitions make it perpetual; the project's reading ends the game at a position's third
 * occurrence. Eleven records play on past a third occurrence, two of them to a win of the defenders,
 * so the site did not count three as perpetual; three others end on a third or fourth occurrence with
 * a win of the attackers, so it may judge later, and no value of the engine's says when. The records
 * replay with repetition ignored (all 1,752 do; see human-games.test.ts).
 */
export const AAGENIELSEN_COPENHAGEN: HumanRules = { preset: 'copenhagen', patch: { repetition: 'ignored' } };

/**
 * Brandub as aagenielsen.dk played it, read from its 525 records (see human-games.test.ts):
 * - the king may go back to the centre (123 records move him there; the project's reading, after
 *   Ludii, lets nobody land on it), and every piece may pass over it when it is empty (166 records);
 * - the empty centre is hostile to both sides, the centre under the king is not hostile to the
 *   defenders; the site's rules make it hostile to the attackers (no record shows it either way);
 * - the corners are hostile to both sides, the king is armed, and he is taken by four on the centre,
 *   by three and the centre beside it and by two elsewhere, a corner serving as one of the two;
 * - a position recurring three times does not end the game (5 records play on), as in Copenhagen.
 */
export const AAGENIELSEN_BRANDUB: HumanRules = {
  preset: 'brandubh',
  patch: { throneLanding: 'king', throneHostileKing: 'attackers', repetition: 'ignored' },
};

/** The readings whose people's games are counted, with the rules those games were played under. */
export const PEOPLE_RULES: Readonly<Record<'copenhagen' | 'brandubh', HumanRules>> = {
  copenhagen: AAGENIELSEN_COPENHAGEN,
  brandubh: AAGENIELSEN_BRANDUB,
};

/** The changes to a reading under which the computer plays as people did: the records' own, but for repetition. */
export function selfPlayPatch(rules: HumanRules): RulePatch {
  const { repetition: _, ...rest } = rules.patch;
  return rest;
}

/** The rules the computer plays as people did: the reading's own with selfPlayPatch. */
export function selfPlayRules(rules: HumanRules): RuleSet {
  const reading = getPreset(rules.preset);
  if (!reading) throw new Error(`People's rules name a reading the site does not have: "${rules.preset}".`);
  return resolveRules(reading, selfPlayPatch(rules));
}
