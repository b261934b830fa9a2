/**
 * axe-core's check itself: it finds a violation planted on a page, so that the check run on every built
 * page (every-page.browser.ts, after the islands have hydrated) is not vacuous.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.test-support';
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
});
