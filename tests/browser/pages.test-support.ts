/** The built site's pages (every index.html under dist/ or DIST_DIR), as root-relative paths ("/sources/"). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ReadPage } from './browser.test-support';

export const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(import.meta.dirname, '..', '..', 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : walk(path);
    return name === 'index.html' ? [`/${relative(DIST, path).replace(/index\.html$/, '')}`] : [];
  });
}

/** Every built page's path, sorted. */
export const builtPages = (): string[] => walk(DIST).sort();

/**
 * The pages of the site in its own frame: every built page but the embed (/embed/), a bare board for
 * other sites' iframes, with no header, no canonical address and no place in the sitemap.
 */
export const sitePages = (): string[] => builtPages().filter((path) => path !== '/embed/');

/** A built page's HTML, by its path. */
export const builtHtml = (path: string): string => readFileSync(join(DIST, path, 'index.html'), 'utf8');

/** Brings each island still waiting into view (its first child: the island element itself is display: contents), in up to three passes. */
async function showWaitingIslands(page: Page): Promise<void> {
  for (let pass = 0; pass < 3; pass++) {
    const waiting = await page.evaluate(async () => {
      for (const el of document.querySelectorAll('astro-island[ssr]')) {
        (el.firstElementChild ?? el).scrollIntoView({ block: 'center' });
        // Two frames: the intersection observer behind client:visible runs after the next rendering
        // (or half a second, if no frame comes).
        await new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
          setTimeout(r, 500);
        });
      }
      window.scrollTo(0, 0);
      return document.querySelectorAll('astro-island[ssr]').length;
    });
    if (waiting === 0) break;
    await page.waitForTimeout(300);
  }
}

/** Whether every island has hydrated within `ms`. */
const allHydrated = (page: Page, ms: number): Promise<boolean> =>
  page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: ms, polling: 100 })
    .then(
      () => true,
      () => false,
    );

/** The islands still waiting, and the frames the tab draws in one second. */
const stalled = (page: Page): Promise<{ left: string[]; frames: number }> =>
  page.evaluate(async () => {
    let frames = 0;
    const count = () => {
      frames++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    await new Promise((r) => setTimeout(r, 1000));
    const left = [...document.querySelectorAll('astro-island[ssr]')].map((el) =>
      (el.getAttribute('component-url') ?? '?').replace(/^.*\//, ''),
    );
    return { left, frames };
  });

/**
 * Hydrates every island on the page: islands hydrate when visible, so each one still waiting is brought
 * into view, then all of them are waited for, and the page returns to the top. Every wait has its own
 * limit, so a page that does not hydrate fails here in seconds, naming the islands left and the frames
 * drawn, instead of holding the hook until its timeout. A tab that has stopped drawing frames (seen now
 * and then on a loaded machine: 0 frames in a second, five of an essay's islands left) never runs the
 * intersection observers that client:visible waits on, whatever the page does; it is made to draw one (a
 * screenshot draws a frame) and given one more pass before the page fails.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await showWaitingIslands(page);
  if (await allHydrated(page, 20_000)) return;
  const first = await stalled(page);
  if (first.frames === 0) {
    await page.screenshot({ timeout: 10_000 }).catch(() => undefined);
    await showWaitingIslands(page);
    if (await allHydrated(page, 10_000)) return;
  }
  const { left, frames } = first.frames === 0 ? await stalled(page) : first;
  const message = `${page.url()}: ${left.length} islands did not hydrate within 20 s (${left.join(', ')}); ${first.frames} frames drawn in 1 s${first.frames === 0 ? `, ${frames} after a frame was forced and the islands shown again` : ''}`;
  throw first.frames === 0 && frames === 0 ? new StalledTab(message) : new Error(message);
}

/** Thrown by hydrateAllIslands when the tab draws no frame at all, even when made to draw one. */
export class StalledTab extends Error {}

/**
 * Opens `path` in the reader's tab (`ready` runs on it first, before any island is brought into view)
 * and hydrates every island. A tab that has stopped drawing frames altogether (StalledTab: seen in the
 * every-page walk on a busy machine, on /essays/manuscript/, a page that hydrated in every other run)
 * is closed and the page opened once more in a new tab, where it must hydrate; a page that stops its
 * tab again fails. `hydrate` is hydrateAllIslands but in the harness's own test.
 */
export async function openHydrated(
  reader: { open(path: string): Promise<ReadPage> },
  path: string,
  ready: (read: ReadPage) => Promise<void> = async () => undefined,
  hydrate: (page: Page) => Promise<void> = hydrateAllIslands,
): Promise<ReadPage> {
  const read = await reader.open(path);
  await ready(read);
  try {
    await hydrate(read.page);
    return read;
  } catch (e) {
    if (!(e instanceof StalledTab)) throw e;
    await read.page.close();
    const again = await reader.open(path);
    await ready(again);
    await hydrate(again.page);
    return again;
  }
}

/**
 * Every claim of the page measured in one call: its two boards and their captions fit in one window
 * (`heights` gets "id whole/boards" for the log).
 */
export async function claimsFit(page: Page, path: string, viewport: { height: number }, heights: string[] = []): Promise<void> {
  const claims = await page.locator('[data-testid="claim"]').evaluateAll((els) =>
    els.map((el) => {
      const panes = [...el.querySelectorAll('.claim-pane')].map((p) => p.getBoundingClientRect());
      return {
        id: el.getAttribute('data-claim'),
        whole: el.getBoundingClientRect().height,
        boards: Math.max(...panes.map((r) => r.bottom)) - Math.min(...panes.map((r) => r.top)),
      };
    }),
  );
  expect(claims.length, `${path}: claims`).toBeGreaterThan(0);
  for (const { id, whole, boards } of claims) {
    heights.push(`${id} ${Math.round(whole)}/${Math.round(boards)}`);
    expect(boards, `${path} ${id}: the two boards and their captions, in px`).toBeLessThanOrEqual(viewport.height);
  }
}

/**
 * For each claim link ("/essays/murray/#claim-…"), how many claims its target holds: each linked page
 * is fetched once and parsed by the browser, not rendered (the claims are in its HTML as built, and
 * rendering a dozen essays one by one made a test the slowest on a busy machine).
 */
export const claimsAtLinks = (page: Page, links: readonly string[]): Promise<Record<string, number>> =>
  page.evaluate(async (links) => {
    const docs = new Map<string, Promise<Document>>();
    const found: Record<string, number> = {};
    for (const link of links) {
      const [path = '', hash] = link.split('#');
      if (!docs.has(path))
        docs.set(
          path,
          fetch(path).then(async (r) => new DOMParser().parseFromString(await r.text(), 'text/html')),
        );
      found[link] = (await docs.get(path)!).querySelectorAll(`[id="${hash}"] [data-testid="claim"]`).length;
    }
    return found;
  }, links);
