/**
 * Reading and driving the board of the /play page through its test hooks: `[data-testid="board"]`
 * (the focusable application root), `g[data-square]` per square that shows something or takes a
 * gesture (clickSquare clicks any square where it is drawn), `[data-piece]` with its
 * `data-square`, `[data-dest]` destination dots, `[data-selected="true"]`, `[data-captured]`,
 * `[data-cursor]` (the keyboard cursor), `[data-testid="board-status"]` and
 * `[data-testid="board-announcement"]`.
 */
import type { Locator, Page } from 'playwright-core';
import { clickSquare } from '../../scripts/site-preview';
import { siteUrl } from './browser.test-support';

export const board = (page: Page): Locator => page.locator('[data-testid="board"]');

/** The square's group (not the piece's): only a square that shows something or takes a gesture has one. */
export const square = (page: Page, name: string): Locator =>
  page.locator(`[data-testid="board"] [data-square="${name}"]:not([data-piece])`);

export { clickSquare };

/** The size of one square on screen, in CSS pixels. */
export const squarePx = (page: Page): Promise<number> =>
  board(page)
    .locator('svg.tb-svg')
    .evaluate((el) => (el as SVGSVGElement).getScreenCTM()?.a ?? 0);

/** Opens /play/ with a query (e.g. "r=brandubh") and waits until the board is hydrated and interactive. */
export async function openPlay(page: Page, query = ''): Promise<void> {
  await page.goto(siteUrl(`/play/${query ? `?${query.replace(/^\?/, '')}` : ''}`));
  await waitForPlay(page);
}

/** Waits until /play has hydrated and applied the game from the link (or the saved game). */
export async function waitForPlay(page: Page): Promise<void> {
  await waitForHydration(page);
  // The island applies the link's game in an effect after hydrating: wait for it, not just for hydration.
  await page.locator('.play[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Waits until every Astro island on the page has hydrated (Astro removes `ssr` once it has). */
export async function waitForHydration(page: Page): Promise<void> {
  await board(page).waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 20_000 });
}

/** Every piece on the board, by square. */
export async function piecesOf(page: Page): Promise<Record<string, string>> {
  return board(page)
    .locator('[data-piece]')
    .evaluateAll((els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute('data-square') ?? '?', el.getAttribute('data-piece') ?? '?'])),
    );
}

/** The destination squares shown, sorted. */
export async function destsOf(page: Page): Promise<string[]> {
  const names = await board(page)
    .locator('[data-dest]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-dest') ?? ''));
  return names.sort();
}

export async function selectedOf(page: Page): Promise<string | null> {
  const sel = board(page).locator('[data-selected="true"]');
  return (await sel.count()) > 0 ? sel.first().getAttribute('data-square') : null;
}

export async function cursorOf(page: Page): Promise<string | null> {
  const c = board(page).locator('[data-cursor]');
  return (await c.count()) > 0 ? c.first().getAttribute('data-cursor') : null;
}

export const announcement = (page: Page): Promise<string> => page.locator('[data-testid="board-announcement"]').innerText();

export const status = (page: Page): Promise<string> => page.locator('[data-testid="board-status"]').innerText();

/** The moves in the move list, as shown (without the visually hidden "Move n:" prefix). */
export async function moveListOf(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: /moves of the game/i })
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const h of copy.querySelectorAll('.visually-hidden')) h.remove();
        return (copy.textContent ?? '').trim();
      }),
    )
    .catch(() => []);
}

/** File and rank of a square name: "c7" → [2, 7]. */
export function coords(name: string): [number, number] {
  return [name.charCodeAt(0) - 97, Number(name.slice(1))];
}

/**
 * Moves the keyboard cursor to `target` with the arrow keys (the board must have focus and not be
 * flipped: ArrowUp is towards the higher ranks), checking the cursor's square after the walk.
 */
export async function walkCursor(page: Page, target: string): Promise<void> {
  const from = await cursorOf(page);
  if (!from) throw new Error('no keyboard cursor on the board');
  const [fx, fy] = coords(from);
  const [tx, ty] = coords(target);
  for (let i = 0; i < Math.abs(tx - fx); i++) await page.keyboard.press(tx > fx ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(ty - fy); i++) await page.keyboard.press(ty > fy ? 'ArrowUp' : 'ArrowDown');
  const at = await cursorOf(page);
  if (at !== target) throw new Error(`the cursor went from ${from} to ${at}, not to ${target}`);
}
