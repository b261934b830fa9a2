/**
 * /learn/ in a real browser: the path shows no progress, the first step is completed with the
 * keyboard alone (Tab to the board, arrows to move the cursor, Enter to pick up and put down), the
 * progress survives a reload on the step and shows on the path, and step 4 opens directly by its
 * URL. Screenshots at 1280×900 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LESSONS } from '../../src/learn/lessons';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser';
import { board, cursorOf, piecesOf, waitForHydration, walkCursor } from './board';

const session = useBrowser({ viewport: DESKTOP });
const total = LESSONS.length;
const progress = (page: Page) => page.getByTestId('lesson-progress');

describe('/learn/', () => {
  it('completes the first step by keyboard, keeps it over a reload, and opens step 4 by its URL', async () => {
    const { page } = session;
    await page.goto(siteUrl('/learn/'));
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('path-progress').innerText()).toContain(`0 of ${total} done`);
    expect(await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Learn' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: LESSONS[0]!.title }).click();
    await page.waitForURL(/\/learn\/moving\/$/);
    await waitForHydration(page);
    await expect.poll(() => progress(page).innerText()).toContain(`0 of ${total} done`);

    // Into the board by Tab alone.
    let onBoard = false;
    for (let i = 0; i < 60 && !onBoard; i++) {
      await page.keyboard.press('Tab');
      onBoard = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'board');
    }
    expect(onBoard, 'Tab reaches the board').toBe(true);
    expect(await cursorOf(page), 'the cursor starts on the throne').toBe('d4');
    await walkCursor(page, 'e3');
    await page.keyboard.press('Enter');
    await walkCursor(page, 'e7');
    await page.keyboard.press('Enter');

    const feedback = page.getByTestId('puzzle-feedback');
    await expect.poll(() => feedback.innerText()).toMatch(/Right\.\s+After e3-e7 no defender move wins at once\./);
    expect((await piecesOf(page)).e7).toBe('attacker');
    await expect.poll(() => progress(page).innerText()).toContain(`1 of ${total} done`);
    expect(await page.getByTestId('lesson-next').getAttribute('href')).toBe(`/learn/${LESSONS[1]!.id}/`);
    await shot(page, 'lesson-1280');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => progress(page).innerText()).toContain(`1 of ${total} done`);
    expect(await page.getByTestId('lesson-done').isVisible()).toBe(true);

    await page.goto(siteUrl('/learn/'));
    await expect.poll(() => page.getByTestId('path-progress').innerText()).toContain(`1 of ${total} done`);
    await expect.poll(() => page.locator(`[data-lesson-mark="${LESSONS[0]!.id}"]`).isVisible()).toBe(true);

    // Step 4, opened directly.
    const fourth = LESSONS[3]!;
    await page.goto(siteUrl(`/learn/${fourth.id}/`));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(fourth.title);
    expect(await page.getByTestId('lesson-goal').innerText()).toContain(fourth.goal);
    expect(await board(page).getAttribute('aria-label')).toBe(`Lesson board: ${fourth.title}`);
    await expect.poll(() => progress(page).innerText()).toContain(`1 of ${total} done`);
    expect(await page.getByRole('link', { name: /Previous:/ }).getAttribute('href')).toBe(`/learn/${LESSONS[2]!.id}/`);
  });

  it('reads on a phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl(`/learn/${LESSONS[0]!.id}/`));
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await shot(page, 'lesson-390');
  });
});
