/**
 * The site's one way of writing a list in prose, shared by every page that speaks of pieces, squares,
 * readings or reasons: "a", "a and b", "a, b and c" (or, given "or", "a, b or c").
 */
export const listInWords = (words: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
