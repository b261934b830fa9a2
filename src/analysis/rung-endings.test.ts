import { describe, expect, it } from 'vitest';
import { emptyTally, type Tally } from '../ai/selfplay/stats';
import { LADDERS } from '../ai/selfplay/balance-data';
import { endingsViewFor } from './endings-view';
import { computerEndings, endingGaps } from './people-endings';
import { nearestRung, rungSentence, rungSentenceFor } from './rung-endings';

const zero = emptyTally().reasons;
/** A rung's 100 games: escapes, kings captured and repetitions, each game `length` plies long. */
const games = (escapes: number, captured: number, repetitions: number, length: number): Tally => ({
  ...emptyTally(),
  games: escapes + captured + repetitions,
  defenders: escapes,
  attackers: captured + repetitions,
  reasons: { ...zero, escape: escapes, 'king-captured': captured, repetition: repetitions },
  lengths: Array.from({ length: escapes + captured + repetitions }, () => length),
});
// People: 60 % escapes, 40 % kings captured, median 50.
const people = computerEndings(games(60, 40, 0, 50), 400);
const rung = (factor: number, tally: Tally) => ({ factor, tally, maxPlies: 400 });

describe('the strength ladder’s rung nearest people’s endings', () => {
  const rungs = [rung(1, games(80, 20, 0, 40)), rung(0.25, games(62, 33, 5, 75)), rung(4, games(90, 10, 0, 40))];

  it('is the rung whose largest gap is the least, over every ending either side reached', () => {
    const nearest = nearestRung(people, rungs)!;
    expect(nearest.factor).toBe(0.25);
    // Its gaps: escape 2, king captured 7, repetition 5 points: the largest is the kings captured.
    expect(nearest.worst.reason).toBe('king-captured');
    expect(nearest.worst.gap).toBeCloseTo(7);
    expect(nearest.factors).toEqual([0.25, 1, 4]);
    expect(nearestRung(people, [])).toBeNull();
  });

  it('says so, against the club level’s own largest gap, with its defenders’ share and its length', () => {
    const nearest = nearestRung(people, rungs)!;
    const club = computerEndings(rungs[0]!.tally, 400);
    const view = {
      people: { id: 'people-all', head: 'People', ends: people },
      gaps: endingGaps(people, club, ['escape', 'king-captured']),
    };
    expect(rungSentence(nearest, view)).toBe(
      'Of the strength ladder’s three rungs (the club level at ¼\u00a0× to 4\u00a0× its budget), the one at ¼\u00a0× ends its games most like people’s: ' +
        'no ending more than 7 points from their share, the largest gap being king captured, 33 % (25–43 %) of its games against 40 % (31–49.8 %) of people’s; ' +
        'at 1\u00a0× the largest is 20 points. There the defenders won 62 % (52–71 %) of the games a rule ended, and the games lasted 75 moves at the median, 50 % longer than people’s 50.',
    );
  });

  it('on the shipped files: Copenhagen’s ladder plays the rules the computer plays people’s games by, Brandub’s does not', () => {
    const copenhagen = endingsViewFor('copenhagen')!;
    expect(LADDERS.get('copenhagen')!.length).toBeGreaterThanOrEqual(4);
    const sentence = rungSentenceFor('copenhagen', copenhagen)!;
    expect(sentence).toMatch(/^Of the strength ladder’s five rungs \(the club level at ¼\u00a0× to 4\u00a0× its budget\), the one at /);
    // The nearest rung's largest gap is no larger than the club level's own.
    const points = Number(/no ending more than ([\d.]+) points/.exec(sentence)![1]);
    expect(points).toBeLessThanOrEqual(copenhagen.gaps[0]!.gap);
    expect(rungSentenceFor('brandubh', endingsViewFor('brandubh')!)).toBeNull();
    expect(rungSentenceFor('tablut', copenhagen)).toBeNull();
  });
});
