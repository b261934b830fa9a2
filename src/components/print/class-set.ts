/**
 * What to print for the teachers' 45-minute plan (/learn/teachers/), and how many pages each item is on
 * A4 and on US Letter: the teachers' page and the print kits list it, and a browser test prints each
 * item to PDF in both sizes and fails if its page count is not the one given here
 * (tests/browser/print-kits.browser.ts). The lesson pages print one page each (lessons.browser.ts).
 */
import { url } from '../../site/url';
import { blankBoardUrl, sheetUrl } from './urls';

export interface ClassSetItem {
  readonly id: string;
  /** What it is, as a teacher would name it. */
  readonly title: string;
  readonly href: string;
  /** Its pages on A4 and on US Letter, portrait. */
  readonly pages: number;
  /** How many copies, and what for. */
  readonly copies: string;
}

/** The Brandubh puzzle sheet: the puzzle page's Print choice, chosen by the link. */
export const CLASS_PUZZLES_URL = (): string => `${url('learn/puzzles/')}?print=reading:brandubh#print-sheet`;

export const CLASS_SET: readonly ClassSetItem[] = [
  {
    id: 'rules-sheet',
    title: 'The rules sheet of Brandubh',
    href: sheetUrl('brandubh'),
    pages: 2,
    copies: 'one for each pair, to keep beside the board during the lessons and the game',
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
    href: blankBoardUrl('7'),
    pages: 1,
    copies: 'one for each pair without a screen for the game, to play with counters',
  },
];
