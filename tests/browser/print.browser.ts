/**
 * Teaching aids in a real browser: projector mode on /play (the board fills the screen with large
 * coordinates, Escape leaves and gives the focus back; its toolbar steps the game back and forward,
 * by button and by ← and →, and the board's key stands beside the board), printing (/play, a reading's page and the
 * puzzle set to PDF in A4 and Letter; in print media the site's navigation and every button are
 * hidden and the diagrams shown), and the board downloaded as a standalone SVG file.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shot, siteUrl, useBrowser } from './browser.test-support';
import { board, clickSquare, moveListOf, openPlay, waitForHydration } from './board.test-support';

const session = useBrowser();

/**
 * A screenshot of the page in print media, for people reviewing the print layout: it asserts
 * nothing, so a capture that has not finished in 30 s is reported and skipped. The assertions
 * around it, and the PDFs, still decide the test.
 */
async function printShot(page: Page, name: string, fullPage = false): Promise<void> {
  try {
    await shot(page, name, { fullPage, timeout: 30_000 });
  } catch (e) {
    if (!(e instanceof Error) || e.name !== 'TimeoutError') throw e;
    process.stderr.write(`print screenshot ${name} skipped: ${e.message.split('\n')[0]}\n`);
  }
}

const PAGES = [
  { name: 'play', path: '/play/', diagram: '.tb-svg' },
  { name: 'reading', path: '/readings/alea-murray/', diagram: 'figure.board > .tb-picture > svg' },
  { name: 'puzzles', path: '/learn/puzzles/', diagram: '.pz-print figure.board > .tb-picture > svg' },
] as const;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  if (path === '/play/') await openPlay(page, 'r=alea-cyningstan');
  else if (path === '/learn/puzzles/') await waitForHydration(page);
}

/** Buttons that print media still shows (there should be none). */
const visibleButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0).map((b) => b.textContent?.trim() ?? ''),
  );

describe('projector mode', () => {
  it('fills the viewport with the board, large coordinates, and Escape returns the focus', async () => {
    const { page } = session;
    await openPlay(page, 'r=alea-cyningstan');
    // The board's Projector and Download sit in one small menu.
    const menu = page.getByTestId('board-menu');
    await menu.click();
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
    const coordHeight = await overlay
      .locator('.tb-coord--file')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(coordHeight, 'a file letter is at least 18 px tall').toBeGreaterThanOrEqual(18);
    const statusSize = await overlay.locator('.tb-status').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(statusSize).toBeGreaterThanOrEqual(28);
    // Keyboard play still works inside: the arrows move the cursor.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('board-cursor').textContent()).not.toBe('');
    await shot(page, 'projector-1280');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    // The focus is back on the menu that held the toggle, the menu closed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('board-menu');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('has the move controls and the key: Back in its toolbar steps the board back one move, ← and → step too', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlay(page, 'r=brandubh');
    const click = (sq: string) => clickSquare(page, sq);
    await click('d7');
    await click('f7');
    await click('d5');
    await click('f5');
    await expect.poll(() => moveListOf(page)).toEqual(['d7-f7', 'd5-f5']);
    await page.getByTestId('board-menu').click();
    await page.getByTestId('projector-toggle').click();
    const overlay = page.locator('[data-testid="projector"][role="dialog"]');
    await overlay.waitFor({ state: 'visible' });
    const title = overlay.getByTestId('projector-title');
    expect(await title.innerText()).toBe('Brandubh, after 2 moves');
    const piece = (sq: string) =>
      overlay
        .locator(`[data-piece][data-square="${sq}"]`)
        .getAttribute('data-piece')
        .catch(() => null);
    const has = (sq: string) => overlay.locator(`[data-piece][data-square="${sq}"]`).count();

    // The controls: a labelled group in the toolbar, large enough to read from the back of a room.
    const controls = overlay.getByRole('group', { name: 'Step through the game' });
    const back = controls.getByRole('button', { name: /^Back/ });
    expect(await controls.getByRole('button').allInnerTexts()).toEqual(['First (Home)', 'Back (←)', 'Forward (→)', 'Last (End)', 'Undo']);
    expect(await back.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20);
    expect(await controls.getByRole('button', { name: /^Forward/ }).getAttribute('aria-disabled')).toBe('true');

    // The key beside the board, not over it.
    const key = overlay.getByRole('list', { name: 'Key to the board' });
    expect(await key.isVisible()).toBe(true);
    expect(await key.locator('[data-legend="king"]').innerText()).toContain('King (1)');
    // The board takes its size from the overlay once the overlay is laid out: a frame or two after it shows.
    const boardHeight = async () => (await overlay.locator('.tb-svg').boundingBox())?.height ?? 0;
    await expect.poll(boardHeight, { message: 'the board still fills most of the height' }).toBeGreaterThan(800 * 0.55);
    const boardBox = (await overlay.locator('.tb-svg').boundingBox())!;
    const keyBox = (await key.boundingBox())!;
    expect(keyBox.x, 'the key stands to the right of the board').toBeGreaterThanOrEqual(boardBox.x + boardBox.width);
    expect(keyBox.y + keyBox.height).toBeLessThanOrEqual(800);
    await shot(page, 'projector-controls-1280');

    // Back: the board goes back one move (the defender returns from f5 to d5), the attackers' move stays.
    await back.click();
    await expect.poll(() => title.innerText()).toBe('Brandubh, after 1 move');
    expect(await has('f5')).toBe(0);
    expect(await piece('d5')).toBe('defender');
    expect(await piece('f7')).toBe('attacker');
    expect(await moveListOf(page)).toEqual(['d7-f7', 'd5-f5']);

    // With the focus on the toolbar, → and ← step through the game; the focus shows.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => title.innerText()).toBe('Brandubh, after 2 moves');
    expect(await piece('f5')).toBe('defender');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => title.innerText()).toBe('Brandubh, the start');
    expect(await piece('d7')).toBe('attacker');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { text: el.textContent, width: parseFloat(getComputedStyle(el).outlineWidth), style: getComputedStyle(el).outlineStyle };
    });
    expect(outline.text).toBe('Forward (→)');
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(3);

    // On a phone the key goes below the board.
    await page.setViewportSize(PHONE);
    await expect
      .poll(
        async () =>
          (await key.boundingBox())!.y >=
          (await overlay.locator('.tb-svg').boundingBox())!.y + (await overlay.locator('.tb-svg').boundingBox())!.height,
      )
      .toBe(true);
    const overflow = await overlay.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'nothing cut off sideways').toBeLessThanOrEqual(0);
    await shot(page, 'projector-controls-390');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
  });
});

describe('printing', () => {
  for (const p of PAGES) {
    it(`prints ${p.path} to PDF (A4 and Letter), without navigation or buttons`, async () => {
      const { page } = session;
      await open(page, p.path);
      mkdirSync(SCREENSHOTS, { recursive: true });
      // The page as printed, looked at first: a screenshot taken after page.pdf() sometimes stalls
      // Chromium's compositor past the 10 s limit on a page of many diagrams. Even before it, a
      // screenshot of the puzzles' print set has once waited more than 10 s for its fonts: see printShot.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isHidden()).toBe(true);
      expect(await page.locator('.site-footer').isHidden()).toBe(true);
      expect(await visibleButtons(page)).toEqual([]);
      const diagram = page.locator(p.diagram).first();
      expect(await diagram.isVisible(), `${p.diagram} shows in print`).toBe(true);
      expect((await diagram.boundingBox())!.width).toBeGreaterThan(150);
      if (p.name === 'play') {
        expect(await page.getByTestId('rules-prose').isVisible()).toBe(true);
        // The controls' column keeps only the printed game record (print-kits.browser.ts checks it in full).
        for (const control of await page.locator('.play-controls > :not(.play-moves), .play-moves > :not(.print-only)').all())
          expect(await control.isHidden()).toBe(true);
        expect(await page.getByTestId('print-moves').isVisible()).toBe(true);
        await printShot(page, 'print-play');
      }
      if (p.name === 'reading') {
        expect(await page.locator('.pager').isHidden()).toBe(true);
        expect(await page.locator('table').first().isVisible()).toBe(true);
        await printShot(page, 'print-reading-a4', true);
      }
      if (p.name === 'puzzles') {
        const items = page.locator('[data-print-puzzle]');
        expect(await items.count()).toBeGreaterThan(10);
        expect(await page.locator('[data-testid="puzzle"]').isHidden()).toBe(true);
        await printShot(page, 'print-puzzles');
      }
      await page.emulateMedia({ media: 'screen' });
      for (const format of ['A4', 'Letter'] as const) {
        const path = join(SCREENSHOTS, `print-${p.name}-${format.toLowerCase()}.pdf`);
        await page.pdf({ path, format, printBackground: true });
        expect(statSync(path).size, `${path} is not empty`).toBeGreaterThan(5_000);
        expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
      }
      if (p.name === 'puzzles') expect(await page.locator('.pz-print').isHidden(), 'the print set is hidden on screen').toBe(true);
    });
  }
});

describe('SVG download', () => {
  it('saves the board as a standalone SVG with every piece', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh');
    const pieces = await board(page).locator('[data-piece]').count();
    await page.getByTestId('board-menu').click();
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
