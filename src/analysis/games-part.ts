/**
 * How the computer's self-play games come to differ, for a reader of a result (BalanceSummary) or of the lab.
 * Each game opens with OPENING_PLIES moves picked at random among near-best ones (ai/selfplay/selfplay.ts), and then
 * each side plays as its level chooses: the club level varies among moves of nearly equal worth by a seeded
 * softmax, except where the rules have a move-prediction network (ai/policy/policies.ts), where it plays, among the moves it finds
 * about as good, the one people would most likely play, nearly whatever the seed. There games that open alike are
 * often played alike to the end: of the 200 games of Brandub under people's rules, 134 are different games, from
 * 103 different openings. games-part.test.ts plays both cases.
 */
import { OPENING_DEPTH, OPENING_PLIES } from '../ai/selfplay/selfplay';
import { countInWords } from '../ai/selfplay/verdict';
import { LEVELS, type LevelId } from '../ai/play/levels';

const moves = (n: number) => `${countInWords(n)} ${n === 1 ? 'move' : 'moves'}`;

/** The free opening, in one sentence. */
export const OPENING_WORDS = `Each game’s first ${moves(OPENING_PLIES)}${OPENING_PLIES % 2 === 0 ? `, ${countInWords(OPENING_PLIES / 2)} a side,` : ''} are picked at random, looking ${moves(OPENING_DEPTH)} ahead, among those the computer rates nearly as good as its best, so that games part from the start.`;

/** How a result's games differ from each other: the free opening, then the choice of the level that played them, with a network where the rules have one (policies.ts hasNetwork). */
export function gamesPartText(level: LevelId, withNetwork: boolean): string {
  const choice = LEVELS[level].choice;
  const alike = 'so games that open alike are often played alike to the end.';
  if (withNetwork && choice.prior)
    return `${OPENING_WORDS} After them each side plays, of the moves it finds about as good, the one people would most likely play, varying only as its search does, ${alike}`;
  if (choice.temperature > 0)
    return `${OPENING_WORDS} After them the computer still varies its choice wherever it sees moves of nearly equal worth, so games keep parting.`;
  return `${OPENING_WORDS} After them each side plays the move it rates best, varying only as its search does, ${alike}`;
}
