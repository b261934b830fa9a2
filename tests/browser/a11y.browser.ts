/**
 * axe-core's check itself: it finds a violation planted on a page, so that the check run on every built
 * page (every-page.browser.ts, after the islands have hydrated) is not vacuous; and the check that reads
 * the contrast rules on one element of each look (seriousViolationsByLook) still finds a look planted
 * once among an essay's many paragraphs and links.
 */
import { describe, expect, it } from 'vitest';
import { seriousLookViolations, seriousViolations, seriousViolationsByLook } from './axe.test-support';
import { siteUrl, useBrowser } from './browser.test-support';

describe('accessibility (axe-core)', () => {
  const session = useBrowser();

  it('finds a violation planted on a page (the check is not vacuous)', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    await page.evaluate(() => {
      const b = document.createElement('button');
      document.querySelector('main')?.append(b);
    });
    const serious = await seriousViolations(page);
    expect(serious.map((v) => v.id)).toContain('button-name');
  });

  it('by look, still finds pale text and a link told from its sentence by colour alone, each planted once in a long essay', async () => {
    const { page } = session;
    await page.goto(siteUrl('/essays/manuscript/'));
    await page.evaluate(() => {
      // The essay's own paragraphs that are drawn (not inside a closed fold).
      const paragraphs = [...document.querySelectorAll<HTMLElement>('.essay-body > p')].filter((p) => p.getClientRects().length > 0);
      // Deep in the essay, among paragraphs of the ordinary look.
      const pale = paragraphs[Math.floor(paragraphs.length / 2)];
      const span = document.createElement('span');
      span.id = 'planted-pale';
      span.textContent = ' a pale aside';
      span.style.color = '#c8c8c8';
      pale?.append(span);
      const host = paragraphs[paragraphs.length - 2];
      const link = document.createElement('a');
      link.id = 'planted-link';
      link.href = '#';
      link.textContent = 'a link in the sentence';
      // Near the sentence's own dark ink (1.4:1 against it), and nothing else to tell it apart.
      link.style.cssText = 'color: #333; text-decoration: none';
      host?.append(' and ', link, ' here.');
    });
    // Each planted element, and nothing else: every page passes the check as built (every-page.browser.ts).
    const planted = [
      { id: 'color-contrast', targets: ['#planted-pale'] },
      { id: 'link-in-text-block', targets: ['#planted-link'] },
    ];
    const found = (await seriousViolationsByLook(page)).map(({ id, targets }) => ({ id, targets })).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(found).toEqual(planted);
    // The same as the two rules find when they read every element of the page.
    const everyElement = (await seriousLookViolations(page)).map(({ id, targets }) => ({ id, targets }));
    expect(everyElement.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(planted);
  });
});
