/**
 * What to print for the teachers' 45-minute plan (/learn/teachers/), and how many pages each item is on
 * A4 and on US Letter: the teachers' page and the print kits list it, the class set
 * (/learn/print/class/) prints it all from one button, and a browser test prints each item, and the
 * whole set, to PDF in both sizes and fails if a page count is not the one given here
 * (tests/browser/print-kits.browser.ts).
 */
import { url } from '../../site/url';
import { LESSONS, type PuzzleLesson } from '../../learn/lessons';
import { blankBoardUrl, sheetUrl } from './urls';

import type { ClassPartId } from './class-set-parts';

export { CLASS_PART_IDS, type ClassPartId, chosenParts } from './class-set-parts';

export interface ClassSetItem {
  readonly id: ClassPartId;
  /** What it is, as a teacher would name it. */
  readonly title: string;
  /** Where to see it on its own (and print it alone). */
  readonly href: string;
  /** Its pages on A4 and on US Letter, portrait. */
  readonly pages: number;
  /** How many copies, and what for. */
  readonly copies: string;
}

/** The reading the plan's material is for: Brandubh, on 7 × 7. */
export const CLASS_READING = 'brandubh';
/** The puzzle sheet's Print choice (components/print/PuzzleSheet.astro): the Brandubh puzzles. */
export const CLASS_PUZZLES = `reading:${CLASS_READING}`;
/** The blank board's slug (BLANK_BOARDS). */
export const CLASS_BOARD = '7';
/** The lesson steps played on a board, one page each. */
export const CLASS_LESSONS: readonly PuzzleLesson[] = LESSONS.filter((l): l is PuzzleLesson => l.kind === 'puzzle');

/** The class set's page, with only some parts chosen, or with its print dialog opened at once. */
export const classSetUrl = (opts: { parts?: readonly ClassPartId[]; print?: boolean } = {}): string =>
  `${url('learn/print/class/')}${opts.parts ? `?parts=${opts.parts.join(',')}` : ''}${opts.print ? '#print' : ''}`;

/** The Brandubh puzzle sheet: the puzzle page's Print choice, chosen by the link. */
export const CLASS_PUZZLES_URL = (): string => `${url('learn/puzzles/')}?print=${CLASS_PUZZLES}#print-sheet`;

export const CLASS_SET: readonly ClassSetItem[] = [
  {
    id: 'rules-sheet',
    title: 'The rules sheet of Brandubh',
    href: sheetUrl(CLASS_READING),
    pages: 2,
    copies: 'one for each pair, to keep beside the board during the lessons and the game',
  },
  {
    id: 'lesson-pages',
    title: `The ${CLASS_LESSONS.length} lesson steps played on a board, one page each`,
    href: classSetUrl({ parts: ['lesson-pages'] }),
    pages: CLASS_LESSONS.length,
    copies: 'where pupils share few screens, one set for each pair, to answer in pencil',
  },
  {
    id: 'puzzle-sheet',
    title: 'The Brandubh puzzle sheet, with the answers on its last page',
    href: CLASS_PUZZLES_URL(),
    pages: 4,
    copies: 'the first three pages for each pair; the answers page for you',
  },
  {
    id: 'blank-board',
    title: 'A blank 7 × 7 board',
    href: blankBoardUrl(CLASS_BOARD),
    pages: 1,
    copies: 'one for each pair without a screen for the game, to play with counters',
  },
];

/** The pages of the whole set. */
export const CLASS_SET_PAGES = CLASS_SET.reduce((n, item) => n + item.pages, 0);
