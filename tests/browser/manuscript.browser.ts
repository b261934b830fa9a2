/**
 * The manuscript essay's Latin, read on a phone and on a desktop: every passage is a block quotation
 * in the body font (not monospace), wraps inside its box, and never makes the page scroll sideways;
 * screenshots of the first passage at 390×844 and 1280×800 go to test-results/screenshots/
 * (manuscript-latin-390, manuscript-latin-1280). The quoted Latin, with the [sic] marks taken out, is
 * checked word for word against the ancientgames.org article where the project's shared folder is
 * present, so that no slip is silently corrected.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, siteUrl, useBrowser } from './browser.test-support';

const session = useBrowser();
const PATH = '/essays/manuscript/';
const LATIN = 'main blockquote[lang="la"]';

/** What the page reports about each Latin passage's box, and about the page as a whole. */
async function measure(page: Page) {
  return page.evaluate((selector) => {
    const viewport = document.documentElement.clientWidth;
    const bodyFont = getComputedStyle(document.querySelector('.essay-body > p') ?? document.body).fontFamily;
    const passages = [...document.querySelectorAll<HTMLElement>(selector)].map((quote) => {
      const figure = quote.closest('figure') ?? quote;
      const boxes = [quote, figure, ...figure.querySelectorAll<HTMLElement>('.lp-column, blockquote, p')];
      const overflowing = boxes.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.className || el.tagName);
      const rect = figure.getBoundingClientRect();
      return {
        start: (quote.textContent ?? '').trim().slice(0, 30),
        font: getComputedStyle(quote).fontFamily,
        overflowing,
        left: rect.left,
        right: rect.right,
        whiteSpace: getComputedStyle(quote).whiteSpace,
      };
    });
    return {
      viewport,
      pageWidth: document.documentElement.scrollWidth,
      bodyFont,
      passages,
    };
  }, LATIN);
}

describe('the manuscript essay: the board first', () => {
  it('at 390×844 the drawing of the board (its points, sides and allocations) comes before the Latin, within the first screens', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(PATH), { waitUntil: 'networkidle' });
    const view = (await page.getByTestId('manuscript-view').boundingBox())!;
    const firstLatin = (await page.locator(LATIN).first().boundingBox())!;
    expect(view.y, 'the board before the first Latin passage').toBeLessThan(firstLatin.y);
    expect(view.y, 'the board within the first three screens, in px').toBeLessThan(3 * 844);
  });
});

describe('the manuscript essay: the Latin', () => {
  for (const [name, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    it(`at ${viewport.width}×${viewport.height}: each Latin passage wraps in the body font, with no sideways scroll`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(PATH), { waitUntil: 'networkidle' });

      const latin = page.locator(LATIN);
      expect(await latin.count(), 'Latin passages on the page').toBeGreaterThanOrEqual(5);
      // The Latin is no longer set as code.
      expect(await page.locator('main pre').filter({ hasText: 'Incipit' }).count()).toBe(0);

      // The first passage, its caption and notes, from the top of the viewport.
      await latin.first().evaluate((el) => (el.closest('figure') ?? el).scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -16));
      await shot(page, `manuscript-latin-${name}`);

      const m = await measure(page);
      expect(m.pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(m.viewport);
      for (const p of m.passages) {
        expect(p.overflowing, `"${p.start}…": boxes wider than their content area`).toEqual([]);
        expect(p.left, `"${p.start}…" starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(p.right, `"${p.start}…" ends inside the viewport`).toBeLessThanOrEqual(m.viewport);
        expect(p.font, `"${p.start}…" is not in a monospace font`).not.toMatch(/mono|courier|consolas|menlo/i);
        expect(p.font, `"${p.start}…" is in the body font`).toBe(m.bodyFont);
        expect(p.whiteSpace, `"${p.start}…" wraps`).not.toMatch(/^pre$|nowrap/);
      }

      // Side by side on a desktop, one under the other on a phone.
      const columns = await latin.first().evaluate((el) => {
        const figure = el.closest('figure')!;
        const [a, b] = [...figure.querySelectorAll('.lp-column')].map((c) => c.getBoundingClientRect());
        return { sameRow: Math.abs(a!.top - b!.top) < 2, latinAbove: a!.bottom <= b!.top + 1 };
      });
      if (viewport.width >= 1000) expect(columns.sameRow, 'Latin and English side by side').toBe(true);
      else expect(columns.latinAbove, 'English under the Latin').toBe(true);
    });
  }

  it('every passage says whose Latin and whose English it is, and marks the printed slips [sic]', async () => {
    const { page } = session;
    await page.goto(siteUrl(PATH));
    const figures = page.locator('main figure.latin-passage');
    const n = await figures.count();
    expect(n).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < n; i++) {
      const caption = await figures.nth(i).locator('figcaption').innerText();
      expect(caption).toMatch(/Robinson/);
      expect(caption).toMatch(/ancientgames\.org article/);
      expect(caption).toMatch(/English: (Robinson’s paraphrase|as quoted on Walker’s Cyningstan game page|this essay’s own rendering)/);
      const marks = await figures.nth(i).locator('.lp-sic').count();
      const notes = await figures.nth(i).locator('.lp-notes li').count();
      expect(notes, `passage ${i + 1}: one note per [sic]`).toBe(marks);
    }
    const text = await page.locator('main').innerText();
    for (const form of ['logitudine', 'consribitur', 'ahutem', 'diriatum', 'dorum', 'siistram', 'scropulum', 'domu'])
      expect(text, `${form} is quoted and marked`).toMatch(new RegExp(`\\b${form}\\s\\[sic\\]`));
    expect(text.match(/sources? 0\d\d/gi) ?? [], 'sources named, not numbered').toEqual([]);
    expect(text).toContain('because Mc and Jo put forth no canon without another Evangelist');
    expect(text).toContain('do not always seem to be accurately assigned');
  });

  it('the link to what players found lands on a heading of the Murray essay', async () => {
    const { page } = session;
    await page.goto(siteUrl(PATH));
    const href = await page.locator('main a[href$="#what-players-found"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(siteUrl(href!));
    expect(await page.locator('#what-players-found').count()).toBe(1);
  });

  const shared = process.env.SHARED_DIR ? resolve(process.env.SHARED_DIR) : resolve(import.meta.dirname, '..', '..', '..', 'shared');
  const sourcesDir = join(shared, 'sources');
  const article = existsSync(sourcesDir) ? readdirSync(sourcesDir).find((f) => f.startsWith('000_')) : undefined;
  it.skipIf(!article)('the Latin is quoted word for word as the ancientgames.org article prints it (shared folder needed)', async () => {
    const { page } = session;
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
    const source = flat(readFileSync(join(sourcesDir, article!), 'utf8'));
    await page.goto(siteUrl(PATH));
    const quoted = await page.locator(LATIN).evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    for (const q of quoted) {
      for (const part of flat(q.replace(/\s\[sic\]/g, '')).split('[…]')) {
        expect(source.includes(part.trim()), `not in the article as printed: "${part.trim()}"`).toBe(true);
      }
    }
  });
});
