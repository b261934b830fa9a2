/**
 * "Did you mean": the site's own words, and the nearest of them to a word the search found nothing for.
 * The words are the built pages' (scripts/search-words.mjs writes them, with how often each occurs, to
 * pagefind/search-words.json); a word is near another when one typo turns it into the other: a letter added,
 * left out, changed, or two neighbours swapped (at most one such typo in a word of up to five letters,
 * two in a longer one). Among the nearest, the most frequent wins. Pure: no DOM, no fetch.
 */

/** The site's words and how often each occurs, as search-words.json holds them. */
export interface Vocabulary {
  readonly words: readonly (readonly [string, number])[];
}

/** The words of a query, as Pagefind splits them: letters (any script) and digits. */
export const queryWords = (query: string): string[] => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The most typos a word of this length may have and still be corrected. */
export const allowedTypos = (length: number): number => (length < 4 ? 0 : length <= 5 ? 1 : 2);

/**
 * The optimal-string-alignment distance between a and b (insertions, deletions, substitutions and
 * swaps of neighbours), or `limit + 1` as soon as it is known to be more than `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The site's word nearest to `word`, or null when the word is the site's own or none is near enough. */
export function nearestWord(word: string, vocabulary: Vocabulary): string | null {
  const limit = allowedTypos(word.length);
  if (limit === 0) return null;
  let found: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary.words) {
    if (candidate === word) return null;
    const distance = typoDistance(word, candidate, found ? Math.min(limit, found.distance) : limit);
    if (distance > limit) continue;
    if (!found || distance < found.distance || (distance === found.distance && count > found.count))
      found = { word: candidate, distance, count };
  }
  return found?.word ?? null;
}

/** The query with each word the site does not have replaced by its nearest; null when nothing changes. */
export function correctedQuery(query: string, vocabulary: Vocabulary): string | null {
  const words = queryWords(query);
  let changed = false;
  const out = words.map((w) => {
    const near = nearestWord(w, vocabulary);
    if (near === null) return w;
    changed = true;
    return near;
  });
  return changed ? out.join(' ') : null;
}
