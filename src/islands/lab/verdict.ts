/**
 * The lab's result in sentences a reader without statistics can follow: which side won how many of
 * the games, how far the true share could be from that with this many games (the 95 % Wilson
 * interval of ai/stats.ts, in words), what became of the games without a winner, and, once the run
 * is over, whether the difference is more than chance. Pure: the page, the live region and the
 * tests read the same words.
 */
import { formatBound, wilson, type Interval, type Tally } from '../../ai/selfplay/stats';

export interface VerdictInput {
  readonly counts: Pick<Tally, 'games' | 'attackers' | 'defenders' | 'draws'>;
  /** Games stopped at the move limit (counted among the draws). */
  readonly atLimit: number;
  /** The move limit, in plies. */
  readonly maxPlies: number;
  /** The run is still going: the figures are so far, and no judgement is made yet. */
  readonly soFar?: boolean;
}

/** An interval wider than this (in share, 0..1) is read as "with this few games … could be anywhere". */
export const WIDE_INTERVAL = 0.2;
/** When the leading side's share of the decided games lies within 50 % ± this, the sides are "about even". */
export const EVEN_BAND = 0.05;

const SIDE_WORDS = { attackers: 'the attackers', defenders: 'the defenders' } as const;
type SideKey = keyof typeof SIDE_WORDS;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** A bound in percent (formatBound: one next to one half keeps a decimal). */
const pct = (x: number): string => `${formatBound(x)} %`;
const games = (n: number): string => `${n} ${n === 1 ? 'game' : 'games'}`;

/** "; with this few games their true share could be anywhere from 58 % to 92 %." */
function rangeClause(i: Interval, whose: string): string {
  return i.hi - i.lo > WIDE_INTERVAL
    ? `; with this few games ${whose} true share could be anywhere from ${pct(i.lo)} to ${pct(i.hi)}.`
    : `; ${whose} true share is most likely between ${pct(i.lo)} and ${pct(i.hi)}.`;
}

/** Who won how many, with the range of the true share. */
function winsSentence({ counts: c, soFar }: VerdictInput): string {
  const n = c.games;
  const of = soFar ? `of the ${games(n)} played so far` : `of ${games(n)}`;
  if (c.attackers === 0 && c.defenders === 0) return n === 1 ? 'The only game had no winner.' : `None of the ${games(n)} had a winner.`;
  if (c.attackers === c.defenders)
    return `The attackers and the defenders each won ${c.attackers} ${of}${rangeClause(wilson(c.attackers, n), 'each side’s')}`;
  const leader: SideKey = c.attackers > c.defenders ? 'attackers' : 'defenders';
  const k = c[leader];
  const who = capitalise(SIDE_WORDS[leader]);
  if (n === 1) return `${who} won the only game${soFar ? ' finished so far' : ''}; a single game says almost nothing about the rules.`;
  if (k === n)
    return `${who} won all ${n} games${soFar ? ' played so far' : ''}; even so, their true share could be as low as ${pct(wilson(k, n).lo)}.`;
  return `${who} won ${k} ${of}${rangeClause(wilson(k, n), 'their')}`;
}

/** The games without a winner: stopped at the move limit, or drawn by the rules. */
function drawSentences({ counts: c, atLimit, maxPlies }: VerdictInput): string[] {
  const out: string[] = [];
  const n = c.games;
  if (atLimit > 0) {
    const which =
      atLimit === n && n > 1
        ? `All ${n} games were`
        : atLimit === 1
          ? n === 1
            ? 'The game was'
            : 'One game was'
          : `${atLimit} games were`;
    out.push(`${which} stopped at the move limit of ${maxPlies} moves and ${atLimit === 1 ? 'counts as a draw' : 'count as draws'}.`);
  }
  const drawn = c.draws - atLimit;
  if (drawn > 0) {
    const which =
      drawn === n
        ? n === 1
          ? 'The game'
          : `All ${n} games`
        : `${drawn === 1 ? 'One' : drawn}${atLimit > 0 ? ' other' : ''} ${drawn === 1 ? 'game' : 'games'}`;
    out.push(`${which} ended in a draw by the rules.`);
  }
  return out;
}

/** Whether the leading side's lead is more than chance, among the games that had a winner. */
function judgement({ counts: c }: VerdictInput): string | null {
  const decided = c.attackers + c.defenders;
  if (decided === 0) return null;
  const leader: SideKey = c.attackers >= c.defenders ? 'attackers' : 'defenders';
  const i = wilson(c[leader], decided);
  if (c.attackers !== c.defenders && i.lo > 0.5)
    return `That is more than chance: with the AI playing both sides, these rules favour ${SIDE_WORDS[leader]}.`;
  if (i.lo >= 0.5 - EVEN_BAND && i.hi <= 0.5 + EVEN_BAND) return 'The two sides win about equally often.';
  return 'That is too few games to tell whether either side is favoured.';
}

/**
 * The verdict: "The defenders won 16 of 20 games; with this few games their true share could be
 * anywhere from 58 % to 92 %. That is more than chance: …".
 */
export function verdict(input: VerdictInput): string {
  const n = input.counts.games;
  if (n === 0) return input.soFar ? 'No game has finished yet.' : 'No game finished, so there is nothing to judge.';
  const j = input.soFar ? null : judgement(input);
  return [winsSentence(input), ...drawSentences(input), ...(j ? [j] : [])].join(' ');
}
