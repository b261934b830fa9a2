/**
 * The essays and the bibliography in a real browser. For every essay listed on
 * /essays/: its first claim hydrates, "Play the move" plays the claim's move on the board, and another
 * value of the rule changes what the outcome sentence says happens; the bibliography lists every
 * source (the comparison table's tests are in compare.browser.ts). The harness
 * (browser.ts) fails any test whose pages log a console error or ask a non-local host for anything.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOURCES, SOURCE_IDS } from '../../src/engine';
import { DESKTOP, PHONE, SCREENSHOTS, shot, siteUrl, useBrowser } from './browser';

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

const outcomeOf = (claim: Locator): Promise<string> => claim.getByTestId('claim-outcome').innerText();
/** What the sentence says happens, without the "Under … (rule: value)," that names the value. */
const resultPart = (text: string): string => text.slice(text.indexOf('), ') + 3).trim();

describe('essays', () => {
  it('the index lists at least one essay, each with a title and a summary', async () => {
    const { page } = session;
    const paths = await essayPaths(page);
    expect(paths.length, 'essays on /essays/').toBeGreaterThan(0);
    expect(await page.locator('main .essay-list li').count()).toBe(paths.length);
  });

  it('in every essay the first claim plays its move, and another value changes the outcome', async () => {
    const { page } = session;
    const paths = await essayPaths(page);
    for (const path of paths) {
      await page.goto(siteUrl(path));
      expect((await page.locator('h1').innerText()).trim().length, `${path} has a title`).toBeGreaterThan(0);
      const claim = page.locator('[data-testid="claim"]').first();
      expect(await claim.count(), `${path} renders a claim`).toBe(1);
      const id = await claim.getAttribute('data-claim');
      expect(await page.locator(`[id="claim-${id}"] [data-testid="claim"]`).count(), `${path}: #claim-${id} wraps the claim`).toBe(1);
      await hydrated(page, claim);

      const values = claim.locator('.claim-values button');
      const n = await values.count();
      expect(n, `${path} ${id}: one button per value`).toBeGreaterThanOrEqual(2);
      const play = claim.getByRole('button', { name: 'Play the move' });
      // Start from the reading's value; if the claim's move is illegal there, from the first value where it is legal.
      const order = [await claim.locator('.claim-values button[aria-pressed="true"]').getAttribute('data-value')];
      for (let i = 0; i < n; i++) order.push(await values.nth(i).getAttribute('data-value'));
      let from: string | null = null;
      for (const v of order) {
        await claim.locator(`.claim-values button[data-value="${v}"]`).click();
        await expect.poll(() => claim.getAttribute('data-value')).toBe(v);
        if (await play.isEnabled()) {
          from = v;
          break;
        }
      }
      expect(from, `${path} ${id}: the claim's move is legal under some value`).not.toBeNull();
      await play.click();
      await expect
        .poll(() => claim.getByTestId('board-announcement').innerText(), { message: `${path} ${id}: the move is played` })
        .not.toBe('');
      expect(await play.isDisabled(), 'the move is on the board').toBe(true);
      const first = await outcomeOf(claim);
      expect(first.length).toBeGreaterThan(0);

      let changed = false;
      for (let i = 0; i < n && !changed; i++) {
        const button = values.nth(i);
        if ((await button.getAttribute('data-value')) === from) continue;
        await button.click();
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
        const text = await outcomeOf(claim);
        expect(text, `${path} ${id}: the sentence follows the value`).not.toBe(first);
        changed = resultPart(text) !== resultPart(first);
      }
      expect(changed, `${path} ${id}: some other value changes what happens (${first})`).toBe(true);

      await claim.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => claim.getByTestId('board-announcement').innerText()).toBe('');
    }
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
      mkdirSync(SCREENSHOTS, { recursive: true });
      await claim.screenshot({ path: join(SCREENSHOTS, `essay-${slug}-claim-${vpName}.png`), animations: 'disabled' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  }
});

describe('sources', () => {
  it('lists every source with its title, and claim links that land on a claim', async () => {
    const { page } = session;
    await page.goto(siteUrl('/sources/'));
    const ids = await page.locator('main [data-source]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-source')));
    expect(ids).toEqual([...SOURCE_IDS]);
    const text = await page.locator('main').innerText();
    for (const id of SOURCE_IDS) expect(text, id).toContain(SOURCES[id].title);
    const hrefs = [...new Set(await page.locator('a[data-claim-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
    const byPage = new Map<string, string[]>();
    for (const href of hrefs) {
      const [path, hash] = href.split('#');
      byPage.set(path!, [...(byPage.get(path!) ?? []), hash!]);
    }
    for (const [path, hashes] of byPage) {
      await page.goto(siteUrl(path));
      for (const hash of hashes) expect(await page.locator(`[id="${hash}"] [data-testid="claim"]`).count(), `${path}#${hash}`).toBe(1);
    }
  });
});
