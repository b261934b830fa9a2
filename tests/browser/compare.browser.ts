/**
 * /compare in a real browser: a row per rule key; its claim links land on claims and its /play links
 * open a game, a 19×19 reading's on its 19×19 board with the guide's line above it in a phone's first
 * screen; the table scrolls in its own region, not the page, with the readings' names kept in view
 * after scrolling 1,500 px and the rules' names kept in view when it scrolls sideways, at 390×844 and
 * 1280×800; the controls choose readings and hide the rules on which they agree, keep the choice in
 * the address (Back and Forward restore it) and say, politely, when a link names an unknown reading.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRESETS, RULE_KEYS } from '../../src/engine';
import { seriousViolations } from './axe.test-support';
import { board, waitForPlay } from './board.test-support';
import { PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { claimsAtLinks } from './pages.test-support';

const session = useBrowser();

const VIEWPORTS = [
  ['390x844', PHONE],
  ['1280x800', { width: 1280, height: 800 }],
] as const;
const ALEA = PRESETS.filter((p) => p.group === 'alea').map((p) => p.id);

/** The ids of the reading columns shown. */
const shownColumns = (page: Page): Promise<string[]> =>
  page.locator('thead th.reading:not([hidden])').evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.preset ?? ''));
const shownRows = (page: Page): Promise<number> => page.locator('tr[data-rule]:not([hidden])').count();
const status = (page: Page): Promise<string> => page.locator('[data-compare-summary]').innerText();

/** Where a header cell is and whether it is what the reader sees at its centre (not covered by anything). */
async function seen(page: Page, selector: string): Promise<{ top: number; bottom: number; left: number; right: number; onTop: boolean }> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, onTop: !!hit && el.contains(hit) };
  });
}

describe('compare the readings', () => {
  it('has a row per rule key, claim links that land on a claim and /play links that open a game on the reading’s board', async () => {
    const { page } = session;
    await page.goto(siteUrl('/compare/'));
    const rows = await page.locator('table tr[data-rule]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-rule')));
    expect(rows).toEqual(RULE_KEYS);
    const region = page.getByRole('region', { name: /readings/ });
    expect(await region.getAttribute('tabindex')).toBe('0');
    // Every cell of the full table (hidden columns included) links to a demonstration of its value.
    expect(await page.locator('td[data-preset]').count()).toBe(RULE_KEYS.length * PRESETS.length);
    expect(await page.locator('td[data-preset]:not(:has(a.demo-link))').count(), 'cells without a link').toBe(0);
    const hrefs = [...new Set(await page.locator('a[data-claim-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs.length, 'links to claims').toBeGreaterThan(0);
    const landed = await claimsAtLinks(page, hrefs);
    for (const href of hrefs) expect(landed[href], href).toBe(1);
    await page.goto(siteUrl('/compare/'));
    const play = await page.locator('a[data-play-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(play.length, 'links to /play').toBeGreaterThan(0);
    // A 19×19 reading's "try it", on a phone: the reading's own board, and above it, in the first
    // screen with the whole board, one line saying which move to play and what to look for.
    const first = play.find((h) => h.includes('r=alea-helmfrid') && h.includes('show=kingSideThrone'))!;
    await page.setViewportSize(PHONE);
    const response = await page.goto(siteUrl(first));
    expect(response?.ok()).toBe(true);
    await waitForPlay(page);
    expect(await board(page).locator('svg.tb-svg').getAttribute('data-size')).toBe('19');
    const guide = page.getByTestId('play-guide');
    await expect
      .poll(() => guide.innerText(), { timeout: 15_000 })
      .toMatch(/^Play \S+ and watch the king on \w+: under Helmfrid .*, he is captured, and the attackers win\./);
    await shot(page, 'compare-try-it-390x844');
    const guideBox = (await guide.boundingBox())!;
    const boardBox = (await board(page).boundingBox())!;
    expect(guideBox.y + guideBox.height, 'the guide, above the board').toBeLessThanOrEqual(boardBox.y);
    expect(boardBox.y + boardBox.height, 'the whole board in the first screen').toBeLessThanOrEqual(PHONE.height);
    const serious = await seriousViolations(page);
    expect(serious, JSON.stringify(serious, null, 1)).toEqual([]);
    // Its button sets the rule's other value: the line says what happens now.
    await guide.getByRole('button', { name: /^Try/ }).click();
    await expect.poll(() => guide.innerText()).toMatch(/with one rule of Helmfrid .* changed .*, he is not captured\./);
  });

  it('scrolls inside its region on a phone, not the page', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('/compare/'), { waitUntil: 'networkidle' });
    await shot(page, 'compare-390x844');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow of the page in px').toBeLessThanOrEqual(0);
    const inner = await page.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(inner, 'the table scrolls inside its region').toBeGreaterThan(0);
    // Every evidence label in the table is at least 12 px.
    const sizes = await page
      .locator('.table-scroll .evidence')
      .evaluateAll((els) => els.map((el) => Number.parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes.length, 'evidence labels in the table').toBeGreaterThan(50);
    expect(Math.min(...sizes), 'the smallest evidence label, in px').toBeGreaterThanOrEqual(12);
    // The keyboard scrolls it too: the region takes focus and Page Down moves it.
    await page.locator('.table-scroll').focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.locator('.table-scroll').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // The picker, opened, then with every reading chosen and with one: every reading's name whole on
    // screen, and the page no wider than the window.
    await page.locator('.compare-controls summary').click();
    for (const state of ['opened', 'every reading chosen', 'one chosen'] as const) {
      if (state === 'every reading chosen') for (const b of await page.getByRole('button', { name: /^Choose all/ }).all()) await b.click();
      if (state === 'one chosen')
        for (const id of PRESETS.slice(1).map((p) => p.id)) await page.locator(`input[name="readings"][value="${id}"]`).uncheck();
      const labels = await page.locator('.compare-controls .readings label').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: (el.textContent ?? '').trim(), left: r.left, right: r.right };
        }),
      );
      expect(labels, state).toHaveLength(PRESETS.length);
      for (const l of labels) {
        expect(l.left, `${state}: ${l.name}`).toBeGreaterThanOrEqual(0);
        expect(l.right, `${state}: ${l.name}`).toBeLessThanOrEqual(PHONE.width);
      }
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wider, `${state}: horizontal overflow of the page in px`).toBeLessThanOrEqual(0);
    }
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`keeps the readings’ and the rules’ names in view after scrolling 1,500 px at ${name}`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('/compare/?readings=alea-murray,alea-helmfrid,tablut,brandubh,copenhagen,fetlar,viking'), {
        waitUntil: 'networkidle',
      });
      // A reader's wheel, from the top of the page, with the pointer in the middle of the window: the page
      // scrolls until the table is under the pointer, then the table scrolls inside its region.
      // Ten turns of 150 px, and more while the total falls short: on a busy machine Chromium may coalesce
      // or drop a wheel event as the scrolling passes from the page to the region.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      const total = (): Promise<number> => page.evaluate(() => window.scrollY + document.querySelector('.table-scroll')!.scrollTop);
      for (let i = 0; i < 20 && (i < 10 || (await total()) < 1_450); i++) {
        await page.mouse.wheel(0, 150);
        await page.waitForTimeout(40);
      }
      await expect.poll(total).toBeGreaterThanOrEqual(1_450);
      const scrolled = await page.locator('.table-scroll').evaluate((el) => el.scrollTop);
      expect(scrolled, 'the table scrolled under its header').toBeGreaterThan(500);
      const region = await seen(page, '.table-scroll');
      // Every reading whose column is in the region's width shows its name at the region's top.
      const inView = await page.locator('thead th.reading:not([hidden])').evaluateAll(
        (ths, r) =>
          ths
            .filter((th) => {
              const b = th.getBoundingClientRect();
              return b.left + b.width / 2 < r.right;
            })
            .map((th) => th.id),
        region,
      );
      expect(inView.length, 'reading names across the region').toBeGreaterThanOrEqual(viewport.width > 1000 ? 5 : 1);
      for (const id of inView) {
        const head = await seen(page, `#${id}`);
        expect(head.onTop, `${id}: the name is not covered`).toBe(true);
        expect(head.top, `${id}: the name is at the region's top`).toBeGreaterThanOrEqual(region.top);
        expect(head.top).toBeLessThan(region.top + 60);
        expect(head.bottom, `${id}: the name is inside the window`).toBeLessThanOrEqual(viewport.height);
      }
      await shot(page, `compare-scrolled-${name}`);
      // Sideways to the end: the rule column stays at the region's left edge, the last reading comes into view.
      await page.locator('.table-scroll').evaluate((el) => el.scrollBy(el.scrollWidth, 0));
      const rule = await page.locator('tr[data-rule] th.rule').evaluateAll((ths, top) => {
        const r = ths.map((th) => th.getBoundingClientRect()).find((b) => b.top > top + 150);
        return r ? { left: r.left, hit: document.elementFromPoint(r.left + 10, r.top + 10)?.closest('th.rule') !== null } : null;
      }, region.top);
      expect(rule, 'a rule row below the header').not.toBeNull();
      expect(Math.abs(rule!.left - region.left), 'the rule column at the region’s left edge').toBeLessThanOrEqual(2);
      expect(rule!.hit, 'the rule name is not covered').toBe(true);
      expect((await seen(page, 'thead .rule-col')).onTop, 'the header’s corner stays above the scrolled names').toBe(true);
      const viking = await seen(page, '#col-viking');
      expect(viking.onTop, 'the last reading’s name is in view').toBe(true);
      await shot(page, `compare-scrolled-sideways-${name}`);
    });
  }

  it('compares the Alea readings by default, and keeps the choice in the address', async () => {
    const { page } = session;
    await page.goto(siteUrl('/compare/'), { waitUntil: 'networkidle' });
    expect(await shownColumns(page)).toEqual(ALEA);
    expect(await shownRows(page)).toBe(RULE_KEYS.length);
    expect(await status(page)).toBe(
      `Showing ${ALEA.length} readings of ${PRESETS.length}, ${RULE_KEYS.length} rules of ${RULE_KEYS.length}.`,
    );

    await page.getByLabel('Only rules where they differ').check();
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?differ=1');
    const differing = await shownRows(page);
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(RULE_KEYS.length);
    expect(await status(page)).toBe(
      `Showing ${ALEA.length} readings of ${PRESETS.length}: they differ on ${differing} rules of ${RULE_KEYS.length}.`,
    );
    // Every row shown holds at least two values among the chosen readings.
    const valuesShown = await page
      .locator('tr[data-rule]:not([hidden])')
      .evaluateAll((trs) =>
        trs.map((tr) => new Set([...tr.querySelectorAll('td:not([hidden])')].map((td) => (td as HTMLElement).dataset.value)).size),
      );
    expect(Math.min(...valuesShown)).toBeGreaterThan(1);

    await page.locator('summary').click();
    await page.getByLabel('Tablut').check();
    await expect.poll(() => page.evaluate(() => location.search)).toBe(`?readings=${[...ALEA, 'tablut'].join(',')}&differ=1`);
    expect(await shownColumns(page)).toEqual([...ALEA, 'tablut']);
    await shot(page, 'compare-controls-1280x900');

    await page.goBack();
    await expect.poll(() => shownColumns(page)).toEqual(ALEA);
    expect(await page.getByLabel('Tablut').isChecked()).toBe(false);
    expect(await shownRows(page)).toBe(differing);
    await page.goBack();
    await expect.poll(() => shownRows(page)).toBe(RULE_KEYS.length);
    expect(await page.getByLabel('Only rules where they differ').isChecked()).toBe(false);
    await page.goForward();
    await expect.poll(() => shownRows(page)).toBe(differing);
  });

  it('restores a linked choice, and says politely that an unknown reading was left out', async () => {
    const { page } = session;
    await page.goto(siteUrl('/compare/?readings=tablut,no-such-reading,brandubh&differ=1'), { waitUntil: 'networkidle' });
    expect(await shownColumns(page)).toEqual(['tablut', 'brandubh']);
    const notice = page.locator('[data-compare-notice]');
    expect(await notice.innerText()).toBe('The link named a reading this site does not know; it was left out.');
    expect(await page.locator('.compare-controls').innerText()).not.toContain('no-such-reading');
    expect(await page.locator('[data-compare-caption]').innerText()).toBe(
      `The rules of the 2 chosen readings of ${PRESETS.length}, one row per rule on which they differ.`,
    );
    await shot(page, 'compare-unknown-reading-1280x900');
    await page.goto(siteUrl('/compare/?readings=%3Cb%3E'), { waitUntil: 'networkidle' });
    expect(await shownColumns(page)).toEqual(ALEA);
    expect(await notice.innerText()).toMatch(/so the Alea Evangelii readings are shown instead\.$/);
  });
});
