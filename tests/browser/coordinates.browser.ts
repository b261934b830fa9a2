/**
 * The boards' coordinates on a phone (390×844), on a page of each kind that has a board: an essay's
 * claims on 7×7, 9×9 and 11×11 boards, the manuscript essay's 19×19 claims and its manuscript view,
 * /play at 7×7 and 19×19, a lesson, the puzzles, a reading's diagram, the home page's small diagram,
 * and an embedded board in a frame 240 px wide. Every letter and number is at least 10 px tall (its
 * font size times its board's scale on the screen), inside its picture, clear of the board, and clear
 * of its neighbours, two-digit rank numbers included; and so already in the server's HTML, read in a
 * tab that runs none of the pages' scripts, with nothing moved by hydrating. One tab reads the pages
 * as served, another hydrates them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPlay } from './board.test-support';
import { PHONE, useReadingBrowser } from './browser.test-support';
import { openHydrated } from './pages.test-support';

const reader = useReadingBrowser({ viewport: PHONE });

const PAGES = [
  '/essays/tafl-family/',
  '/essays/manuscript/',
  '/play/',
  '/play/?r=alea-cyningstan',
  '/learn/escaping/',
  '/learn/puzzles/',
  '/readings/copenhagen/',
  '/',
];

/** What the page's coordinates measure: how many, the smallest in px, each board's, and what is wrong. */
interface Reading {
  readonly count: number;
  readonly smallest: number;
  /** Each drawn board: its size (or viewBox), its width and its coordinates' size, in px: to compare before and after hydration. */
  readonly boards: readonly string[];
  readonly problems: readonly string[];
}

/** Reads every drawn board's coordinates (the board's .tb-coord, the manuscript view's .mv-coord). */
const readCoordinates = (page: Page): Promise<Reading> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const boards: string[] = [];
    let count = 0;
    let smallest = Number.POSITIVE_INFINITY;
    const labels = [...document.querySelectorAll<SVGTextElement>('text.tb-coord, text.mv-coord')];
    const svgs = [...new Set(labels.map((t) => t.ownerSVGElement).filter((s): s is SVGSVGElement => s !== null))];
    const r1 = (n: number): string => n.toFixed(1);
    svgs.forEach((svg, i) => {
      const box = svg.getBoundingClientRect();
      if (box.width === 0) return; // not drawn (a print-only copy)
      const name = `board ${i + 1} (${svg.getAttribute('data-size') ?? svg.getAttribute('viewBox')}, ${Math.round(box.width)} px${svg.closest('[data-claim]') ? `, claim ${svg.closest('[data-claim]')!.getAttribute('data-claim')}` : ''})`;
      // The board itself: its squares, its points' ground, the manuscript's parchment, a diagram's squares.
      const ground = [...svg.querySelectorAll('.tb-cell, .tb-bg, .mv-bg, .sq')].map((e) => e.getBoundingClientRect());
      const board = {
        left: Math.min(...ground.map((r) => r.left)),
        bottom: Math.max(...ground.map((r) => r.bottom)),
      };
      const mine = [...svg.querySelectorAll<SVGTextElement>('text.tb-coord, text.mv-coord')].map((t) => {
        const m = t.getScreenCTM();
        const px = Number.parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 0);
        return { text: t.textContent ?? '', r: t.getBoundingClientRect(), px };
      });
      boards.push(`${name}: ${mine.map((l) => r1(l.px)).join(' ')}`);
      for (const l of mine) {
        count++;
        smallest = Math.min(smallest, l.px);
        const at = `${name} "${l.text}"`;
        if (l.px < 10) problems.push(`${at}: ${r1(l.px)} px`);
        if (l.r.left < box.left - 0.5 || l.r.right > box.right + 0.5 || l.r.top < box.top - 0.5 || l.r.bottom > box.bottom + 0.5)
          problems.push(`${at}: outside its picture`);
      }
      const ranks = mine.filter((l) => /^\d+$/.test(l.text)).sort((a, b) => a.r.top - b.r.top);
      const files = mine.filter((l) => /^[a-s]$/.test(l.text)).sort((a, b) => a.r.left - b.r.left);
      for (const l of ranks) if (l.r.right > board.left + 0.5) problems.push(`${name} rank ${l.text}: over the board`);
      for (const l of files) if (l.r.top < board.bottom - 0.5) problems.push(`${name} file ${l.text}: over the board`);
      // Neighbours: a rank number's figures (about 0.75 of its size tall) clear of the next one's, a file letter's width of the next.
      for (let k = 1; k < ranks.length; k++) {
        const [a, b] = [ranks[k - 1]!, ranks[k]!];
        const gap = (b.r.top + b.r.bottom) / 2 - (a.r.top + a.r.bottom) / 2;
        if (gap < 0.75 * Math.max(a.px, b.px)) problems.push(`${name} ranks ${a.text} and ${b.text}: ${r1(gap)} px apart`);
      }
      for (let k = 1; k < files.length; k++) {
        const [a, b] = [files[k - 1]!, files[k]!];
        if (a.r.right > b.r.left + 0.5) problems.push(`${name} files ${a.text} and ${b.text} overlap`);
      }
    });
    return { count, smallest, boards, problems };
  });

/**
 * The coordinates once the page has settled: /play sets up a link's reading after hydrating (a 19×19
 * board where the server drew the default one) and sizes its board to the window, so one reading taken
 * at once can catch a board between two sizes. Reads until two readings a tenth of a second apart agree.
 */
async function settledCoordinates(page: Page): Promise<Reading> {
  if ((await page.locator('.play').count()) > 0) await waitForPlay(page);
  let last = await readCoordinates(page);
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(100);
    const next = await readCoordinates(page);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

describe('coordinates on a phone (390×844)', () => {
  for (const path of PAGES) {
    it(`${path}: at least 10 px, inside the picture, clear of the board and of each other, before and after hydration`, async () => {
      const asServed = await reader.openServed(path);
      const served = await readCoordinates(asServed.page);
      expect(served.count, `${path}: coordinates`).toBeGreaterThan(0);
      expect(served.problems, `${path} as served`).toEqual([]);
      asServed.check();
      const { page, check } = await openHydrated(reader, path);
      const hydrated = await settledCoordinates(page);
      if (path.includes('r=alea'))
        expect(
          hydrated.boards.some((b) => b.includes('(19,')),
          `${path}: the link's 19×19 board`,
        ).toBe(true);
      expect(hydrated.problems, `${path} hydrated`).toEqual([]);
      // The server's HTML of /play is the default reading's; a link's reading is the script's to set up.
      if (!path.includes('?')) expect(hydrated.boards, `${path}: hydration moves nothing`).toEqual(served.boards);
      console.log(`${path}: ${served.count} coordinates, the smallest ${served.smallest.toFixed(1)} px`);
      check();
    });
  }

  it('an embedded board in a frame 240 px wide and 420 high: at least 10 px, clear of the board and of each other', async () => {
    for (const reading of ['alea-cyningstan', 'copenhagen', 'brandubh']) {
      const { page, check } = await reader.open(`/embed/?r=${reading}`);
      // The frame's size is the window's: its board is sized by CSS alone (embed.css).
      await page.setViewportSize({ width: 240, height: 420 });
      await page.locator('.embed[data-ready="true"]').waitFor();
      // The labels follow the board's size in the rendering step after the resize: read them once they hold still.
      const embedded = await settledCoordinates(page);
      expect(embedded.count, reading).toBeGreaterThan(0);
      expect(embedded.problems, reading).toEqual([]);
      await page.setViewportSize(PHONE);
      check();
    }
  });
});
