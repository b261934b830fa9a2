/**
 * What a reader is told of stalled self-play games. No shipped result may stop more than STALL_SHARE of its games
 * at the move limit (tests/balance-cli.test.ts holds every result, of every player, rung, cell and rule set, to
 * it); where one did, `npm run stalls -- --preset <id> [--player <id> | --map <cell>] --games <n> [--depth <d>]`
 * replays its stalled games and says where the king stands, how often positions recur and, with --depth, whether
 * either side wins by force. So were found the Viking reading's stalls: with the king alone, won by the attackers
 * beyond the club level's horizon (AI version 9 searches deeper there); with the king beside one defender and the
 * attackers thinned out, won by neither side, and played on by a side that shunned a repetition (AI version 10
 * plays such a game for a draw: levels.ts isStalled). Beside a result played under those rules, the page says so,
 * and what the games that still reach the limit look like (VIKING_AT_LIMIT).
 */
import { STALL_PLIES } from '../ai/play/levels';
import type { PlayerId } from '../ai/selfplay/players';
import { countInWords } from '../ai/selfplay/verdict';
import { listInWords } from '../engine';

/** The share of games at the move limit that no shipped result may exceed. */
export const STALL_SHARE = 0.05;

/**
 * What a reader is told beside a result played under rules where the edge shields the king (levels.ts
 * edgeShieldsLoneKing, the Viking reading, under which AI version 10 plays stalled games for a draw): that some of its draws by repetition are the computer's choice in a
 * stalled game (levels.ts isStalled, AI version 10), not something the rules force.
 */
export const STALL_POLICY = `Under these rules a king on the edge cannot be taken there, and a game can reach a point where neither side breaks through. Once a game has gone ${STALL_PLIES} moves without a capture and the attackers are down to half their men or fewer, the computer plays it for a draw and repeats a position, so some of the draws by repetition here are the computer’s choice, not the rules’. The German rules page does not address repetition (counting it a draw is the project’s choice); its rule 13 lets the players of a king blocked at the edge agree to end the game, which it calls a win for the besiegers in the spirit of the game but not by the rules.`;

/** What a reading's games that still reach the move limit look like, found by replaying every one of them. */
export interface StallsAtLimit {
  readonly preset: string;
  /**
   * Of each computer player's shipped result, the games that reach the limit and the games in all, as when the
   * games were replayed: stalls.test.ts holds the shipped files to them, so the sentence cannot outlive the games
   * it tells of.
   */
  readonly atLimit: Readonly<Record<PlayerId, readonly [atLimit: number, games: number]>>;
  /** The fewest and the most attackers left in those games' last positions. */
  readonly attackers: readonly [fewest: number, most: number];
  /**
   * How those games end (stalls.test.ts checks each last position on the engine): the king walled in on the edge
   * beside his last defender, unable to move; hemmed in at or beside the edge with his last two defenders; alone
   * in the open.
   */
  readonly kinds: { readonly walled: number; readonly hemmed: number; readonly alone: number };
}

/**
 * The Viking reading's games that still reach the move limit under AI version 10, every one of them replayed move
 * for move by `npm run stalls -- --preset viking` (and `--player deeper`, `--player other-eval`), which prints
 * each last position, where the king stands and how many men are left. The attackers are more than half their
 * starting 24 in each, so isStalled does not hold and the computer plays on.
 */
export const VIKING_AT_LIMIT: StallsAtLimit = {
  preset: 'viking',
  atLimit: { club: [4, 200], deeper: [3, 60], 'other-eval': [2, 100] },
  attackers: [14, 24],
  kinds: { walled: 5, hemmed: 2, alone: 2 },
};

/** What is known of a reading's games that still reach the move limit, if any were replayed. */
export const stallsAtLimitFor = (preset: string): StallsAtLimit | undefined =>
  preset === VIKING_AT_LIMIT.preset ? VIKING_AT_LIMIT : undefined;

/**
 * The sentences a reader is told of them, after a heading of their own: `games` names each player's count ("4 of
 * the 200 by the club level"), `maxPlies` is the move limit.
 */
export function atLimitText(s: StallsAtLimit, games: readonly string[], maxPlies: number): string {
  const { walled, hemmed, alone } = s.kinds;
  const kinds = [
    walled > 0 &&
      `In ${countInWords(walled)} of them the king stands on the edge walled in by attackers, unable to move, beside his last defender: taking that defender would leave his side no move, which these rules count as a draw, so to win the attackers would first have to let him out.`,
    hemmed > 0 && `In ${countInWords(hemmed)} he is hemmed in at or beside the edge with his last two defenders.`,
    alone > 0 && `In ${countInWords(alone)} he is alone in the open, and the attackers do not catch him in ${maxPlies} moves.`,
  ].filter((k): k is string => typeof k === 'string');
  return `${listInWords(games)}. Played again move for move, each has ${s.attackers[0]} to ${s.attackers[1]} attackers left, more than half, so the computer does not play it for a draw. ${kinds.join(' ')}`;
}
