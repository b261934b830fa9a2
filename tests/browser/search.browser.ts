/**
 * The site search in a real browser, against the Pagefind index that `npm run build` writes into
 * dist/pagefind/: "Evangelists" typed into the dialog finds Nielsen's essay, whose result shows its
 * title, an excerpt with the word highlighted and links into its sections, and following it lands on
 * the essay; a section link lands on its heading. Pagefind's script is fetched only once the dialog
 * opens. The dialog opens and closes by keyboard alone (Enter on the button, `/`, Ctrl+K; Escape),
 * giving the focus back; it fills a phone's screen; axe finds nothing serious in it; and a build
 * without an index says so in the dialog instead of failing.
 * Screenshots: the header and the dialog with results at 390×844 and 1280×800.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, shot, siteUrl, useBrowser } from './browser.test-support';

const WIDE = { width: 1280, height: 800 } as const;
const session = useBrowser({ viewport: WIDE });

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Nielsen's essay: its address and its title, from its source file. */
const NIELSEN = '/essays/nielsen/';
const NIELSEN_TITLE = /^title:\s*"(.+)"\s*$/m.exec(
  readFileSync(join(import.meta.dirname, '..', '..', 'content', 'essays', 'nielsen', 'index.mdx'), 'utf8'),
)![1]!;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search this site' });
const opener = (page: Page) => page.locator('header.site-header').getByRole('button', { name: 'Search' });
const field = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Words to find' });
const status = (page: Page) => dialog(page).getByRole('status');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Types a query and waits until the dialog announces the results for that very query. */
async function search(page: Page, words: string): Promise<number> {
  await field(page).fill(words);
  const done = new RegExp(`^(\\d+) results? for “${words}”\\.$`);
  await expect.poll(() => status(page).innerText(), { timeout: 15_000 }).toMatch(done);
  return Number(done.exec(await status(page).innerText())![1]);
}

describe('site search', () => {
  it('finds Nielsen’s essay for “Evangelists”, with an excerpt and its sections, and follows the result', async () => {
    const { page } = session;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(siteUrl('/'));
    await shot(page.locator('header.site-header'), 'search-header-1280');
    expect(
      fetched.filter((p) => p.includes('/pagefind/')),
      'no search index before search is opened',
    ).toEqual([]);
    expect(await opener(page).getAttribute('aria-expanded')).toBe('false');

    await opener(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await focusedId(page), 'the focus moves into the search field').toBe('site-search-input');
    expect(await opener(page).getAttribute('aria-expanded')).toBe('true');

    const count = await search(page, 'Evangelists');
    expect(count).toBeGreaterThan(1);
    expect(fetched).toContain('/pagefind/pagefind.js');

    const results = dialog(page).locator('.search-result');
    expect(await results.count()).toBeGreaterThan(0);
    const nielsen = results.filter({ has: page.locator(`a.search-result-title[href="${NIELSEN}"]`) });
    expect(await nielsen.count(), 'Nielsen’s essay is among the first results').toBe(1);
    expect(await nielsen.locator('a.search-result-title').innerText()).toBe(NIELSEN_TITLE);
    const marks = await nielsen.locator('p mark').allInnerTexts();
    expect(marks.length, 'the excerpt highlights the word found').toBeGreaterThan(0);
    for (const m of marks) expect(m).toMatch(/evangelist/i);
    const sections = await nielsen
      .locator('.search-sub a')
      .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
    expect(sections.length, 'links into the essay’s sections').toBeGreaterThan(0);
    for (const s of sections) expect(s.href).toMatch(new RegExp(`^${NIELSEN}#[\\w-]+$`));
    await shot(page, 'search-results-1280');
    await axeClean(page);

    await nielsen.locator('a.search-result-title').click();
    await page.waitForURL(`**${NIELSEN}`);
    expect(await page.locator('h1').innerText()).toBe(NIELSEN_TITLE);

    // A section link, from the essay itself: the dialog closes and the heading is there.
    await opener(page).click();
    await search(page, 'Evangelists');
    const section = dialog(page).locator(`a.search-result-title[href="${NIELSEN}"]`).locator('xpath=..').locator('.search-sub a').first();
    const href = (await section.getAttribute('href'))!;
    await section.click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await page.waitForURL(`**${href}`);
    const id = decodeURIComponent(href.split('#')[1]!);
    const target = page.locator(`[id="${id}"]`);
    expect(await target.count(), `the section ${id} exists`).toBe(1);
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    // The focus follows to the section (not back to the header's button, which would scroll the page up).
    await expect.poll(() => focusedId(page)).toBe(id);
    expect(await target.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });

  it('a near-miss spelling finds the pages of the word meant, and says so; excerpts hold no board diagram', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    await opener(page).click();
    await field(page).fill('evangalist');
    await expect
      .poll(() => status(page).innerText(), { timeout: 15_000 })
      .toMatch(/^No results for “evangalist”; \d+ results? for “evangelist”\.$/);
    const titles = await dialog(page).locator('a.search-result-title').allInnerTexts();
    expect(
      titles.some((t) => /Nielsen|Evangelist/i.test(t)),
      titles.join(' | '),
    ).toBe(true);
    // The boards' coordinates and keys are not searchable text: no run of file letters or rank numbers, no "King (1)".
    for (const words of ['king', 'corner', 'attackers']) {
      await search(page, words);
      const excerpts = await dialog(page).locator('.search-result p').allInnerTexts();
      for (const e of excerpts) {
        expect(e, `“${words}”: ${e}`).not.toMatch(/\b[a-s]( [a-s]){4,}\b/);
        expect(e, `“${words}”: ${e}`).not.toMatch(/\b\d{1,2}( \d{1,2}){4,}\b/);
        expect(e, `“${words}”: ${e}`).not.toMatch(/King \(\d+\)/);
      }
    }
  });

  it('opens and closes by keyboard alone, and gives the focus back', async () => {
    const { page } = session;
    await page.goto(siteUrl('/essays/'));
    // Tab from the top of the page to the search button, then Enter.
    let onButton = false;
    for (let i = 0; i < 10 && !onButton; i++) {
      await page.keyboard.press('Tab');
      onButton = await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open') ?? false);
    }
    expect(onButton, 'Tab reaches the search button').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await focusedId(page)).toBe('site-search-input');
    await page.keyboard.type('Murray');
    await expect.poll(() => status(page).innerText(), { timeout: 15_000 }).toMatch(/^\d+ results? for “Murray”\.$/);
    // Enter in the field goes to the first result.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-result-title'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open')), 'focus back on the button').toBe(true);
    expect(await opener(page).getAttribute('aria-expanded')).toBe('false');

    // The shortcuts: `/` and Ctrl+K, from a link in the page; Escape gives the focus back to that link.
    const link = page.locator('main a').first();
    await link.focus();
    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await focusedId(page)).toBe('site-search-input');
    expect(await field(page).inputValue(), 'the words of the last search are kept').toBe('Murray');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('a `/` typed into a field is text, not the shortcut', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    await opener(page).click();
    await field(page).fill('');
    await page.keyboard.type('a/b');
    expect(await field(page).inputValue()).toBe('a/b');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
  });

  it('fills a phone’s screen', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('/essays/'));
    await shot(page, 'search-header-390');
    const button = await opener(page).boundingBox();
    expect(button, 'the search button is visible').not.toBeNull();
    expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);
    await opener(page).click();
    await search(page, 'Evangelists');
    const box = (await dialog(page).boundingBox())!;
    expect(Math.round(box.width)).toBe(PHONE.width);
    expect(box.x).toBe(0);
    const overflow = await dialog(page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'no sideways scrolling in the dialog').toBeLessThanOrEqual(0);
    await shot(page, 'search-results-390');
  });

  it('says that search is not available when the build has no index', async () => {
    const { page } = session;
    // Chromium reports the missing file as a console error: that one is expected here.
    session.allowConsoleError(/status of 404/);
    await page.route('**/pagefind/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto(siteUrl('/'));
    await opener(page).click();
    await expect
      .poll(() => status(page).innerText(), { timeout: 15_000 })
      .toBe('Search is not available in this copy of the site: its search index is missing.');
    await field(page).fill('Evangelists');
    await expect.poll(() => status(page).innerText()).toMatch(/not available/);
    expect(await dialog(page).locator('.search-result').count()).toBe(0);
  });
});

/** axe-core on the page with the dialog open: no serious or critical WCAG 2 A/AA violation. */
async function axeClean(page: Page): Promise<void> {
  // Evaluated, not added as an inline <script>, which the site's content security policy refuses.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    type Axe = {
      run(ctx: Element, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const r = await axe.run(document.querySelector('#site-search')!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  const serious = found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 1)).toEqual([]);
}
