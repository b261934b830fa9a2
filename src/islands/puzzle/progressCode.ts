/**
 * The progress code a pupil gives the teacher: which puzzles they solved, solved with help or have not
 * tried, in a short string such as "AE-1B3K-9QZ0-...". No server is involved: the teachers' page
 * decodes the code in the browser.
 *
 * The code is the prefix "AE-" and a run of bits written five at a time in Crockford's base 32
 * (digits and capitals without I, L, O and U; on reading, I and L count as 1, O as 0, and any case,
 * spaces and hyphens are accepted), shown in groups of four:
 *   - 3 bits: the format version (1),
 *   - 9 bits: how many puzzles the code lists, N (so a code made when the site had fewer puzzles still
 *     reads, and one from a newer site is recognised),
 *   - 2 bits per puzzle, in the fixed order of codeOrder.ts: 0 not tried, 1 solved with help, 2 solved
 *     (3 is never written),
 *   - 10 bits: a CRC-10 (polynomial 0x233) of all the bits before it, which catches any one mistyped
 *     character and any two neighbouring characters swapped,
 *   - zero bits to fill the last character.
 */
import { ok, type Result, failWith } from '../../engine';
import { CODE_ORDER } from './codeOrder';

export type PuzzleMark = 'untried' | 'helped' | 'solved';

export const CODE_VERSION = 1;
export const CODE_PREFIX = 'AE-';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const VERSION_BITS = 3;
const COUNT_BITS = 9;
const CHECK_BITS = 10;
const HEADER = VERSION_BITS + COUNT_BITS;
/** The most puzzles a code can list (the count has nine bits). */
export const MAX_PUZZLES = 2 ** COUNT_BITS - 1;
const MARK_BITS: Record<PuzzleMark, number> = { untried: 0, helped: 1, solved: 2 };
const MARKS: readonly PuzzleMark[] = ['untried', 'helped', 'solved'];

function crc10(bits: readonly number[]): number {
  let reg = 0;
  for (const b of bits) {
    const top = ((reg >> 9) & 1) ^ b;
    reg = (reg << 1) & 0x3ff;
    if (top) reg ^= 0x233;
  }
  return reg;
}

const pushBits = (bits: number[], value: number, width: number): void => {
  for (let i = width - 1; i >= 0; i--) bits.push((value >> i) & 1);
};
const readBits = (bits: readonly number[], from: number, width: number): number => {
  let v = 0;
  for (let i = 0; i < width; i++) v = (v << 1) | (bits[from + i] ?? 0);
  return v;
};

/** The characters after "AE-" that a code for `count` puzzles has (hyphens not counted). */
export const codeLength = (count: number): number => Math.ceil((HEADER + 2 * count + CHECK_BITS) / 5);

/**
 * The code for a pupil's progress: `marks` gives each puzzle's mark by id (ids not in `order` are left
 * out; ids of `order` missing from it are "not tried").
 */
export function encodeProgress(marks: ReadonlyMap<string, PuzzleMark>, order: readonly string[] = CODE_ORDER): string {
  if (order.length > MAX_PUZZLES) throw new Error(`progressCode: a code lists at most ${MAX_PUZZLES} puzzles, not ${order.length}.`);
  const bits: number[] = [];
  pushBits(bits, CODE_VERSION, VERSION_BITS);
  pushBits(bits, order.length, COUNT_BITS);
  for (const id of order) pushBits(bits, MARK_BITS[marks.get(id) ?? 'untried'], 2);
  pushBits(bits, crc10(bits), CHECK_BITS);
  while (bits.length % 5 !== 0) bits.push(0);
  let chars = '';
  for (let i = 0; i < bits.length; i += 5) chars += ALPHABET[readBits(bits, i, 5)];
  return CODE_PREFIX + (chars.match(/.{1,4}/g) ?? []).join('-');
}

/** The marks of the solved and solved-with-help ids, for encodeProgress. */
export function marksOf(solved: Iterable<string>, helped: Iterable<string>): Map<string, PuzzleMark> {
  const marks = new Map<string, PuzzleMark>();
  for (const id of helped) marks.set(id, 'helped');
  for (const id of solved) marks.set(id, 'solved');
  return marks;
}

export type CodeProblem = 'prefix' | 'character' | 'short' | 'version' | 'length' | 'check';

/** A code read: how many puzzles it lists, their marks, and how many this page does not know. */
export interface DecodedProgress {
  /** How many puzzles the code lists (fewer than today's for a code made before puzzles were added). */
  readonly count: number;
  /** The mark of each puzzle the code lists, by id, in the code's order. */
  readonly marks: ReadonlyMap<string, PuzzleMark>;
  /** Puzzles the code lists beyond those this page knows (a code from a newer site). */
  readonly unknown: number;
}

/** What is wrong with a code: its kind, and a sentence that can follow "Line 3: ". */
export interface CodeError {
  readonly problem: CodeProblem;
  readonly message: string;
}

export type DecodedCode = Result<DecodedProgress, CodeError>;

const fail = (problem: CodeProblem, message: string): DecodedCode => failWith({ problem, message });
const SEPARATORS = /[\s\-‐‑‒–—_.]+/g;

/** Reads a code; on failure, says what is wrong in a sentence that can follow "Line 3: ". */
export function decodeProgress(input: string, order: readonly string[] = CODE_ORDER): DecodedCode {
  const text = input.trim().toUpperCase();
  if (!text.startsWith('AE')) return fail('prefix', 'this is not a progress code: progress codes start with “AE-”.');
  const body = text.slice(2).replace(SEPARATORS, '');
  const bits: number[] = [];
  for (const raw of body) {
    const ch = raw === 'I' || raw === 'L' ? '1' : raw === 'O' ? '0' : raw;
    const value = ALPHABET.indexOf(ch);
    if (value < 0) return fail('character', `“${raw}” is not a character used in progress codes, so the code is mistyped.`);
    pushBits(bits, value, 5);
  }
  if (body.length < codeLength(0)) return fail('short', 'the code is too short: check that it was copied whole.');
  const version = readBits(bits, 0, VERSION_BITS);
  if (version !== CODE_VERSION) {
    return fail(
      'version',
      'the code is in a form this page does not read: it is mistyped, or made by a newer version of the site (then reload this page and read it again).',
    );
  }
  const count = readBits(bits, VERSION_BITS, COUNT_BITS);
  const expected = codeLength(count);
  if (body.length !== expected) {
    return fail(
      'length',
      `the code has ${body.length} characters after “AE-” where ${expected} were expected: a character is missing, extra or mistyped.`,
    );
  }
  const end = HEADER + 2 * count;
  const check = readBits(bits, end, CHECK_BITS);
  const padding = bits.slice(end + CHECK_BITS);
  const values = Array.from({ length: count }, (_, i) => readBits(bits, HEADER + 2 * i, 2));
  if (check !== crc10(bits.slice(0, end)) || padding.some((b) => b !== 0) || values.some((v) => v > 2)) {
    return fail('check', 'the code does not pass its check, so a character is probably mistyped.');
  }
  const marks = new Map<string, PuzzleMark>();
  values.forEach((v, i) => {
    const id = order[i];
    if (id !== undefined) marks.set(id, MARKS[v]!);
  });
  return ok({ count, marks, unknown: Math.max(0, count - order.length) });
}
