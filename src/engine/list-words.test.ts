import { describe, expect, it } from 'vitest';
import { listInWords } from './list-words';

describe('listInWords', () => {
  it('joins names as prose', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('joins alternatives with "or" when asked', () => {
    expect(listInWords(['six'], 'or')).toBe('six');
    expect(listInWords(['six', 'eight'], 'or')).toBe('six or eight');
    expect(listInWords(['four', 'six', 'eight'], 'or')).toBe('four, six or eight');
  });
});
