/**
 * The teachers' page reads pupils' progress codes (src/islands/puzzle/progressCode.ts) pasted one per
 * line, each optionally after the pupil's name and a colon or a tab ("Ada: AE-…", or two cells pasted
 * from a spreadsheet). Blank lines are skipped; lines keep their numbers, so a problem can name the
 * line it is on. Then the class as a whole: each puzzle's and each lesson step's counts, hardest
 * first, names given twice, and the table as CSV. Pure: no DOM.
 */
import type { PuzzleKind } from '../../learn/types';
import { decodeProgress, SITE_ORDERS, type CodeOrders, type PuzzleMark, type StepMark } from '../puzzle/progressCode';

/** What the reader needs of a puzzle (plain data, passed from the page). */
export interface PuzzleInfo {
  readonly id: string;
  readonly title: string;
  readonly kind: PuzzleKind;
}

/** What the reader needs of a lesson step. */
export interface StepInfo {
  readonly id: string;
  readonly title: string;
  /** The step asks the pupil to predict what another reading does. */
  readonly predicts: boolean;
}

/** A puzzle's mark in one pupil's code; 'absent' when the code was made before the puzzle was added. */
export type ReadMark = PuzzleMark | 'absent';
/** A lesson step's mark; 'absent' when the code was made before the step (or before lessons) joined it. */
export type ReadStepMark = StepMark | 'absent';

export interface PupilRow {
  readonly line: number;
  readonly name: string | null;
  readonly code: string;
  /** Each puzzle's mark, in the order of the puzzles given. */
  readonly marks: readonly ReadMark[];
  /** Solved without help in the end (the first time, or on a later day after help). */
  readonly solved: number;
  /** Solved with help only. */
  readonly helped: number;
  /** Not solved, including puzzles added after the code was made. */
  readonly untried: number;
  /** Puzzles added to the site after the code was made (counted as not solved). */
  readonly added: number;
  /** How many puzzles the code lists. */
  readonly count: number;
  /** Puzzles the code lists that this page does not know (a code from a newer version of the site). */
  readonly unknown: number;
  /** Each lesson step's mark, in the order of the steps given. */
  readonly steps: readonly ReadStepMark[];
  /** The code was made before lessons joined progress codes: it says nothing of them. */
  readonly noLessons: boolean;
  readonly stepsDone: number;
  /** Predictions answered right the first time, and answered at all. */
  readonly predictionsRight: number;
  readonly predictionsAnswered: number;
}

export interface LineProblem {
  readonly line: number;
  readonly name: string | null;
  /** "Line 3 (Sam): the code does not pass its check, so a character is probably mistyped." */
  readonly sentence: string;
}

export interface ReadResult {
  readonly pupils: readonly PupilRow[];
  readonly problems: readonly LineProblem[];
}

/** "Line 3" or "Line 3 (Sam)". */
export const lineLabel = (line: number, name: string | null): string => `Line ${line}${name ? ` (${name})` : ''}`;

/** Splits "Name: code" or "Name<tab>code"; a line with neither is all code. */
export function splitLine(text: string): { name: string | null; code: string } {
  const cut = Math.max(text.lastIndexOf(':'), text.lastIndexOf('\t'));
  if (cut < 0) return { name: null, code: text.trim() };
  const name = text.slice(0, cut).replace(/\s+/g, ' ').trim();
  return { name: name === '' ? null : name, code: text.slice(cut + 1).trim() };
}

const countOf = <T>(list: readonly T[], ...values: T[]): number => list.filter((v) => values.includes(v)).length;

export function readCodes(
  text: string,
  puzzles: readonly PuzzleInfo[],
  steps: readonly StepInfo[] = [],
  orders: CodeOrders = SITE_ORDERS,
): ReadResult {
  const pupils: PupilRow[] = [];
  const problems: LineProblem[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const { name, code } = splitLine(raw);
    if (code === '') {
      problems.push({ line, name, sentence: `${lineLabel(line, name)}: there is no code after the name.` });
      return;
    }
    const decoded = decodeProgress(code, orders);
    if (!decoded.ok) {
      problems.push({ line, name, sentence: `${lineLabel(line, name)}: ${decoded.error.message}` });
      return;
    }
    const { value } = decoded;
    // A puzzle the code does not list was added to the site after the code was made.
    const marks = puzzles.map((p): ReadMark => value.marks.get(p.id) ?? 'absent');
    const stepMarks = steps.map((s): ReadStepMark => value.steps?.get(s.id) ?? 'absent');
    const solved = countOf(marks, 'solved', 'solved-after-help');
    const helped = countOf(marks, 'helped');
    const predictionsRight = countOf(stepMarks, 'predicted-right');
    pupils.push({
      line,
      name,
      code,
      marks,
      solved,
      helped,
      untried: marks.length - solved - helped,
      added: countOf(marks, 'absent'),
      count: value.count,
      unknown: value.unknown,
      steps: stepMarks,
      noLessons: value.steps === null,
      stepsDone: countOf(stepMarks, 'done', 'predicted-right', 'predicted-wrong'),
      predictionsRight,
      predictionsAnswered: predictionsRight + countOf(stepMarks, 'predicted-wrong'),
    });
  });
  return { pupils, problems };
}

/** The summary line of a read: "2 codes read; 1 line has a problem." */
export function readSummary(result: ReadResult): string {
  const n = result.pupils.length;
  const p = result.problems.length;
  const codes = n === 0 ? 'No code read' : `${n} ${n === 1 ? 'code' : 'codes'} read`;
  const problems = p === 0 ? '' : `; ${p} ${p === 1 ? 'line has a problem' : 'lines have a problem'}, listed below`;
  return `${codes}${problems}.`;
}

/** A name as it is compared for duplicates: case, spaces and accents aside. */
const nameKey = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Names given on more than one line, with those lines: "Ada" on lines 2 and 7. */
export function duplicateNames(pupils: readonly PupilRow[]): { readonly name: string; readonly lines: readonly number[] }[] {
  const byKey = new Map<string, { name: string; lines: number[] }>();
  for (const p of pupils) {
    if (p.name === null) continue;
    const key = nameKey(p.name);
    const entry = byKey.get(key) ?? { name: p.name, lines: [] };
    entry.lines.push(p.line);
    byKey.set(key, entry);
  }
  return [...byKey.values()].filter((e) => e.lines.length > 1);
}

/** "Ada is on lines 2 and 7: …" */
export function duplicateSentence(d: { readonly name: string; readonly lines: readonly number[] }): string {
  const lines = d.lines.map(String);
  const last = lines.pop();
  return `${d.name} is on lines ${lines.join(', ')} and ${last}: two pupils with one name, or one code pasted twice? Each line is counted as a pupil.`;
}

/** One puzzle across the class. */
export interface PuzzleSummary {
  readonly id: string;
  readonly title: string;
  readonly index: number;
  readonly solved: number;
  readonly helped: number;
  readonly untried: number;
}

/** One lesson step across the class. */
export interface StepSummary {
  readonly id: string;
  readonly title: string;
  readonly index: number;
  readonly predicts: boolean;
  readonly done: number;
  readonly notDone: number;
  /** Pupils whose code says nothing of lessons (made before they joined it). */
  readonly unknown: number;
  readonly predictionsRight: number;
  readonly predictionsWrong: number;
}

/**
 * Each puzzle's counts over the class, hardest first: fewest solved without help, then fewest solved at
 * all, then the site's order.
 */
export function puzzleSummary(pupils: readonly PupilRow[], puzzles: readonly PuzzleInfo[]): PuzzleSummary[] {
  return puzzles
    .map((p, index) => {
      const marks = pupils.map((pupil) => pupil.marks[index] ?? 'absent');
      const solved = countOf(marks, 'solved', 'solved-after-help');
      const helped = countOf(marks, 'helped');
      return { id: p.id, title: p.title, index, solved, helped, untried: marks.length - solved - helped };
    })
    .sort((a, b) => a.solved - b.solved || a.solved + a.helped - (b.solved + b.helped) || a.index - b.index);
}

/**
 * Each lesson step's counts over the class, hardest first: fewest done, then (for a step with a
 * prediction) fewest right the first time, then the path's order.
 */
export function stepSummary(pupils: readonly PupilRow[], steps: readonly StepInfo[]): StepSummary[] {
  return steps
    .map((s, index) => {
      const known = pupils.filter((p) => !p.noLessons).map((p) => p.steps[index] ?? 'absent');
      const done = countOf(known, 'done', 'predicted-right', 'predicted-wrong');
      return {
        id: s.id,
        title: s.title,
        index,
        predicts: s.predicts,
        done,
        notDone: known.length - done,
        unknown: pupils.length - known.length,
        predictionsRight: countOf(known, 'predicted-right'),
        predictionsWrong: countOf(known, 'predicted-wrong'),
      };
    })
    .sort((a, b) => a.done - b.done || a.predictionsRight - b.predictionsRight || a.index - b.index);
}

/** A puzzle's mark in words, as the tables and the CSV say it. */
export const MARK_WORDS: Readonly<Record<ReadMark, string>> = {
  solved: 'solved',
  'solved-after-help': 'solved (with help the first time)',
  helped: 'solved with help',
  untried: 'not solved',
  absent: 'not solved (added since the code was made)',
};

/** A lesson step's mark in words. */
export const STEP_WORDS: Readonly<Record<ReadStepMark, string>> = {
  done: 'done',
  'predicted-right': 'done, prediction right the first time',
  'predicted-wrong': 'done, prediction wrong the first time',
  'not-done': 'not done',
  absent: 'not in the code',
};

const csvCell = (value: string | number): string => {
  const text = String(value);
  // A cell a spreadsheet would take for a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The class as CSV: a row per pupil with the counts, then each puzzle's and each step's mark in words. */
export function classCsv(pupils: readonly PupilRow[], puzzles: readonly PuzzleInfo[], steps: readonly StepInfo[]): string {
  const head = [
    'Pupil',
    'Line',
    'Puzzles solved',
    'Solved with help',
    'Not solved',
    'Lesson steps done',
    'Predictions right the first time',
    ...puzzles.map((p, i) => `Puzzle ${i + 1}: ${p.title}`),
    ...steps.map((s, i) => `Lesson step ${i + 1}: ${s.title}`),
  ];
  const rows = pupils.map((p) => [
    p.name ?? '',
    p.line,
    p.solved,
    p.helped,
    p.untried,
    p.noLessons ? '' : p.stepsDone,
    p.noLessons ? '' : `${p.predictionsRight} of ${p.predictionsAnswered}`,
    ...p.marks.map((m) => MARK_WORDS[m]),
    ...p.steps.map((m) => STEP_WORDS[m]),
  ]);
  return `${[head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
