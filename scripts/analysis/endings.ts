/**
 * How people's games end, counted with the engine: each record of tests/data/human-games/ replayed
 * under the rules the site played (human-positions.ts), and, for the games decided on the board, the
 * rule that ended it: the engine's game ends at the record's last move with the record's result, or
 * (since the records are replayed with repetition ignored, the site's own judgment of it being
 * unknown) the record gives a win on a position seen for the third time or more, counted as ended by
 * repetition. Games resigned, lost on time or abandoned are left out. Also the median length of the
 * games decided on the board. Set beside the
 * computer's endings (a balance file's tally) to see whether self-play reaches its result the way
 * people do.
 */
import { type OutcomeReason, OUTCOME_REASONS } from '../../src/engine';

export type { PeopleEndings };
import { humanStart, replayHuman } from './human-games';
import { HUMAN_SOURCES, readGames } from '../human-positions';
import { lengthStats } from '../../src/ai/selfplay/stats';
import type { PeopleEndings } from '../../src/analysis/people-endings';

/** The occurrence of a position at which the game counts as ended by repetition. */
const REPEATED = 3;

export function peopleEndings(family: 'copenhagen' | 'brandubh'): PeopleEndings {
  const source = HUMAN_SOURCES[family];
  const games = readGames(source);
  const endings = Object.fromEntries(OUTCOME_REASONS.map((r) => [r, 0])) as Record<OutcomeReason, number>;
  const lengths: number[] = [];
  for (const record of games) {
    if (record.timeout || record.status === 'unfinished') continue;
    const g = humanStart(source.preset, source.patch);
    const seen = new Map<number, number>();
    const replay = replayHuman(g, record, (at) => seen.set(at.key(), (seen.get(at.key()) ?? 0) + 1));
    if (replay.disagreement !== null) continue;
    if (g.outcome) endings[g.outcome.reason] += 1;
    else if (record.status !== 'draw' && (seen.get(g.key()) ?? 0) + 1 >= REPEATED) endings.repetition += 1;
    else continue;
    lengths.push(replay.plies);
  }
  const patch = Object.entries(source.patch)
    .map(([k, v]) => `${k}=${v}`)
    .join(';');
  return {
    preset: source.preset,
    rules: patch ? `${source.preset};${patch}` : source.preset,
    records: games.length,
    decided: lengths.length,
    endings,
    medianPlies: lengthStats(lengths)?.median ?? 0,
  };
}
