/**
 * The essays and the bibliography in a real browser. For every essay listed on /essays/: its first
 * claim hydrates with two captioned boards, "Play the move" plays the claim's move on both and leaves
 * them different, and another value for the second board changes what its sentence says. On a laptop
 * every claim's two boards fit in one window (on a phone, the every-page walk checks it). The
 * bibliography lists every source (the comparison table's tests are in compare.browser.ts). The harness
 * (browser.test-support.ts) fails any test whose pages log a console error or ask a non-local host for anything.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOURCES, SOURCE_IDS, sourceTitleText } from '../../src/engine';
import { DESKTOP, PHONE, SCREENSHOTS, shot, TAKE_SCREENSHOTS, siteUrl, useBrowser } from './browser.test-support';
import { claimsAtLinks, claimsFit } from './pages.test-support';

const session = useBrowser();

/** The essay pages the index links to ("/essays/manuscript/", …), in the index's order. */
async function essayPaths(page: Page): Promise<string[]> {
  await page.goto(siteUrl('/essays/'));
  const hrefs = await page.locator('main a[href^="/essays/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => /^\/essays\/[^/]+\/$/.test(h)))];
}

/** Scrolls the claim into view (client:visible) and waits until its island has hydrated. */
async function hydrated(page: Page, claim: Locator): Promise<void> {
  await claim.scrollIntoViewIfNeeded();
  const id = await claim.getAttribute('data-claim');
  await page.waitForFunction(
    (claimId) => {
      const el = document.querySelector(`[data-testid="claim"][data-claim="${claimId}"]`);
      const island = el?.closest('astro-island');
      return !!island && !island.hasAttribute('ssr');
    },
    id,
    { timeout: 20_000 },
  );
}

/** What a board of a claim shows: how the game stands, its pieces, the pieces crossed out, and the moves struck out. */
const boardState = (pane: Locator): Promise<string> =>
  pane.evaluate((el) =>
    [
      el.querySelector('[data-testid="board-status"]')?.textContent ?? '',
      ...[...el.querySelectorAll('[data-piece]')].map((p) => `${p.getAttribute('data-square')}=${p.getAttribute('data-piece')}`),
      ...[...el.querySelectorAll('[data-captured]')].map((c) => `x${c.getAttribute('data-captured')}`),
      ...[...el.querySelectorAll('[data-refused-from]')].map(
        (r) => `no ${r.getAttribute('data-refused-from')}-${r.getAttribute('data-refused-to')}`,
      ),
    ]
      .sort()
      .join(' '),
  );

/** On screen: the claim's boards scrolled to the top of the window are both wholly inside it. */
async function boardsOnScreen(claim: Locator, viewport: { height: number }): Promise<void> {
  await claim
    .locator('.claim-pane')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (const pane of await claim.locator('.claim-pane').all()) {
    const box = (await pane.boundingBox())!;
    // The page scrolls by whole pixels and the layout is fractional: scrolled to the top, a pane may sit a fraction above it.
    expect(box.y, "the board's top is on screen").toBeGreaterThanOrEqual(-1);
    expect(box.y + box.height, "the board's bottom is on screen").toBeLessThanOrEqual(viewport.height);
  }
}

describe('essays', () => {
  it('the index lists at least one essay, each with a title and a summary', async () => {
    const { page } = session;
    const paths = await essayPaths(page);
    expect(paths.length, 'essays on /essays/').toBeGreaterThan(0);
    expect(await page.locator('main .essay-list li').count()).toBe(paths.length);
  });

  // At 1280x800 each essay is loaded once for both: what the claims measure, and what the first one does.
  it("in every essay, at 1280x800, every claim's two boards fit in one viewport, and the first claim plays its move on two boards that differ, and another value changes the second", async () => {
    const { page } = session;
    const viewport = { width: 1280, height: 800 };
    await page.setViewportSize(viewport);
    const paths = await essayPaths(page);
    const heights: string[] = [];
    for (const [i, path] of paths.entries()) {
      await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
      await claimsFit(page, path, viewport, heights);
      expect((await page.locator('h1').innerText()).trim().length, `${path} has a title`).toBeGreaterThan(0);
      const claim = page.locator('[data-testid="claim"]').first();
      expect(await claim.count(), `${path} renders a claim`).toBe(1);
      const id = await claim.getAttribute('data-claim');
      expect(await page.locator(`[id="claim-${id}"] [data-testid="claim"]`).count(), `${path}: #claim-${id} wraps the claim`).toBe(1);
      await hydrated(page, claim);
      if (i === 0) await boardsOnScreen(claim, viewport);

      const left = claim.locator('.claim-pane[data-side="left"]');
      const right = claim.locator('.claim-pane[data-side="right"]');
      expect(await claim.locator('.claim-pane [data-testid="board"]').count(), `${path} ${id}: two boards`).toBe(2);
      const captions = await claim.getByTestId('claim-caption').allInnerTexts();
      expect(captions, `${path} ${id}: a caption under each board`).toHaveLength(2);
      expect(captions[0], `${path} ${id}: the captions tell the two results apart`).not.toBe(captions[1]);
      // The key is folded, once, under the boards.
      expect(await claim.locator('.tb-legend').count(), `${path} ${id}: one key`).toBe(1);
      expect(await claim.locator('.tb-legend').isVisible()).toBe(false);

      const play = claim.getByRole('button', { name: /^Play the move/ });
      expect(await play.isEnabled(), `${path} ${id}: the claim opens with its move playable`).toBe(true);
      await play.click();
      await expect
        .poll(async () => (await claim.getByTestId('board-announcement').allInnerTexts()).join(''), {
          message: `${path} ${id}: the move is played`,
        })
        .not.toBe('');
      expect(await boardState(left), `${path} ${id}: the two boards differ after the move`).not.toBe(await boardState(right));
      expect(await claim.getByTestId('claim-said').innerText()).toMatch(/played on both boards/);

      // Another value for the second board changes what its full sentence says.
      const values = claim.locator('.claim-toggle button[aria-pressed="false"]');
      if ((await values.count()) > 0) {
        const before = await claim.locator('[data-testid="claim-outcome"][data-side="right"]').textContent();
        const button = values.first();
        const v = await button.getAttribute('data-value');
        await button.click();
        await expect.poll(() => claim.getAttribute('data-value')).toBe(v);
        expect(await claim.locator('[data-testid="claim-outcome"][data-side="right"]').textContent(), `${path} ${id}`).not.toBe(before);
      }

      if (i === 0) {
        await claim.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await shot(page, `claim-${id}-played-1280x800`);
      }

      await claim.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(async () => (await claim.getByTestId('board-announcement').allInnerTexts()).join('')).toBe('');
    }
    console.log(`claims at 1280x800, whole/boards in px: ${heights.join(', ')}`);
  });

  // That every claim's two boards fit a phone's window is checked on every page with claims, hydrated,
  // by the every-page walk (every-page.test-support.ts), which loads each page at 390x844 anyway.
  it('at 390x844 the first claim of the first essay is whole on screen, and plays its move', async () => {
    const { page } = session;
    const viewport = PHONE;
    await page.setViewportSize(viewport);
    const paths = await essayPaths(page);
    await page.goto(siteUrl(paths[0]!), { waitUntil: 'networkidle' });
    const first = page.locator('[data-testid="claim"]').first();
    await hydrated(page, first);
    await boardsOnScreen(first, viewport);
    await first.getByRole('button', { name: /^Play the move/ }).click();
    await expect.poll(async () => (await first.getByTestId('board-announcement').allInnerTexts()).join('')).not.toBe('');
    await first.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, `claim-${await first.getAttribute('data-claim')}-played-390x844`);
  });

  for (const [vpName, viewport] of [
    ['390x844', PHONE],
    ['1280x900', DESKTOP],
  ] as const) {
    it(`screenshots of the first essay and its first claim at ${vpName}, with no sideways scroll`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      const [path] = await essayPaths(page);
      expect(path).toBeDefined();
      await page.goto(siteUrl(path!), { waitUntil: 'networkidle' });
      const slug = path!.split('/')[2];
      await shot(page, `essay-${slug}-${vpName}`);
      const claim = page.locator('[data-testid="claim"]').first();
      await hydrated(page, claim);
      // An element screenshot (scrolled into view), not a clip of a full-page shot: essay pages are long.
      // A claim taller than the window would make Chromium paint the whole 20,000-pixel page for it,
      // which can take longer than the screenshot's time limit on a busy machine: the window is made
      // tall enough for the claim first (its width, and so the claim's layout, stays the same).
      const { height } = (await claim.boundingBox())!;
      if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) + 32 });
      if (TAKE_SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await claim.screenshot({ path: join(SCREENSHOTS, `essay-${slug}-claim-${vpName}.png`), animations: 'disabled' });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  }
});

describe('sources', () => {
  it('lists every source with its title (or, untitled, its description, never in quotation marks), and claim links that land on a claim', async () => {
    const { page } = session;
    await page.goto(siteUrl('/sources/'));
    const ids = await page.locator('main [data-source]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-source')));
    expect(ids).toEqual([...SOURCE_IDS]);
    const text = await page.locator('main').innerText();
    for (const id of SOURCE_IDS) expect(text, id).toContain(sourceTitleText(SOURCES[id]));
    expect(text).not.toContain('“his reconstruction');
    const hrefs = [...new Set(await page.locator('a[data-claim-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
    const landed = await claimsAtLinks(page, hrefs);
    for (const href of hrefs) expect(landed[href], href).toBe(1);
  });
});
