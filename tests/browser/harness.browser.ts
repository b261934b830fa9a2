/**
 * The harness itself (browser.test-support.ts): the tests of a file share one tab, so each must start as
 * on a new one. The first test leaves storage, a route, a listener, a viewport and print media behind;
 * the second finds none of them.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, siteUrl, useBrowser } from './browser.test-support';

const session = useBrowser();
let seen = 0;
let first: unknown;

describe('each test starts on a clean page', () => {
  it('leaves storage, a route, a listener, a viewport and print media behind', async () => {
    const { page } = session;
    first = page;
    await page.goto(siteUrl('/'));
    await page.evaluate(() => {
      localStorage.setItem('harness', 'left behind');
      sessionStorage.setItem('harness', 'left behind');
    });
    await page.route('**/robots.txt', (route) => route.fulfill({ status: 404, body: '' }));
    page.on('request', () => {
      seen++;
    });
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => localStorage.getItem('harness'))).toBe('left behind');
  });

  it('finds none of them', async () => {
    const { page } = session;
    // The same tab, reset (not a new one, which would prove nothing).
    expect(page).toBe(first);
    const before = seen;
    await page.goto(siteUrl('/'));
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(seen, 'the earlier test’s listener').toBe(before);
    expect(page.viewportSize()).toEqual(DESKTOP);
    expect(await page.evaluate(() => matchMedia('print').matches)).toBe(false);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    expect(await page.evaluate(() => fetch('/robots.txt').then((r) => r.status)), 'the earlier test’s route').toBe(200);
  });
});
