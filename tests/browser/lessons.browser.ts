/**
 * /learn/ in a real browser: the path shows no progress, the first step is completed with the
 * keyboard alone (Tab to the board, arrows to move the cursor, Enter to pick up and put down), the
 * progress survives a reload on the step and shows on the path, and step 4 opens directly by its
 * URL. "Predict, then reveal" shows the other reading's board once the prediction is made, beside the
 * lesson's board on a wide screen and below it on a phone. Every step prints as text, the position
 * drawn as a board and the question, with no buttons and no empty boxes, on one page of A4 and of
 * Letter. On a phone every step's board is whole in the first screen. Screenshots at 1280×900,
 * 1280×800 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LESSONS } from '../../src/learn/lessons';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { board, clickSquare, cursorOf, piecesOf, waitForHydration, walkCursor } from './board.test-support';

const session = useBrowser({ viewport: DESKTOP });
const total = LESSONS.length;
const progress = (page: Page) => page.getByTestId('lesson-progress');

describe('/learn/', () => {
  it('completes the first step by keyboard, keeps it over a reload, and opens step 4 by its URL', async () => {
    const { page } = session;
    await page.goto(siteUrl('/learn/'));
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('path-progress').innerText()).toContain(`0 of ${total} done`);
    expect(await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Learn' }).getAttribute('aria-current')).toBe(
      'page',
    );
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

  it('on a phone, every step’s board is whole in the first screen, the goal above it and a visible line to the rule below', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    for (const lesson of LESSONS.filter((l) => l.kind === 'puzzle')) {
      await page.goto(siteUrl(`/learn/${lesson.id}/`));
      await waitForHydration(page);
      const drawn = (await board(page).boundingBox())!;
      expect(drawn.y + drawn.height, `${lesson.id}: the board's foot at ${Math.round(drawn.y + drawn.height)} px`).toBeLessThanOrEqual(
        PHONE.height,
      );
      const goal = (await page.getByTestId('lesson-goal').boundingBox())!;
      expect(goal.y + goal.height, `${lesson.id}: the goal above the board`).toBeLessThanOrEqual(drawn.y);
      const cue = page.locator('.ls-cue a');
      expect(await cue.getAttribute('href')).toBe('#ls-about');
      expect((await cue.boundingBox())!.y, `${lesson.id}: the line to the rule in the first screen`).toBeLessThan(drawn.y);
      expect(await page.locator('#ls-about').innerText()).toContain(lesson.text);
    }
    await shot(page, 'lesson-first-screen-390');
  });

  it('after the prediction, shows the other reading’s board beside the lesson’s, and below it on a phone', async () => {
    const { page } = session;
    for (const [name, viewport] of [
      ['1280', { width: 1280, height: 800 }],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('/learn/corner-squares/'));
      await waitForHydration(page);
      await clickSquare(page, 'c7');
      await clickSquare(page, 'c1');
      await expect
        .poll(() => page.getByTestId('puzzle-feedback').innerText())
        .toMatch(/Right\.\s+Under Helmfrid as the site reads him, c7-c1 captures the defender on b1\./);
      // Under the lesson's reading (Helmfrid's) the defender on b1 is taken.
      expect((await piecesOf(page)).b1).toBeUndefined();
      expect(await page.getByTestId('prediction-reveal').count(), 'no reveal before the prediction').toBe(0);
      await page.getByRole('button', { name: 'c7-c1 captures nothing.' }).click();
      const reveal = page.getByTestId('prediction-reveal');
      await reveal.waitFor({ state: 'visible' });
      const revealed = await page
        .getByTestId('reveal-board')
        .locator('[data-piece]')
        .evaluateAll((els) => Object.fromEntries(els.map((el) => [el.getAttribute('data-square'), el.getAttribute('data-piece')])));
      expect(revealed.b1, 'under Murray’s reading the defender stays').toBe('defender');
      expect(revealed.c1).toBe('attacker');
      expect(revealed.c7).toBeUndefined();
      expect(await page.getByTestId('reveal-caption').innerText()).toMatch(
        /^Under Murray as the site reads him: the defender on b1 is not captured\./,
      );
      expect(await page.getByTestId('puzzle-reveal').innerText()).toContain('Your prediction is right.');
      const main = (await board(page).locator('svg').boundingBox())!;
      const other = (await page.getByTestId('reveal-board').boundingBox())!;
      expect(other.width, 'a smaller board').toBeLessThan(main.width);
      if (name === '1280') expect(other.x, 'beside the lesson’s board').toBeGreaterThanOrEqual(main.x + main.width);
      else expect(other.y, 'below the lesson’s board').toBeGreaterThanOrEqual(main.y + main.height);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await shot(page.locator('.lesson-board'), `lesson-reveal-${name}`);
    }
  });

  it('prints every step as text, a board and the question, without buttons or empty boxes, on one page of A4 and of Letter', async () => {
    const { page } = session;
    const pageCounts: string[] = [];
    // Each step loaded once and read at both widths: the print styles follow the width as it changes.
    for (const lesson of LESSONS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(siteUrl(`/learn/${lesson.id}/`));
      for (const [name, viewport] of [
        ['1280', { width: 1280, height: 800 }],
        ['390', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ media: 'print' });
        const where = `${lesson.id} at ${name}`;
        expect(await page.getByRole('heading', { level: 1 }).isVisible(), where).toBe(true);
        expect(await page.getByText(lesson.text).isVisible(), where).toBe(true);
        expect(await page.getByTestId('lesson-goal').isVisible(), where).toBe(true);
        // No button, and no box drawn with nothing in it: every element that takes room on paper holds
        // text or a picture.
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
            if (el.closest('svg, head, script, style, template')) continue;
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
            if (el.tagName === 'BUTTON') found.push(`a button: ${el.textContent?.trim()}`);
            const text = (el.innerText ?? '').trim();
            const picture = el.matches('img, svg') || el.querySelector('img, svg') !== null;
            if (!text && !picture) found.push(`an empty ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
          }
          return found;
        });
        expect(problems, where).toEqual([]);
        expect(await page.locator('[data-testid="lesson"]').isHidden(), `${where}: the island gives way on paper`).toBe(true);
        // The page count does not depend on the window: printed once, from the wide one.
        if (name === '1280') {
          for (const format of ['A4', 'Letter'] as const) {
            const pdf = await page.pdf({ format, printBackground: false });
            const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
            if (pages !== 1) pageCounts.push(`${lesson.id} on ${format}: ${pages} pages`);
          }
        }
        if (lesson.kind === 'puzzle') {
          const sheet = page.getByTestId('lesson-print');
          const picture = sheet.locator('svg.tb-svg');
          expect(await picture.isVisible(), `${where}: the position is drawn`).toBe(true);
          expect((await picture.boundingBox())!.width).toBeGreaterThan(150);
          // The step's own position: the pieces the island starts with.
          const drawn = await picture.locator('[data-piece]').count();
          expect(drawn, where).toBeGreaterThanOrEqual(3);
          expect(await picture.getAttribute('aria-label'), where).toMatch(/^The position of this step under /);
          expect(await sheet.getByRole('list', { name: 'Key to the board' }).isVisible(), where).toBe(true);
          expect(await sheet.innerText(), where).toContain('Your answer:');
          if (lesson.puzzle.compare) expect(await sheet.innerText(), where).toMatch(/Then predict: what does the same move do under /);
          if (lesson.id === 'corner-squares') await shot(page, `print-lesson-${name}`, { fullPage: true });
        } else {
          // The link's address written out, since a link cannot be followed on paper.
          const address = page.locator('.ls-print-url');
          expect(await address.isVisible(), where).toBe(true);
          expect(await address.innerText(), where).toMatch(
            new RegExp(`^${lesson.linkText}: https?://\\S+/${lesson.href.replace(/[?]/g, '\\?')}$`),
          );
        }
        await page.emulateMedia({ media: 'screen' });
        if (lesson.kind === 'puzzle') expect(await page.getByTestId('lesson-print').isHidden(), 'the sheet is for paper only').toBe(true);
      }
    }
    expect(pageCounts, 'every step on one page').toEqual([]);
  });
});
