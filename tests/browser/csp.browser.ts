/**
 * The content security policy in a real browser (astro.config.mjs; who may frame a page: public/_headers,
 * whose headers the tests' server sends). Every built page, the 404 page and the offline page load
 * without a violation (browser.test-support.ts fails a test on any, so every page that a test hydrates or plays on,
 * as every-page.browser.ts does them all, is checked too), and carry the policy in a <meta> ahead of
 * every script and style: no 'unsafe-inline' nor 'unsafe-eval' for scripts or styles, scripts from the
 * site and Astro's hashes only, and default-src, connect-src, img-src, worker-src, object-src, base-uri
 * and form-action as the config gives them. Each response says who may frame it: no one for the site's
 * pages, anyone for /embed/; a page on another origin shows /embed/ in a frame and not /play/. Under the
 * policy the AI's worker plays, search finds a result with Pagefind's worker, a board downloads as SVG,
 * and the values the pages used to give in style attributes still apply. That the service worker
 * registers and serves pages that carry the policy is checked where it is already installed, in
 * offline.browser.ts, so that the site is not saved once more for it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl, useBrowser } from './browser.test-support';
import { moveListOf, openPlay } from './board.test-support';
import { builtPages } from './pages.test-support';
import { checkFramingHeaders, checkPolicy, metaPolicy } from './policy.test-support';
import { pictureWidth } from '../../src/islands/board/geometry';

/** Every page the site serves as a document: the built pages, the 404 page and the offline page. */
const PAGES = [...builtPages(), '/404.html', '/offline.html'];

describe('the content security policy', () => {
  const session = useBrowser();

  it('has pages to check, the embed among them', () => {
    expect(PAGES.length).toBeGreaterThan(40);
    expect(PAGES).toContain('/embed/');
  });

  // The built pages are checked where every-page.browser.ts loads them; here, the two pages that are not built as folders.
  for (const path of PAGES.filter((p) => !builtPages().includes(p))) {
    it(`${path} carries the policy and loads without a violation`, async () => {
      const { page } = session;
      const response = await page.goto(siteUrl(path));
      checkFramingHeaders(path, response);
      const { policy, first } = await metaPolicy(page);
      expect(policy, `${path} has a <meta> policy`).not.toBeNull();
      expect(first, `${path}: the <meta> policy comes before every script and style`).toBe(true);
      checkPolicy(path, policy!);
    });
  }

  it('the embed with a game and with a puzzle hydrates without a violation', async () => {
    const { page } = session;
    for (const query of ['r=copenhagen&m=d1-d2.f4-e4', 'puzzle=brandubh-corner-anvil']) {
      const response = await page.goto(siteUrl(`/embed/?${query}`));
      checkFramingHeaders('/embed/', response);
      await page.locator('.embed[data-ready="true"]').waitFor({ timeout: 20_000 });
    }
  });

  it("the AI's worker starts and plays its move", async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh&ai=attackers');
    await expect.poll(() => moveListOf(page), { timeout: 30_000 }).not.toHaveLength(0);
    expect(
      page.workers().some((w) => new URL(w.url()).pathname.startsWith('/_astro/')),
      "the AI's worker runs",
    ).toBe(true);
  });

  it("search finds a result, with Pagefind's worker", async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    await page.locator('header.site-header').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search this site' });
    await dialog.getByRole('searchbox', { name: 'Words to find' }).fill('Evangelists');
    await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 15_000 }).toMatch(/^[1-9]\d* results? for “Evangelists”\.$/);
    expect(await dialog.getByRole('link').count()).toBeGreaterThan(0);
    // Pagefind compiles its WebAssembly in its worker, which the page's policy lets start (worker-src);
    // were it to fall back to the page, script-src would refuse the WebAssembly (no 'wasm-unsafe-eval').
    expect(
      page.workers().some((w) => w.url().endsWith('/pagefind/pagefind-worker.js')),
      "Pagefind's worker runs",
    ).toBe(true);
  });

  it('a board downloads as SVG, its copied styles written without a violation', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh');
    await page.getByTestId('board-menu').first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-svg').first().click()]);
    const svg = readFileSync(await download.path(), 'utf8');
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg, 'the drawing keeps its colours as style attributes').toMatch(/ style="[^"]*fill:/);
  });

  it('the values once given in style attributes still apply: the zoomed board, the rules sheet', async () => {
    const { page } = session;
    await openPlay(page, 'r=alea-walker-2014');
    // The zoomed board's width is the picture's width in board units (geometry.ts), set through the CSSOM.
    const width = () =>
      page.locator('.play-board-frame').evaluate((el) => getComputedStyle(el).getPropertyValue('--play-picture-width').trim());
    await expect.poll(width).toBe(String(pictureWidth(19)));
    await openPlay(page, 'r=brandubh');
    await expect.poll(width).toBe(String(pictureWidth(7)));

    await page.goto(siteUrl('/readings/brandubh/sheet/'));
    const diagram = await page
      .getByTestId('sheet-diagram')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--diagram-width').trim());
    expect(diagram).toMatch(/^\d+(\.\d)?mm$/);
  });
});

describe('framing', () => {
  const session = useBrowser();
  /** Another origin (127.0.0.1 at another port): a page with an iframe of a page of the site. */
  let other: Server | undefined;
  let otherOrigin = '';

  beforeAll(async () => {
    other = createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('src') ?? '/';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body><iframe src="${siteUrl(src).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" title="A page of the site" width="600" height="500"></iframe></body></html>`);
    });
    await new Promise<void>((ok) => other!.listen(0, '127.0.0.1', ok));
    otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((ok) => (other ? other.close(() => ok()) : ok()));
  });

  /** Opens the other origin's page framing `src`, and says whether the frame shows the site's page. */
  async function framed(page: Page, src: string): Promise<boolean> {
    await page.goto(`${otherOrigin}/?src=${encodeURIComponent(src)}`);
    const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
    if (!frame) return false;
    await frame.waitForLoadState('load');
    return frame.url() === siteUrl(src) && (await frame.locator('main, .embed').count()) > 0;
  }

  it('another site can show /embed/ in a frame', async () => {
    const { page } = session;
    expect(await framed(page, '/embed/?r=brandubh')).toBe(true);
    const frame = page.frames().find((f) => f.url().startsWith(siteUrl('/embed/')))!;
    await frame.locator('.embed[data-ready="true"]').waitFor({ timeout: 20_000 });
  });

  it('another site cannot show any other page of the site in a frame', async () => {
    const { page } = session;
    // Chromium logs the refusal on the framing page.
    session.allowConsoleError(/frame-ancestors|X-Frame-Options|Refused to (display|frame)/);
    for (const path of ['/', '/play/', '/essays/nielsen/', '/404.html']) {
      expect(await framed(page, path), `${path} is not shown in another site's frame`).toBe(false);
    }
  });
});
