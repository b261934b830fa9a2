/**
 * Progress codes: round trips for any progress and any list length (fast-check), the form of the code,
 * pinned codes (so the format cannot change unnoticed), a code made when the site had fewer puzzles,
 * and every kind of mistake: a mistyped or swapped character, a missing one, a wrong prefix, a letter
 * not in the alphabet, a newer format.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_ORDER } from './codeOrder';
import { MAX_PUZZLES, codeLength, decodeProgress, encodeProgress, marksOf, type PuzzleMark } from './progressCode';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const markArb = fc.constantFrom<PuzzleMark>('untried', 'helped', 'solved');
/** A list of made-up ids and a mark for each. */
const listArb = fc
  .array(markArb, { maxLength: 120 })
  .map((marks) => ({ order: marks.map((_, i) => `p${i}`), marks: new Map<string, PuzzleMark>(marks.map((m, i) => [`p${i}`, m])) }));

const decodeOk = (code: string, order: readonly string[] = CODE_ORDER) => {
  const d = decodeProgress(code, order);
  if (!d.ok) throw new Error(`${code} did not decode: ${d.error.message}`);
  return d.value;
};
/** The characters of a code after "AE-", without hyphens. */
const body = (code: string): string => code.slice(3).replaceAll('-', '');
const withBody = (chars: string): string => `AE-${chars}`;

describe('encode and decode', () => {
  it('round-trips any progress, for lists of any length', () => {
    fc.assert(
      fc.property(listArb, ({ order, marks }) => {
        const d = decodeOk(encodeProgress(marks, order), order);
        expect(d.count).toBe(order.length);
        expect(d.unknown).toBe(0);
        expect([...d.marks.entries()]).toEqual(order.map((id) => [id, marks.get(id)]));
      }),
    );
  });

  it("round-trips today's puzzles", () => {
    fc.assert(
      fc.property(fc.array(markArb, { minLength: CODE_ORDER.length, maxLength: CODE_ORDER.length }), (list) => {
        const marks = new Map(CODE_ORDER.map((id, i) => [id, list[i]!] as const));
        expect(decodeOk(encodeProgress(marks)).marks).toEqual(marks);
      }),
    );
  });

  it('writes "AE-" and groups of four characters from Crockford\'s base 32, as long as the list needs', () => {
    fc.assert(
      fc.property(listArb, ({ order, marks }) => {
        const code = encodeProgress(marks, order);
        expect(code).toMatch(/^AE-[0-9A-HJKMNP-TV-Z]{1,4}(-[0-9A-HJKMNP-TV-Z]{1,4})*$/);
        expect(
          code
            .slice(3)
            .split('-')
            .slice(0, -1)
            .every((g) => g.length === 4),
        ).toBe(true);
        expect(body(code)).toHaveLength(codeLength(order.length));
      }),
    );
    expect(codeLength(36)).toBe(19);
  });

  it('reads codes typed loosely: any case, spaces or other dashes, I and L for 1, O for 0', () => {
    const marks = marksOf(['tablut-fork'], ['brandubh-empty-throne']);
    const code = encodeProgress(marks);
    const loose = `  ${code.toLowerCase().replaceAll('-', ' – ').replaceAll('1', 'l').replaceAll('0', 'O')}  `;
    expect(decodeOk(loose).marks).toEqual(decodeOk(code).marks);
    expect(decodeOk(code.replaceAll('-', '')).marks.get('tablut-fork')).toBe('solved');
  });

  it('a solved id wins over the same id with help; ids not in the list are left out', () => {
    const d = decodeOk(encodeProgress(marksOf(['a'], ['a', 'b', 'not-listed']), ['a', 'b', 'c']), ['a', 'b', 'c']);
    expect([...d.marks]).toEqual([
      ['a', 'solved'],
      ['b', 'helped'],
      ['c', 'untried'],
    ]);
  });

  it('refuses a list longer than the count can hold', () => {
    const order = Array.from({ length: MAX_PUZZLES + 1 }, (_, i) => `p${i}`);
    expect(() => encodeProgress(new Map(), order)).toThrow(/at most 511/);
  });
});

describe('pinned codes (version 1, the first 36 puzzles)', () => {
  it.each([
    ['nothing solved', [], [], 'AE-4900-0000-0000-0000-1QM'],
    [
      'three solved, one with help',
      ['brandubh-corner-anvil', 'tablut-fork', 'alea-edge-or-corner'],
      ['brandubh-two-corners'],
      'AE-4944-0040-0000-0000-4GJ',
    ],
    ['all solved', CODE_ORDER, [], 'AE-495A-NANA-NANA-NANA-MHP'],
  ])('%s', (_, solved, helped, code) => {
    expect(encodeProgress(marksOf(solved, helped))).toBe(code);
    const d = decodeOk(code);
    expect([...d.marks].filter(([, m]) => m === 'solved').map(([id]) => id)).toEqual(CODE_ORDER.filter((id) => solved.includes(id)));
    expect([...d.marks].filter(([, m]) => m === 'helped').map(([id]) => id)).toEqual(helped);
  });
});

describe('codes from an older or a newer list', () => {
  it('a code made when the site listed 30 puzzles reads those 30 and says so', () => {
    // Made by encodeProgress(marksOf(['brandubh-corner-anvil'], ['brandubh-two-corners']), CODE_ORDER.slice(0, 30)).
    const d = decodeOk('AE-47M4-0000-0000-007M-0');
    expect(d.count).toBe(30);
    expect(d.marks.size).toBe(30);
    expect(d.marks.get('brandubh-corner-anvil')).toBe('solved');
    expect(d.marks.get('brandubh-two-corners')).toBe('helped');
    expect(d.marks.get(CODE_ORDER[29]!)).toBe('untried');
    expect(d.marks.has(CODE_ORDER[30]!)).toBe(false);
  });

  it('any shorter list: the ids it had keep their marks', () => {
    fc.assert(
      fc.property(
        fc.array(markArb, { minLength: CODE_ORDER.length, maxLength: CODE_ORDER.length }),
        fc.nat({ max: CODE_ORDER.length }),
        (list, n) => {
          const old = CODE_ORDER.slice(0, n);
          const marks = new Map(old.map((id, i) => [id, list[i]!] as const));
          const d = decodeOk(encodeProgress(marks, old));
          expect(d.count).toBe(n);
          expect(d.marks).toEqual(marks);
        },
      ),
    );
  });

  it('a code from a longer list reads what this page knows and counts the rest', () => {
    const newer = [...CODE_ORDER, 'new-1', 'new-2'];
    const d = decodeOk(encodeProgress(marksOf(['tablut-fork', 'new-2'], []), newer));
    expect(d.count).toBe(CODE_ORDER.length + 2);
    expect(d.unknown).toBe(2);
    expect(d.marks.get('tablut-fork')).toBe('solved');
    expect(d.marks.has('new-2')).toBe(false);
  });
});

describe('mistakes', () => {
  const codeArb = listArb.filter((l) => l.order.length > 0).map(({ order, marks }) => ({ order, code: encodeProgress(marks, order) }));

  it('any one character changed is caught', () => {
    fc.assert(
      fc.property(codeArb, fc.nat(), fc.integer({ min: 1, max: 31 }), ({ order, code }, at, shift) => {
        const chars = body(code);
        const i = at % chars.length;
        const changed = ALPHABET[(ALPHABET.indexOf(chars[i]!) + shift) % 32]!;
        const typo = withBody(chars.slice(0, i) + changed + chars.slice(i + 1));
        expect(decodeProgress(typo, order).ok).toBe(false);
      }),
    );
  });

  it('any two neighbouring characters swapped are caught', () => {
    fc.assert(
      fc.property(codeArb, fc.nat(), ({ order, code }, at) => {
        const chars = body(code);
        fc.pre(chars.length > 1);
        const i = at % (chars.length - 1);
        fc.pre(chars[i] !== chars[i + 1]);
        const swapped = withBody(chars.slice(0, i) + chars[i + 1] + chars[i] + chars.slice(i + 2));
        expect(decodeProgress(swapped, order).ok).toBe(false);
      }),
    );
  });

  it('a character left out or added is caught', () => {
    fc.assert(
      fc.property(codeArb, fc.nat(), fc.constantFrom(...ALPHABET), ({ order, code }, at, extra) => {
        const chars = body(code);
        const i = at % chars.length;
        expect(decodeProgress(withBody(chars.slice(0, i) + chars.slice(i + 1)), order).ok).toBe(false);
        expect(decodeProgress(withBody(chars.slice(0, i) + extra + chars.slice(i)), order).ok).toBe(false);
      }),
    );
  });

  const today = encodeProgress(marksOf(['tablut-fork'], []));
  it.each([
    [
      'a mistyped character',
      today.replace(/.$/, (c) => (c === 'Z' ? 'Y' : 'Z')),
      'check',
      /does not pass its check, so a character is probably mistyped/,
    ],
    ['a missing character', today.slice(0, -1), 'length', /has 18 characters after “AE-” where 19 were expected/],
    ['no prefix', today.slice(3), 'prefix', /progress codes start with “AE-”/],
    ['a letter not in the alphabet', today.replace(/^AE-./, 'AE-U'), 'character', /“U” is not a character used in progress codes/],
    ['a sign not in the alphabet', `${today}#`, 'character', /“#” is not a character/],
    ['too short', 'AE-49', 'short', /too short/],
    ['a newer format', `AE-${ALPHABET[(2 << 2) | 1]}${today.slice(4)}`, 'version', /made by a newer version of the site/],
  ])('%s: %s', (_, code, problem, message) => {
    const d = decodeProgress(code);
    expect(d.ok).toBe(false);
    if (!d.ok) {
      expect(d.error.problem).toBe(problem);
      expect(d.error.message).toMatch(message);
    }
  });
});
