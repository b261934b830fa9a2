/**
 * The site offline, as in a classroom whose network fails mid-lesson, with the real service worker
 * (the only browser test that allows one; see browser.test-support.ts). After one visit, and with the browser
 * context offline: /play (without its slash, with a game in the link), answered by the service worker
 * with the content security policy in it (the policy's own tests are in csp.browser.ts), plays a
 * capture; the AI answers a move (its worker comes from the cache), and on Copenhagen at the club level plays with its
 * move-prediction network (its binary file comes from the cache too); an essay, opened from the essay list, hydrates its claim
 * board; a puzzle is solved; a page that was never saved gets the offline page, not the browser's error
 * page; search, never used online on this device, says it needs the network. The manifest is linked
 * and valid, with its icons. A new deployment shows the update notice, and Reload moves to it.
 * Screenshots of the update notice at 390×844 and 1280×800.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { board, clickSquare, destsOf, moveListOf, piecesOf, status, waitForHydration, waitForPlay } from './board.test-support';
import { DIST } from './pages.test-support';
import { checkPolicy, metaPolicy } from './policy.test-support';

const session = useBrowser({ viewport: DESKTOP, serviceWorkers: 'allow' });

/** The URLs the built service worker precaches, from dist/sw.js. */
const PRECACHED = [...readFileSync(join(DIST, 'sw.js'), 'utf8').matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => m[1]!);

/** Waits until the service worker controls the page and has every precached file in its cache. */
async function waitUntilSaved(page: Page): Promise<number> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  return page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.includes('precache'));
    if (!precache) return 0;
    return (await (await caches.open(precache)).keys()).length;
  });
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Brandubh, attackers to move: d1-c1 captures the defender on b1 against the corner (as in play.browser.ts). */
const CAPTURE_QUERY = `r=brandubh&p=${'7/7/7/3k2a/7/1a5/1d1a3 a'.replace(/ /g, '+')}`;

describe('offline and installable', () => {
  it('is installable: the manifest is linked, valid, and its icons are there', async () => {
    const { page } = session;
    await page.goto(siteUrl('/essays/'));
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(siteUrl(href!));
    expect(response.status()).toBe(200);
    const manifest = JSON.parse(await response.text()) as {
      name: string;
      short_name: string;
      description: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toMatch(/Alea Evangelii/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const wanted = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ];
    for (const [sizes, purpose] of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
      expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
      expect(icon!.type).toBe('image/png');
      const file = await page.request.get(new URL(icon!.src, siteUrl(href!)).href);
      expect(file.status(), icon!.src).toBe(200);
      const [w, h] = pngSize(await file.body());
      expect(`${w}x${h}`).toBe(sizes);
    }
  });

  it('after one visit, plays, runs the AI, hydrates an essay and solves a puzzle with the network off', async () => {
    const { page, context } = session;
    await page.goto(siteUrl('/'));
    const saved = await waitUntilSaved(page);
    expect(saved, 'every precached file is in the cache').toBe(PRECACHED.length);
    // The precache is lean: pages, scripts, styles, icons and the manifest; not the preview image.
    expect(PRECACHED).toContain('play/index.html');
    expect(PRECACHED).toContain('offline.html');
    expect(
      PRECACHED.some((u) => /^_astro\/worker-.*\.js$/.test(u)),
      'the AI worker is precached',
    ).toBe(true);
    for (const family of ['copenhagen', 'brandubh'])
      expect(
        PRECACHED.filter((u) => new RegExp(`^_astro/${family}-[^/]*\\.bin$`).test(u)),
        `the AI's ${family} move-prediction network is precached, once`,
      ).toHaveLength(1);
    expect(PRECACHED.filter((u) => /og-image|404\.html|pagefind\//.test(u))).toEqual([]);
    // The first visit says, once, that the site now works offline.
    await expect.poll(() => page.getByTestId('pwa-notice').innerText()).toMatch(/saved on this device, and works offline/);

    await context.setOffline(true);

    // /play without its slash, with a game in the link: answered from the cache.
    await page.goto(siteUrl(`/play?${CAPTURE_QUERY}`));
    await waitForPlay(page);
    expect(new URL(page.url()).pathname).toBe('/play/');
    // The service worker, registered for the whole site, answered it; the page it answered carries the
    // content security policy, and hydrated under it (the harness fails a test on any violation).
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? '')).toBe(siteUrl('/'));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toBe(siteUrl('/sw.js'));
    checkPolicy('/play/ from the service worker', (await metaPolicy(page)).policy!);
    await clickSquare(page, 'd1');
    await clickSquare(page, 'c1');
    await expect.poll(async () => (await piecesOf(page)).b1).toBeUndefined();
    expect((await piecesOf(page)).c1).toBe('attacker');

    // The AI, offline: its worker comes from the cache, and it answers a move.
    await page.goto(siteUrl('/play/?r=brandubh'));
    await waitForPlay(page);
    await page.getByRole('combobox', { name: /^opponent$/i }).selectOption('defenders');
    await expect.poll(() => page.locator('.tb--playable').count(), { timeout: 20_000 }).toBe(1);
    const from = await board(page).locator('.tb-sq--movable').first().getAttribute('data-square');
    await clickSquare(page, from!);
    const [to] = await destsOf(page);
    await clickSquare(page, to!);
    await expect.poll(() => moveListOf(page), { timeout: 30_000 }).toHaveLength(2);
    expect(await status(page)).toMatch(/^attackers to move/i);

    // The club level on Copenhagen, which uses the network: it comes from the cache, and the AI plays first.
    await page.goto(siteUrl('/play/?r=copenhagen&ai=attackers&lv=club'));
    await waitForPlay(page);
    await expect.poll(() => moveListOf(page), { timeout: 60_000 }).toHaveLength(1);
    expect(await status(page)).toMatch(/^defenders to move/i);

    // An essay, from the essay list: its claim board hydrates.
    await page.goto(siteUrl('/essays/'));
    const essays = await page
      .locator('main a[href^="/essays/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/essays\/[^/]+\/$/.test(h)));
    expect(essays.length, 'the essay list, from the cache').toBeGreaterThan(0);
    await page.locator(`main a[href="${essays[0]}"]`).first().click();
    await page.waitForURL(`**${essays[0]}`);
    const claim = page.locator('[data-testid="claim"]').first();
    await claim.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => {
        const island = document.querySelector('[data-testid="claim"]')?.closest('astro-island');
        return !!island && !island.hasAttribute('ssr');
      },
      undefined,
      { timeout: 20_000 },
    );
    expect(await claim.getByRole('button', { name: 'Play the move' }).isVisible()).toBe(true);

    // A puzzle, solved offline: Brandubh's capture in one (as in puzzles.browser.ts).
    await page.goto(siteUrl('/learn/puzzles/#brandubh-corner-anvil'));
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('puzzle-title').getAttribute('data-puzzle')).toBe('brandubh-corner-anvil');
    await clickSquare(page, 'c3');
    await clickSquare(page, 'c1');
    await expect.poll(() => page.getByTestId('puzzle-feedback').innerText()).toMatch(/Right\.\s+c3-c1 captures the attacker on b1\./);

    // A page that was never saved: the offline page, not the browser's error page.
    const response = await page.goto(siteUrl('/essays/a-page-added-later/'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('You are offline');
    expect(await page.locator('header.site-header nav a').count()).toBeGreaterThan(4);
    await page.locator('main a', { hasText: 'Play' }).click();
    await waitForPlay(page);

    // Search was never used online here, so its index is not saved: the dialog says it needs the network.
    session.allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
    await page.locator('header.site-header').getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Search this site' }).getByRole('status').innerText(), { timeout: 15_000 })
      .toMatch(/^Search needs the network/);

    // Online again, an unknown address gets the host's 404 page: the offline page is only for offline.
    await context.setOffline(false);
    session.allowConsoleError(/status of 404/);
    const online = await page.goto(siteUrl('/no/such/page/'));
    expect(online?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page not found');
  });

  it('search opened once online keeps working offline, for any word', async () => {
    const { page, context } = session;
    await page.goto(siteUrl('/'));
    await waitUntilSaved(page);
    const dialog = page.getByRole('dialog', { name: 'Search this site' });
    const opener = page.locator('header.site-header').getByRole('button', { name: 'Search' });
    await opener.click();
    await dialog.getByRole('searchbox').fill('Evangelists');
    await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 15_000 }).toMatch(/results? for “Evangelists”/);
    // Once search has been opened online, the whole index is fetched in the background and kept.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('alea-search-saved')), { timeout: 30_000 }).not.toBeNull();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.goto(siteUrl('/essays/'));
    await opener.click();
    // A word never searched online, on this device.
    await dialog.getByRole('searchbox').fill('Murray');
    await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 15_000 }).toMatch(/^\d+ results? for “Murray”\.$/);
    expect(await dialog.locator('a.search-result-title[href="/essays/murray/"]').count()).toBe(1);
    expect(await dialog.locator('.search-result p mark').count()).toBeGreaterThan(0);
    // A near-miss spelling too: the site's words were kept with the index.
    await dialog.getByRole('searchbox').fill('evangalist');
    await expect
      .poll(() => dialog.getByRole('status').innerText(), { timeout: 15_000 })
      .toMatch(/^No results for “evangalist”; \d+ results? for “evangelist”\.$/);
  });

  it('offline, a word in a part of the index never saved is said to need the network', async () => {
    const { page, context } = session;
    // Chromium reports the failed requests of the offline page as console errors: expected here.
    session.allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
    await page.goto(siteUrl('/'));
    await waitUntilSaved(page);
    // Search opened online, but the whole index not fetched (as if the network failed right after):
    // the device is marked as having it already, so only what "Evangelists" needs is fetched.
    await page.evaluate(async () => {
      const entry = await (await fetch('/pagefind/pagefind-entry.json')).text();
      localStorage.setItem('alea-search-saved', entry);
    });
    const dialog = page.getByRole('dialog', { name: 'Search this site' });
    await page.locator('header.site-header').getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('searchbox').fill('Evangelists');
    await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 15_000 }).toMatch(/results? for “Evangelists”/);

    await context.setOffline(true);
    await dialog.getByRole('searchbox').fill('Walker');
    await expect
      .poll(() => dialog.getByRole('status').innerText(), { timeout: 15_000 })
      .toBe(
        'No results for “Walker” in the part of the search index saved on this device; the network cannot be reached to look further. Try again when you are online.',
      );
  });

  it('a new deployment shows the update notice at the foot of the page at 390 and at 1280, and Reload moves to it', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('/play/?r=brandubh'));
    await waitUntilSaved(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // The notice of the first visit goes once it is dismissed.
    const notice = page.getByTestId('pwa-notice');
    await expect.poll(() => notice.innerText()).toMatch(/works offline/);
    await notice.getByRole('button', { name: 'OK' }).click();
    expect(await notice.innerText()).toBe('');

    // A new deployment: the server now sends a different service worker (page.route cannot stand in
    // for it: the browser's update check of a service worker is not routed).
    const served = join(inject('servedDir'), 'sw.js');
    const sw = readFileSync(served, 'utf8');
    writeFileSync(served, `${sw}\n// a new deployment\n`);
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect.poll(() => notice.innerText(), { timeout: 30_000 }).toMatch(/A new version of this site is ready\./);
    } finally {
      writeFileSync(served, sw);
    }
    expect(await notice.getAttribute('role')).toBe('status');
    const reload = notice.getByRole('button', { name: 'Reload' });
    // Keyboard reachable: Tab from the header gets there before the page's own content.
    await page.locator('header.site-header nav a').last().focus();
    await page.keyboard.press('Tab');
    expect(await reload.evaluate((el) => el === document.activeElement)).toBe(true);
    await waitForPlay(page);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    // It does not cover the page, on a phone or a wide screen: the page has room for it at its foot.
    for (const [name, viewport] of [
      ['390', PHONE],
      ['1280', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      // Polled: on a busy machine the page may still be settling (a reload, a notice shown again, the new width).
      await expect
        .poll(
          async () => {
            const bar = (await notice.locator('.pwa-notice-bar').boundingBox())!;
            return Math.round(bar.y + bar.height);
          },
          { timeout: 10_000 },
        )
        .toBe(viewport.height);
      const bar = (await notice.locator('.pwa-notice-bar').boundingBox())!;
      await expect
        .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom)), { timeout: 10_000 })
        .toBeCloseTo(bar.height, 0);
      await shot(page, `update-notice-${name}`);
    }

    // The wait starts before the click: the reload it causes can finish before click() returns.
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), reload.click()]);
    await waitForPlay(page);
    // The new version took over: it controls the page and nothing waits any more.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
    expect(await notice.innerText()).toBe('');
  });
});
