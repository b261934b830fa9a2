import { describe, expect, it } from 'vitest';
import { factorText, ladderPath } from './ladder-view';

const ladder = (...shares: number[]) => [0.25, 0.5, 1, 2, 4].slice(0, shares.length).map((factor, i) => ({ factor, share: shares[i]! }));

describe('the sentence under a strength ladder', () => {
  it('gives the two ends where the share moves one way', () => {
    expect(ladderPath(ladder(0.51, 0.69, 0.695, 0.82))).toBe('From ¼ × the budget to 2 × it, the share goes from 51 % to 82 %');
    expect(ladderPath(ladder(0.8, 0.75, 0.71))).toBe('From ¼ × the budget to 1 × it, the share goes from 80 % to 71 %');
  });

  it('names the rung beyond both ends where the share rises and falls again', () => {
    expect(ladderPath(ladder(0.58, 0.71, 0.745, 0.77, 0.55))).toBe(
      'From ¼ × the budget to 4 × it, the share rises from 58 % to 77 % at 2 × and falls to 55 %',
    );
  });

  it('names the lowest rung where the share falls and rises again', () => {
    expect(ladderPath(ladder(0.6, 0.4, 0.62))).toBe(
      'From ¼ × the budget to 1 × it, the share falls from 60 % to 40 % at ½ × and rises to 62 %',
    );
  });

  it('takes the larger turn when the share goes both ways, and ignores what rounding hides', () => {
    expect(ladderPath(ladder(0.5, 0.3, 0.9, 0.55))).toContain('rises from 50 % to 90 % at 1 ×');
    expect(ladderPath(ladder(0.5, 0.502, 0.5))).toBe('From ¼ × the budget to 1 × it, the share goes from 50 % to 50 %');
  });

  it('writes nothing for fewer than two rungs, and the budgets as the page writes them', () => {
    expect(ladderPath(ladder(0.5))).toBe('');
    expect([0.25, 0.5, 2].map(factorText)).toEqual(['¼ ×', '½ ×', '2 ×']);
  });
});
