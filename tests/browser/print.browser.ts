/**
 * Teaching aids in a real browser: projector mode on /play (the board fills the screen with large
 * coordinates, Escape leaves and gives the focus back), printing (/play, a reading's page and the
 * puzzle set to PDF in A4 and Letter; in print media the site's navigation and every button are
 * hidden and the diagrams shown), and the board downloaded as a standalone SVG file.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, SCREENSHOTS, shot, siteUrl, useBrowser } from './browser';
import { board, openPlay, waitForHydration } from './board';

const session = useBrowser();

const PAGES = [
  { name: 'play', path: '/play/', diagram: '.tb-svg' },
  { name: 'reading', path: '/readings/alea-murray/', diagram: 'figure.board > svg' },
  { name: 'puzzles', path: '/learn/puzzles/', diagram: '.pz-print figure.board > svg' },
] as const;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  if (path === '/play/') await openPlay(page);
  else if (path === '/learn/puzzles/') await waitForHydration(page);
}

/** Buttons that print media still shows (there should be none). */
const visibleButtons = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0).map((b) => b.textContent?.trim() ?? ''));

describe('projector mode', () => {
  it('fills the viewport with the board, large coordinates, and Escape returns the focus', async () => {
    const { page } = session;
    await openPlay(page);
    const toggle = page.getByTestId('projector-toggle');
    await toggle.click();
    const overlay = page.locator('[data-testid="projector"][role="dialog"]');
    await overlay.waitFor({ state: 'visible' });
    // Measure only once the layout has settled: the board and its coordinates keep the same size over
    // two frames apart (under load the first frame can still show the page's own board size).
    const measure = () =>
      overlay.evaluate((el) => {
        const size = (sel: string) => el.querySelector(sel)?.getBoundingClientRect().height ?? 0;
        return `${size('.tb-svg')}|${size('.tb-coord--file')}`;
      });
    let last = '';
    await expect
      .poll(
        async () => {
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const now = await measure();
          const steady = now === last && !now.startsWith('0|');
          last = now;
          return steady;
        },
        { interval: 100, timeout: 10_000 },
      )
      .toBe(true);
    const box = await overlay.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    // The board is focused, large, and its coordinates readable from afar.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('board');
    const svgBox = await overlay.locator('.tb-svg').boundingBox();
    expect(svgBox!.height).toBeGreaterThan(DESKTOP.height * 0.7);
    const coordHeight = await overlay.locator('.tb-coord--file').first().evaluate((el) => el.getBoundingClientRect().height);
    expect(coordHeight, 'a file letter is at least 18 px tall').toBeGreaterThanOrEqual(18);
    const statusSize = await overlay.locator('.tb-status').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(statusSize).toBeGreaterThanOrEqual(28);
    // Keyboard play still works inside: the arrows move the cursor.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('board-cursor').textContent()).not.toBe('');
    await shot(page, 'projector-1280');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('projector-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('printing', () => {
  for (const p of PAGES) {
    it(`prints ${p.path} to PDF (A4 and Letter), without navigation or buttons`, async () => {
      const { page } = session;
      await open(page, p.path);
      mkdirSync(SCREENSHOTS, { recursive: true });
      for (const format of ['A4', 'Letter'] as const) {
        const path = join(SCREENSHOTS, `print-${p.name}-${format.toLowerCase()}.pdf`);
        await page.pdf({ path, format, printBackground: true });
        expect(statSync(path).size, `${path} is not empty`).toBeGreaterThan(5_000);
        expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
      }
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isHidden()).toBe(true);
      expect(await page.locator('.site-footer').isHidden()).toBe(true);
      expect(await visibleButtons(page)).toEqual([]);
      const diagram = page.locator(p.diagram).first();
      expect(await diagram.isVisible(), `${p.diagram} shows in print`).toBe(true);
      expect((await diagram.boundingBox())!.width).toBeGreaterThan(150);
      if (p.name === 'play') {
        expect(await page.getByTestId('rules-prose').isVisible()).toBe(true);
        expect(await page.locator('.play-controls').isHidden()).toBe(true);
        await shot(page, 'print-play');
      }
      if (p.name === 'reading') {
        expect(await page.locator('.pager').isHidden()).toBe(true);
        expect(await page.locator('table').first().isVisible()).toBe(true);
        await shot(page, 'print-reading-a4', { fullPage: true });
      }
      if (p.name === 'puzzles') {
        const items = page.locator('[data-print-puzzle]');
        expect(await items.count()).toBeGreaterThan(10);
        expect(await page.locator('[data-testid="puzzle"]').isHidden()).toBe(true);
        await shot(page, 'print-puzzles');
      }
      await page.emulateMedia({ media: 'screen' });
      if (p.name === 'puzzles') expect(await page.locator('.pz-print').isHidden(), 'the print set is hidden on screen').toBe(true);
    });
  }
});

describe('SVG download', () => {
  it('saves the board as a standalone SVG with every piece', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh');
    const pieces = await board(page).locator('[data-piece]').count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-svg').click()]);
    expect(download.suggestedFilename()).toBe('brandubh-0.svg');
    const path = join(SCREENSHOTS, 'download-brandubh-0.svg');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await download.saveAs(path);
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(text.match(/data-piece="/g)?.length).toBe(pieces);
    expect(text).toContain('data-piece="king"');
    // The colours travel with the file, and nothing made for the mouse does.
    expect(text).toMatch(/fill:rgb\(/);
    expect(text).not.toContain('tb-hit');
  });
});
