/**
 * /play built for the hand and the eye, in a real browser at 390×844 (a phone) and 1280×800: the whole
 * board in the first screen, the board still in view after a rule change on a phone, the steps and
 * Undo under the board, ← and → from anywhere but the board, the browser's Back after a reading
 * change, a link that keeps its opponent and level, the result panel, a record file opened from
 * disk, and the zoom that gives a 19×19 board on a phone targets of at least 24 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { PARTLY_READABLE_SAVE } from '../../src/islands/play/play.test-support';
import { board, clickSquare, moveListOf, openPlay, squarePx, waitForPlay } from './board.test-support';

const session = useBrowser();
const LAPTOP = { width: 1280, height: 800 } as const;

/** The element's box in the viewport: top, bottom, left, right. */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, selector);

/** Whether the board's picture lies wholly inside the viewport. */
async function boardInView(page: Page): Promise<boolean> {
  const b = await boxOf(page, '[data-testid="board"] svg');
  const vp = page.viewportSize()!;
  return b.top >= 0 && b.left >= 0 && b.bottom <= vp.height + 0.5 && b.right <= vp.width + 0.5;
}

/** Plays a move by clicking its two squares. */
async function play(page: Page, from: string, to: string): Promise<void> {
  await clickSquare(page, from);
  await clickSquare(page, to);
}

describe('/play: the board where the eye is', () => {
  for (const [name, vp] of [
    ['390x844', PHONE],
    ['1280x800', LAPTOP],
  ] as const) {
    it(`at ${name} the whole board, its status and its steps are in the first screen`, async () => {
      const { page } = session;
      await page.setViewportSize(vp);
      await openPlay(page);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      expect(await boardInView(page), 'the board is wholly inside the first viewport').toBe(true);
      const buttons = await boxOf(page, '[data-testid="game-bar"] [role="group"]');
      expect(buttons.bottom, 'the steps, Undo and Hint are in the first screen too').toBeLessThanOrEqual(vp.height);
      const under = await page.evaluate(() => {
        const svg = document.querySelector('[data-testid="board"] svg')!.getBoundingClientRect();
        const bar = document.querySelector('[data-testid="game-bar"]')!.getBoundingClientRect();
        return bar.top - svg.bottom;
      });
      expect(under, 'the bar is directly under the board').toBeGreaterThanOrEqual(0);
      expect(under).toBeLessThan(40);
      await shot(page, `play-first-screen-${name}`);
    });
  }

  it('on a phone the board stays in view while a rule is changed far down the page, and the change is counted beside it', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPlay(page, 'r=brandubh');
    const rule = page.locator('section[aria-labelledby="play-rules-h"] select').nth(2);
    await rule.scrollIntoViewIfNeeded();
    // In the rules the board gives way (it lets go on the scroll event of the next frame: waited for, as
    // a reader's tap always comes frames after their scroll; a change in that same frame would find it
    // still pinned, and the scroll's late release would undo the change's pin).
    await expect.poll(() => page.locator('.play-board').getAttribute('data-released')).toBe('true');
    const before = await rule.inputValue();
    const values = await rule.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await rule.selectOption(values.find((v) => v !== before)!);
    expect(await page.evaluate(() => scrollY), 'the page was scrolled to the rules').toBeGreaterThan(1500);
    // The change pins it again, once the page has drawn it.
    await expect.poll(() => boardInView(page), { message: 'the board is back, wholly in view' }).toBe(true);
    await shot(page, 'play-rule-change-390x844');
    await expect.poll(() => page.getByTestId('rules-changed-count').textContent()).toMatch(/one rule changed/);
    await page.getByRole('button', { name: /Reset every rule to Brandubh/ }).click();
    await expect.poll(() => page.getByTestId('rules-changed-count').count()).toBe(0);
  });

  it('on a phone a rule changed in the very frame of the scroll into the rules still brings the board back', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPlay(page, 'r=brandubh');
    // The scroll and the change in one task: the scroll's own release is measured after the change.
    await page.evaluate(() => {
      const rule = document.querySelectorAll<HTMLSelectElement>('section[aria-labelledby="play-rules-h"] select')[2]!;
      rule.scrollIntoView();
      rule.value = [...rule.options].find((o) => o.value !== rule.value)!.value;
      rule.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(() => page.getByTestId('rules-changed-count').textContent()).toMatch(/one rule changed/);
    // Two frames on, the scroll's measurement has come and gone.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => scrollY), 'the page is in the rules').toBeGreaterThan(1500);
    expect(await boardInView(page), 'the board is wholly in view').toBe(true);
  });

  it('a shared link with changed rules says so beside the board, each change with its way back', async () => {
    const { page } = session;
    await page.setViewportSize(LAPTOP);
    await openPlay(page, 'r=brandubh;kingArmed=none;kingCapture=four-sided');
    const bar = page.getByTestId('reading-bar');
    expect(await bar.locator('h2').innerText()).toBe('Brandubh, 2 rules changed');
    expect(await bar.getByRole('button', { name: /^Back to the reading/ }).count()).toBe(2);
    const barBox = await boxOf(page, '[data-testid="reading-bar"]');
    expect(barBox.top, 'the panel is in the first screen').toBeLessThan(LAPTOP.height);
    await shot(page, 'play-link-changed-rules-1280x800');
  });
});

describe('/play: the first game', () => {
  it('with no link and no saved game, opens Brandubh against the computer at its easiest level, says so beside the board, and switches in one tap', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPlay(page, 'r=brandubh');
    await page.evaluate(() => localStorage.clear());
    await openPlay(page);
    expect(await page.inputValue('#play-preset')).toBe('brandubh');
    const line = page.getByTestId('play-opponent');
    expect(await line.innerText()).toMatch(
      /You play the defenders, the king’s side; the computer plays the attackers, at the beginner level\./,
    );
    // The attackers move first in Brandubh: the computer plays its move without being asked.
    await expect.poll(() => moveListOf(page), { timeout: 20_000 }).toHaveLength(1);
    // A returning player gets the game back.
    await page.reload();
    await waitForPlay(page);
    await expect.poll(() => moveListOf(page)).toHaveLength(1);
    expect(await page.getByTestId('play-opponent').innerText()).toMatch(/the computer plays the attackers/);
    // One tap to two people, one to Alea Evangelii itself.
    await line.getByRole('button', { name: 'Two people instead' }).click();
    await expect.poll(() => line.innerText()).toMatch(/^Two people play here/);
    await line.getByRole('button', { name: 'Play Alea Evangelii' }).click();
    await expect.poll(() => page.locator('[data-testid="board"] svg').getAttribute('data-size')).toBe('19');
  });
});

describe('/play: a game is never lost', () => {
  it('a saved game with an unreadable last move keeps its readable moves, says so, and stays saved until the player acts', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    // The save is written from a page of the site that is not /play: a live /play would save its own game
    // over it when it next changes (it did once, under load).
    await page.goto(siteUrl('/offline.html'));
    const saved = PARTLY_READABLE_SAVE;
    await page.evaluate((value) => localStorage.setItem('alea-evangelii:play', value), saved);
    await openPlay(page);
    await expect.poll(() => moveListOf(page)).toHaveLength(5);
    expect(await page.getByRole('alert').first().innerText()).toContain(
      'Move 6 (zz-zz) in the saved game cannot be played here, so it was left out; the 5 moves before it are kept.',
    );
    expect(await page.evaluate(() => localStorage.getItem('alea-evangelii:play'))).toBe(saved);
    await page.reload();
    await waitForPlay(page);
    await expect.poll(() => moveListOf(page)).toHaveLength(5);
    await shot(page, 'play-saved-game-partly-read-390x844');
  });

  it('Back after a reading change restores the game; "Return to it" does too', async () => {
    const { page } = session;
    await page.setViewportSize(LAPTOP);
    await openPlay(page, 'r=brandubh');
    await play(page, 'd1', 'c1');
    await play(page, 'd3', 'c3');
    await expect.poll(() => moveListOf(page)).toHaveLength(2);
    await page.selectOption('#play-preset', 'tablut');
    await expect.poll(() => page.locator('[data-testid="board"] svg').getAttribute('data-size')).toBe('9');
    expect(await moveListOf(page)).toEqual([]);
    expect(await page.getByTestId('reading-bar').innerText()).toMatch(/Your game of 2 moves under Brandubh is put aside/);
    await page.goBack();
    await expect.poll(() => page.locator('[data-testid="board"] svg').getAttribute('data-size')).toBe('7');
    await expect.poll(() => moveListOf(page)).toEqual([expect.stringMatching(/^d1-c1/), expect.stringMatching(/^d3-c3/)]);
    expect(await page.inputValue('#play-preset')).toBe('brandubh');
    await shot(page, 'play-back-restores-1280x800');
    await page.goForward();
    await expect.poll(() => page.locator('[data-testid="board"] svg').getAttribute('data-size')).toBe('9');
  });

  it('a rule change is a history entry: Back returns to the rules before it', async () => {
    const { page } = session;
    await page.setViewportSize(LAPTOP);
    await openPlay(page, 'r=brandubh');
    await play(page, 'd1', 'c1');
    const rule = page.locator('section[aria-labelledby="play-rules-h"] select').nth(2);
    const before = await rule.inputValue();
    const values = await rule.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await rule.selectOption(values.find((v) => v !== before)!);
    await expect.poll(() => page.evaluate(() => location.search)).not.toBe('?r=brandubh&m=d1-c1');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?r=brandubh&m=d1-c1');
    await expect.poll(() => rule.inputValue()).toBe(before);
    expect(await moveListOf(page)).toEqual([expect.stringMatching(/^d1-c1/)]);
  });

  it('a link with an opponent and a level restores them, and keeps them', async () => {
    const { page } = session;
    await page.setViewportSize(LAPTOP);
    await openPlay(page, 'r=brandubh&ai=defenders&lv=beginner');
    expect(await page.inputValue('#play-opponent')).toBe('defenders');
    expect(await page.locator('input[name="play-ai-level"][value="beginner"]').isChecked()).toBe(true);
    await shot(page, 'play-link-opponent-1280x800');
    // The attackers (the person) move; the AI answers, and the link still names it.
    await play(page, 'd1', 'c1');
    await expect.poll(() => moveListOf(page), { timeout: 20_000 }).toHaveLength(2);
    expect(await page.evaluate(() => location.search)).toMatch(/&ai=defenders&lv=beginner$/);
  });

  it('← and → step through the game when the board does not have the focus; on the board they move its cursor', async () => {
    const { page } = session;
    await page.setViewportSize(LAPTOP);
    await openPlay(page, 'r=brandubh&m=d1-c1.d3-c3');
    await page.getByRole('heading', { name: 'Moves' }).click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('game-status').innerText()).toMatch(/move 1 of 2/);
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('game-status').innerText()).toMatch(/move 0 of 2/);
    await page.keyboard.press('End');
    await expect.poll(() => page.getByTestId('game-status').innerText()).toBe('Attackers to move');
    await board(page).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('game-status').innerText()).toBe('Attackers to move');
  });

  it('an ended game shows the result under the board, with New game, Rematch, Copy link and Download', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    // Brandubh, defenders to move: the king on a3 reaches the corner a1.
    await openPlay(page, 'r=brandubh&p=7/7/4a2/7/k6/7/7+d');
    await play(page, 'a3', 'a1');
    const result = page.getByTestId('game-result');
    await result.waitFor();
    expect(await result.innerText()).toMatch(/the defenders win/i);
    expect(await result.innerText()).toMatch(/One move in one turn under Brandubh/);
    await result.scrollIntoViewIfNeeded();
    await shot(page, 'play-result-390x844');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download the record' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brandubh-game-1-move.tafl');
    // The file it saves opens again through "Open a record file".
    const saved = await download.path();
    await page.getByTestId('record-file').setInputFiles(saved);
    await expect.poll(() => page.getByTestId('play-status').innerText()).toMatch(/is loaded/);
    await result.getByRole('button', { name: /Rematch/ }).click();
    await expect.poll(() => moveListOf(page)).toEqual([]);
    expect(await page.getByTestId('game-result').count()).toBe(0);
  });

  it('a record file opened from disk loads its game; a file that is not a record says so and loses nothing', async () => {
    const { page } = session;
    await page.setViewportSize(LAPTOP);
    await openPlay(page, 'r=brandubh&m=d1-c1');
    const input = page.getByTestId('record-file');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello, this is not a game') });
    await expect.poll(() => page.getByTestId('play-error').innerText()).toMatch(/The file “notes.txt” is not a record this site can read/);
    expect(await moveListOf(page)).toEqual([expect.stringMatching(/^d1-c1/)]);
    await page.getByRole('button', { name: 'Export record' }).click();
    const text = await page.inputValue('#play-io-text');
    await openPlay(page, 'r=tablut');
    await input.setInputFiles({ name: 'brandubh-1.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect.poll(() => page.getByTestId('play-status').innerText()).toMatch(/The record in “brandubh-1.txt” is loaded/);
    expect(await moveListOf(page)).toEqual([expect.stringMatching(/^d1-c1/)]);
    expect(await page.inputValue('#play-preset')).toBe('brandubh');
  });
});

describe('/play: a 19×19 board on a phone', () => {
  it('Zoom gives every point a target of at least 24 px, and the coordinates stay readable', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPlay(page, 'r=alea-cyningstan');
    /** The smallest coordinate's height in CSS px: its font size times the board's scale on the screen. */
    const font = () =>
      page.evaluate(() => {
        const sizes = [...document.querySelectorAll('[data-testid="board"] .tb-coord')].map(
          (t) => Number.parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).getScreenCTM()?.a ?? 0),
        );
        return sizes.length > 0 ? Math.min(...sizes) : 0;
      });
    // The link's 19×19 board replaces the first game's 7×7 one in the render after hydration: measure once it has.
    await expect.poll(font, { message: 'coordinates of at least 10 px on the phone' }).toBeGreaterThanOrEqual(10);
    expect(await squarePx(page), 'a point before zooming, in px').toBeLessThan(24);
    await page.getByRole('button', { name: 'Zoom' }).click();
    // Preact draws the zoomed board on its next render: measure once it has.
    await expect.poll(() => squarePx(page), { message: 'a point after zooming, in px' }).toBeGreaterThanOrEqual(24);
    expect(await font(), 'coordinates of at least 10 px zoomed').toBeGreaterThanOrEqual(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page itself does not scroll sideways').toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'play-zoom-390x844');
  });
});

/**
 * The zoomed board's rail labels inside the visible part of its frame: how many files and ranks, how
 * far the worst is (px) from the centre of its column or row as drawn, and their font size. Read as
 * the reader sees them, after a frame is drawn: the rails follow a change of the board's size in the
 * rendering step (a ResizeObserver), and a read made between the zoom's layout and that step once found
 * a label 97.6 px from its column, in a run of the whole suite.
 */
const railLabels = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const app = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
    const svg = document.querySelector<SVGSVGElement>('[data-testid="board"] svg')!;
    const ctm = svg.getScreenCTM()!;
    const size = Number(svg.dataset.size);
    const inView = (r: DOMRect) =>
      r.width > 0 && r.left >= app.left - 1 && r.right <= app.right + 1 && r.top >= app.top - 1 && r.bottom <= app.bottom + 1;
    const labels = (sel: string) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .map((e) => ({ text: e.textContent!, r: e.getBoundingClientRect() }))
        .filter((l) => inView(l.r));
    const files = labels('.play-zoom-files > span > span');
    const ranks = labels('.play-zoom-ranks > span > span');
    const colOff = (l: { text: string; r: DOMRect }) =>
      Math.abs(l.r.left + l.r.width / 2 - (ctm.e + ('abcdefghijklmnopqrs'.indexOf(l.text) + 0.5) * ctm.a));
    const rowOff = (l: { text: string; r: DOMRect }) =>
      Math.abs(l.r.top + l.r.height / 2 - (ctm.f + (size - Number(l.text) + 0.5) * ctm.d));
    const first = document.querySelector('.play-zoom-files > span > span');
    return {
      files: files.length,
      ranks: ranks.length,
      worst: Math.max(0, ...files.map(colOff), ...ranks.map(rowOff)),
      font: first ? Number.parseFloat(getComputedStyle(first).fontSize) : 0,
    };
  });

describe('/play: the pinned board and the zoomed board’s coordinates on a phone', () => {
  it('zoomed, the files and ranks in view stand level with their columns and rows, at 10 px or more', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPlay(page, 'r=alea-cyningstan');
    await page.getByRole('button', { name: 'Zoom' }).click();
    // The frame opens centred: the drawing's own coordinates, in its margins, are out of view.
    await expect
      .poll(() => railLabels(page).then((m) => Math.min(m.files, m.ranks)), {
        message: 'files along the bottom and ranks along the left, in view',
      })
      .toBeGreaterThanOrEqual(8);
    const m = await railLabels(page);
    expect(m.worst, 'each label within 2 px of its column’s or row’s centre').toBeLessThanOrEqual(2);
    expect(m.font).toBeGreaterThanOrEqual(10);
    await shot(page, 'play-zoom-rails-390x844');
  });

  it('the reader can release the pinned board, and it lets go by itself in the rules', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openPlay(page, 'r=brandubh');
    const column = page.locator('.play-board');
    const position = () => column.evaluate((e) => getComputedStyle(e).position);
    const boardTop = () => column.evaluate((e) => e.getBoundingClientRect().top);
    expect(await position()).toBe('sticky');
    // In the rules: their heading passes under the board, the board lets go and scrolls away.
    const rulesTop = await page.locator('.play-rules').evaluate((e) => e.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => scrollTo(0, y - 200), rulesTop);
    await expect.poll(position, { message: 'released in the rules' }).toBe('relative');
    expect(await boardTop()).toBeLessThan(-400);
    // Back above the rules, it is pinned again.
    await page.evaluate((y) => scrollTo(0, y - 700), rulesTop);
    await expect.poll(position, { message: 'pinned above the rules' }).toBe('sticky');
    expect(await boardTop()).toBe(0);
    // Released by the reader: it scrolls with the page.
    const pin = page.getByRole('button', { name: 'Pin' });
    expect(await pin.getAttribute('aria-pressed')).toBe('true');
    await pin.click();
    await expect.poll(position).toBe('relative');
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await page.evaluate(() => scrollTo(0, 900));
    expect(await boardTop()).toBeLessThan(-400);
    await page.evaluate(() => scrollTo(0, 0));
    await pin.click();
    await page.evaluate(() => scrollTo(0, 900));
    await expect.poll(boardTop).toBe(0);
  });
});
