/**
 * Sources a reader can follow, on every built page: no page shows a source by its file number
 * ("source 000"), no page shows a developer identifier (a reading id such as alea-murray, or a rule key
 * with its value such as "firstMover: attackers") outside text offered for the reader to use (a rules string with its play link, a command that reproduces a result, a printed web address), and every
 * citation link leads to an anchor that exists on its target page (a bibliography entry, or a section
 * of the project's notes).
 */
import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS, PRESET_IDS, getPreset, RULE_KEYS, RULE_VALUES } from '../../src/engine';
import { siteUrl, useBrowser } from './browser';
import { openPlay } from './board';
import { builtHtml, builtPages, hydrateAllIslands } from './pages';

const session = useBrowser();
const pages = builtPages();

/** Reading and layout ids that are not ordinary words ("alea-murray", "hnefatafl-11"): a reader should never see them. */
const ID_PATTERN = new RegExp(`\\b(${[...PRESET_IDS, ...LAYOUT_IDS].filter((id) => id.includes('-')).join('|')})\\b`);
/** A rule key with one of its values, as the code writes them ("firstMover: attackers", "kingGoal=corner"). */
const KEY_VALUE = new RegExp(`\\b(${RULE_KEYS.map((k) => `${k}\\s*[:=]\\s*(${RULE_VALUES[k].join('|')})\\b`).join('|')})`);

/** Every page's visible text, islands hydrated, without elements that offer a rules string to use. */
async function visibleText(path: string): Promise<{ text: string; all: string }> {
  const { page } = session;
  await page.goto(siteUrl(path));
  await hydrateAllIslands(page);
  // Open every fold so that text shown on demand is read too.
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');
  });
  return page.evaluate(() => {
    const all = document.body.innerText;
    const offered = [...document.querySelectorAll<HTMLElement>('[data-reader-code]')];
    for (const el of offered) el.style.display = 'none';
    const text = document.body.innerText;
    for (const el of offered) el.style.display = '';
    return { text, all };
  });
}

describe('what readers see on every page', () => {
  it('has pages to check', () => expect(pages.length).toBeGreaterThan(20));

  for (const path of pages) {
    it(`${path}: no source by its file number, no developer identifier`, async () => {
      const { text, all } = await visibleText(path);
      expect(all.match(/sources? 0\d\d[^\n]{0,40}/gi) ?? []).toEqual([]);
      expect(text.match(new RegExp(`.{0,40}${ID_PATTERN.source}.{0,20}`, 'g')) ?? []).toEqual([]);
      expect(text.match(new RegExp(`.{0,40}${KEY_VALUE.source}.{0,20}`, 'g')) ?? []).toEqual([]);
    });
  }
});

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
