/**
 * The static pages in a real browser: the home page lists every reading and links to its page, each
 * reading page has its title and full rule table, the skip link and keyboard focus work, and no page
 * asks any host but the local server for anything.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, RULE_KEYS } from '../../src/engine';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';

const session = useBrowser();

describe('home page', () => {
  for (const [name, viewport] of [
    ['390x844', PHONE],
    ['1280x800', { width: 1280, height: 800 }],
  ] as const) {
    it(`at ${name} shows a board and a Play button in the first screen, and one tap starts a game against the computer`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('/'));
      const block = page.getByTestId('play-now');
      const board = (await block.locator('svg').boundingBox())!;
      expect(board.y + board.height, 'the board in the first screen').toBeLessThanOrEqual(viewport.height);
      const play = block.getByRole('link', { name: 'Play', exact: true });
      const box = (await play.boundingBox())!;
      expect(box.y + box.height, 'the Play button in the first screen').toBeLessThanOrEqual(viewport.height);
      expect(box.height, 'a target of at least 44 px').toBeGreaterThanOrEqual(44);
      await play.click();
      await page.locator('.play[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await page.inputValue('#play-preset')).toBe('brandubh');
      // The computer has the attackers, who move first in Brandubh: it plays, and the reader answers.
      await expect.poll(() => page.locator('.move-list li').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    });
  }

  it('lists every preset by name, each linking to its reading page', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    const text = await page.locator('main').innerText();
    for (const preset of PRESETS) {
      expect(text, `home page names ${preset.id}`).toContain(preset.name);
      const link = page.locator(`main h3 a[href="/readings/${preset.id}/"]`);
      expect(await link.count(), `heading link for ${preset.id}`).toBe(1);
      expect((await link.innerText()).trim()).toBe(preset.name);
    }
    // No reading on the page that the preset data does not have.
    const hrefs = await page.locator('main h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(PRESETS.map((p) => `/readings/${p.id}/`));
  });

  it('opens each reading page from its link: an h1 with the preset name and a table of every rule', async () => {
    const { page } = session;
    expect(RULE_KEYS.length).toBe(24);
    const ruleRows = RULE_KEYS.map((k) => `rule-${k}`);
    // One link followed as a reader follows it, and read as the page shows it.
    const first = PRESETS[0]!;
    await page.goto(siteUrl('/'));
    await page.locator(`main h3 a[href="/readings/${first.id}/"]`).click();
    await page.waitForURL(`**/readings/${first.id}/`);
    expect((await page.locator('h1').innerText()).trim()).toBe(first.name);
    expect(await page.locator('main table tbody tr[id^="rule-"]').evaluateAll((trs) => trs.map((tr) => tr.id))).toEqual(ruleRows);
    // Every link's page as the server sends it, parsed by the browser without running it: each page's
    // load, hydration and checks are every-page-N.browser.ts's.
    await page.goto(siteUrl('/'));
    const hrefs = await page.locator('main h3 a[href^="/readings/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(PRESETS.map((p) => `/readings/${p.id}/`));
    const read = await page.evaluate(
      (paths) =>
        Promise.all(
          paths.map(async (path) => {
            const response = await fetch(path);
            const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
            return {
              status: response.status,
              h1: doc.querySelector('h1')?.textContent?.trim(),
              rows: [...doc.querySelectorAll('main table tbody tr[id^="rule-"]')].map((tr) => tr.id),
            };
          }),
        ),
      hrefs,
    );
    for (const [i, preset] of PRESETS.entries()) expect(read[i], preset.id).toEqual({ status: 200, h1: preset.name, rows: ruleRows });
  });
});

describe('keyboard', () => {
  it('the skip link is the first Tab stop and moves focus to main', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { text: el?.textContent?.trim(), href: el?.getAttribute('href') };
    });
    expect(first.text).toMatch(/skip to content/i);
    expect(first.href).toBe('#main');
    // The link slides into view with a short transition: wait for it rather than read it once.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getBoundingClientRect().top ?? -1), {
        message: 'the focused skip link is on screen',
      })
      .toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('Tab reaches the first reading link, which shows a visible focus ring', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    const firstHref = `/readings/${PRESETS[0]!.id}/`;
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate((href) => document.activeElement?.getAttribute('href') === href, firstHref);
    }
    expect(reached, `Tab reaches ${firstHref}`).toBe(true);
    const style = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const cs = getComputedStyle(el);
      return {
        outlineStyle: cs.outlineStyle,
        outlineWidth: parseFloat(cs.outlineWidth),
        boxShadow: cs.boxShadow,
        focusVisible: el.matches(':focus-visible'),
      };
    });
    expect(style.focusVisible).toBe(true);
    const outlined = style.outlineStyle !== 'none' && style.outlineWidth > 0;
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    expect(outlined || shadowed, `focus ring: ${JSON.stringify(style)}`).toBe(true);
  });
});

describe('privacy', () => {
  it('the home page and a reading page request nothing from any host but the local server', async () => {
    const { page } = session;
    const requested: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    for (const path of ['/', '/readings/alea-nielsen-2015/', '/readings/brandubh/']) {
      await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    }
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((u) => new URL(u).hostname !== '127.0.0.1')).toEqual([]);
    expect(failed).toEqual([]);
  });
});

describe('screenshots', () => {
  for (const [vpName, viewport] of [
    ['390x844', PHONE],
    ['1280x900', DESKTOP],
  ] as const) {
    it(`home and alea-nielsen-2015 at ${vpName}`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
      await shot(page, `home-${vpName}`);
      await page.goto(siteUrl('/readings/alea-nielsen-2015/'), { waitUntil: 'networkidle' });
      await shot(page, `reading-alea-nielsen-2015-${vpName}`);
      // The page must not scroll sideways on either screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  }
});
