/**
 * How /play's messages quote what the reader gave (a link's text, a file's name) and set one of the
 * engine's sentences inside a sentence of their own.
 */

/** At most 40 characters of a reader's text, for a message. */
export const quote = (text: string): string => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** An engine sentence inside another sentence: its full stop dropped, a leading article lowered. */
export const inner = (sentence: string): string => {
  const s = sentence.replace(/\.$/, '');
  return /^(A|An|The|There|This|It)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
};
