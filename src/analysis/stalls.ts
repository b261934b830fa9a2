/**
 * What a reader is told of stalled self-play games. No shipped result may stop more than STALL_SHARE of its games
 * at the move limit (tests/balance-cli.test.ts holds every result, of every player, rung, cell and rule set, to
 * it); where one did, `npm run stalls -- --preset <id> [--player <id> | --map <cell>] --games <n> [--depth <d>]`
 * replays its stalled games and says where the king stands, how often positions recur and, with --depth, whether
 * either side wins by force. So were found the Viking reading's stalls: with the king alone, won by the attackers
 * beyond the club level's horizon (AI version 9 searches deeper there); with the king beside one defender and the
 * attackers thinned out, won by neither side, and played on by a side that shunned a repetition (AI version 10
 * plays such a game for a draw: levels.ts isStalled). Beside a result played under those rules, the page says so.
 */
import { STALL_PLIES } from '../ai/play/levels';

/** The share of games at the move limit that no shipped result may exceed. */
export const STALL_SHARE = 0.05;

/**
 * What a reader is told beside a result played under rules where the edge shields the king (levels.ts
 * edgeShieldsLoneKing, the Viking reading, under which AI version 10 plays stalled games for a draw): that some of its draws by repetition are the computer's choice in a
 * stalled game (levels.ts isStalled, AI version 10), not something the rules force.
 */
export const STALL_POLICY = `Under these rules a king on the edge cannot be taken there, and a game can reach a point where neither side breaks through. Once a game has gone ${STALL_PLIES} moves without a capture and the attackers are down to half their men or fewer, the computer plays it for a draw and repeats a position, so some of the draws by repetition here are the computer’s choice, not the rules’. The German rules page does not address repetition (counting it a draw is the project’s choice); its rule 13 lets the players of a king blocked at the edge agree to end the game, which it calls a win for the besiegers in the spirit of the game but not by the rules.`;
