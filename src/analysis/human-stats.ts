/**
 * What people, not the AI, have scored: the few published or countable results of human play,
 * transcribed from the project's research notes on human play (source 'human-statistics'), to set
 * beside the self-play numbers. Percentages are as the notes give them. The notes' brainking figures
 * for "Rachunek/Marseille" rules are left out: no reading here plays those rules.
 */
import { getPreset, listInWords, type Citation, type RuleSet } from '../engine';
import { beyondChance, differenceOf, formatInterval, formatRange, type Interval, ratesOf } from '../ai/selfplay/stats';
import { rungsUnder } from '../ai/selfplay/balance-data';
import { factorText } from '../ai/selfplay/ladder-view';

export interface HumanStats {
  /** The reading whose rules the games were played under (as nearly as the notes can say). */
  readonly preset: string;
  /** Where the games were played, in a few words for a sentence ("aagenielsen.dk"). */
  readonly site: string;
  /** Where, in full, with how the numbers were obtained. */
  readonly where: string;
  /** Finished games counted, or null where the report gives no number. */
  readonly games: number | null;
  /** Percentages of those games. */
  readonly defenders: number;
  readonly attackers: number;
  readonly draws: number;
  readonly note: string;
  readonly cite: Citation;
}

const NOTES: Citation = { source: 'human-statistics' };

export const HUMAN_STATS: readonly HumanStats[] = [
  {
    preset: 'copenhagen',
    site: 'aagenielsen.dk',
    where:
      'online play on aagenielsen.dk; game records released into the public domain in the repositories dcampbell24/hnefatafl and bunburya/hnefatafl-rs',
    games: 1721,
    defenders: 55.8,
    attackers: 43.8,
    draws: 0.4,
    note: 'Counted from the records: 1,721 finished games of 1,752. Without the games lost on time (1,448): defenders 57.7 %, attackers 41.8 %, draws 0.5 %. Mean length 50.3 plies. (The notes give 50.4: the count here is of the moves played in the records.)',
    cite: NOTES,
  },
  {
    preset: 'brandubh',
    site: 'aagenielsen.dk',
    where: 'online play on aagenielsen.dk; records in the repository bunburya/hnefatafl-rs',
    games: 518,
    defenders: 59.5,
    attackers: 40.2,
    draws: 0.4,
    note: 'Counted from the records. Without the games lost on time (509): defenders 59.9 %, attackers 39.7 %, draws 0.4 %. Mean length 21.5 plies. The file does not name its rules; replayed move by move, its games follow this reading except that the king may return to the centre, the centre under him is hostile to attackers only, and a repeated position does not end the game.',
    cite: NOTES,
  },
  {
    preset: 'fetlar',
    site: 'an aagenielsen.dk tournament, 2011',
    where: 'a tournament on aagenielsen.dk in 2011, as reported in the forum thread "hnefatafl and the quest for balance"',
    games: null,
    defenders: 44,
    attackers: 39,
    draws: 17,
    note: 'As reported in the forum thread; the number of games is not given.',
    cite: NOTES,
  },
];

/** The one report on Alea Evangelii: qualitative, no win rates. */
export interface HumanNote {
  readonly text: string;
  /** The same in one clause, for the places that point to where the report is told in full. */
  readonly short: string;
  /** Where on the site the report is told in full (a path below the site's base, with its anchor). */
  readonly toldIn: { readonly path: string; readonly label: string };
  readonly cite: Citation;
}

export const ALEA_HUMAN_NOTE: HumanNote = {
  text: "No win rates from human play have been published for any reading. The only report is Damian Walker's of 20 December 2014: in trials on aagenielsen.dk with tablut and sea-battle rules, players found the king's task on the usual layout \"hopelessly difficult\", even with escape at the edge, and only Murray's original rules gave him a reasonable chance.",
  short:
    'No win rates from games between people have been published for any reading of Alea Evangelii; the one report, Walker’s of December 2014, is qualitative',
  toldIn: { path: 'essays/murray/#what-players-found', label: 'What players found, in the essay on Murray’s layout' },
  cite: { source: 'human-statistics', where: 'Alea Evangelii row' },
};

export const humanStatsFor = (presetId: string): HumanStats | undefined => HUMAN_STATS.find((h) => h.preset === presetId);

/** The Alea note for an Alea Evangelii reading, else undefined. */
export const humanNoteFor = (presetId: string): HumanNote | undefined =>
  getPreset(presetId)?.group === 'alea' ? ALEA_HUMAN_NOTE : undefined;

const num = (n: number): string => n.toLocaleString('en-US');
const pct = (n: number): string => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

/** "Human play (aagenielsen.dk, 1,721 games): defenders 55.8 %, attackers 43.8 %, draws 0.4 %" */
export const humanSentence = (h: HumanStats): string =>
  `Human play (${h.site}${h.games !== null ? `, ${num(h.games)} games` : ''}): defenders ${pct(h.defenders)}, attackers ${pct(h.attackers)}, draws ${pct(h.draws)}`;

/** The citation a balance summary of this reading shows for human play, if any. */
export const humanCiteFor = (presetId: string): Citation | undefined => humanStatsFor(presetId)?.cite ?? humanNoteFor(presetId)?.cite;

/** Within this many percentage points, the computer's share of defenders' wins counts as close to people's. */
export const CLOSE_GAP = 10;

/** A share to one decimal, as the human figures are given ("57.0"). */
const oneDecimal = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The computer's defenders' share beside people's: both to one decimal, and the gap as the difference
 * of the two figures shown, never a rounded figure taken from an unrounded one.
 */
export function gapFigures(h: HumanStats, computerP: number): { readonly ours: string; readonly gap: number; readonly words: string } {
  const ours = Math.round(computerP * 1000) / 10;
  const gap = Math.round((ours - h.defenders) * 10) / 10;
  const words = gap === 0 ? 'the same share' : `${oneDecimal(Math.abs(gap))} points ${gap > 0 ? 'more' : 'fewer'}`;
  return { ours: oneDecimal(ours), gap, words };
}

/**
 * How far the computer's defenders' share (a Wilson interval from its self-play) lies from people's,
 * in words and points: always said where people's figures exist. Why a large gap arises is the
 * project's hypothesis, not a finding, and the sentence says so.
 */
export function gapSentence(
  h: HumanStats,
  computer: { readonly p: number; readonly lo: number; readonly hi: number },
  tested = false,
  /** Where the computer played other rules than the reading's, which ("the rules people played"). */
  under?: string,
): string {
  const { ours, gap, words } = gapFigures(h, computer.p);
  const s = gapHead(h, computer, ours, gap, words, under);
  // Where a stronger player's result follows (strengthTestSentence), the hypothesis is put to that test.
  return tested ? s.replace("The project's hypothesis, not tested here:", "The project's hypothesis:") : s;
}

/** Points by which a stronger player must come nearer people's share for the test to count as bearing a hypothesis out. */
export const NEARER_BY = 5;

/**
 * The gap's hypothesis put to a test: the same player searching more positions per move (the deeper
 * player). If it looks too few moves ahead, searching more should bring its share nearer people's.
 * Where the club level is within CLOSE_GAP of people's share, there is no gap to explain, and the
 * sentence says only how far the stronger player lies from people's.
 */
export function strengthTestSentence(
  h: HumanStats,
  club: number,
  deeper: { readonly p: number; readonly lo: number; readonly hi: number },
  factor: number,
  /**
   * The strength ladder's rungs under the same rules, with the club level's own interval: where searching more
   * seems to bring the computer toward people, a rung that contradicts it beyond chance is named (ladderDoubt).
   */
  ladder?: LadderCheck,
): string {
  const clubGap = Math.abs(club * 100 - h.defenders);
  const deeperGap = Math.abs(deeper.p * 100 - h.defenders);
  const moved = Math.round(clubGap - deeperGap);
  const head = `Searching ${factor} times as many positions per move, the computer's defenders won ${Math.round(deeper.p * 100)} % (${formatRange(deeper)})`;
  // Where the club level is already close to people (gapSentence then states no hypothesis), only how far the stronger player lies.
  if (clubGap <= CLOSE_GAP) {
    const from = `${Math.round(deeperGap)} points from people's share, the club level ${Math.round(clubGap)}`;
    return deeperGap <= CLOSE_GAP
      ? `${head}, ${from}: looking further ahead keeps the computer close to people.`
      : `${head}, ${from}: looking further ahead takes the computer away from people.`;
  }
  if (moved >= NEARER_BY) {
    const doubt = ladder ? ladderDoubt(h, ladder) : null;
    return doubt
      ? `${head}, ${moved} points nearer people's; but ${doubt}`
      : `${head}, ${moved} points nearer people's: looking further ahead does bring the computer toward people, as the hypothesis expects.`;
  }
  if (moved <= -NEARER_BY)
    return `${head}, ${-moved} points further from people's: looking further ahead does not bring the computer toward people, so the hypothesis does not account for the gap.`;
  return `${head}, about as far from people's: looking further ahead does not close the gap, so the hypothesis does not account for it at these budgets.`;
}

/** The ladder's rungs (the club level at `factor` times its budget) and the club level's own share, as intervals. */
export interface LadderCheck {
  readonly club: Interval;
  readonly rungs: readonly { readonly factor: number; readonly share: Interval }[];
}

/**
 * A reading's strength ladder played under the rules of the club level's result (balance-data.ts rungsUnder) as a
 * LadderCheck beside that result's share; none where no rung plays those rules.
 */
export function ladderCheckFor(preset: string, club: Interval, rules: RuleSet): LadderCheck | undefined {
  const rungs = rungsUnder(preset, rules);
  return rungs.length > 0 ? { club, rungs: rungs.map((r) => ({ factor: r.factor, share: ratesOf(r.file.tally).defenders })) } : undefined;
}

/**
 * Where the ladder contradicts "searching more brings the computer toward people" beyond chance, the rest of the
 * sentence that says so: a rung below the club level's budget nearer people's share than the club level, or one above it
 * further, each by a difference from the club level's share whose 95 % interval leaves out zero (stats.ts
 * differenceOf); null where no rung does.
 */
export function ladderDoubt(h: HumanStats, ladder: LadderCheck): string | null {
  const gapOf = (i: Interval) => Math.abs(i.p * 100 - h.defenders);
  const clubGap = gapOf(ladder.club);
  const against = [...ladder.rungs]
    .sort((a, b) => a.factor - b.factor)
    .filter((r) => r.factor !== 1 && beyondChance(differenceOf(r.share, ladder.club)))
    .flatMap((r) => {
      const nearer = gapOf(r.share) < clubGap;
      if (r.factor < 1 && nearer)
        return [
          `at ${factorText(r.factor)} the budget, searching less, its defenders won ${formatInterval(r.share)}, also nearer people's than at its own`,
        ];
      if (r.factor > 1 && !nearer)
        return [
          `at ${factorText(r.factor)} the budget its defenders won ${formatInterval(r.share)}, further from people's than at its own`,
        ];
      return [];
    });
  if (against.length === 0) return null;
  return `the ladder below does not show the computer coming steadily toward people as it searches more: ${listInWords(against)}, ${against.length === 1 ? 'a difference' : 'differences'} chance alone would seldom give. So the ladder does not bear the hypothesis out.`;
}

function gapHead(
  h: HumanStats,
  computer: { readonly p: number; readonly lo: number; readonly hi: number },
  ours: string,
  gap: number,
  words: string,
  under?: string,
): string {
  const head = `People's defenders won ${oneDecimal(h.defenders)} % of their games, the computer's${under ? `, playing ${under},` : ''} ${ours} %`;
  const inside = h.defenders / 100 >= computer.lo && h.defenders / 100 <= computer.hi;
  if (inside) return `${head}: people's share lies within the computer's 95 % interval, so on this count the two agree.`;
  if (Math.abs(gap) <= CLOSE_GAP) return `${head}, ${words}: close, though outside the computer's 95 % interval.`;
  return gap > 0
    ? `${head}, ${words}. The project's hypothesis, not tested here: the gap measures the computer player as much as the rules, since it looks only a few moves ahead, and the attackers' slow work of closing the corners and the ring around the king may be harder for it to plan than the king's quick runs to safety.`
    : `${head}, ${words}. The project's hypothesis, not tested here: the gap measures the computer player as much as the rules, its defenders at this level missing escapes that people find.`;
}
