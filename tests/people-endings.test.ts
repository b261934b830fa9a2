/**
 * How people's games end (src/data/people-endings.json, written by npm run endings): the file is what
 * the records give when they are counted again with today's engine, and its counts add up.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDINGS_FILE, endingsFile } from '../scripts/endings';
import { emptyTally } from '../src/ai/selfplay/stats';
import { computerEndings } from '../src/analysis/people-endings';
import { OUTCOME_REASONS } from '../src/engine';

describe('people’s endings', () => {
  const shipped = JSON.parse(readFileSync(ENDINGS_FILE, 'utf8'));

  it('are the records counted again with the engine', () => {
    expect(shipped).toEqual(endingsFile());
  });

  it('count each game decided on the board once, by the rule that ended it', () => {
    for (const r of shipped.readings) {
      expect(Object.keys(r.endings).sort()).toEqual([...OUTCOME_REASONS].sort());
      expect(
        Object.values(r.endings as Record<string, number>).reduce((a, b) => a + b, 0),
        r.preset,
      ).toBe(r.decided);
      expect(r.decided).toBeLessThanOrEqual(r.records);
      expect(r.defenders).toBeLessThanOrEqual(r.decided);
      expect(r.lengths).toHaveLength(r.decided);
      expect([...r.lengths].sort((a: number, b: number) => a - b)).toEqual(r.lengths);
    }
  });
});

describe('the computer’s endings beside them', () => {
  it('are shares of the games a rule ended, the move limit left out of the shares and of the median', () => {
    const reasons = { ...emptyTally().reasons, escape: 3, 'king-captured': 1, 'move-limit': 1 };
    const e = computerEndings({ games: 5, attackers: 1, defenders: 3, draws: 1, reasons, lengths: [10, 20, 30, 40, 400] }, 400);
    expect(e.decided).toBe(4);
    expect(e.shares.escape).toBe(0.75);
    expect(e.shares['king-captured']).toBe(0.25);
    expect(e.medianPlies).toBe(25);
  });
});
