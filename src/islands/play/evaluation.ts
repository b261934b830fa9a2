/**
 * The evaluation bar's words and share: a search's score turned into what a reader can use. A forced
 * result reads "The attackers win in 3 moves, whatever the defenders do"; the evaluation's "the king
 * escapes on the next move" (ESCAPE_NOW) reads as a win about to happen; an ordinary score reads as a
 * judgement ("Even", "The defenders are better", "The attackers are much better"). No raw number of
 * points is ever shown: the scale is the AI's own and changes when the evaluation is retuned, so the
 * steps between the words are one table here (SCORE_STEPS).
 */
import { opposite, type Side } from '../../engine';
import { ESCAPE_NOW } from '../../ai/eval/tafl-context';
import { MATE_ZONE, mateIn } from '../../ai/search/search-table';

export interface BarReading {
  /** The defenders' share of the bar, 0 (attackers winning) to 1 (defenders winning). */
  readonly share: number;
  /** The words, a sentence without its full stop: "Even", "The defenders are better", "The attackers win in 2 moves". */
  readonly label: string;
}

/**
 * The words for an ordinary score, in points for the side ahead (100 is about one attacker's worth):
 * below the first step the position is even, and so on. The one place to change when the
 * evaluation's scale changes.
 */
export const SCORE_STEPS: readonly { readonly below: number; readonly words: string }[] = [
  { below: 50, words: 'even' },
  { below: 150, words: 'slightly better' },
  { below: 400, words: 'better' },
  { below: 1000, words: 'much better' },
  { below: Number.POSITIVE_INFINITY, words: 'winning' },
];

/** The logistic's scale for an ordinary score: a score this large fills about three quarters of its range. */
export const BAR_SCALE = 400;
/**
 * The part of the bar at each end that only a decided game, a forced win or an escape about to happen
 * fills: an ordinary score, however large, stays inside it.
 */
export const BAR_RESERVE = 0.04;

const SIDE_NAME: { readonly [S in Side]: string } = { attackers: 'the attackers', defenders: 'the defenders' };
const Name = (side: Side): string => (side === 'attackers' ? 'The attackers' : 'The defenders');
const fill = (winner: Side): number => (winner === 'defenders' ? 1 : 0);

/**
 * "The defenders win with their next move" / "The attackers win in 3 moves, whatever the defenders
 * do" (the loser's answers are mentioned only when the loser moves before the win).
 */
function forcedWin(winner: Side, plies: number): string {
  const moves = Math.max(1, Math.ceil(Math.abs(plies) / 2));
  const answers = Math.abs(plies) >= 2 ? `, whatever ${SIDE_NAME[opposite(winner)]} do` : '';
  return `${Name(winner)} win ${moves === 1 ? 'with their next move' : `in ${moves} moves`}${answers}`;
}

/** The words for an ordinary score from the defenders' view. */
export function judgement(forDefenders: number): string {
  const ahead: Side = forDefenders > 0 ? 'defenders' : 'attackers';
  const size = Math.abs(forDefenders);
  const step = SCORE_STEPS.find((s) => size < s.below) ?? SCORE_STEPS[SCORE_STEPS.length - 1]!;
  return step === SCORE_STEPS[0] ? 'Even' : `${Name(ahead)} are ${step.words}`;
}

/**
 * The bar for a search's score and mate distance, both from the side to move's view (negamax), as
 * `SearchInfo` gives them (mate in plies, + when the side to move wins).
 */
export function describeScore(score: number, mate: number | null, turn: Side): BarReading {
  const sign = turn === 'defenders' ? 1 : -1;
  const plies = mate ?? mateIn(score);
  if (plies !== null) {
    // A mate of 0 plies: the game is over; the score says who has won.
    const moverWins = plies === 0 ? score > 0 : plies > 0;
    const winner = moverWins ? turn : opposite(turn);
    return { share: fill(winner), label: plies === 0 ? `${Name(winner)} have won` : forcedWin(winner, plies) };
  }
  const forDefenders = score * sign;
  if (Math.abs(forDefenders) >= ESCAPE_NOW && Math.abs(forDefenders) <= MATE_ZONE) {
    // The evaluation sees the side to move at the end of the AI's line win on its next move: for the
    // defenders, the king has an open road to his goal.
    const winner: Side = forDefenders > 0 ? 'defenders' : 'attackers';
    return {
      share: fill(winner),
      label: winner === 'defenders' ? 'The defenders are winning: the king is about to escape' : 'The attackers are about to win',
    };
  }
  const logistic = 1 / (1 + Math.exp(-forDefenders / BAR_SCALE));
  const share = Math.min(1 - BAR_RESERVE, Math.max(BAR_RESERVE, BAR_RESERVE + (1 - 2 * BAR_RESERVE) * logistic));
  return { share, label: judgement(forDefenders) };
}

/** The bar for a finished game: all one side's, or half for a draw. */
export function outcomeReading(winner: Side | null): BarReading {
  if (winner === null) return { share: 0.5, label: 'The game is drawn' };
  return { share: fill(winner), label: `${Name(winner)} have won` };
}
