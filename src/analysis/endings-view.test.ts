import { describe, expect, it } from 'vitest';
import { emptyTally, type Tally } from '../ai/selfplay/stats';
import { endingsView } from './endings-view';
import type { PeopleEndings, PlayedOut } from './people-endings';

const zero = emptyTally().reasons;
const people: PeopleEndings = {
  preset: 'copenhagen',
  rules: 'copenhagen;repetition=ignored',
  records: 20,
  decided: 4,
  defenders: 3,
  endings: { ...zero, escape: 3, 'king-captured': 1 },
  lengths: [10, 20, 30, 40],
};
// Six resigned games played on: two escapes, three kings captured, one stopped at the limit.
const out: PlayedOut = {
  preset: 'copenhagen',
  rules: 'copenhagen',
  games: 6,
  pastThird: 0,
  agree: 4,
  defenders: 2,
  recordedDefenders: 3,
  endings: { ...zero, escape: 2, 'king-captured': 3, 'move-limit': 1 },
  lengths: [50, 60, 70, 80, 90],
  seconds: 1,
  aiVersion: 8,
};
const tally = (escapes: number, captured: number, limit: number, lengths: number[]): Tally => ({
  ...emptyTally(),
  games: escapes + captured + limit,
  defenders: escapes,
  attackers: captured,
  draws: limit,
  reasons: { ...zero, escape: escapes, 'king-captured': captured, 'move-limit': limit },
  lengths,
});

describe('the endings table', () => {
  it('sets the computer beside every finished game of people’s, the resigned ones played on, the move limit left out', () => {
    const club = tally(5, 5, 1, [30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 400]);
    const v = endingsView(people, out, [{ id: 'club', head: 'Club level', tally: club, maxPlies: 400 }])!;
    expect(v.columns.map((c) => c.id)).toEqual(['people-board', 'people-all', 'club']);
    // On the board: 3 escapes of 4; with the resigned games: 5 of 9, and 4 kings captured of 9.
    expect(v.columns[0]!.ends.shares.escape).toBe(0.75);
    expect(v.people.id).toBe('people-all');
    expect(v.people.ends.decided).toBe(9);
    expect(v.people.ends.shares.escape).toBeCloseTo(5 / 9);
    expect(v.people.ends.defenders).toBeCloseTo(5 / 9);
    expect(v.people.ends.medianPlies).toBe(50);
    // The club level: 5 of 10 each way, median of the ten games a rule ended 75.
    expect(v.computer.ends.shares.escape).toBe(0.5);
    expect(v.computer.ends.medianPlies).toBe(75);
    expect(v.reasons).toEqual(['escape', 'king-captured']);
    expect(v.gaps[0]!.gap).toBeCloseTo((5 / 9 - 0.5) * 100);
    expect(v.within).toBe(2);
    expect(v.defendersGap).toBeCloseTo((5 / 9 - 0.5) * 100);
    expect(v.lengthGap).toBeCloseTo(0.5);
    expect(v.playedOut).toEqual({ games: 6, agree: 4, atLimit: 1, pastThird: 0, recordedDefenders: 0.5, finishedDefenders: 0.4 });
  });

  it('measures against the board alone where no resigned games were played on, and the first computer column', () => {
    const v = endingsView(people, undefined, [
      { id: 'people-rules', head: 'Club level, people’s rules', tally: tally(1, 9, 0, [44]), maxPlies: 400 },
      { id: 'club', head: 'Club level', tally: tally(3, 1, 0, [44]), maxPlies: 400 },
    ])!;
    expect(v.people.id).toBe('people-board');
    expect(v.computer.id).toBe('people-rules');
    // 75 % escapes among people, 10 % under the computer: 65 points, and the same for kings captured.
    expect(v.gaps.map((g) => Math.round(g.gap))).toEqual([65, 65]);
    expect(v.within).toBe(0);
    expect(v.playedOut).toBeNull();
    expect(endingsView(people, out, [])).toBeNull();
  });
});
