/**
 * The progress code a pupil gives the teacher: where they stand with each puzzle and each step of the
 * lesson path, in a short string such as "AE-1B3K-9QZ0-...". No server is involved: the teachers' page
 * decodes the code in the browser.
 *
 * The code is the prefix "AE-" and a run of bits written five at a time in Crockford's base 32
 * (digits and capitals without I, L, O and U; on reading, I and L count as 1, O as 0, and any case,
 * spaces and hyphens are accepted), shown in groups of four. Version 2, written now:
 *   - 3 bits: the format version (2),
 *   - 9 bits: how many puzzles the code lists, N (so a code made when the site had fewer puzzles still
 *     reads, and one from a newer site is recognised),
 *   - 2 bits per puzzle, in the fixed order of codeOrder.ts: 0 not solved, 1 solved with help, 2 solved,
 *     3 solved without help after first being solved with help (record.ts),
 *   - 6 bits: how many lesson steps the code lists, L,
 *   - 2 bits per step, in LESSON_CODE_ORDER: 0 not done, 1 done, 2 done with its prediction right the
 *     first time, 3 done with its prediction wrong the first time,
 *   - 10 bits: a CRC-10 (polynomial 0x233) of all the bits before it, which catches any one mistyped
 *     character and any two neighbouring characters swapped; a character left out or added is caught by the
 *     length or the check in all but a few codes in 100,000 (where the shifted lesson count happens to give the
 *     new length, the check lets about one in a thousand through; progressCode.test.ts counts them),
 *   - zero bits to fill the last character.
 * Version 1, made before lessons joined the code, had no lesson part and never wrote the puzzle value 3;
 * such codes still read (their lessons as not given).
 */
import { ok, type Result, failWith } from '../../engine';
import { CODE_ORDER, LESSON_CODE_ORDER } from './codeOrder';
import type { Standing } from './record';

/** A puzzle's mark in a code: its standing (record.ts). */
export type PuzzleMark = Standing;
/** A lesson step's mark in a code. */
export type StepMark = 'not-done' | 'done' | 'predicted-right' | 'predicted-wrong';

export const CODE_VERSION = 2;
export const CODE_PREFIX = 'AE-';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const VERSION_BITS = 3;
const COUNT_BITS = 9;
const STEP_COUNT_BITS = 6;
const CHECK_BITS = 10;
const HEADER = VERSION_BITS + COUNT_BITS;
/** The most puzzles a code can list (the count has nine bits). */
export const MAX_PUZZLES = 2 ** COUNT_BITS - 1;
/** The most lesson steps a code can list. */
export const MAX_STEPS = 2 ** STEP_COUNT_BITS - 1;
const MARKS: readonly PuzzleMark[] = ['untried', 'helped', 'solved', 'solved-after-help'];
const STEP_MARKS: readonly StepMark[] = ['not-done', 'done', 'predicted-right', 'predicted-wrong'];

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

/** The characters after "AE-" that a code for `count` puzzles and `steps` lesson steps has (hyphens not counted). */
export const codeLength = (count: number, steps: number, version: number = CODE_VERSION): number =>
  Math.ceil((HEADER + 2 * count + (version >= 2 ? STEP_COUNT_BITS + 2 * steps : 0) + CHECK_BITS) / 5);

/** What a code says: each puzzle's mark and each lesson step's, by id. */
export interface CodeMarks {
  readonly puzzles: ReadonlyMap<string, PuzzleMark>;
  readonly steps: ReadonlyMap<string, StepMark>;
}

/** The orders a code lists its puzzles and steps in (the site's, or a test's). */
export interface CodeOrders {
  readonly puzzles: readonly string[];
  readonly steps: readonly string[];
}

export const SITE_ORDERS: CodeOrders = { puzzles: CODE_ORDER, steps: LESSON_CODE_ORDER };

/**
 * The code for a pupil's progress: each puzzle's and step's mark by id (ids not in the orders are left
 * out; ids of the orders missing from `marks` are "not solved" and "not done").
 */
export function encodeProgress(marks: CodeMarks, orders: CodeOrders = SITE_ORDERS): string {
  if (orders.puzzles.length > MAX_PUZZLES)
    throw new Error(`progressCode: a code lists at most ${MAX_PUZZLES} puzzles, not ${orders.puzzles.length}.`);
  if (orders.steps.length > MAX_STEPS)
    throw new Error(`progressCode: a code lists at most ${MAX_STEPS} lesson steps, not ${orders.steps.length}.`);
  const bits: number[] = [];
  pushBits(bits, CODE_VERSION, VERSION_BITS);
  pushBits(bits, orders.puzzles.length, COUNT_BITS);
  for (const id of orders.puzzles) pushBits(bits, MARKS.indexOf(marks.puzzles.get(id) ?? 'untried'), 2);
  pushBits(bits, orders.steps.length, STEP_COUNT_BITS);
  for (const id of orders.steps) pushBits(bits, STEP_MARKS.indexOf(marks.steps.get(id) ?? 'not-done'), 2);
  pushBits(bits, crc10(bits), CHECK_BITS);
  while (bits.length % 5 !== 0) bits.push(0);
  let chars = '';
  for (let i = 0; i < bits.length; i += 5) chars += ALPHABET[readBits(bits, i, 5)];
  return CODE_PREFIX + (chars.match(/.{1,4}/g) ?? []).join('-');
}

/** A step's mark from the lesson progress: done or not, and the prediction's first answer. */
export function stepMark(done: boolean, prediction: 'right' | 'wrong' | undefined): StepMark {
  if (!done) return 'not-done';
  return prediction === 'right' ? 'predicted-right' : prediction === 'wrong' ? 'predicted-wrong' : 'done';
}

export type CodeProblem = 'prefix' | 'character' | 'short' | 'version' | 'length' | 'check';

/** A code read: what it lists, the marks, and how much of it this page does not know. */
export interface DecodedProgress {
  /** The code's format version (1: puzzles only; 2: puzzles and lesson steps). */
  readonly version: number;
  /** How many puzzles the code lists (fewer than today's for a code made before puzzles were added). */
  readonly count: number;
  /** The mark of each puzzle the code lists, by id, in the code's order. */
  readonly marks: ReadonlyMap<string, PuzzleMark>;
  /** Puzzles the code lists beyond those this page knows (a code from a newer site). */
  readonly unknown: number;
  /** The mark of each lesson step the code lists, by id; null for a code made before lessons joined it. */
  readonly steps: ReadonlyMap<string, StepMark> | null;
  /** How many lesson steps the code lists. */
  readonly stepCount: number;
  /** Steps the code lists beyond those this page knows. */
  readonly unknownSteps: number;
}

/** What is wrong with a code: its kind, and a sentence that can follow "Line 3: ". */
export interface CodeError {
  readonly problem: CodeProblem;
  readonly message: string;
}

export type DecodedCode = Result<DecodedProgress, CodeError>;

const fail = (problem: CodeProblem, message: string): DecodedCode => failWith({ problem, message });
const SEPARATORS = /[\s\-‐‑‒–—_.]+/g;

const CHECK_FAILED = 'the code does not pass its check, so a character is probably mistyped.';

/**
 * The sentence for a code whose length does not agree with what its first characters say. Those
 * characters give the code's length, so a typo there looks like a missing character: where the code
 * is as long as this site's codes are, the typo is the likely cause, and the sentence says where to look.
 */
function lengthMessage(length: number, expected: number, orders: CodeOrders): string {
  const sitesLength = codeLength(orders.puzzles.length, orders.steps.length);
  if (length === sitesLength) {
    return 'a character is probably mistyped in the first group after “AE-”: that group says how long the code is, and it does not agree with the rest, which is as long as this site’s codes are.';
  }
  return `the code has ${length} characters after “AE-” where ${expected} were expected: a character is missing or extra, or one in the first group (which says how long the code is) is mistyped.`;
}

/** Reads a code; on failure, says what is wrong in a sentence that can follow "Line 3: ". */
export function decodeProgress(input: string, orders: CodeOrders = SITE_ORDERS): DecodedCode {
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
  if (body.length < codeLength(0, 0, 1)) return fail('short', 'the code is too short: check that it was copied whole.');
  const version = readBits(bits, 0, VERSION_BITS);
  if (version !== 1 && version !== 2) {
    return fail(
      'version',
      'the code is in a form this page does not read: its first character is mistyped, or it was made by a newer version of the site (then reload this page and read it again).',
    );
  }
  const count = readBits(bits, VERSION_BITS, COUNT_BITS);
  const puzzlesEnd = HEADER + 2 * count;
  const hasSteps = version >= 2;
  const stepCount = hasSteps && bits.length >= puzzlesEnd + STEP_COUNT_BITS ? readBits(bits, puzzlesEnd, STEP_COUNT_BITS) : 0;
  const expected = codeLength(count, stepCount, version);
  if (body.length !== expected) return fail('length', lengthMessage(body.length, expected, orders));
  const stepsStart = puzzlesEnd + (hasSteps ? STEP_COUNT_BITS : 0);
  const end = stepsStart + 2 * stepCount;
  const check = readBits(bits, end, CHECK_BITS);
  const padding = bits.slice(end + CHECK_BITS);
  const values = Array.from({ length: count }, (_, i) => readBits(bits, HEADER + 2 * i, 2));
  const stepValues = Array.from({ length: stepCount }, (_, i) => readBits(bits, stepsStart + 2 * i, 2));
  // Version 1 never wrote a puzzle's 3.
  if (check !== crc10(bits.slice(0, end)) || padding.some((b) => b !== 0) || (version === 1 && values.some((v) => v > 2))) {
    return fail('check', CHECK_FAILED);
  }
  const marks = new Map<string, PuzzleMark>();
  values.forEach((v, i) => {
    const id = orders.puzzles[i];
    if (id !== undefined) marks.set(id, MARKS[v]!);
  });
  const steps = hasSteps ? new Map<string, StepMark>() : null;
  stepValues.forEach((v, i) => {
    const id = orders.steps[i];
    if (id !== undefined) steps?.set(id, STEP_MARKS[v]!);
  });
  return ok({
    version,
    count,
    marks,
    unknown: Math.max(0, count - orders.puzzles.length),
    steps,
    stepCount,
    unknownSteps: Math.max(0, stepCount - orders.steps.length),
  });
}

/** The marks of a pupil's puzzle standings and lesson progress, for encodeProgress. */
export function marksOf(
  standings: Iterable<readonly [string, PuzzleMark]>,
  lessons: { readonly done: readonly string[]; readonly predictions: Readonly<Record<string, 'right' | 'wrong'>> },
): CodeMarks {
  const done = new Set(lessons.done);
  const steps = new Map<string, StepMark>();
  for (const id of new Set([...lessons.done, ...Object.keys(lessons.predictions)]))
    steps.set(id, stepMark(done.has(id), lessons.predictions[id]));
  return { puzzles: new Map(standings), steps };
}
