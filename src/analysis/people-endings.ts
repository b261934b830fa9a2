/**
 * How people's games ended, by the rule that ended them (src/data/people-endings.json, counted with the
 * engine from the aagenielsen.dk records by npm run endings), and how the computer's games compare:
 * each ending's share of the games that a rule ended (the computer's games stopped at the move limit
 * left out, as people's games resigned or lost on time are), and the median length.
 */
import data from '../data/people-endings.json';
import { OUTCOME_REASONS, type OutcomeReason } from '../engine';
import { lengthStats, type Tally } from '../ai/selfplay/stats';

export interface PeopleEndings {
  readonly preset: string;
  readonly rules: string;
  readonly records: number;
  readonly decided: number;
  readonly endings: { readonly [R in OutcomeReason]: number };
  readonly medianPlies: number;
}

const READINGS = data.readings as readonly PeopleEndings[];

export const peopleEndingsFor = (preset: string): PeopleEndings | undefined => READINGS.find((r) => r.preset === preset);

/** The points within which a share counts as close to people's. */
export const CLOSE_ENDING = 6;

export interface EndingShares {
  /** Games a rule ended. */
  readonly decided: number;
  readonly shares: { readonly [R in OutcomeReason]: number };
  readonly medianPlies: number | null;
}

/** A computer tally's endings as shares of the games a rule ended, and those games' median length. */
export function computerEndings(t: Tally, maxPlies: number): EndingShares {
  const decided = OUTCOME_REASONS.reduce((n, r) => n + t.reasons[r], 0);
  const shares = Object.fromEntries(OUTCOME_REASONS.map((r) => [r, decided > 0 ? t.reasons[r] / decided : 0])) as EndingShares['shares'];
  // A game at the move limit is the one whose length is the limit (a rule may end one there too, rarely).
  const ended = t.lengths.filter((l) => l < maxPlies);
  return { decided, shares, medianPlies: lengthStats(ended)?.median ?? null };
}

/** People's endings as shares. */
export const peopleShares = (p: PeopleEndings): EndingShares['shares'] =>
  Object.fromEntries(OUTCOME_REASONS.map((r) => [r, p.decided > 0 ? p.endings[r] / p.decided : 0])) as EndingShares['shares'];
