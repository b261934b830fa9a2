/**
 * The balance lab in a real browser, with real Web Workers: six Brandubh games at the beginner
 * level give a verdict in words, fill the table and the histogram and list Brandubh's endings only; a long run stopped after a game or two says so and keeps
 * its count. Screenshots at 1280 and 390 pixels wide after the short run.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';

const session = useBrowser();

async function openLab(page: Page): Promise<void> {
  await page.goto(siteUrl('/lab/'));
  await page.locator('.lab[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

async function choose(page: Page, games: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Reading' }).selectOption('brandubh');
  await page.getByRole('radio', { name: /^Beginner/ }).check();
  await page.getByRole('textbox', { name: 'Number of games' }).fill(String(games));
}

const count = (page: Page, outcome: string) =>
  page.getByTestId('lab-outcomes').locator(`tr[data-outcome="${outcome}"] td`).first().innerText().then(Number);

describe('/lab', () => {
  it('plays six Brandubh games at the beginner level and shows the results', async () => {
    const { page } = session;
    await openLab(page);
    await expect(page.getByRole('link', { name: 'Lab', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByTestId('lab-shipped-none').or(page.getByTestId('lab-shipped')).count()).resolves.toBe(1);
    await choose(page, 6);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByTestId('lab-progress').getByText('6 of 6 games').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('lab-status').innerText(), { timeout: 10_000 }).toBe('Finished: all 6 games played.');

    const counts = [await count(page, 'attackers'), await count(page, 'defenders'), await count(page, 'draws')];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const hist = page.getByRole('img', { name: /^Game lengths of 6 games: shortest \d+ moves, median [\d.]+, longest \d+\.$/ });
    await expect(hist.count()).resolves.toBe(1);
    expect(await page.getByTestId('lab-histogram').locator('rect').count()).toBeGreaterThan(0);
    // The verdict comes first, in words; the live region reads it once the run is over.
    const verdict = await page.getByTestId('lab-verdict').innerText();
    expect(verdict).toMatch(
      /^(The (attackers|defenders) won (\d+ of|all) 6 games|The attackers and the defenders each won \d+ of 6 games|None of the 6 games had a winner)/,
    );
    expect(verdict).not.toMatch(/move-limit|0\.\d|NaN/);
    await expect(page.getByRole('status').filter({ hasText: 'Finished all 6 games.' }).innerText()).resolves.toContain(verdict);
    // Brandubh's endings only: escape, the king captured, no moves, repetition, and the move limit.
    const reasons = await page.getByTestId('lab-reasons').locator('li').allInnerTexts();
    expect(
      await page
        .getByTestId('lab-reasons')
        .locator('li')
        .evaluateAll((lis) => lis.map((li) => li.dataset.reason)),
    ).toEqual(['escape', 'king-captured', 'no-moves', 'repetition', 'move-limit']);
    expect(reasons.map((r) => Number(/(\d+) games?$/.exec(r.replace(/\s+/g, ' '))?.[1])).reduce((a, b) => a + b, 0)).toBe(6);

    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => document.getElementById('lab-run-h')!.scrollIntoView());
    await shot(page, 'lab-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Results', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'lab-390');
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('stops a 200-game run after a game or two and keeps the count', async () => {
    const { page } = session;
    await openLab(page);
    await choose(page, 200);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByTestId('lab-progress')
      .getByText(/^[1-9]\d* of 200 games$/)
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    const stopped = page.getByTestId('lab-status');
    await expect.poll(() => stopped.innerText()).toMatch(/^Stopped after \d+ of 200 games\.$/);
    const n = Number(/after (\d+) of/.exec(await stopped.innerText())![1]);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(200);
    // The workers are gone: the count stays where Stop left it.
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('lab-progress').innerText()).resolves.toBe(`${n} of 200 games`);
    await expect(stopped.innerText()).resolves.toBe(`Stopped after ${n} of 200 games.`);
    await expect(page.getByTestId('lab-verdict').innerText()).resolves.toMatch(
      new RegExp(`(of|all) ${n} games?|the only game|None of the ${n}`),
    );
    const counts = [await count(page, 'attackers'), await count(page, 'defenders'), await count(page, 'draws')];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    await expect(page.getByRole('button', { name: 'Run again' }).isEnabled()).resolves.toBe(true);
  });
});
