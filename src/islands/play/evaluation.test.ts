/**
 * The evaluation bar's words and share for every kind of score the search gives: ordinary points,
 * the evaluation's ESCAPE_NOW, forced wins (WIN - plies) and a finished game, from both sides to
 * move. Whatever the score, the words never show a number of points.
 */
import { describe, expect, it } from 'vitest';
import { WIN } from '../../ai/search/search-table';
import { ESCAPE_NOW } from '../../ai/eval/tafl-context';
import { BAR_RESERVE, BAR_SCALE, describeScore, judgement, outcomeReading, SCORE_STEPS } from './evaluation';

describe('describeScore: ordinary scores', () => {
  it('0 is even, in the middle of the bar, from either side', () => {
    expect(describeScore(0, null, 'attackers')).toEqual({ share: 0.5, label: 'Even' });
    expect(describeScore(0, null, 'defenders')).toEqual({ share: 0.5, label: 'Even' });
  });

  it('small scores read as even or slightly better, and turn the side to move’s view into the defenders’', () => {
    expect(describeScore(30, null, 'defenders').label).toBe('Even');
    expect(describeScore(-30, null, 'attackers').label).toBe('Even');
    expect(describeScore(100, null, 'defenders').label).toBe('The defenders are slightly better');
    expect(describeScore(100, null, 'attackers').label).toBe('The attackers are slightly better');
    expect(describeScore(-100, null, 'attackers').label).toBe('The defenders are slightly better');
  });

  it('larger scores, both signs: better, much better, winning', () => {
    expect(describeScore(300, null, 'defenders').label).toBe('The defenders are better');
    expect(describeScore(-300, null, 'defenders').label).toBe('The attackers are better');
    expect(describeScore(700, null, 'attackers').label).toBe('The attackers are much better');
    expect(describeScore(-700, null, 'attackers').label).toBe('The defenders are much better');
    expect(describeScore(8421, null, 'defenders').label).toBe('The defenders are winning');
    expect(describeScore(8421, null, 'attackers').label).toBe('The attackers are winning');
  });

  it('the steps are one table, read in order', () => {
    for (let i = 1; i < SCORE_STEPS.length; i++) {
      const from = SCORE_STEPS[i - 1]!.below;
      expect(judgement(from)).toBe(`The defenders are ${SCORE_STEPS[i]!.words}`);
      expect(judgement(-from)).toBe(`The attackers are ${SCORE_STEPS[i]!.words}`);
    }
    expect(judgement(SCORE_STEPS[0]!.below - 1)).toBe('Even');
  });

  it('the share is a logistic of score/BAR_SCALE, symmetric and monotone, and never fills the reserved ends', () => {
    const logistic = 1 / (1 + Math.exp(-1));
    expect(describeScore(BAR_SCALE, null, 'defenders').share).toBeCloseTo(BAR_RESERVE + (1 - 2 * BAR_RESERVE) * logistic, 10);
    expect(describeScore(250, null, 'defenders').share + describeScore(-250, null, 'defenders').share).toBeCloseTo(1, 10);
    let last = 0;
    for (let s = -ESCAPE_NOW + 1; s < ESCAPE_NOW; s += 250) {
      const share = describeScore(s, null, 'defenders').share;
      expect(share).toBeGreaterThanOrEqual(last);
      expect(share).toBeGreaterThanOrEqual(BAR_RESERVE);
      expect(share).toBeLessThanOrEqual(1 - BAR_RESERVE);
      last = share;
    }
  });
});

describe('describeScore: wins', () => {
  it('ESCAPE_NOW for the defenders fills the bar and says the king is about to escape', () => {
    expect(describeScore(ESCAPE_NOW, null, 'defenders')).toEqual({
      share: 1,
      label: 'The defenders are winning: the king is about to escape',
    });
    // The attackers to move, every line ends with the king's open road: -ESCAPE_NOW for them.
    expect(describeScore(-ESCAPE_NOW, null, 'attackers')).toEqual({
      share: 1,
      label: 'The defenders are winning: the king is about to escape',
    });
    // The other sign (not given by today's evaluation, but read sensibly).
    expect(describeScore(-ESCAPE_NOW, null, 'defenders')).toEqual({ share: 0, label: 'The attackers are about to win' });
    expect(describeScore(ESCAPE_NOW, null, 'attackers').share).toBe(0);
  });

  it('a forced win fills the bar and counts the winner’s moves (mate in plies, + for the side to move)', () => {
    expect(describeScore(WIN - 1, 1, 'defenders')).toEqual({ share: 1, label: 'The defenders win with their next move' });
    expect(describeScore(WIN - 5, 5, 'defenders')).toEqual({ share: 1, label: 'The defenders win in 3 moves, whatever the attackers do' });
    expect(describeScore(WIN - 1, 1, 'attackers')).toEqual({ share: 0, label: 'The attackers win with their next move' });
    expect(describeScore(-(WIN - 4), -4, 'attackers')).toEqual({
      share: 1,
      label: 'The defenders win in 2 moves, whatever the attackers do',
    });
    expect(describeScore(-(WIN - 2), -2, 'defenders')).toEqual({
      share: 0,
      label: 'The attackers win with their next move, whatever the defenders do',
    });
  });

  it('reads a mate score even without its distance, and a game already over (mate 0)', () => {
    expect(describeScore(WIN - 3, null, 'attackers').label).toBe('The attackers win in 2 moves, whatever the defenders do');
    expect(describeScore(-WIN, 0, 'defenders')).toEqual({ share: 0, label: 'The attackers have won' });
    expect(describeScore(-WIN, 0, 'attackers')).toEqual({ share: 1, label: 'The defenders have won' });
  });

  it('a finished game shows its result', () => {
    expect(outcomeReading('defenders')).toEqual({ share: 1, label: 'The defenders have won' });
    expect(outcomeReading('attackers').share).toBe(0);
    expect(outcomeReading(null)).toEqual({ share: 0.5, label: 'The game is drawn' });
  });
});

describe('describeScore never shows a raw number', () => {
  it('for any score, mate or not', () => {
    const scores = [0, 1, -1, 49, 120, -480, 999, 8421, -8421, ESCAPE_NOW, -ESCAPE_NOW, WIN - 7, -(WIN - 6)];
    for (const score of scores)
      for (const turn of ['attackers', 'defenders'] as const) {
        const r = describeScore(score, null, turn);
        expect(r.label, `${score} ${turn}`).not.toMatch(/\d{2,}|[+-]\d/);
        expect(r.share).toBeGreaterThanOrEqual(0);
        expect(r.share).toBeLessThanOrEqual(1);
      }
  });
});
