/**
 * Why a reading's self-play games stall: for each shipped result, the club level's or another computer
 * player's or a rule-effect map's cell, with more than STALL_SHARE of its games stopped at the move limit, what the games that
 * reached it look like, found by replaying some of them (npm run stalls -- --preset <id> [--player <id> | --map <cell>]
 * --games <n>, which prints the figures given here). The reading's page says it beside the result
 * (BalanceSummary, PlayerComparison, RuleEffectMap); tests/balance-cli.test.ts fails if a shipped result stalls this
 * often and has no note here.
 */
import type { PlayerId } from '../ai/selfplay/players';

/** The share of games at the move limit above which a result must say why its games stall. */
export const STALL_SHARE = 0.05;

export interface StallNote {
  readonly preset: string;
  /** The computer player whose games these are (players.ts); absent for the club level's shipped result. */
  readonly player?: Exclude<PlayerId, 'club'>;
  /** The cell of the reading's rule-effect map whose games these are, as `<rule>-<value>` (rule-map.ts). */
  readonly map?: string;
  /** The command that replays the games the sentence describes. */
  readonly command: string;
  /** What the replayed games show, in a sentence or two for a reader. */
  readonly text: string;
}

export const STALL_NOTES: readonly StallNote[] = [
  {
    preset: 'viking',
    command: 'npm run stalls -- --preset viking --games 4',
    text: 'Four of these games, played again move for move: three end with the king on the edge of the board, 19 to 23 attackers around him and his side down to two defenders or none, and the fourth with the king on g2, one square from the edge, against 22 attackers. Under these rules the king is taken only when surrounded on four sides and the edge does not stand in for a piece, so on the edge he cannot be taken, while the attackers hold him there and keep him from the corners: a blockade neither side can break. The positions hardly repeat (61 to 96 different positions in the last 100 moves, the attackers having many pieces to move), so a rule against repetition would not end these games either.',
  },
  {
    preset: 'viking',
    player: 'deeper',
    command: 'npm run stalls -- --preset viking --player deeper --games 2',
    text: 'Two of these games, played again move for move, end as the club level’s do: the king on the edge of the board, where under these rules he cannot be taken, 19 or 21 attackers around him keeping him from the corners, and his side down to no defender at all. The last 100 moves pass through 76 and 72 different positions, so a rule against repetition would not end them either.',
  },
  {
    preset: 'viking',
    player: 'other-eval',
    command: 'npm run stalls -- --preset viking --player other-eval --games 3',
    text: 'Three of these games, played again move for move, end with the king on the edge, where under these rules he cannot be taken, his side down to one defender, and 7 to 9 attackers left, who keep him from the corners. The last 100 moves pass through 86 to 94 different positions: the games go on without repeating and without either side breaking through.',
  },
  {
    preset: 'alea-cyningstan',
    player: 'deeper',
    command: 'npm run stalls -- --preset alea-cyningstan --player deeper --games 2',
    text: 'Two of these games, played again move for move, are still open at the limit: the king is in the field (on g8 and on q9), not on the edge, with 6 or 8 defenders against 20 or 21 attackers, and the last 100 moves pass through 80 and 82 different positions. They are not a blockade the rules leave no way out of, but long games: this player’s games last longer than the club level’s (a median of 183 moves against 148), and 11 of its 60 go past 300 moves.',
  },
  {
    preset: 'alea-walker-2014',
    map: 'kingCapture-four-sided',
    command: 'npm run stalls -- --preset alea-walker-2014 --map kingCapture-four-sided --games 2',
    text: 'Two of these games, played again move for move, end with the king on the edge of the board (on s11 and s12), where a king captured only on four sides cannot be taken, while 20 or 25 attackers keep him from the corners: the blockade the Viking rules’ games end in. The last 100 moves pass through 86 and 100 different positions, so a rule against repetition would not end them.',
  },
];

/** The note on a reading's stalled games by a player (the club level's unless named). */
export const stallNoteFor = (preset: string, player: PlayerId = 'club'): StallNote | undefined =>
  STALL_NOTES.find((n) => n.preset === preset && n.map === undefined && (n.player ?? 'club') === player);

/** The note on the stalled games of a cell of a reading's rule-effect map (`<rule>-<value>`). */
export const mapStallNoteFor = (preset: string, cell: string): StallNote | undefined =>
  STALL_NOTES.find((n) => n.preset === preset && n.map === cell);
