/**
 * The harness itself (browser.test-support.ts): the tests of a file share one tab, so each must start as
 * on a new one. The first test leaves storage, a route, a listener, a viewport and print media behind;
 * the second finds none of them. And the reading tab's one retry (openHydrated, pages.test-support.ts):
 * a tab that stops drawing frames is replaced once, never an island that fails to hydrate.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type ReadPage, siteUrl, useBrowser, useReadingBrowser } from './browser.test-support';
import { openHydrated, StalledTab } from './pages.test-support';

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

describe('a tab that stops drawing frames', () => {
  const reader = useReadingBrowser();
  const stallingFor = (times: number) => {
    let calls = 0;
    return async (): Promise<void> => {
      calls++;
      if (calls <= times) throw new StalledTab(`stalled (call ${calls})`);
    };
  };

  it('is closed and the page opened once more in a new tab, where it must hydrate', async () => {
    const readied: Page[] = [];
    const ready = async ({ page }: ReadPage) => {
      readied.push(page);
    };
    const read = await openHydrated(reader, '/sources/', ready, stallingFor(1));
    expect(readied).toHaveLength(2);
    expect(readied[0]!.isClosed()).toBe(true);
    expect(read.page).toBe(readied[1]);
    expect(new URL(read.page.url()).pathname).toBe('/sources/');
    read.check();
  });

  it('fails when the new tab stalls too, and an island that does not hydrate fails at once', async () => {
    await expect(openHydrated(reader, '/sources/', undefined, stallingFor(2))).rejects.toThrow('stalled (call 2)');
    let calls = 0;
    const broken = async (): Promise<void> => {
      calls++;
      throw new Error('an island did not hydrate');
    };
    await expect(openHydrated(reader, '/sources/', undefined, broken)).rejects.toThrow('an island did not hydrate');
    expect(calls).toBe(1);
  });
});
