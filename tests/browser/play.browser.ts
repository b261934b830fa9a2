/**
 * The /play page in a real browser: moves by mouse and by keyboard, a capture, a rule change that
 * changes the legal moves, a shared link that reopens the same game in a fresh browser, bad links
 * that explain themselves in one sentence, and screenshots of the 7×7 and 19×19 boards.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, shot, useBrowser } from './browser.test-support';
import {
  announcement,
  board,
  clickSquare,
  cursorOf,
  destsOf,
  moveListOf,
  openPlay,
  piecesOf,
  selectedOf,
  status,
  waitForPlay,
  walkCursor,
} from './board.test-support';

const session = useBrowser();

/**
 * Brandubh, attackers to move: an attacker on d1 and a defender on b1 beside the corner a1, so
 * d1-c1 captures b1 against the hostile corner. King on d4 (the centre), attackers on g4 and b2.
 */
const CAPTURE_POSITION = '7/7/7/3k2a/7/1a5/1d1a3 a';
const CAPTURE_QUERY = `r=brandubh&p=${CAPTURE_POSITION.replace(/ /g, '+')}`;

/** Sentences in a message: ends of sentences followed by a space or the end. */
const sentences = (text: string): number => (text.trim().match(/[.!?](?=\s|$)/g) ?? []).length;

async function expectCaptureOfB1(page: import('playwright-core').Page): Promise<void> {
  await expect.poll(() => announcement(page)).toMatch(/captures b1/);
  const after = await piecesOf(page);
  expect(after.b1, 'b1 is empty after the capture').toBeUndefined();
  expect(after.d1).toBeUndefined();
  expect(after.c1).toBe('attacker');
  expect(await board(page).locator('[data-captured="b1"]').count()).toBe(1);
  expect(await announcement(page)).toMatch(/^Attacker d1 to c1, captures b1\b/);
  expect(await status(page)).toMatch(/defenders to move/i);
  expect(await moveListOf(page)).toEqual([expect.stringMatching(/^d1-c1/)]);
}

describe('/play: moves and captures', () => {
  it('the piece that moved slides in from its square, and under reduced motion simply stands there', async () => {
    const { page } = session;
    // Every animation the page starts on a piece, as it starts.
    const watch = () =>
      page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
          seen.push(this.getAttribute('data-square') ?? '?');
          return animate.apply(this, args);
        };
      });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    for (const reduced of [false, true]) {
      await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : null });
      await openPlay(page, CAPTURE_QUERY);
      await watch();
      await clickSquare(page, 'd1');
      await clickSquare(page, 'c1');
      await expectCaptureOfB1(page);
      expect(await seen(), reduced ? 'no slide under reduced motion' : 'the piece on c1 slides in').toEqual(reduced ? [] : ['c1']);
    }
    await page.emulateMedia({ reducedMotion: null });
  });

  it('a capture with the mouse: click d1, then c1; b1 is taken and announced', async () => {
    const { page } = session;
    await openPlay(page, CAPTURE_QUERY);
    expect(await page.getByRole('alert', { includeHidden: true }).innerText()).toBe('');
    const before = await piecesOf(page);
    expect(before).toMatchObject({ b1: 'defender', d1: 'attacker', d4: 'king', b2: 'attacker', g4: 'attacker' });
    expect(Object.keys(before)).toHaveLength(5);

    await clickSquare(page, 'd1');
    expect(await selectedOf(page)).toBe('d1');
    expect(await destsOf(page)).toEqual(['c1', 'd2', 'd3', 'e1', 'f1']);
    await shot(board(page), 'play-mouse-selected-d1');
    await clickSquare(page, 'c1');
    await expectCaptureOfB1(page);
    await shot(board(page), 'play-mouse-captured-b1');
    expect(await selectedOf(page)).toBeNull();
    expect(await destsOf(page)).toEqual([]);
  });

  it('the same capture by keyboard only: arrows move the cursor, Enter/Space pick and drop, Escape cancels', async () => {
    const { page } = session;
    await openPlay(page, CAPTURE_QUERY);
    // Into the board by Tab alone, not by a click.
    let onBoard = false;
    for (let i = 0; i < 40 && !onBoard; i++) {
      await page.keyboard.press('Tab');
      onBoard = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'board');
    }
    expect(onBoard, 'Tab reaches the board').toBe(true);
    expect(await board(page).getAttribute('role')).toBe('application');
    expect(await cursorOf(page), 'the cursor starts on the centre').toBe('d4');

    await walkCursor(page, 'd1');
    await page.keyboard.press('Enter');
    expect(await selectedOf(page)).toBe('d1');
    expect(await destsOf(page)).toEqual(['c1', 'd2', 'd3', 'e1', 'f1']);
    await page.keyboard.press('Escape');
    expect(await selectedOf(page)).toBeNull();
    expect(await destsOf(page)).toEqual([]);

    await page.keyboard.press(' ');
    expect(await selectedOf(page)).toBe('d1');
    await walkCursor(page, 'c1');
    await shot(board(page), 'play-keyboard-cursor-c1');
    await page.keyboard.press('Enter');
    await expectCaptureOfB1(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'focus stays on the board').toBe('board');
  });

  it('a rule change changes the destinations: Brandubh d1 moves like a rook, then one step', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh');
    await clickSquare(page, 'd1');
    const rook = await destsOf(page);
    expect(rook).toEqual(['b1', 'c1', 'e1', 'f1']);

    const movement = page.getByRole('combobox', { name: /how pieces move/i });
    await movement.selectOption('one-step');
    await expect.poll(() => page.evaluate(() => location.search)).toMatch(/movement=one-step/);
    if ((await selectedOf(page)) !== 'd1') await clickSquare(page, 'd1');
    const oneStep = await destsOf(page);
    expect(oneStep).toEqual(['c1', 'e1']);
    expect(oneStep.every((d) => rook.includes(d))).toBe(true);

    // And back: the reading's own value restores the rook moves.
    await movement.selectOption('rook');
    if ((await selectedOf(page)) !== 'd1') await clickSquare(page, 'd1');
    expect(await destsOf(page)).toEqual(rook);
  });

  it('the reading picker changes the board: Tablut is 9×9, Nielsen 19×19', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh');
    expect(await board(page).locator('svg').getAttribute('data-size')).toBe('7');
    const reading = page.getByRole('combobox', { name: /^reading$/i });
    await reading.selectOption('tablut');
    await expect.poll(() => board(page).locator('svg').getAttribute('data-size')).toBe('9');
    await reading.selectOption('alea-nielsen-2015');
    await expect.poll(() => board(page).locator('svg').getAttribute('data-size')).toBe('19');
    expect(Object.values(await piecesOf(page)).filter((k) => k === 'evangelist')).toHaveLength(4);
  });
});

describe('/play: sharing and links', () => {
  it('Share gives a link that reopens the same position and moves in a fresh browser', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh');
    // d1-b1, then c4-c1 captures b1 against the corner.
    await clickSquare(page, 'd1');
    await clickSquare(page, 'b1');
    await expect.poll(() => announcement(page)).toMatch(/^Attacker d1 to b1/);
    await clickSquare(page, 'c4');
    await clickSquare(page, 'c1');
    await expect.poll(() => announcement(page)).toMatch(/captures b1/);
    const pieces = await piecesOf(page);
    const moves = await moveListOf(page);
    expect(moves).toHaveLength(2);

    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    // Pressed from the keyboard: whether the mouse can reach it is the layout test's business (below).
    await page.getByRole('button', { name: /^share$/i }).press('Enter');
    await expect.poll(() => page.locator('[data-testid="play-status"]').innerText()).toMatch(/link copied/i);
    const link = await page.getByRole('textbox', { name: /link to this game/i }).inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'the link on the clipboard').toBe(link);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/?\?/);
    expect(new URL(link).searchParams.get('m')).toMatch(/^d1-b1[.~]c4-c1/);
    expect(await page.evaluate(() => location.href), 'the address bar carries the game too').toBe(link);

    const other = await session.freshPage();
    await other.goto(link);
    await waitForPlay(other);
    expect(await piecesOf(other)).toEqual(pieces);
    expect(await moveListOf(other)).toEqual(moves);
    expect(await status(other)).toBe(await status(page));
    expect(await other.getByRole('alert', { includeHidden: true }).innerText()).toBe('');
  });

  it('a link naming an unknown reading says so in one sentence and still shows a board', async () => {
    const { page } = session;
    await openPlay(page, 'r=no-such-reading');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toMatch(/no-such-reading/);
    const text = await alert.innerText();
    expect(sentences(text), text).toBe(1);
    expect(await alert.isVisible()).toBe(true);
    expect(Object.keys(await piecesOf(page)).length).toBeGreaterThan(0);
  });

  it('a link with an illegal move says so in one sentence and shows the game before it', async () => {
    const { page } = session;
    // d1-b1 is legal; d4-d7 moves the king through its own defender.
    await openPlay(page, 'r=brandubh&m=d1-b1.d4-d7');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toMatch(/move 2\b/i);
    const text = await alert.innerText();
    expect(sentences(text), text).toBe(1);
    expect(await alert.isVisible()).toBe(true);
    const pieces = await piecesOf(page);
    expect(Object.keys(pieces)).toHaveLength(13);
    expect(pieces.b1).toBe('attacker');
    expect(await moveListOf(page)).toEqual([expect.stringMatching(/^d1-b1/)]);
  });

  it('a link with a broken position says so in one sentence and still shows a board', async () => {
    const { page } = session;
    await openPlay(page, 'r=brandubh&p=not-a-position');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).not.toBe('');
    expect(sentences(await alert.innerText())).toBe(1);
    expect(Object.keys(await piecesOf(page))).toHaveLength(13);
  });

  it('Export position writes the position into the import/export box', async () => {
    const { page } = session;
    await openPlay(page, CAPTURE_QUERY);
    await page.getByRole('button', { name: /^export position$/i }).click();
    const box = page.getByRole('textbox', { name: /record or position/i });
    await expect.poll(() => box.inputValue()).toContain('7/7/7/3k2a/7/1a5/1d1a3');
  });
});

describe('/play: layout', () => {
  it('at 1280×900 each control beside the board comes into view when it takes focus', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await openPlay(page, 'r=brandubh');
    const controls = [
      page.getByRole('button', { name: /^flip board$/i }),
      page.getByRole('radio', { name: /^squares$/i }),
      page.getByRole('button', { name: /^share$/i }),
      page.getByRole('textbox', { name: /link to this game/i }),
      page.locator('.play-key > summary', { hasText: /key to the board/i }),
    ];
    const hidden: string[] = [];
    for (const control of controls) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await control.focus();
      const box = await control.boundingBox();
      const inView = box !== null && box.y >= 0 && box.y + box.height <= DESKTOP.height;
      if (!inView) {
        const name = await control.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.id);
        hidden.push(`${el(name)} is at y=${Math.round(box?.y ?? NaN)}..${Math.round((box?.y ?? NaN) + (box?.height ?? 0))} after focus`);
      }
    }
    expect(hidden, 'focused controls outside the 900px-high viewport').toEqual([]);
  });
});

/** A control's name for a message. */
const el = (name: string | undefined): string => JSON.stringify(name || '(unnamed)');

describe('/play: screenshots', () => {
  for (const [vpName, viewport] of [
    ['390x844', PHONE],
    ['1280x900', DESKTOP],
  ] as const) {
    it(`Brandubh (7×7) and Nielsen (19×19) at ${vpName}`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      for (const [id, size] of [
        ['brandubh', 7],
        ['alea-nielsen-2015', 19],
      ] as const) {
        await openPlay(page, `r=${id}`);
        expect(await board(page).locator('svg').getAttribute('data-size')).toBe(String(size));
        await shot(page, `play-${id}-${vpName}`);
        // The board with its status line and legend.
        await shot(board(page).locator('xpath=..'), `play-${id}-${vpName}-board`);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The whole board is on screen at once, and the page does not scroll sideways.
        const box = await board(page).boundingBox();
        expect(box, 'the board has a size').not.toBeNull();
        expect(box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.height).toBeLessThanOrEqual(viewport.height);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow on ${id} in px`).toBeLessThanOrEqual(0);
        // A square takes a click where it is drawn, an empty one too (it has no element of its own).
        const empty = size === 7 ? 'b2' : 'c3';
        expect((await piecesOf(page))[empty], `${empty} is empty on ${id}`).toBeUndefined();
        await clickSquare(page, empty);
        expect(await cursorOf(page), `a click on ${empty} puts the cursor there`).toBe(empty);
      }
    });
  }
});
