/**
 * The teachers' page reads pupils' progress codes (src/islands/puzzle/progressCode.ts) pasted one per
 * line, each optionally after the pupil's name and a colon or a tab ("Ada: AE-…", or two cells pasted
 * from a spreadsheet). Blank lines are skipped; lines keep their numbers, so a problem can name the
 * line it is on. Pure: no DOM.
 */
import type { PuzzleKind } from '../../learn/types';
import { CODE_ORDER } from '../puzzle/codeOrder';
import { decodeProgress, type PuzzleMark } from '../puzzle/progressCode';

/** What the reader needs of a puzzle (plain data, passed from the page). */
export interface PuzzleInfo {
  readonly id: string;
  readonly title: string;
  readonly kind: PuzzleKind;
}

/** A puzzle's mark in one pupil's code; 'absent' when the code was made before the puzzle was added. */
export type ReadMark = PuzzleMark | 'absent';

export interface PupilRow {
  readonly line: number;
  readonly name: string | null;
  readonly code: string;
  /** Each puzzle's mark, in the order of the puzzles given. */
  readonly marks: readonly ReadMark[];
  readonly solved: number;
  readonly helped: number;
  /** Not tried, including puzzles added after the code was made. */
  readonly untried: number;
  /** Puzzles added to the site after the code was made (counted as not tried). */
  readonly added: number;
  /** How many puzzles the code lists. */
  readonly count: number;
  /** Puzzles the code lists that this page does not know (a code from a newer version of the site). */
  readonly unknown: number;
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

export function readCodes(text: string, puzzles: readonly PuzzleInfo[], order: readonly string[] = CODE_ORDER): ReadResult {
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
    const decoded = decodeProgress(code, order);
    if (!decoded.ok) {
      problems.push({ line, name, sentence: `${lineLabel(line, name)}: ${decoded.error.message}` });
      return;
    }
    // A puzzle the code does not list was added to the site after the code was made.
    const marks = puzzles.map((p): ReadMark => decoded.value.marks.get(p.id) ?? 'absent');
    const solved = marks.filter((m) => m === 'solved').length;
    const helped = marks.filter((m) => m === 'helped').length;
    const added = marks.filter((m) => m === 'absent').length;
    pupils.push({
      line,
      name,
      code,
      marks,
      solved,
      helped,
      untried: marks.length - solved - helped,
      added,
      count: decoded.value.count,
      unknown: decoded.value.unknown,
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
