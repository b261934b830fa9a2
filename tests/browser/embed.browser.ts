/**
 * The embedded board as a teacher's page shows it: a plain HTML page served from a second local
 * server (another origin, as a course page is) with an <iframe> of /embed/ on the site's server. A
 * move played inside the frame is announced and changes the status; the frame has no scrollbars at
 * three sizes; a broken link explains itself; a puzzle shows its goal. And the Embed controls of
 * /play and of a claim give code whose address opens the same position.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseUrl, shot, siteUrl, useBrowser } from './browser.test-support';
import { clickSquare, openPlay, piecesOf, waitForHydration } from './board.test-support';
import { DIST } from './pages.test-support';
import { violations } from './axe.test-support';

const session = useBrowser();

// Brandubh, attackers to move: d1-c1 captures the defender on b1 against the corner a1.
const CAPTURE = 'r=brandubh&p=7/7/7/3k2a/7/1a5/1d1a3+a';

/** The teacher's site: one directory of plain HTML pages, served on 127.0.0.1 at another port. */
let hostDir = '';
let host: Server | undefined;
let hostOrigin = '';

beforeAll(async () => {
  hostDir = mkdtempSync(join(tmpdir(), 'embed-host-'));
  host = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/^\/+/, '');
    if (!/^[\w-]+\.html$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(join(hostDir, name));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => host!.listen(0, '127.0.0.1', ok));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((ok) => (host ? host.close(() => ok()) : ok()));
  rmSync(hostDir, { recursive: true, force: true });
});

let pages = 0;
/** Writes a course page with one iframe of the embed page and opens it; returns the frame, ready. */
async function course(page: Page, query: string, size: { width: number; height: number }): Promise<FrameLocator> {
  const name = `course-${++pages}.html`;
  const src = siteUrl(`/embed/?${query}`);
  writeFileSync(
    join(hostDir, name),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title><link rel="icon" href="data:,"></head>
<body style="margin:0;padding:12px;background:#e6e6e6;font-family:sans-serif">
<p>Week 3: the corner squares.</p>
<iframe src="${src.replace(/&/g, '&amp;')}" title="A tafl board" style="display:block;width:${size.width}px;height:${size.height}px;border:1px solid #777"></iframe>
</body></html>`,
  );
  await page.setViewportSize({ width: Math.max(DESKTOP.width, size.width + 40), height: Math.max(DESKTOP.height, size.height + 80) });
  await page.goto(`${hostOrigin}/${name}`);
  const frame = page.frameLocator('iframe');
  await frame.locator('.embed[data-ready="true"]').waitFor({ timeout: 20_000 });
  return frame;
}

/** The frame's document: its scroll and client sizes, and the board's box. */
async function measure(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/embed/'));
  if (!frame) throw new Error('no embed frame on the page');
  return frame.evaluate(() => {
    const el = document.documentElement;
    const box = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
    return {
      origin: location.origin,
      scrollW: el.scrollWidth,
      clientW: el.clientWidth,
      scrollH: el.scrollHeight,
      clientH: el.clientHeight,
      board: { w: box.width, h: box.height, top: box.top, bottom: box.bottom, left: box.left, right: box.right },
    };
  });
}

/** Moves the keyboard cursor of the frame's (focused, unflipped) board to `target` with the arrow keys. */
async function walkTo(page: Page, frame: FrameLocator, target: string): Promise<void> {
  const at = async () => (await frame.locator('[data-testid="board"] [data-cursor]').first().getAttribute('data-cursor')) ?? '';
  const [fx, fy] = [(await at()).charCodeAt(0), Number((await at()).slice(1))];
  const [tx, ty] = [target.charCodeAt(0), Number(target.slice(1))];
  for (let i = 0; i < Math.abs(tx - fx); i++) await page.keyboard.press(tx > fx ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(ty - fy); i++) await page.keyboard.press(ty > fy ? 'ArrowUp' : 'ArrowDown');
  expect(await at()).toBe(target);
}

/** The src of the iframe in a piece of embed code, as a browser would read the attribute. */
function srcOf(code: string): string {
  const m = /<iframe src="([^"]+)"/.exec(code);
  if (!m) throw new Error(`no iframe src in: ${code}`);
  return m[1]!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The pieces on the first board of a page (or frame), by square. */
const piecesIn = (root: Page | FrameLocator | Locator): Promise<Record<string, string>> =>
  root
    .locator('[data-testid="board"] [data-piece]')
    .evaluateAll((els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute('data-square') ?? '?', el.getAttribute('data-piece') ?? '?'])),
    );

describe('an embedded board on another site', () => {
  it('is served from another origin, and a move played in it is announced and changes the status', async () => {
    const { page } = session;
    const frame = await course(page, CAPTURE, { width: 480, height: 560 });
    const m = await measure(page);
    expect(m.origin).toBe(new URL(baseUrl()).origin);
    expect(m.origin).not.toBe(hostOrigin);

    expect(await frame.getByTestId('embed-caption').innerText()).toBe('Brandubh');
    expect(await frame.getByTestId('embed-status').innerText()).toBe('Attackers to move');
    expect(await frame.getByTestId('board-announcement').innerText()).toBe('');
    const link = frame.getByTestId('embed-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    expect(await link.getAttribute('href')).toBe(`/play/?${CAPTURE}`);

    await clickSquare(frame, 'd1');
    await clickSquare(frame, 'c1');
    await expect.poll(() => frame.getByTestId('board-announcement').innerText()).toBe('Attacker d1 to c1, captures b1. Defenders to move.');
    expect(await frame.getByTestId('board-announcement').getAttribute('role')).toBe('status');
    expect(await frame.getByTestId('embed-status').innerText()).toBe('Defenders to move');
    expect((await piecesIn(frame)).b1).toBeUndefined();
    expect(await link.getAttribute('href')).toBe(`/play/?${CAPTURE}&m=d1-c1`);
    await shot(page, 'embed-course-page-after-capture');

    // Then by keyboard: with the frame's board focused, the king d4-d5 (Enter picks him up, ArrowUp, Enter drops him).
    await frame.locator('[data-testid="board"]').focus();
    await walkTo(page, frame, 'd4');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    expect(await frame.getByTestId('board-cursor').innerText()).toMatch(/^d5, empty\b/);
    await page.keyboard.press('Enter');
    await expect.poll(() => frame.getByTestId('board-announcement').innerText()).toBe('King d4 to d5. Attackers to move.');

    // Undo takes the king's move back; Back steps to the start.
    await frame.getByRole('button', { name: 'Undo' }).click();
    expect(await frame.getByTestId('embed-status').innerText()).toBe('Defenders to move');
    await frame.getByRole('button', { name: 'Back' }).click();
    expect(await frame.getByTestId('embed-status').innerText()).toBe('Attackers to move');
    expect((await piecesIn(frame)).b1).toBe('defender');
  });

  for (const size of [
    { width: 320, height: 380, query: 'r=alea-cyningstan;movement=one-step&m=f1-f2' },
    { width: 480, height: 560, query: 'r=copenhagen&m=d1-d2.f4-e4' },
    { width: 800, height: 600, query: CAPTURE },
  ]) {
    it(`fits a ${size.width}×${size.height} frame: no scrollbars, the board the largest square that fits`, async () => {
      const { page } = session;
      const frame = await course(page, size.query, size);
      const m = await measure(page);
      expect(m.scrollW, 'no sideways scroll').toBeLessThanOrEqual(m.clientW);
      expect(m.scrollH, 'no scrolling down').toBeLessThanOrEqual(m.clientH);
      expect(m.board.w).toBeCloseTo(m.board.h, 0);
      expect(m.board.left).toBeGreaterThanOrEqual(0);
      expect(m.board.right).toBeLessThanOrEqual(size.width);
      expect(m.board.bottom).toBeLessThanOrEqual(size.height);
      // The largest square: as wide as the frame allows, or as tall as the lines above and below leave.
      const stage = await frame.locator('.embed-stage').boundingBox();
      expect(Math.min(stage!.width, stage!.height) - m.board.w).toBeLessThan(1.5);
      expect(await frame.getByTestId('embed-note').innerText(), 'the link is read without a problem').toBe('');
      expect(await frame.getByTestId('embed-status').isVisible()).toBe(true);
      expect(await frame.getByTestId('embed-link').isVisible()).toBe(true);
      for (const name of ['First', 'Back', 'Forward', 'Last', 'Undo', 'Key'])
        expect(await frame.getByRole('button', { name }).isVisible()).toBe(true);
      await shot(page.locator('iframe'), `embed-frame-${size.width}x${size.height}`);
    });
  }

  it('a broken link shows what it could read and one sentence, with no scrollbars, still linking to /play', async () => {
    const { page } = session;
    const frame = await course(page, 'r=brandubh&m=d2-c2.zz-top', { width: 320, height: 380 });
    expect(await frame.getByTestId('embed-note').innerText()).toBe(
      'Move 2 (zz-top) in the link cannot be played here, so it was left out; the move before it is kept.',
    );
    expect(await frame.getByTestId('embed-caption').innerText()).toBe('Brandubh');
    expect((await piecesIn(frame)).c2).toBe('attacker');
    expect(await frame.getByTestId('embed-link').getAttribute('href')).toBe('/play/?r=brandubh&m=d2-c2');
    const m = await measure(page);
    expect(m.scrollH).toBeLessThanOrEqual(m.clientH);
    expect(m.scrollW).toBeLessThanOrEqual(m.clientW);
    await shot(page.locator('iframe'), 'embed-frame-broken-link');
  });

  for (const size of [
    { width: 240, height: 480 },
    { width: 600, height: 560 },
  ]) {
    it(`a puzzle in a ${size.width} px column: its goal, the move judged with right or wrong, Try again, nothing clipped`, async () => {
      const { page } = session;
      const frame = await course(page, 'puzzle=brandubh-corner-anvil', size);
      expect(await frame.getByRole('heading', { level: 1 }).innerText()).toBe('Defenders to move: capture the attacker on b1. Brandubh');
      const link = frame.getByTestId('embed-link');
      expect(await link.innerText()).toMatch(/^Check your answer on the site/);
      expect(await link.getAttribute('href')).toBe('/learn/puzzles/#brandubh-corner-anvil');
      expect(await page.title()).toBe('A course page');
      const feedback = frame.getByTestId('embed-feedback');
      await feedback.waitFor();
      const m = await measure(page);
      expect(m.board.w, 'the 7×7 board at least 200 px wide').toBeGreaterThanOrEqual(size.width >= 600 ? 300 : 200);
      expect(m.scrollW, 'no sideways scroll').toBeLessThanOrEqual(m.clientW);
      expect(m.board.right).toBeLessThanOrEqual(size.width);

      // A wrong move, then Try again, then the right one: as on the puzzles page.
      const f = page.frames().find((x) => x.url().includes('/embed/'))!;
      const click = async (sq: string) => {
        const r = await f.evaluate((s) => {
          const svg = document.querySelector('[data-testid="board"] svg.tb-svg') as SVGSVGElement;
          const file = s.charCodeAt(0) - 97;
          const rank = Number(s.slice(1));
          const m = svg.getScreenCTM()!;
          const pt = new DOMPoint(file + 0.5, 7 - rank + 0.5).matrixTransform(m);
          return { x: pt.x, y: pt.y };
        }, sq);
        const frameBox = (await page.locator('iframe').boundingBox())!;
        await page.mouse.click(frameBox.x + 1 + r.x, frameBox.y + 1 + r.y);
      };
      await frame.getByTestId('board').scrollIntoViewIfNeeded();
      await click('c3');
      await click('c2');
      await expect.poll(() => feedback.innerText()).toMatch(/^✗\s*Wrong\./);
      await frame.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => feedback.innerText()).toMatch(/^Play the defenders’ move/);
      await frame.getByTestId('board').scrollIntoViewIfNeeded();
      await click('c3');
      await click('c1');
      await expect.poll(() => feedback.innerText()).toMatch(/^✓\s*Right\. c3-c1 captures the attacker on b1\./);
      const after = await measure(page);
      expect(after.scrollW, 'no sideways scroll after the verdict').toBeLessThanOrEqual(after.clientW);
      await shot(page.locator('iframe'), `embed-frame-puzzle-${size.width}`);
    });
  }

  it('an embedded puzzle and game pass axe with no moderate issue: a main landmark and a heading', async () => {
    const { page } = session;
    for (const query of ['puzzle=brandubh-two-corners', 'r=brandubh', 'puzzle=alea-edge-or-corner&heading=hidden']) {
      await page.setViewportSize({ width: 240, height: 480 });
      await page.goto(siteUrl(`/embed/?${query}`));
      await page.locator('.embed[data-ready="true"]').waitFor();
      if (query.startsWith('puzzle')) await page.getByTestId('embed-feedback').waitFor();
      expect(await page.locator('main').count(), query).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count(), query).toBe(1);
      expect(await violations(page, 'moderate', ['best-practice']), query).toEqual([]);
    }
  });

  it('is kept out of search engines', async () => {
    const { page } = session;
    await page.goto(siteUrl(`/embed/?${CAPTURE}`));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).not.toContain('/embed/');
    expect(await page.locator('header, nav, footer').count()).toBe(0);
  });
});

/** Opens the Embed control inside `scope`, and returns its code. */
async function embedCode(scope: Locator): Promise<string> {
  const toggle = scope.getByRole('button', { name: 'Embed' });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const field = scope.getByRole('textbox', { name: 'Code to show this board, playable, in another page' });
  await field.scrollIntoViewIfNeeded();
  return field.inputValue();
}

/** Opens an embed address in a page of its own and returns its pieces and status. */
/** A game's frame: its pieces and status line; a puzzle's: its pieces and the verdict's line ('Play the …'). */
async function openEmbed(page: Page, src: string): Promise<{ pieces: Record<string, string>; status: string }> {
  await page.goto(src);
  await page.locator('.embed[data-ready="true"]').waitFor({ timeout: 20_000 });
  const status = page.getByTestId(new URL(src).searchParams.has('puzzle') ? 'embed-feedback' : 'embed-status');
  await status.waitFor();
  return { pieces: await piecesIn(page), status: await status.innerText() };
}

describe('the Embed controls give code that opens the same position', () => {
  for (const [vpName, vp] of [
    ['390x844', PHONE],
    ['1280x800', { width: 1280, height: 800 }],
  ] as const) {
    // The code does not depend on the window's width: what it opens is checked once, from the wide one.
    const opensIt = vp.width > PHONE.width;
    it(`/play at ${vpName}: the code's address is the embed page of the game shown`, async () => {
      const { page } = session;
      await page.setViewportSize(vp);
      await openPlay(page, 'r=brandubh;movement=one-step&m=d2-c2.d3-c3.c2-c1&c=2');
      const pieces = await piecesOf(page);
      const status = await page.locator('[data-testid="board-status"]').innerText();
      const code = await embedCode(page.locator('.play'));
      await page.evaluate(() => window.scrollBy(0, 120));
      await shot(page, `embed-code-play-${vpName}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);

      const src = srcOf(code);
      const url = new URL(src);
      expect(url.origin).toBe(new URL(baseUrl()).origin);
      expect(url.pathname).toBe('/embed/');
      expect(url.search).toBe(await page.evaluate(() => location.search));
      expect(code).toMatch(
        / title="Brandubh, 1 rule changed, after 2 moves" width="100%" style="aspect-ratio: \d+ \/ \d+; border: 0; max-width: \d+px" loading="lazy"><\/iframe>$/,
      );

      if (opensIt) {
        const embedded = await openEmbed(await session.newPage(), src);
        expect(embedded.pieces).toEqual(pieces);
        expect(embedded.status).toBe(status);
      }
    });

    it(`a claim at ${vpName}: the code's address opens the claim's position under the value shown`, async () => {
      const { page } = session;
      await page.setViewportSize(vp);
      await page.goto(siteUrl('/essays/nielsen/'));
      const claim = page.locator('[data-testid="claim"]').first();
      await claim.scrollIntoViewIfNeeded();
      const id = await claim.getAttribute('data-claim');
      await page.waitForFunction(
        (claimId) => {
          const island = document.querySelector(`[data-testid="claim"][data-claim="${claimId}"]`)?.closest('astro-island');
          return !!island && !island.hasAttribute('ssr');
        },
        id,
        { timeout: 20_000 },
      );
      // The second board (the one the code shows) under another value than the one it opens on, one that
      // sets the position up, and the claim's move played on both boards.
      const others = await claim
        .locator('.claim-toggle button[aria-pressed="false"]')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-value') ?? ''));
      let chosen: string | null = null;
      for (const v of others) {
        await claim.locator(`.claim-toggle button[data-value="${v}"]`).click();
        await expect.poll(() => claim.getAttribute('data-value')).toBe(v);
        if ((await claim.getByTestId('claim-refused').count()) === 0) {
          chosen = v;
          break;
        }
      }
      expect(chosen, `${id}: another value sets the position up`).not.toBeNull();
      const play = claim.getByRole('button', { name: 'Play the move' });
      await play.click();
      const second = claim.locator('.claim-pane[data-side="right"]');
      const pieces = await piecesIn(second);
      const status = await second.locator('[data-testid="board-status"]').textContent();
      const code = await embedCode(claim);
      await claim.locator('.embed-code-panel').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 160));
      await shot(page, `embed-code-claim-${vpName}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);

      const src = srcOf(code);
      expect(new URL(src).pathname).toBe('/embed/');
      if (opensIt) {
        const embedded = await openEmbed(await session.newPage(), src);
        expect(embedded.pieces).toEqual(pieces);
        expect(embedded.status).toBe(status);
      }
    });

    it(`a puzzle at ${vpName}: the code's address opens the puzzle shown, and follows Next`, async () => {
      const { page } = session;
      await page.setViewportSize(vp);
      await page.goto(siteUrl('/learn/puzzles/#brandubh-corner-anvil'));
      await waitForHydration(page);
      const puzzle = page.getByTestId('puzzle');
      await expect.poll(() => puzzle.getAttribute('data-puzzle')).toBe('brandubh-corner-anvil');
      const pieces = await piecesIn(puzzle);
      const code = await embedCode(puzzle);
      expect(code).toContain(' title="Puzzle: The corner takes a side (Brandubh)"');
      await puzzle.locator('.embed-code-panel').scrollIntoViewIfNeeded();
      await shot(page, `embed-code-puzzle-${vpName}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);

      const src = srcOf(code);
      expect(new URL(src).pathname + new URL(src).search).toBe('/embed/?puzzle=brandubh-corner-anvil');
      if (opensIt) expect((await openEmbed(await session.newPage(), src)).pieces).toEqual(pieces);

      // The next puzzle's code names the next puzzle.
      await page.getByRole('button', { name: /Next/ }).first().click();
      await expect.poll(() => puzzle.getAttribute('data-puzzle')).not.toBe('brandubh-corner-anvil');
      const next = await puzzle.getAttribute('data-puzzle');
      const field = puzzle.getByRole('textbox', { name: 'Code to show this board, playable, in another page' });
      if (!(await field.isVisible())) await embedCode(puzzle);
      await expect.poll(() => field.inputValue()).toContain(`/embed/?puzzle=${next}"`);
    });
  }
});
