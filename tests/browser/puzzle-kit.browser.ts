/**
 * The teacher's kit for puzzles, in a real browser against the built site:
 *   - solved and solved with help (after "Show the solution") counted apart in the header, the title
 *     and the index marks (in words and border, not colour alone), kept over a reload, and a replay
 *     after the reload still with help; Copy puts the progress code on the clipboard; Reset asks first
 *     and forgets the lessons too; the old stored list migrates; corrupted storage is told in a sentence;
 *   - the teachers' page reads a code copied from the puzzles page, another valid code and a mistyped
 *     one: the bad line is named and the others are shown;
 *   - the printed puzzle sheet: the name line, the key to the diagrams and the answers in print media,
 *     the answers starting a new page (computed break-before), and in a PDF the answers on the last
 *     pages and not on the first; the Print choice narrows the sheet and its answers to one kind.
 * Screenshots at 1280×800 and 390×844.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../src/learn/puzzles';
import { encodeProgress } from '../../src/islands/puzzle/progressCode';
import { PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { clickSquare, waitForHydration } from './board.test-support';

const WIDE = { width: 1280, height: 800 } as const;
const session = useBrowser({ viewport: WIDE });
const KEY = 'alea-evangelii:puzzles';
const LESSONS_KEY = 'alea-evangelii:lessons';
/** The code of puzzles solved and solved with help, no lesson step done. */
const codeOf = (solved: readonly string[], helped: readonly string[]): string =>
  encodeProgress({
    puzzles: new Map([...helped.map((id) => [id, 'helped'] as const), ...solved.map((id) => [id, 'solved'] as const)]),
    steps: new Map(),
  });
const total = PUZZLES.length;

const progress = (page: Page) => page.getByTestId('puzzle-progress');
const title = (page: Page) => page.getByTestId('puzzle-title');
const codeField = (page: Page) => page.getByTestId('puzzle-code');
const mark = (page: Page, id: string) => page.locator(`[data-puzzle-mark="${id}"]`);
/** The words of an index mark as a reader sees them. */
const markWords = async (page: Page, id: string): Promise<string> => (await mark(page, id).innerText()).replace(/\s+/g, ' ').trim();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function openPuzzle(page: Page, id: string): Promise<void> {
  await page.goto(siteUrl(`/learn/puzzles/#${id}`));
  await waitForHydration(page);
  await expect.poll(() => title(page).getAttribute('data-puzzle')).toBe(id);
}
async function play(page: Page, from: string, to: string): Promise<void> {
  await clickSquare(page, from);
  await clickSquare(page, to);
}
/** Stores progress for the site (from another page, so that the puzzles page then loads afresh). */
async function seed(page: Page, value: unknown): Promise<void> {
  await page.goto(siteUrl('/'));
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, JSON.stringify(value)]);
}
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's serious and critical WCAG 2 A/AA violations on the page as it is now (ids and targets). */
async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated, not added as an inline <script>, which the site's content security policy refuses.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<Result> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('solved, solved with help, the progress code and Reset', () => {
  it('counts a solve after "Show the solution" apart, everywhere, and keeps it over a reload', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl('/')).origin });
    await openPuzzle(page, 'brandubh-corner-anvil');
    await expect.poll(() => progress(page).innerText()).toBe(`0 of ${total} solved`);
    const empty = await codeField(page).inputValue();
    await play(page, 'c3', 'c1');
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${total} solved`);

    await openPuzzle(page, 'brandubh-empty-throne');
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await play(page, 'f7', 'f4');
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${total} solved, 1 more with help`);
    expect(await title(page).innerText()).toMatch(/solved with help$/);

    // The index: "✓ solved" in a solid border, "solved with help" in a dashed one.
    await expect.poll(() => mark(page, 'brandubh-empty-throne').isVisible()).toBe(true);
    expect(await markWords(page, 'brandubh-corner-anvil')).toBe('✓ solved');
    expect(await markWords(page, 'brandubh-empty-throne')).toBe('solved with help');
    const border = (id: string) => mark(page, id).evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(await border('brandubh-corner-anvil')).toBe('solid');
    expect(await border('brandubh-empty-throne')).toBe('dashed');
    expect(await mark(page, 'tablut-fork').isHidden()).toBe(true);

    // The code says the same, and Copy puts it on the clipboard.
    const code = await codeField(page).inputValue();
    expect(code).toBe(codeOf(['brandubh-corner-anvil'], ['brandubh-empty-throne']));
    expect(code).not.toBe(empty);
    await page.getByRole('button', { name: 'Copy the progress code' }).click();
    await expect.poll(() => page.getByTestId('puzzle-kit-status').innerText()).toBe('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page.getByTestId('puzzle'), 'puzzle-kit-header-1280');
    await page.locator('#kind-capture-in-one').scrollIntoViewIfNeeded();
    await shot(page.locator('.pz-index section').first(), 'puzzle-kit-index-1280');

    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY))!)).toEqual({
      version: 3,
      puzzles: {
        'brandubh-corner-anvil': { first: 'clean', clean: true },
        'brandubh-empty-throne': { helpDay: today, first: 'helped' },
      },
    });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${total} solved, 1 more with help`);
    expect(await codeField(page).inputValue()).toBe(code);

    // Replayed after the reload, the same day, with the solution closed: still with help.
    await play(page, 'f7', 'f4');
    await expect.poll(() => page.getByTestId('puzzle-feedback').innerText()).toContain('Right.');
    expect(await progress(page).innerText()).toBe(`1 of ${total} solved, 1 more with help`);
    expect(await markWords(page, 'brandubh-empty-throne')).toBe('solved with help');
  });

  it('the solution seen, then a reload before any move: the solve after it counts with help', async () => {
    const { page } = session;
    await openPuzzle(page, 'brandubh-corner-anvil');
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await expect
      .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? 'null')?.puzzles)
      .toHaveProperty('brandubh-corner-anvil');
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('puzzle-solution').isHidden()).toBe(true);
    await play(page, 'c3', 'c1');
    await expect.poll(() => progress(page).innerText()).toBe(`0 of ${total} solved, 1 more with help`);
  });

  it('Reset asks first, keeps the focus on the safe choice, then forgets everything', async () => {
    const { page } = session;
    await seed(page, { version: 2, solved: ['tablut-fork'], withHelp: ['brandubh-two-corners'] });
    await page.evaluate((k) => localStorage.setItem(k, '["moving"]'), LESSONS_KEY);
    await openPuzzle(page, 'tablut-fork');
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${total} solved, 1 more with help`);
    const reset = page.getByRole('button', { name: 'Reset my progress' });
    await reset.click();
    const confirm = page.getByTestId('puzzle-reset-confirm');
    expect(await confirm.innerText()).toContain('(2 puzzles solved, 1 lesson step done, and every hint or solution seen)');
    await expect.poll(() => focused(page)).toBe('Keep my progress');
    await shot(page.getByTestId('puzzle-kit'), 'puzzle-kit-reset-1280');
    expect(await axeProblems(page), 'the confirmation passes axe').toEqual([]);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    expect(await progress(page).innerText()).toBe(`1 of ${total} solved, 1 more with help`);
    await expect.poll(() => focused(page)).toBe('Reset my progress');
    await reset.click();
    await page.getByRole('button', { name: 'Yes, reset' }).click();
    await expect.poll(() => progress(page).innerText()).toBe(`0 of ${total} solved`);
    expect(await page.getByTestId('puzzle-kit-status').innerText()).toBe('Your progress has been reset.');
    // The index's marks are redrawn after the progress line: wait for them too.
    await expect.poll(() => mark(page, 'tablut-fork').isHidden()).toBe(true);
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY))!)).toEqual({ version: 3, puzzles: {} });
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), LESSONS_KEY))!)).toEqual({
      version: 2,
      done: [],
      predictions: {},
    });
  });

  it('migrates the old stored list as solved, and tells of corrupted storage in a sentence', async () => {
    const { page } = session;
    await seed(page, ['brandubh-corner-anvil', 'tablut-fork']);
    await page.goto(siteUrl('/learn/puzzles/'));
    await waitForHydration(page);
    await expect.poll(() => progress(page).innerText()).toBe(`2 of ${total} solved`);
    expect(await codeField(page).inputValue()).toBe(codeOf(['brandubh-corner-anvil', 'tablut-fork'], []));
    expect(await page.getByTestId('puzzle-storage-note').count()).toBe(0);

    await page.evaluate((k) => localStorage.setItem(k, '["tablut-fork", {"broken": true}]'), KEY);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => progress(page).innerText()).toBe(`1 of ${total} solved`);
    expect(await page.getByTestId('puzzle-storage-note').innerText()).toMatch(
      /^Part of the progress saved in this browser could not be read/,
    );
  });

  it('fits a phone: the header with the counts and the code, and the index marks', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await seed(page, {
      version: 2,
      solved: ['brandubh-corner-anvil', 'tablut-fork', 'brandubh-block-the-file'],
      withHelp: ['brandubh-two-corners', 'tablut-king-as-anvil'],
    });
    await openPuzzle(page, 'brandubh-two-corners');
    await expect.poll(() => progress(page).innerText()).toBe(`3 of ${total} solved, 2 more with help`);
    expect(await overflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
    const field = await codeField(page).boundingBox();
    expect(field!.x + field!.width, 'the code is not clipped').toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page.getByTestId('puzzle'), 'puzzle-kit-header-390');
    await page.locator('#kind-capture-in-one').scrollIntoViewIfNeeded();
    await shot(page.locator('.pz-index section').first(), 'puzzle-kit-index-390');
  });
});

describe("the teachers' code reader", () => {
  for (const viewport of [WIDE, PHONE]) {
    it(`reads a pupil's copied code, another code and a mistyped one (${viewport.width} px)`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      // A pupil solves one puzzle and one with help, and copies the code; the reader's layout at a
      // phone's width is read with the same code, made as the page makes it.
      const adaSolves = codeOf(['brandubh-corner-anvil'], ['tablut-fork']);
      let ada = adaSolves;
      if (viewport === WIDE) {
        await openPuzzle(page, 'brandubh-corner-anvil');
        await play(page, 'c3', 'c1');
        await openPuzzle(page, 'tablut-fork');
        await page.getByRole('button', { name: 'Show the solution' }).click();
        await play(page, 'f7', 'f6');
        await expect.poll(() => page.getByTestId('puzzle-feedback').innerText()).toContain('Right so far.');
        await play(page, 'f6', 'i6');
        await expect.poll(() => progress(page).innerText()).toBe(`1 of ${total} solved, 1 more with help`);
        ada = await codeField(page).inputValue();
        expect(ada).toBe(adaSolves);
      }
      const ben = codeOf(
        PUZZLES.filter((p) => p.kind === 'capture-in-one').map((p) => p.id),
        [],
      );
      const last = ben.at(-1)!;
      const typo = `${ben.slice(0, -1)}${last === 'Z' ? 'Y' : 'Z'}`;

      await page.goto(siteUrl('/learn/teachers/'));
      expect(await page.locator('main a[href="#progress-codes"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main a[href="/learn/print/"]').count()).toBeGreaterThan(0);
      const box = page.getByLabel('Pupils’ progress codes, one per line');
      await box.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
      await box.fill(`Ada: ${ada}\nSam: ${typo}\nBen\t${ben}`);
      await page.getByRole('button', { name: 'Read the codes' }).click();

      await expect.poll(() => page.getByTestId('code-reader-status').innerText()).toBe('2 codes read; 1 line has a problem, listed below.');
      expect(await page.getByTestId('code-reader-problems').innerText()).toContain(
        'Line 2 (Sam): the code does not pass its check, so a character is probably mistyped.',
      );
      const rows = await page
        .getByTestId('code-reader-overview')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim())));
      const captures = PUZZLES.filter((p) => p.kind === 'capture-in-one').length;
      expect(rows).toEqual([
        ['Ada', '1', '1', String(total - 2), '0', '–'],
        ['Ben', String(captures), '0', String(total - captures), '0', '–'],
      ]);
      const adaTable = page.getByTestId('code-reader-pupil').first();
      expect(await adaTable.locator('td[data-mark="helped"] [data-puzzle="tablut-fork"]').count()).toBe(1);
      expect(await adaTable.locator('td[data-mark="solved"] [data-puzzle="brandubh-corner-anvil"]').count()).toBe(1);
      expect(await overflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
      expect(await axeProblems(page), 'the results pass axe').toEqual([]);
      await shot(page.getByTestId('code-reader'), `puzzle-kit-reader-${viewport.width}`);
    });
  }
});

/** The link addresses on each page of a PDF made by Chromium (its link annotations), in page order. */
function linksByPage(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of text.matchAll(/(?:^|\n)(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const stream = body.indexOf('stream');
    objects.set(Number(m[1]), stream >= 0 ? body.slice(0, stream) : body);
  }
  const refs = (body: string, key: string): number[] => {
    const list = new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(body)?.[1] ?? '';
    return [...list.matchAll(/(\d+) 0 R/g)].map((r) => Number(r[1]));
  };
  const pages: number[] = [];
  const walk = (n: number): void => {
    const body = objects.get(n) ?? '';
    if (/\/Type \/Pages\b/.test(body)) refs(body, 'Kids').forEach(walk);
    else if (/\/Type \/Page\b/.test(body)) pages.push(n);
  };
  const root = [...objects].find(([, b]) => /\/Type \/Pages\b/.test(b) && !/\/Parent /.test(b));
  if (!root) throw new Error('no page tree in the PDF');
  walk(root[0]);
  // Annotations are objects, or inline in the page's /Annots array.
  return pages.map((n) => {
    const page = objects.get(n)!;
    const annots = refs(page, 'Annots').map((a) => objects.get(a) ?? '');
    return annots.flatMap((a) => [...a.matchAll(/\/URI \(([^)]*)\)/g)].map((u) => u[1]!));
  });
}

describe('the printed puzzle sheet', () => {
  it('has a name line, a key to the diagrams, and the answers from a new page, last in the PDF; the Print choice narrows all three to one kind', async () => {
    const { page } = session;
    await page.goto(siteUrl('/learn/puzzles/'));
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('puzzle-sheet');
    expect(await sheet.isVisible()).toBe(true);
    const nameLine = page.getByTestId('sheet-name-line');
    expect(await nameLine.isVisible()).toBe(true);
    expect((await nameLine.innerText()).replace(/\s+/g, ' ').trim()).toBe('Name Class Date');
    const legend = page.getByTestId('sheet-legend');
    expect(await legend.isVisible()).toBe(true);
    const symbols = await legend
      .locator('li')
      .evaluateAll((lis) => lis.filter((li) => li.getClientRects().length > 0).map((li) => li.getAttribute('data-legend-symbol')));
    expect(symbols).toEqual(expect.arrayContaining(['attacker', 'defender', 'king', 'marked']));
    // Each symbol is drawn, not only named.
    expect(await legend.locator('li svg').count()).toBe(await legend.locator('li').count());
    const key = page.getByTestId('puzzle-key');
    expect(await key.isVisible()).toBe(true);
    expect(await key.evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    const answers = key.locator('li[data-key-puzzle]');
    expect(await answers.count()).toBe(total);
    expect(await answers.first().innerText()).toBe(`${PUZZLES[0]!.title}: c3-c1. ${PUZZLES[0]!.explanation}`);
    expect(await page.locator('.pz-print-item .pz-answer-line').first().isVisible()).toBe(true);
    // The answers come after every puzzle in the document.
    const keyTop = (await key.boundingBox())!.y;
    const lastItem = (await page.locator('[data-print-puzzle]').last().boundingBox())!;
    expect(keyTop).toBeGreaterThan(lastItem.y + lastItem.height - 1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'puzzle-kit-print-first-1280');
    // The answers as the page shows them in print (their top: the list is longer than a screenshot allows).
    await key.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('[data-testid="puzzle-key"]')?.scrollIntoView({ block: 'start' }));
    await shot(page, 'puzzle-kit-print-key-1280');
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'puzzle-kit-print-first-390');
    await page.evaluate(() => document.querySelector('[data-testid="puzzle-key"]')?.scrollIntoView({ block: 'start' }));
    await shot(page, 'puzzle-kit-print-key-390');
    await page.setViewportSize(WIDE);

    const links = linksByPage(await page.pdf({ format: 'A4', printBackground: true }));
    const isAnswer = (u: string) => /\/learn\/puzzles\/#./.test(u);
    const withAnswers = links.map((l, i) => (l.some(isAnswer) ? i : -1)).filter((i) => i >= 0);
    expect(links.length).toBeGreaterThan(3);
    expect(
      links[0]!.some((u) => /\/learn\/puzzles\/$/.test(u)),
      'page 1 holds the sheet, with its address',
    ).toBe(true);
    expect(links[0]!.some(isAnswer), 'no answer on the first page').toBe(false);
    expect(withAnswers.at(-1), 'the answers reach the last page').toBe(links.length - 1);
    expect(withAnswers, 'the answers are on consecutive pages at the end').toEqual(
      Array.from({ length: withAnswers.length }, (_, i) => links.length - withAnswers.length + i),
    );
    // Every puzzle's answer is linked once, and the pages before the answers hold none.
    const answerLinks = new Set(
      links
        .flat()
        .filter(isAnswer)
        .map((u) => u.split('#')[1]),
    );
    expect([...answerLinks].sort()).toEqual(PUZZLES.map((p) => p.id).sort());
    expect(withAnswers[0]).toBeGreaterThan(0);

    // The Print choice narrows the sheet, the key to the diagrams and the answers to one kind (the
    // whole sheet just printed is the measure: printing it twice would only repeat the longest print).
    const full = links.length;
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Print:').selectOption('kind:capture-in-one');
    await page.emulateMedia({ media: 'print' });
    const captures = PUZZLES.filter((p) => p.kind === 'capture-in-one').map((p) => p.id);
    const shown = (sel: string, attr: string) =>
      page.locator(sel).evaluateAll((els, a) => els.filter((el) => el.getClientRects().length > 0).map((el) => el.getAttribute(a)), attr);
    expect(await shown('[data-print-puzzle]', 'data-print-puzzle')).toEqual(captures);
    expect(await shown('[data-key-puzzle]', 'data-key-puzzle')).toEqual(captures);
    // The key to the diagrams keeps exactly the symbols the remaining diagrams use.
    const used = new Set((await shown('[data-print-puzzle]', 'data-symbols')).flatMap((s) => (s ?? '').split(' ')));
    const keptSymbols = await shown('[data-legend-symbol]', 'data-legend-symbol');
    expect(keptSymbols).toEqual(expect.arrayContaining(['attacker', 'defender', 'king', 'marked']));
    used.delete('');
    expect(new Set(keptSymbols)).toEqual(used);
    expect(await page.getByTestId('puzzle-sheet').locator('h2').first().innerText()).toBe('Tafl puzzles: Capture in one');
    const narrowed = linksByPage(await page.pdf({ format: 'A4' }));
    expect(narrowed.length).toBeLessThan(full);
    expect(
      new Set(
        narrowed
          .flat()
          .filter((u) => u.includes('#'))
          .map((u) => u.split('#')[1]),
      ),
    ).toEqual(new Set(captures));
    expect(narrowed[0]!.some((u) => u.includes('#'))).toBe(false);
  });
});
