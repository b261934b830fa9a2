/**
 * What a deployed site needs beyond its pages: a canonical link and social preview tags on every page,
 * built from `site` in astro.config.mjs; a sitemap that lists every page but the 404 page and the embed; robots.txt
 * pointing at the sitemap; and a 404 page in the site's own frame with ways back in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteUrl, useBrowser } from './browser.test-support';
import { DIST, builtHtml, sitePages } from './pages.test-support';

const session = useBrowser();
// The embed is left out: it is a frame for other sites (embed.browser.ts checks that it is noindex).
const pages = sitePages();
const SITE = /<link rel="canonical" href="(https?:\/\/[^/"]+)\//.exec(builtHtml('/'))?.[1] ?? '';

describe('addresses for a deployed site', () => {
  it('every page has a canonical link to its own address, and preview tags with an image', () => {
    expect(SITE).toMatch(/^https?:\/\//);
    const bad: string[] = [];
    for (const path of pages) {
      const html = builtHtml(path);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical !== `${SITE}${path}`) bad.push(`${path}: canonical ${canonical}`);
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
        if (!html.includes(`property="${tag}"`)) bad.push(`${path}: no ${tag}`);
    }
    expect(bad).toEqual([]);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(builtHtml('/'))![1]!;
    expect(existsSync(join(DIST, new URL(image).pathname))).toBe(true);
  });

  it('the sitemap lists every page but the 404 page and the embed, and robots.txt points to it', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort();
    expect(listed).toEqual(pages);
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  it('an unknown address gets the site’s 404 page, with the way back to every part of the site', async () => {
    const { page } = session;
    // Chromium reports the 404 status of the page itself as a console error: that one is expected.
    session.allowConsoleError(/status of 404/);
    const response = await page.goto(siteUrl('/no/such/page/'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page not found');
    expect(await page.locator('header.site-header nav a').count()).toBeGreaterThan(4);
    await page.locator('main a[href="/play/"]').click();
    await page.waitForURL('**/play/');
  });
});
