import { describe, expect, it } from 'vitest';
import { emptyTally, type Tally, wilson } from '../ai/selfplay/stats';
import { chanceSentence, endingsView, openingsSentence } from './endings-view';
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
  stopped: [{ line: 9, resignedAt: 120, winner: 'attackers', pastThird: false, attackers: 10, defenders: 0, king: 'f5', quietPlies: 150 }],
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
    expect(v.playedOut).toMatchObject({ games: 6, agree: 4, atLimit: 1, pastThird: 0, recordedDefenders: 0.5, finishedDefenders: 0.4 });
    expect(v.playedOut!.stopped).toMatch(
      /^The one game the computer could not finish within the limit of 400 moves .* the king alone against 10 attackers/,
    );
    // Each share with its interval, counted from the games a rule ended.
    expect(v.people.ends.intervals.escape).toEqual(wilson(5, 9));
    expect(v.people.ends.defendersInterval).toEqual(wilson(5, 9));
    expect(v.computer.ends.intervals['king-captured']).toEqual(wilson(5, 10));
    // With so few games no gap is beyond chance.
    expect(v.gaps.every((g) => !g.beyondChance)).toBe(true);
    expect(v.defendersBeyondChance).toBe(false);
    expect(chanceSentence(v)).toBe(
      'Chance alone could give every gap here, the defenders’ share’s included: for each, the 95 % interval of the difference between people’s share and the computer’s reaches zero.',
    );
  });

  it('names the gaps chance alone would seldom give, and the defenders’ share where its gap is one', () => {
    // People: 300 escapes and 100 kings captured of 400. The club level: 50 and 50 of 100, one game at the limit.
    const many: PeopleEndings = { ...people, decided: 400, defenders: 300, endings: { ...zero, escape: 300, 'king-captured': 100 } };
    const club = tally(50, 50, 1, [...Array(100).fill(50), 400]);
    const v = endingsView(many, undefined, [{ id: 'club', head: 'Club level', tally: club, maxPlies: 400 }])!;
    expect(v.gaps.map((g) => [g.reason, Math.round(g.gap), g.beyondChance])).toEqual([
      ['escape', 25, true],
      ['king-captured', 25, true],
    ]);
    expect(v.defendersBeyondChance).toBe(true);
    expect(chanceSentence(v)).toBe(
      'Chance alone would seldom give the gaps in the rows “The king escaped” and “King captured”, and the one in the defenders’ share: for each, the 95 % interval of the difference between people’s share and the computer’s leaves out zero.',
    );
    // 70 and 30 of 100: the gaps, 5 points each, are within chance, and so is the defenders' share.
    const near = endingsView(many, undefined, [{ id: 'club', head: 'Club level', tally: tally(70, 30, 0, [50]), maxPlies: 400 }])!;
    expect(chanceSentence(near)).toMatch(/^Chance alone could give every gap here/);
    // One ending apart and the defenders' share not: a third ending people never reached, reached by the computer.
    const third = { ...tally(72, 20, 0, [50]), games: 100, draws: 8, reasons: { ...zero, escape: 72, 'king-captured': 20, repetition: 8 } };
    const w = endingsView(many, undefined, [{ id: 'club', head: 'Club level', tally: third, maxPlies: 400 }])!;
    expect(w.defendersBeyondChance).toBe(false);
    expect(chanceSentence(w)).toBe(
      'Chance alone would seldom give the gap in the row “Repetition”: the 95 % interval of the difference between people’s share and the computer’s leaves out zero. The other gaps, the defenders’ share’s included, are within what chance could give.',
    );
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

  it('says how much the first computer column’s defenders’ share rests on how its games open, where they were played again so', () => {
    const many: PeopleEndings = { ...people, decided: 400, defenders: 260, endings: { ...zero, escape: 260, 'king-captured': 140 } };
    const club = { id: 'people-rules', head: 'Club level, people’s rules', tally: tally(130, 70, 0, [50]), maxPlies: 400 };
    const plain = endingsView(many, undefined, [club])!;
    expect(plain.openings).toEqual([]);
    expect(openingsSentence(plain)).toBeNull();
    // 130 of 200 (65 %) with four free moves; 98 of 200 (49 %) with six, 100 of 200 with eight: both beyond chance.
    const opened = (plies: number, d: number) => ({ plies, tally: tally(d, 200 - d, 0, [50]), maxPlies: 400 });
    const both = endingsView(many, undefined, [club], [opened(6, 98), opened(8, 100)])!;
    expect(both.openings.map((o) => [o.plies, o.ends.defenders])).toEqual([
      [6, 0.49],
      [8, 0.5],
    ]);
    expect(openingsSentence(both)).toBe(
      'How the computer’s games open matters too: with the first six moves picked at random instead of four, the defenders won 49 % (42–56 %) of the games a rule ended, and with eight, 50 % (43–57 %), differences chance alone would seldom give.',
    );
    expect(openingsSentence(endingsView(many, undefined, [club], [opened(6, 128)])!)).toBe(
      'The computer’s figure holds when its games open otherwise: with the first six moves picked at random instead of four, the defenders won 64 % (57–70 %) of the games a rule ended, within what chance could give.',
    );
    expect(openingsSentence(endingsView(many, undefined, [club], [opened(6, 98), opened(8, 128)])!)).toMatch(
      /and with eight, 64 % \(57–70 %\); chance alone would seldom give the difference with six\.$/,
    );
  });
});
