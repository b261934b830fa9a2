/**
 * How people's games ended, by the rule that ended them (src/data/people-endings.json, counted with the
 * engine from the aagenielsen.dk records by npm run endings), and how the computer's games compare:
 * each ending's share of the games that a rule ended (the computer's games stopped at the move limit
 * left out, as people's games resigned or lost on time are), and the median length.
 *
 * Most of people's games were resigned, and the side that resigns differs by ending, so the games
 * decided on the board are not a fair sample of how people's games end. src/data/people-played-out.json
 * (npm run played-out) holds the resigned games played on to their end by a computer player: with
 * them, `playedOnColumn` gives the endings of every finished game, which is what self-play, always
 * played to the end, is set beside.
 */
import data from '../data/people-endings.json';
import playedOut from '../data/people-played-out.json';
import { OUTCOME_REASONS, type OutcomeReason } from '../engine';
import type { EndReason, Stopped } from '../ai/selfplay/selfplay';
import { beyondChance, differenceOf, type Interval, lengthStats, type Tally, wilson } from '../ai/selfplay/stats';

export interface PeopleEndings {
  readonly preset: string;
  readonly rules: string;
  readonly records: number;
  /** Games a rule ended on the board. */
  readonly decided: number;
  /** Of them, the defenders' wins. */
  readonly defenders: number;
  readonly endings: { readonly [R in OutcomeReason]: number };
  /** Those games' lengths in plies, from the shortest. */
  readonly lengths: readonly number[];
}

/** People's resigned games of one reading, played on by a computer player (scripts/played-out.ts). */
export interface PlayedOut {
  readonly preset: string;
  /** The rules they were played on by: the records', but with the reading's own repetition rule (scripts/played-out.ts playOnRules). */
  readonly rules: string;
  /** Resigned games played on. */
  readonly games: number;
  /** Of them, those whose record had already passed a position's third occurrence, played on with repetition ignored. */
  readonly pastThird: number;
  /** Of them, how many the side that did not resign went on to win. */
  readonly agree: number;
  /** The defenders' wins among them. */
  readonly defenders: number;
  /** The resigned games the defenders won by the record (the attackers having resigned). */
  readonly recordedDefenders: number;
  /** How the played-on games ended (the move limit among them). */
  readonly endings: { readonly [R in EndReason]: number };
  /** The lengths of the played-on games that a rule ended, from the game's first move, from the shortest. */
  readonly lengths: readonly number[];
  readonly seconds: number;
  /** The AI version that played them on. */
  readonly aiVersion: number;
  /** The games the move limit stopped, each with how it stood then (format 4 of the file). */
  readonly stopped: readonly StoppedGame[];
}

/** A resigned game that the computer, playing it on, had not finished at the move limit. */
export interface StoppedGame extends Stopped {
  /** The record's line in its file, which is also the seed it was played on with. */
  readonly line: number;
  /** The moves people had played when one side resigned. */
  readonly resignedAt: number;
  /** The side that won by the record (the other resigned). */
  readonly winner: 'attackers' | 'defenders';
  /** Whether its players had already played on past a position's third occurrence, so that it was played on ignoring repetition. */
  readonly pastThird: boolean;
}

const READINGS = data.readings as readonly PeopleEndings[];
const PLAYED_OUT = playedOut.readings as readonly PlayedOut[];
/** The computer player that played people's resigned games on (each reading records the AI version that did). */
export const PLAYED_OUT_BY = { player: playedOut.player, command: playedOut.command, maxPlies: playedOut.maxPlies };

export const peopleEndingsFor = (preset: string): PeopleEndings | undefined => READINGS.find((r) => r.preset === preset);
export const playedOutFor = (preset: string): PlayedOut | undefined => PLAYED_OUT.find((r) => r.preset === preset);

/** The points within which a share counts as close to people's. */
export const CLOSE_ENDING = 6;

export interface EndingShares {
  /** Games a rule ended. */
  readonly decided: number;
  readonly shares: { readonly [R in OutcomeReason]: number };
  /** Each share with its 95 % interval (Wilson), as if the games were drawn at random from all such games. */
  readonly intervals: { readonly [R in OutcomeReason]: Interval };
  /** The defenders' share of those games. */
  readonly defenders: number;
  readonly defendersInterval: Interval;
  readonly medianPlies: number | null;
}

/** Shares, with their intervals, of `decided` games a rule ended, from counts by ending. */
function sharesOf(counts: { readonly [R in OutcomeReason]: number }, defenders: number, lengths: readonly number[]): EndingShares {
  const decided = OUTCOME_REASONS.reduce((n, r) => n + counts[r], 0);
  const intervals = Object.fromEntries(OUTCOME_REASONS.map((r) => [r, wilson(counts[r], decided)])) as EndingShares['intervals'];
  const defendersInterval = wilson(defenders, decided);
  return {
    decided,
    shares: Object.fromEntries(OUTCOME_REASONS.map((r) => [r, intervals[r].p])) as EndingShares['shares'],
    intervals,
    defenders: defendersInterval.p,
    defendersInterval,
    medianPlies: lengthStats(lengths)?.median ?? null,
  };
}

/** A computer tally's endings as shares of the games a rule ended, and those games' median length. */
export function computerEndings(t: Tally, maxPlies: number): EndingShares {
  // A game at the move limit is the one whose length is the limit (a rule may end one there too, rarely).
  return sharesOf(
    t.reasons,
    t.defenders,
    t.lengths.filter((l) => l < maxPlies),
  );
}

/** People's games decided on the board, as shares. */
export const boardColumn = (p: PeopleEndings): EndingShares => sharesOf(p.endings, p.defenders, p.lengths);

/**
 * Every finished game of people's: those decided on the board and the resigned ones as the computer
 * played them on (those it could not finish within the move limit left out, as in self-play).
 */
export function playedOnColumn(p: PeopleEndings, o: PlayedOut): EndingShares {
  const counts = Object.fromEntries(OUTCOME_REASONS.map((r) => [r, p.endings[r] + o.endings[r]])) as { [R in OutcomeReason]: number };
  return sharesOf(counts, p.defenders + o.defenders, [...p.lengths, ...o.lengths]);
}

export interface EndingGap {
  readonly reason: OutcomeReason;
  /** The gap in points. */
  readonly gap: number;
  /** Whether chance alone would seldom give it: the 95 % interval of the difference leaves out zero (stats.ts differenceOf). */
  readonly beyondChance: boolean;
}

/** How near a computer column comes to people's: each ending's gap in points, the largest first. */
export function endingGaps(people: EndingShares, computer: EndingShares, reasons: readonly OutcomeReason[]): EndingGap[] {
  return reasons
    .map((r) => ({
      reason: r,
      gap: Math.abs(computer.shares[r] - people.shares[r]) * 100,
      beyondChance: beyondChance(differenceOf(computer.intervals[r], people.intervals[r])),
    }))
    .sort((a, b) => b.gap - a.gap);
}
