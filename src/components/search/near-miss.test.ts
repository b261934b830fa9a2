/**
 * "Did you mean": the typo distance (one letter added, left out, changed, two neighbours swapped), how
 * many typos a word's length allows, the nearest word with the most frequent winning a tie, and the
 * whole query corrected (the built site's own words are tried in tests/browser/search.browser.ts).
 */
import { describe, expect, it } from 'vitest';
import { allowedTypos, correctedQuery, nearestWord, queryWords, typoDistance, type Vocabulary } from './near-miss';

const WORDS: Vocabulary = {
  words: [
    ['king', 2271],
    ['evangelists', 349],
    ['evangelist', 66],
    ['corner', 854],
    ['corners', 300],
    ['throne', 500],
    ['thrones', 20],
  ],
};

describe('typoDistance', () => {
  it.each([
    ['evangalist', 'evangelist', 1],
    ['evangleist', 'evangelist', 1],
    ['evangelst', 'evangelist', 1],
    ['evangeliste', 'evangelist', 1],
    ['thorne', 'throne', 1],
    ['cronre', 'corner', 2],
    ['king', 'king', 0],
  ])('%s → %s: %i', (a, b, d) => expect(typoDistance(a, b, 3)).toBe(d));

  it('stops early past its limit', () => expect(typoDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3));
});

describe('nearestWord and correctedQuery', () => {
  it('allows no typo below four letters, one up to five, two above', () => {
    expect([3, 4, 5, 6, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });

  it('finds the nearest word, the most frequent of the nearest, and leaves the site’s own words alone', () => {
    expect(nearestWord('evangalist', WORDS)).toBe('evangelist');
    expect(nearestWord('thorne', WORDS)).toBe('throne');
    expect(nearestWord('corne', WORDS)).toBe('corner');
    expect(nearestWord('king', WORDS)).toBeNull();
    expect(nearestWord('kng', WORDS)).toBeNull();
    expect(nearestWord('zzzzzzzz', WORDS)).toBeNull();
  });

  it('corrects each word of a query, or says there is nothing to correct', () => {
    expect(queryWords('The  Evangalist’s jump!')).toEqual(['the', 'evangalist', 's', 'jump']);
    expect(correctedQuery('Evangalist thorne', WORDS)).toBe('evangelist throne');
    expect(correctedQuery('king corner', WORDS)).toBeNull();
  });
});
