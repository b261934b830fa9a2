/**
 * The AI opponent on /play in a real browser, with the real worker: Brandubh (the attackers move
 * first), the AI playing the defenders; three moves with the mouse, each answered by the AI (the
 * move list grows by two); a hint in words and as an arrow; the evaluation bar and its words. The AI's
 * code and its worker are fetched only once the AI is chosen. Copenhagen at the club level (the
 * default): the worker fetches the move-prediction network (its binary file), and only then, before
 * playing, or as soon as the AI is chosen when the person moves first; Brandubh has none, and the
 * strong level plays it without fetching one. A network that cannot be fetched is one sentence, and
 * Try again plays once it can be.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, shot, useBrowser } from './browser.test-support';
import { board, clickSquare, destsOf, moveListOf, openPlay, status } from './board.test-support';

const session = useBrowser({ viewport: DESKTOP });

/** The move-prediction network's binary file, as the build names it. */
const NETWORK = /\/_astro\/copenhagen-[^/]*\.bin$/;
const BRANDUB_NETWORK = /\/_astro\/brandubh-[^/]*\.bin$/;

describe('/play against the AI', () => {
  it('the AI answers three moves; a hint and the evaluation bar appear', async () => {
    const { page } = session;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await openPlay(page, 'r=brandubh');
    expect(await status(page)).toMatch(/^attackers to move/i);
    expect(
      fetched.filter((u) => /worker|ai-runtime/.test(u)),
      'no AI code before the AI is wanted',
    ).toEqual([]);

    await page.getByRole('combobox', { name: /^opponent$/i }).selectOption('defenders');
    for (let turn = 1; turn <= 3; turn++) {
      // The person (attackers) moves the first movable piece to its first destination, by mouse.
      await expect.poll(() => page.locator('.tb--playable').count(), { timeout: 20_000 }).toBe(1);
      const from = await board(page).locator('.tb-sq--movable').first().getAttribute('data-square');
      await clickSquare(page, from!);
      const [to] = await destsOf(page);
      await clickSquare(page, to!);
      await expect.poll(() => moveListOf(page), { timeout: 20_000 }).toHaveLength(2 * turn);
      expect(await status(page), 'the game goes on').toMatch(/^attackers to move/i);
    }
    expect(
      fetched.some((u) => /worker/.test(u)),
      'the worker was fetched once the AI was chosen',
    ).toBe(true);
    expect(await page.getByTestId('ai-thinking').innerText()).toBe('');

    await page.getByRole('button', { name: /^hint$/i }).click();
    const hint = page.getByTestId('ai-hint');
    await expect
      .poll(() => hint.innerText(), { timeout: 20_000 })
      .toMatch(/^Hint: [a-g]\d to [a-g]\d \(the AI's best move at depth \d+\)\.$/);
    const [, from, to] = (await hint.innerText()).match(/Hint: (\w+) to (\w+)/)!;
    const arrow = board(page).locator('[data-hint-from]');
    expect(await arrow.getAttribute('data-hint-from')).toBe(from);
    expect(await arrow.getAttribute('data-hint-to')).toBe(to);

    await page.getByRole('checkbox', { name: /evaluation bar/i }).check();
    const label = page.getByTestId('eval-label');
    await expect
      .poll(() => label.innerText(), { timeout: 20_000 })
      .toMatch(/^(Evaluation:\s*)?(Even|The (attackers|defenders) (are|win)\b)/);
    // Words only: no number of points (only a count of moves or the depth, never a signed or large number).
    expect(await label.innerText()).not.toMatch(/\d{3,}|[+-]\d/);
    expect(await page.getByRole('meter').getAttribute('aria-valuetext')).toMatch(/^(Even|The (attackers|defenders) (are|win)\b)/);
    await shot(page, 'play-ai-1280');
  });

  it("the AI fetches each reading's own move-prediction network, then plays; Tablut's AI fetches none", async () => {
    const { page } = session;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    const networks = () => fetched.filter((u) => NETWORK.test(u) || BRANDUB_NETWORK.test(u));
    // Tablut (9×9, edge escape) has no network: the club level plays (the attackers move first) without one.
    await openPlay(page, 'r=tablut&ai=attackers&lv=club');
    await expect.poll(() => moveListOf(page), { timeout: 60_000 }).toHaveLength(1);
    expect(networks()).toEqual([]);
    // Brandubh at the strong level fetches Brandub's network, and only it.
    await openPlay(page, 'r=brandubh&ai=attackers&lv=strong');
    await expect.poll(() => moveListOf(page), { timeout: 60_000 }).toHaveLength(1);
    expect(networks().map((u) => BRANDUB_NETWORK.test(u))).toEqual([true]);
    fetched.length = 0;
    // Copenhagen at the club level, the AI attacking: it moves first, after fetching Copenhagen's network.
    await openPlay(page, 'r=copenhagen&ai=attackers&lv=club');
    await expect.poll(() => moveListOf(page), { timeout: 60_000 }).toHaveLength(1);
    expect(networks().map((u) => NETWORK.test(u))).toEqual([true]);
    expect(await status(page)).toMatch(/^defenders to move/i);
  });

  it('fetches the network when the AI is chosen, before the person has moved', async () => {
    const { page } = session;
    const fetched: string[] = [];
    page.on('requestfinished', (r) => fetched.push(r.url()));
    // Copenhagen, the AI defending: the person (the attackers) moves first, and the network is on its way.
    await openPlay(page, 'r=copenhagen&ai=defenders&lv=strong');
    await expect.poll(() => fetched.filter((u) => NETWORK.test(u)).length, { timeout: 20_000 }).toBe(1);
    expect(await moveListOf(page)).toEqual([]);
    expect(await status(page)).toMatch(/^attackers to move/i);
  });

  it('a network that cannot be fetched is one sentence; Try again plays once it can be', async () => {
    const { page } = session;
    await page.route(NETWORK, (route) => route.fulfill({ status: 404, body: '' }));
    await openPlay(page, 'r=copenhagen&ai=attackers&lv=club');
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.innerText(), { timeout: 30_000 })
      .toMatch(/^The AI could not fetch the move-prediction network its level uses on these rules \(HTTP 404\): .*beginner level/);
    expect(await moveListOf(page)).toEqual([]);
    await page.unroute(NETWORK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => moveListOf(page), { timeout: 60_000 }).toHaveLength(1);
  });
});
