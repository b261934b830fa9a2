/**
 * axe-core's check itself: it finds a violation planted on a page, so that the check run on every built
 * page (every-page.browser.ts, after the islands have hydrated) is not vacuous; and the check that reads
 * the contrast rules on one element of each look (seriousViolationsByLook) still finds a look planted
 * once among an essay's many paragraphs and links.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations, seriousViolationsByLook } from './axe.test-support';
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
    expect(await seriousViolationsByLook(page)).toEqual([]);
    await page.evaluate(() => {
      // The essay's own paragraphs that are drawn (not inside a closed fold).
      const paragraphs = [...document.querySelectorAll<HTMLElement>('.essay-body > p')].filter((p) => p.getClientRects().length > 0);
      // Deep in the essay, among paragraphs of the ordinary look.
      const pale = paragraphs[Math.floor(paragraphs.length / 2)];
      const span = document.createElement('span');
      span.textContent = ' a pale aside';
      span.style.color = '#c8c8c8';
      pale?.append(span);
      const host = paragraphs[paragraphs.length - 2];
      const link = document.createElement('a');
      link.href = '#';
      link.textContent = 'a link in the sentence';
      // Near the sentence's own dark ink (1.4:1 against it), and nothing else to tell it apart.
      link.style.cssText = 'color: #333; text-decoration: none';
      host?.append(' and ', link, ' here.');
    });
    const found = await seriousViolationsByLook(page);
    expect(found.map((v) => v.id).sort()).toEqual(['color-contrast', 'link-in-text-block']);
    // The same as the whole check finds, which reads every element.
    expect((await seriousViolations(page)).map((v) => v.id).sort()).toEqual(['color-contrast', 'link-in-text-block']);
  });
});
