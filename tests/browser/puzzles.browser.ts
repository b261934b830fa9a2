/**
 * /learn/puzzles/ in a real browser: a teacher's link opens one puzzle, which is solved with the
 * keyboard alone (Tab to the board, arrows to move the cursor, Enter to pick up and put down); the
 * progress survives a reload; another puzzle opened by its hash takes a wrong move and says why.
 * Screenshots at 1280×900 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PUZZLES } from '../../src/learn/puzzles';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { board, clickSquare, cursorOf, piecesOf, squarePx, waitForHydration, walkCursor } from './board.test-support';

const session = useBrowser({ viewport: DESKTOP });

const feedback = (page: Page) => page.getByTestId('puzzle-feedback');
const progress = (page: Page) => page.getByTestId('puzzle-progress');
const title = (page: Page) => page.getByTestId('puzzle-title');

/** Opens a puzzle by its link and waits until the island has hydrated and shows it. */
async function openPuzzle(page: Page, id: string): Promise<void> {
  await page.goto(siteUrl(`/learn/puzzles/#${id}`));
  await waitForHydration(page);
  await expect.poll(() => title(page).getAttribute('data-puzzle')).toBe(id);
}

describe('/learn/puzzles/', () => {
  it('solves a Brandubh capture in one by keyboard, keeps the progress over a reload, and explains a wrong move', async () => {
    const { page } = session;
    await openPuzzle(page, 'brandubh-corner-anvil');
    await expect.poll(() => progress(page).innerText()).toBe(`0 of ${PUZZLES.length} solved`);
    expect(await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Learn' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Into the board by Tab alone.
    let onBoard = false;
    for (let i = 0; i < 60 && !onBoard; i++) {
      await page.keyboard.press('Tab');
      onBoard = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'board');
    }
    expect(onBoard, 'Tab reaches the board').toBe(true);
    expect(await cursorOf(page), 'the cursor starts on the throne').toBe('d4');
    await walkCursor(page, 'c3');
    await page.keyboard.press('Enter');
    await walkCursor(page, 'c1');
    await page.keyboard.press('Enter');

    await expect.poll(() => feedback(page).innerText()).toMatch(/Right\.\s+c3-c1 captures the attacker on b1\./);
    expect(await feedback(page).getAttribute('aria-live')).toBe('polite');
    const after = await piecesOf(page);
    expect(after.b1).toBeUndefined();
    expect(after.c1).toBe('defender');
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${PUZZLES.length} solved`);
    // The index marks are set by their own effect, after the progress line: wait for them too.
    await expect.poll(() => page.locator('[data-puzzle-mark="brandubh-corner-anvil"]').isVisible()).toBe(true);
    await shot(page, 'puzzles-1280');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${PUZZLES.length} solved`);
    // The index marks are set by their own effect, after the progress line: wait for them too.
    await expect.poll(() => page.locator('[data-puzzle-mark="brandubh-corner-anvil"]').isVisible()).toBe(true);

    // Another puzzle by its hash (a same-page link): its title takes the focus; then a wrong move.
    await page.goto(siteUrl('/learn/puzzles/#brandubh-empty-throne'));
    await expect.poll(() => title(page).getAttribute('data-puzzle')).toBe('brandubh-empty-throne');
    // The focus moves in the effect after the puzzle is shown: wait for it rather than read it at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('puzzle-title');
    await clickSquare(page, 'f7');
    await clickSquare(page, 'f5');
    await expect
      .poll(() => feedback(page).innerText())
      .toMatch(/Wrong\.\s+f7-f5 does not land next to the defender on e4; nothing is captured\./);
    expect(await board(page).getAttribute('aria-label')).toMatch(/^Puzzle board: The empty throne bites/);
    expect(await progress(page).innerText()).toBe(`1 of ${PUZZLES.length} solved`);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(async () => (await piecesOf(page)).f7).toBe('attacker');
  });

  it('reads on a phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPuzzle(page, 'tablut-fork');
    await expect.poll(() => progress(page).innerText()).toBe(`0 of ${PUZZLES.length} solved`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await shot(page, 'puzzles-390');
  });
});

describe('/learn/puzzles/ on a phone', () => {
  it('the board is whole in the first screen, the goal above it, opened plainly and by a teacher’s link', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    for (const hash of ['', '#alea-edge-or-corner', '#murray-throne-pass', '#tablut-fork']) {
      await page.goto(siteUrl(`/learn/puzzles/${hash}`));
      await waitForHydration(page);
      if (hash) await expect.poll(() => title(page).getAttribute('data-puzzle')).toBe(hash.slice(1));
      const drawn = (await board(page).boundingBox())!;
      expect(drawn.y + drawn.height, `${hash || 'no hash'}: the board's foot`).toBeLessThanOrEqual(PHONE.height);
      const goal = (await page.getByTestId('puzzle-goal').boundingBox())!;
      expect(goal.y, `${hash || 'no hash'}: the goal in view`).toBeGreaterThanOrEqual(0);
      expect(goal.y + goal.height).toBeLessThanOrEqual(drawn.y);
      // The progress code is below the board, with a line to it above.
      expect(await page.locator('.pz-kit-link').getAttribute('href')).toBe('#pz-kit');
      expect((await page.getByTestId('puzzle-code').boundingBox())!.y).toBeGreaterThan(drawn.y);
      const code = page.getByTestId('puzzle-code');
      const clipped = await code.evaluate((el) => (el as HTMLInputElement).scrollWidth - (el as HTMLInputElement).clientWidth);
      expect(clipped, 'the whole code in its field').toBeLessThanOrEqual(0);
    }
    await shot(page, 'puzzle-first-screen-390');
  });
});

describe('19×19 puzzles and lessons on a phone', () => {
  for (const path of ['/learn/puzzles/#alea-edge-or-corner', '/learn/capturing-the-king/']) {
    it(`${path}: Zoom gives every point a target of at least 24 px, with coordinates of at least 11 px in view`, async () => {
      const { page } = session;
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      expect(await squarePx(page), 'a point before zooming, in px').toBeLessThan(24);
      const zoom = page.getByRole('button', { name: 'Zoom' });
      expect(await zoom.getAttribute('aria-pressed')).toBe('false');
      await zoom.click();
      await expect.poll(() => squarePx(page), { message: 'a point after zooming, in px' }).toBeGreaterThanOrEqual(24);
      expect(await zoom.getAttribute('aria-pressed')).toBe('true');
      const railsInView = () =>
        page.evaluate(() => {
          const app = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
          const shown = [
            ...document.querySelectorAll<HTMLElement>('.play-zoom-files > span > span, .play-zoom-ranks > span > span'),
          ].filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && r.left >= app.left - 1 && r.right <= app.right + 1 && r.top >= app.top - 1 && r.bottom <= app.bottom + 1;
          });
          return { count: shown.length, font: Math.min(...shown.map((e) => Number.parseFloat(getComputedStyle(e).fontSize))) };
        });
      // The rails are placed once the zoomed frame has opened centred and been brought into view: wait for them.
      await expect
        .poll(() => railsInView().then((r) => r.count), { message: 'files and ranks in view at the edges' })
        .toBeGreaterThanOrEqual(12);
      const rails = await railsInView();
      expect(rails.font, 'the coordinates in view, in px').toBeGreaterThanOrEqual(11);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page itself does not scroll sideways',
      ).toBeLessThanOrEqual(390);
      await shot(page, `zoom-${path.includes('#') ? 'puzzle' : 'lesson'}-390`);
    });
  }
});

describe('projector mode on a puzzle, for the class', () => {
  for (const viewport of [{ width: 1920, height: 1080 }, DESKTOP, PHONE]) {
    it(`shows the goal and the verdict in large type beside the board, driven by keys (${viewport.width}×${viewport.height})`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await openPuzzle(page, 'brandubh-corner-anvil');
      await page.getByTestId('board-menu').click();
      await page.getByTestId('projector-toggle').click();
      const panel = page.getByTestId('projector-panel');
      await panel.waitFor();
      expect(await panel.innerText()).toContain('Goal: Defenders to move');

      // The projector puts the focus on its board: the move by keyboard, which no change of layout can misplace.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('board');
      const playByKeys = async (from: string, to: string) => {
        await walkCursor(page, from);
        await page.keyboard.press('Enter');
        await walkCursor(page, to);
        await page.keyboard.press('Enter');
      };
      await playByKeys('c3', 'c2');
      const verdict = page.getByTestId('projector-feedback');
      await expect.poll(() => verdict.innerText()).toMatch(/^✗\s*Wrong\./);
      const size = await verdict.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size, 'the verdict in large type').toBeGreaterThanOrEqual(viewport.width >= 1280 ? 24 : 18);
      const box = (await verdict.boundingBox())!;
      expect(box.y + box.height, 'the verdict in the first screen').toBeLessThanOrEqual(viewport.height);
      await shot(page, `puzzle-projector-wrong-${viewport.width}`);

      // A remote's Page Up tries again, Page Down opens the hint.
      await page.keyboard.press('PageUp');
      await expect.poll(() => verdict.innerText()).toMatch(/^Play the defenders’ move/);
      await page.keyboard.press('PageDown');
      await expect.poll(() => panel.innerText()).toContain('Hint:');
      await page.locator('.tb-projector [data-testid="board"]').focus();
      await playByKeys('c3', 'c1');
      await expect.poll(() => verdict.innerText()).toMatch(/^✓\s*Right\. c3-c1 captures the attacker on b1\./);
      await shot(page, `puzzle-projector-right-${viewport.width}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('projector-panel').count()).toBe(0);
    });
  }
});
