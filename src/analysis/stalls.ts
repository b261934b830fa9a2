/**
 * Why a reading's self-play games stall: for each shipped result, the club level's or another computer
 * player's or a rule-effect map's cell, with more than STALL_SHARE of its games stopped at the move limit, what the games that
 * reached it look like, found by replaying some of them (npm run stalls -- --preset <id> [--player <id> | --map <cell>]
 * --games <n> [--depth <d>], which prints the figures given here). The reading's page says it beside the result
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
    player: 'other-eval',
    command: 'npm run stalls -- --preset viking --player other-eval --games 5 --depth 12',
    text: 'The first five of these games, played again move for move, end with the king on the edge, where under these rules he cannot be taken, his side down to one defender, and 6 to 9 attackers left, who keep him from the corners. Searched to depth 10 or 11 from each last position (2 million positions), none is won by force for either side, and the last 100 moves pass through 86 to 99 different positions: with so few attackers the game goes on without repeating and without either side breaking through.',
  },
];

/** The note on a reading's stalled games by a player (the club level's unless named). */
export const stallNoteFor = (preset: string, player: PlayerId = 'club'): StallNote | undefined =>
  STALL_NOTES.find((n) => n.preset === preset && n.map === undefined && (n.player ?? 'club') === player);

/** The note on the stalled games of a cell of a reading's rule-effect map (`<rule>-<value>`). */
export const mapStallNoteFor = (preset: string, cell: string): StallNote | undefined =>
  STALL_NOTES.find((n) => n.preset === preset && n.map === cell);
