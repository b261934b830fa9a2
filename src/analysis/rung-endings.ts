/**
 * Which rung of a reading's strength ladder (the club level at a fraction or a multiple of its node budget,
 * balance-data.ts LADDERS) ends its games most like people's, for the endings box (EndingsComparison.astro):
 * each rung's endings set beside people's column as the club level's are (people-endings.ts endingGaps), the
 * rung whose largest gap is the least, and a sentence on it. Only rungs played under the rules the computer
 * plays people's games by (people-rules.ts selfPlayRules) are set beside them: Brandub's ladder plays the
 * reading's own rules, which are not people's, so it has none.
 */
import { OUTCOME_REASONS, OUTCOME_WORDS } from '../engine';
import { rungsUnder } from '../ai/selfplay/balance-data';
import { formatInterval, type Tally } from '../ai/selfplay/stats';
import { factorText } from '../ai/selfplay/ladder-view';
import { countInWords } from '../ai/selfplay/verdict';
import { computerEndings, type EndingGap, type EndingShares, endingGaps } from './people-endings';
import { PEOPLE_RULES, selfPlayRules } from './people-rules';
import type { EndingsView } from './endings-view';

/** A rung's games: its budget as a multiple of the club level's, and its tally. */
export interface RungGames {
  readonly factor: number;
  readonly tally: Tally;
  readonly maxPlies: number;
}

export interface NearestRung {
  readonly factor: number;
  readonly ends: EndingShares;
  /** Its largest gap from people's, in points. */
  readonly worst: EndingGap;
  /** The rungs compared, from the smallest budget up. */
  readonly factors: readonly number[];
}

/** The gaps of a column from people's over every ending either reached, the largest first. */
const gapsOf = (people: EndingShares, ends: EndingShares): EndingGap[] =>
  endingGaps(
    people,
    ends,
    OUTCOME_REASONS.filter((r) => people.shares[r] > 0 || ends.shares[r] > 0),
  );

/** The rung whose largest gap from people's endings is the least (the smaller budget on a tie); null without rungs. */
export function nearestRung(people: EndingShares, rungs: readonly RungGames[]): NearestRung | null {
  let best: NearestRung | null = null;
  const sorted = [...rungs].sort((a, b) => a.factor - b.factor);
  const factors = sorted.map((r) => r.factor);
  for (const rung of sorted) {
    const ends = computerEndings(rung.tally, rung.maxPlies);
    const worst = gapsOf(people, ends)[0];
    if (worst && (!best || worst.gap < best.worst.gap)) best = { factor: rung.factor, ends, worst, factors };
  }
  return best;
}

const points = (gap: number): string => `${Math.round(gap * 10) / 10} points`;
/** A budget as the ladder's chart writes it ("¼ ×"), kept on one line. */
const budget = (factor: number): string => factorText(factor).replace(' ', '\u00a0');

/**
 * The sentence on the nearest rung: its largest gap against the club level's at its own budget (the view's largest),
 * its defenders' share, and its median length against people's. Budgets are written as the ladder's chart writes them.
 */
export function rungSentence(nearest: NearestRung, view: Pick<EndingsView, 'people' | 'gaps'>): string {
  const n = nearest.factors.length;
  const span = `${countInWords(n)} rungs (the club level at ${budget(nearest.factors[0]!)} to ${budget(nearest.factors[n - 1]!)} its budget)`;
  const r = nearest.worst.reason;
  const worst = `${OUTCOME_WORDS[r].label.toLowerCase()}, ${formatInterval(nearest.ends.intervals[r])} of its games against ${formatInterval(view.people.ends.intervals[r])} of people’s`;
  const club = view.gaps[0];
  const against = nearest.factor === 1 || !club ? '' : `; at ${budget(1)} the largest is ${points(club.gap)}`;
  const a = nearest.ends.medianPlies;
  const b = view.people.ends.medianPlies;
  const length =
    a === null || b === null || b === 0
      ? ''
      : `, and the games lasted ${a} moves at the median, ${a === b ? 'as long as' : `${Math.round((Math.abs(a - b) / b) * 100)} % ${a > b ? 'longer' : 'shorter'} than`} people’s ${b}`;
  return (
    `Of the strength ladder’s ${span}, the one at ${budget(nearest.factor)} ends its games most like people’s: no ending more than ` +
    `${points(nearest.worst.gap)} from their share, the largest gap being ${worst}${against}. There the defenders won ` +
    `${formatInterval(nearest.ends.defendersInterval)} of the games a rule ended${length}.`
  );
}

/** The sentence for a reading's endings box, from its shipped ladder; null where no rung plays people's rules. */
export function rungSentenceFor(preset: string, view: EndingsView): string | null {
  const people = PEOPLE_RULES[preset as keyof typeof PEOPLE_RULES];
  if (!people) return null;
  const rungs = rungsUnder(preset, selfPlayRules(people)).map((r) => ({
    factor: r.factor,
    tally: r.file.tally,
    maxPlies: r.file.maxPlies,
  }));
  const nearest = nearestRung(view.people.ends, rungs);
  return nearest ? rungSentence(nearest, view) : null;
}
