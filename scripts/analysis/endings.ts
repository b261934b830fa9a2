/**
 * How people's games end, counted with the engine: each record of tests/data/human-games/ replayed
 * under the rules the site played (human-positions.ts), and, for the games decided on the board, the
 * rule that ended it: the engine's game ends at the record's last move with the record's result, or
 * (since the records are replayed with repetition ignored, the site's own judgment of it being
 * unknown) the record gives a win on a position seen for the third time or more, counted as ended by
 * repetition. Games resigned, lost on time or abandoned are left out. Also the median length of the
 * games decided on the board. Set beside the computer's endings (a balance file's tally) to see
 * whether self-play reaches its result the way people do. `recordEnd` also finds the resigned games,
 * which scripts/played-out.ts plays on to their end.
 */
import { type OutcomeReason, OUTCOME_REASONS } from '../../src/engine';

export type { PeopleEndings };
import { type HumanGame, humanStart, replayHuman } from './human-games';
import { HUMAN_SOURCES, type HumanSource, readGames } from '../human-positions';
import type { PeopleEndings } from '../../src/analysis/people-endings';
import type { HumanRules } from '../../src/analysis/people-rules';

/** The occurrence of a position at which the game counts as ended by repetition. */
const REPEATED = 3;

/** How a record ended: by a rule on the board, or with a result the board had not reached (resigned). */
export type RecordEnd =
  | { readonly kind: 'board'; readonly reason: OutcomeReason; readonly winner: HumanGame['status']; readonly plies: number }
  | { readonly kind: 'resigned'; readonly winner: 'attackers' | 'defenders'; readonly plies: number };

/**
 * How one record ended, or null for a game lost on time, unfinished, agreed drawn off the board, or one
 * the engine does not replay to its end.
 */
export function recordEnd(source: HumanSource, record: HumanGame): RecordEnd | null {
  if (record.timeout || record.status === 'unfinished') return null;
  const g = humanStart(source.preset, source.patch);
  const seen = new Map<number, number>();
  const replay = replayHuman(g, record, (at) => seen.set(at.key(), (seen.get(at.key()) ?? 0) + 1));
  if (replay.disagreement !== null) return null;
  if (g.outcome) return { kind: 'board', reason: g.outcome.reason, winner: record.status, plies: replay.plies };
  if (record.status === 'draw') return null;
  if ((seen.get(g.key()) ?? 0) + 1 >= REPEATED) return { kind: 'board', reason: 'repetition', winner: record.status, plies: replay.plies };
  return { kind: 'resigned', winner: record.status, plies: replay.plies };
}

export function peopleEndings(family: 'copenhagen' | 'brandubh'): PeopleEndings {
  const source = HUMAN_SOURCES[family];
  const games = readGames(source);
  const endings = Object.fromEntries(OUTCOME_REASONS.map((r) => [r, 0])) as Record<OutcomeReason, number>;
  const lengths: number[] = [];
  let defenders = 0;
  for (const record of games) {
    const end = recordEnd(source, record);
    if (end?.kind !== 'board') continue;
    endings[end.reason] += 1;
    if (end.winner === 'defenders') defenders++;
    lengths.push(end.plies);
  }
  return {
    preset: source.preset,
    rules: rulesText(source),
    records: games.length,
    decided: lengths.length,
    defenders,
    endings,
    lengths: lengths.sort((a, b) => a - b),
  };
}

/** Rules as text: the reading and its changes (a source's records are read under its own). */
export function rulesText(source: HumanRules): string {
  const patch = Object.entries(source.patch)
    .map(([k, v]) => `${k}=${v}`)
    .join(';');
  return patch ? `${source.preset};${patch}` : source.preset;
}
