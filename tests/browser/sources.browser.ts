/**
 * Sources a reader can follow: no two pages share a title, reading pages and essays link to each
 * other, a stated value shows its source's words, and every citation link leads to an anchor that
 * exists on its target page (a bibliography entry, or a section of the project's notes). That no page
 * shows a source by its file number or a developer identifier is checked on every page in
 * every-page.browser.ts.
 */
import { describe, expect, it } from 'vitest';
import { getPreset, RULE_KEYS, SOURCE_IDS } from '../../src/engine';
import { PHONE, siteUrl, useBrowser } from './browser.test-support';
import { openPlay } from './board.test-support';
import { builtHtml, builtPages } from './pages.test-support';

const session = useBrowser();
const pages = builtPages();

describe('page titles', () => {
  it('no two pages share a title (an essay and its reading page included)', () => {
    const byTitle = new Map<string, string[]>();
    for (const path of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(builtHtml(path))?.[1] ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    }
    expect([...byTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });

  it('a reading page offers to play the reading and links to its essay, and the essay links back', async () => {
    const { page } = session;
    await page.goto(siteUrl('/readings/alea-murray/'));
    expect(await page.locator('[data-testid="play-reading"]').getAttribute('href')).toBe('/play/?r=alea-murray');
    const essay = page.locator('[data-testid="reading-essay"]').first();
    const href = (await essay.getAttribute('href'))!;
    await essay.click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('.essay-readings a[href="/readings/alea-murray/"]').count()).toBe(1);
    expect(await page.title()).not.toBe(
      await (async () => {
        const other = await session.newPage();
        await other.goto(siteUrl('/readings/alea-murray/'));
        return other.title();
      })(),
    );
  });
});

describe('the source’s own words', () => {
  it('stand beside a stated value on the reading page, and in /play’s rule toggles on demand', async () => {
    const { page } = session;
    const preset = getPreset('alea-nielsen-2015')!;
    const key = RULE_KEYS.find((k) => preset.rules[k].evidence === 'stated')!;
    const quote = preset.rules[key].quote!;
    await page.goto(siteUrl(`/readings/${preset.id}/`));
    expect((await page.locator(`#rule-${key} q[data-quote]`).innerText()).trim()).toBe(quote);

    await openPlay(page, `r=${preset.id}`);
    const rule = page.locator(`.play-rules [data-rule="${key}"]`);
    const words = rule.locator('details.source-words');
    expect(await words.locator('q[data-quote]').isVisible()).toBe(false);
    await words.locator('summary').click();
    expect((await words.locator('q[data-quote]').innerText()).trim()).toBe(quote);
  });
});

describe('/sources on a phone', () => {
  it('opens with the list of its entries, in the first screen, each leading to its entry', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('/sources/'));
    const list = page.getByTestId('source-list');
    expect((await list.boundingBox())!.y, 'the list starts in the first screen').toBeLessThan(PHONE.height);
    const links = list.locator('a');
    expect(await links.count()).toBe(SOURCE_IDS.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(SOURCE_IDS.map((id) => `#${id}`));
    await links.nth(8).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${SOURCE_IDS[8]}`);
    expect((await page.locator(`[data-source="${SOURCE_IDS[8]}"]`).boundingBox())!.y).toBeLessThan(PHONE.height / 2);
  });
});

describe('citation links', () => {
  // Every citation link in the built HTML (islands included: they are rendered on the server too).
  const targets = new Map<string, string>();
  for (const path of pages) {
    for (const m of builtHtml(path).matchAll(/<a[^>]*class="citation[^"]*"[^>]*>/g)) {
      const href = /href="([^"]+)"/.exec(m[0])?.[1];
      if (href && !targets.has(href)) targets.set(href, path);
    }
  }

  it('are found on the pages', () => expect(targets.size).toBeGreaterThan(20));

  it('each lead to an anchor that exists on its target page', async () => {
    const { page } = session;
    const byPage = new Map<string, Set<string>>();
    for (const href of targets.keys()) {
      const [target, anchor] = href.split('#');
      expect(anchor, `${href} (on ${targets.get(href)}) has no anchor`).toBeTruthy();
      byPage.set(target!, (byPage.get(target!) ?? new Set()).add(decodeURIComponent(anchor!)));
    }
    const missing: string[] = [];
    for (const [target, anchors] of byPage) {
      await page.goto(siteUrl(target));
      const ids = new Set(await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id)));
      for (const a of anchors) if (!ids.has(a)) missing.push(`${target}#${a} (cited on ${targets.get(`${target}#${a}`)})`);
    }
    expect(missing).toEqual([]);
  });

  it('a citation followed from an essay lands on its bibliography entry, in view', async () => {
    const { page } = session;
    await page.goto(siteUrl('/essays/walker/'));
    const link = page.locator('main a.citation[href*="/sources/#"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`**${href}`);
    const entry = page.locator(`[id="${href.split('#')[1]}"]`);
    expect(await entry.isVisible()).toBe(true);
    const box = (await entry.boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height);
    expect(await entry.locator('h2').innerText()).not.toBe('');
  });
});
