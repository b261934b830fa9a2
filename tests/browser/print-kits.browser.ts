/**
 * The print kits in a real browser, printed to PDF by Chromium: every reading's rules sheet is at most
 * two pages on A4 and on Letter and carries the reading's name, its rules in prose (the engine's
 * sentences), each value its source does not state with its evidence label and reason, its starting
 * diagram and no developer identifier; every blank board is one page with
 * its coordinates; /play prints the reading, the rules changed, the board and the whole move list of
 * a 40-turn game without its controls; and every link of the hub /learn/print/ resolves.
 * Where poppler's pdftotext is installed, the PDFs' own text is checked as well.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLANK_BOARDS, boardMarks, sharedReasons, sheetSections } from '../../src/components/print/print-data';
import {
  FILES,
  LAYOUT_IDS,
  PASS,
  legalMoves,
  play,
  startPosition,
  type Position,
  PRESETS,
  PRESET_IDS,
  resolveRules,
  rulesProse,
  RULE_KEYS,
  SOURCES,
  SOURCE_IDS,
  notation,
} from '../../src/engine';
import { CLASS_LESSONS, CLASS_SET, CLASS_SET_PAGES } from '../../src/components/print/class-set';
import { PHONE, SCREENSHOTS, shot, siteUrl, useBrowser } from './browser.test-support';
import { moveListOf, openPlay } from './board.test-support';

const session = useBrowser();

/** Pages in a PDF: its /Type /Page objects (not the /Type /Pages tree). */
const pdfPages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;

/** The PDF's text, by poppler's pdftotext, or null where it is not installed. */
function pdfText(pdf: Buffer, name: string): string | null {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.pdf`);
  writeFileSync(path, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  } catch {
    return null;
  }
}

/** Identifiers a reader should never see: ids with a hyphen, digit or capital (plain words such as "tablut" are names too). */
const DEV_IDS = [...new Set([...PRESET_IDS, ...LAYOUT_IDS, ...SOURCE_IDS, ...RULE_KEYS])].filter((id) => /[-A-Z0-9]/.test(id));
const FILE_NAMES = /\b[\w-]+\.(?:lud|js|ts|json|conf|md)\b/;

/** The text the page shows in `main`, less the elements matched by `except` (the page's address, which holds the id). */
const printedText = (page: Page, except: string): Promise<string> =>
  page.evaluate((sel) => {
    const main = document.querySelector('main')!;
    const left = [...main.querySelectorAll<HTMLElement>(sel)];
    // innerText leaves out what is not rendered.
    for (const el of left) el.style.setProperty('display', 'none');
    const text = main.innerText;
    for (const el of left) el.style.removeProperty('display');
    return text;
  }, except);

/** Buttons that print media still shows (there should be none). */
const visibleButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0).map((b) => b.textContent?.trim() ?? ''),
  );

/** The smallest type size, in CSS px, of any text outside a picture inside `selector`. */
const smallestType = (page: Page, selector: string): Promise<number> =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    let min = Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (!n.textContent?.trim() || el.closest('svg') || el.getClientRects().length === 0) continue;
      min = Math.min(min, parseFloat(getComputedStyle(el).fontSize));
    }
    return min;
  }, selector);

describe('rules sheets', () => {
  it('every reading’s sheet is at most two pages on A4 and on Letter, with its name, qualified prose and diagram and no developer id', async () => {
    const { page } = session;
    expect(PRESETS).toHaveLength(13);
    for (const preset of PRESETS) {
      const where = `/readings/${preset.id}/sheet/`;
      await page.goto(siteUrl(where));
      // Print media for the PDFs too (page.pdf prints in whatever media is emulated).
      await page.emulateMedia({ media: 'print' });
      // A reading whose values are mostly inferred or chosen prints each one's reason, and runs to a second page.
      const a4 = await page.pdf({ format: 'A4' });
      expect(pdfPages(a4), `${where} on A4`).toBeLessThanOrEqual(2);
      const printed = pdfText(a4, `sheet-${preset.id}-a4`);
      if (printed !== null) expect(printed.replace(/\s+/g, ' ')).toContain(preset.name);
      // Letter is 6 % shorter than A4 and 3 % wider: a sheet that fits one A4 page fits two Letter pages,
      // so only a two-page sheet is printed on Letter too.
      if (pdfPages(a4) === 2) expect(pdfPages(await page.pdf({ format: 'Letter' })), `${where} on Letter`).toBeLessThanOrEqual(2);
      expect((await page.locator('h1').innerText()).trim(), where).toBe(preset.name);
      expect(await page.locator('.site-header').isHidden()).toBe(true);
      expect(await visibleButtons(page)).toEqual([]);
      // The engine's sentences, each once, on the rule it belongs to (every item read in one call).
      const items = await page
        .locator('[data-testid="sheet-prose"] li[data-rule]')
        .evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-rule')!, (li as HTMLElement).innerText] as const));
      const itemsOf = (key: string) => items.filter(([k]) => k === key).map(([, text]) => text);
      const sections = rulesProse(resolveRules(preset), preset.id);
      for (const s of sections)
        for (const x of s.sentences) {
          if (x.key === 'evangelists' && preset.pieces.evangelists === 0) continue;
          expect(itemsOf(x.key), `${where}: ${x.key}`).toHaveLength(1);
          expect(itemsOf(x.key)[0]).toContain(x.text);
        }
      // A reason many values share is printed once, above the rules.
      const reasons = await page.getByTestId('sheet-shared-reason').allInnerTexts();
      const listedKeys = sheetSections(preset).flatMap((s) => s.rules.map((r) => r.key));
      expect(reasons.length, `${where}: shared reasons`).toBe(sharedReasons(preset, listedKeys).length);
      for (const r of sharedReasons(preset, listedKeys))
        expect(reasons.join(' ').replace(/\s+/g, ' '), where).toContain(r.text.trim().replace(/[,;]$/, ''));
      // A value the source does not state keeps its label and its reason on paper.
      for (const line of sheetSections(preset).flatMap((s) => s.rules))
        if (line.qualification)
          expect((itemsOf(line.key)[0] ?? '').replace(/\s+/g, ' '), `${where}: ${line.key}`).toContain(
            line.qualification.replace(/\s+/g, ' '),
          );
      // The starting position, drawn, with its key.
      const diagram = page.locator('[data-testid="sheet-diagram"] figure.board > .tb-picture > svg');
      expect(await diagram.isVisible()).toBe(true);
      expect((await diagram.boundingBox())!.width).toBeGreaterThan(150);
      expect(await page.locator('[data-testid="sheet-diagram"] figcaption').innerText()).toMatch(/attacker.*defender.*king/s);
      // The sources as a reader names them, the evidence in a line, the address.
      const sources = await page.getByTestId('sheet-sources').innerText();
      for (const c of preset.cite) expect(sources).toContain(SOURCES[c.source].publisher);
      // The evidence line counts the marks on the rules listed.
      const listed = page.locator('[data-testid="sheet-prose"] li:not(.sheet-omitted)');
      const marked = async (kind: string) => page.locator(`[data-testid="sheet-prose"] li .ev-${kind}`).count();
      const [stated, reported, inferred, choice] = [
        await marked('stated'),
        await marked('reported'),
        await marked('inferred'),
        await marked('choice'),
      ];
      expect(stated + reported + inferred + choice).toBe(await listed.count());
      const say = (n: number) => (n === 0 ? 'none' : String(n));
      const note = await page.getByTestId('sheet-evidence').innerText();
      expect(note).toMatch(new RegExp(`\\b${say(stated)} of the ${await listed.count()} rules below`));
      expect(note).toMatch(new RegExp(`\\b${say(inferred)} (is|are) inferred`));
      expect(note).toMatch(new RegExp(`\\b${say(choice)} (is|are) the project’s choices?`));
      expect(await page.getByTestId('sheet-address').innerText()).toMatch(new RegExp(`/readings/${preset.id}/$`));
      const text = await printedText(page, '[data-testid="sheet-address"]');
      for (const id of DEV_IDS) expect(text, `${where} shows "${id}"`).not.toContain(id);
      expect(text).not.toMatch(FILE_NAMES);
      // Legible: no text smaller than 9 pt (12 px).
      expect(await smallestType(page, '[data-paper="rules-sheet"]'), where).toBeGreaterThanOrEqual(12);
      if (preset.id === 'alea-nielsen-2015' || preset.id === 'brandubh') {
        await page.setViewportSize({ width: 794, height: 1123 });
        await shot(page, `print-sheet-${preset.id}`, { fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
  });

  it('a reading’s page links to its sheet, and the sheet back to it; the preview fits a phone', async () => {
    const { page } = session;
    await page.goto(siteUrl('/readings/tablut/'));
    await page.getByTestId('print-sheet').click();
    await page.waitForURL('**/readings/tablut/sheet/');
    await expect.poll(() => page.getByRole('button', { name: 'Print this sheet' }).isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    await shot(page, 'print-sheet-preview-390');
    await page.getByRole('link', { name: /Back to the reading: Tablut/ }).click();
    await page.waitForURL('**/readings/tablut/');
  });
});

describe('blank boards', () => {
  it('every board is one page on A4 and on Letter, with its coordinates and the marks of its readings', async () => {
    const { page } = session;
    // A4's width inside the margins, so the board's printed size can be measured.
    await page.setViewportSize({ width: 680, height: 1000 });
    for (const spec of BLANK_BOARDS) {
      const where = `/learn/boards/${spec.slug}/`;
      await page.goto(siteUrl(where));
      await page.emulateMedia({ media: 'print' });
      for (const format of ['A4', 'Letter'] as const) expect(pdfPages(await page.pdf({ format })), `${where} on ${format}`).toBe(1);
      const board = page.locator('svg.blank-board');
      expect(await board.isVisible()).toBe(true);
      expect((await board.boundingBox())!.width, `${where} fills the page's width`).toBeGreaterThan(560);
      const files = await board.locator('text[data-coord="file"]').allTextContents();
      const ranks = await board.locator('text[data-coord="rank"]').allTextContents();
      expect(files.map((f) => f.trim())).toEqual([...FILES.slice(0, spec.size)]);
      expect(ranks.map((r) => Number(r)).sort((a, b) => a - b)).toEqual(Array.from({ length: spec.size }, (_, i) => i + 1));
      expect(await page.locator('.bb-lines').innerText()).toMatch(/Attackers.*Defenders.*Date/s);
      const marks = boardMarks(spec.size);
      const centre = board.locator('[data-mark="centre"]');
      expect(await centre.count()).toBe(marks.throne ? 1 : 0);
      if (marks.throne) expect(await centre.getAttribute('data-square')).toBe(marks.throne);
      expect(await board.locator('[data-mark="corner"]').count()).toBe(marks.corners.length);
      const notes = await page.getByTestId('board-notes').innerText();
      for (const reading of marks.readings) expect(notes).toContain(reading.name);
      if (spec.slug === '19' || spec.slug === '19-points') await shot(page, `print-board-${spec.slug}`, { fullPage: true });
    }
    // What the site's readings use: 7 (Brandubh's corners, Ard Rí's cut), 9, 11 and 19 are marked.
    expect(boardMarks(7).corners).toHaveLength(4);
    expect(boardMarks(13).readings).toEqual([]);
  });
});

/** A game of `plies` legal moves under a reading (and a patch), none of which ends it: the same every run. */
function gameOf(presetId: string, patch: Record<string, string>, plies: number): string[] {
  const start = startPosition(presetId, { patch: patch as never });
  if (!start.ok) throw new Error(start.error.message);
  let pos: Position = start.value;
  let seed = 12345;
  const moves: string[] = [];
  while (moves.length < plies) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const going = legalMoves(pos).filter((m) => {
      if (m === PASS) return false;
      const r = play(pos, m);
      return r.ok && !r.value.position.outcome;
    });
    if (going.length === 0) throw new Error(`no move keeps the game going after ${moves.length} plies`);
    const move = going[seed % going.length]!;
    moves.push(notation.makeMove(pos, move));
    const next = play(pos, move);
    if (!next.ok) throw new Error(next.error.message);
    pos = next.value.position;
  }
  return moves;
}

describe('/play on paper', () => {
  it('prints the reading, the rules changed, the board and every move of a 40-turn game, not the controls', async () => {
    const { page } = session;
    const moves = gameOf('alea-cyningstan', { cornerShape: 'single' }, 80);
    await openPlay(page, `r=alea-cyningstan;cornerShape=single&m=${moves.join('.')}&c=31`);
    const onScreen = await moveListOf(page);
    expect(onScreen).toHaveLength(80);
    // On screen the printed record is not shown.
    expect(await page.getByTestId('print-moves').isHidden()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    const head = page.getByTestId('print-head');
    expect(await head.isVisible()).toBe(true);
    const headText = await head.innerText();
    expect(headText).toContain('Walker, Cyningstan web rules');
    expect(headText).toMatch(/position after move 31 of 80/);
    expect(headText).toMatch(/Rules changed from the reading:\s*Corner squares: Each of the four corner squares is special/);
    // The record stands above the board, the moves below it.
    const y = async (sel: string) => (await page.locator(sel).first().boundingBox())!.y;
    expect(await y('[data-testid="print-head"]')).toBeLessThan(await y('.tb-svg'));
    expect(await y('.tb-svg')).toBeLessThan(await y('[data-testid="print-moves"]'));
    expect(await page.locator('.tb-svg').isVisible()).toBe(true);

    // Every move, in order, under numbered turns with a column per side.
    const tables = page.locator('.play-print-table');
    expect(await tables.count()).toBe(2);
    for (const t of await tables.all())
      expect((await t.locator('thead th').allInnerTexts()).map((s) => s.trim())).toEqual(['Turn', 'Attackers', 'Defenders']);
    const printed = (await page.locator('.play-print-table tbody td').allInnerTexts()).map((s) => s.replace(/\s*\*$/, '').trim());
    expect(printed).toEqual(onScreen);
    const turns = (await page.locator('.play-print-table tbody th').allInnerTexts()).map(Number);
    expect(turns).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await page.locator('.play-print-shown').innerText()).toContain(onScreen[30]!);

    // No controls: no button, no reading picker, rule toggles, AI panel or move-list buttons.
    expect(await visibleButtons(page)).toEqual([]);
    for (const sel of ['.play-controls select', '.play-controls fieldset', '.play-buttons', '.move-list', '.play-ai-status'])
      for (const el of await page.locator(sel).all()) expect(await el.isVisible(), `${sel} is hidden in print`).toBe(false);
    await shot(page, 'print-play-record', { fullPage: true });

    // The PDF holds the whole list (checked in its text where pdftotext is installed).
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdfPages(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf, 'print-play-a4');
    if (text !== null) for (const m of onScreen) expect(text, `the PDF has ${m}`).toContain(m);
  });

  it('puts the side that moves first in the first column', async () => {
    const { page } = session;
    // Ard Rí: the king's side moves first.
    const moves = gameOf('ard-ri', {}, 3);
    await openPlay(page, `r=ard-ri&m=${moves.join('.')}`);
    await page.emulateMedia({ media: 'print' });
    expect((await page.locator('.play-print-table thead th').allInnerTexts()).map((s) => s.trim())).toEqual([
      'Turn',
      'Defenders',
      'Attackers',
    ]);
    expect(await page.getByTestId('print-head').innerText()).toMatch(/Ard Rí[\s\S]*The reading’s rules, unchanged\./);
    expect((await page.locator('.play-print-table tbody td').allInnerTexts()).filter((s) => s.trim() !== '')).toHaveLength(3);
  });
});

describe('the print kits hub', () => {
  it('lists every sheet by group, every board, the puzzles and /play, and every link resolves', async () => {
    const { page } = session;
    await page.goto(siteUrl('/learn/'));
    await page.locator('main a[href="/learn/print/"]').click();
    await page.waitForURL('**/learn/print/');
    expect(await page.locator('h1').innerText()).toBe('Print kits');
    for (const group of ['alea', 'family'] as const) {
      const hrefs = await page
        .getByTestId(`sheets-${group}`)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(PRESETS.filter((p) => p.group === group).map((p) => `/readings/${p.id}/sheet/`));
    }
    const boards = await page
      .getByTestId('boards')
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(boards).toEqual(BLANK_BOARDS.map((b) => `/learn/boards/${b.slug}/`));
    const links = await page.locator('main a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    for (const path of ['/learn/puzzles/', '/learn/', '/play/']) expect(links).toContain(path);
    for (const href of links) {
      const res = await page.request.get(siteUrl(href));
      expect(res.status(), href).toBe(200);
    }
    await shot(page, 'print-hub-1280', { fullPage: true });
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    await shot(page, 'print-hub-390', { fullPage: true });
  });
});

describe('the class set of the 45-minute plan', () => {
  it('the teachers’ page and the print kits list it, and each item prints on the pages they say, A4 and Letter', async () => {
    const { page } = session;
    for (const path of ['/learn/teachers/', '/learn/print/']) {
      await page.goto(siteUrl(path));
      const listed = await page
        .getByTestId('class-set')
        .locator('li')
        .evaluateAll((lis) =>
          lis.map((li) => ({
            id: li.dataset.printItem,
            pages: Number(li.dataset.pages),
            href: li.querySelector('a')?.getAttribute('href'),
          })),
        );
      expect(listed, path).toEqual(CLASS_SET.map((i) => ({ id: i.id, pages: i.pages, href: i.href })));
    }
    const found: string[] = [];
    for (const item of CLASS_SET) {
      await page.goto(siteUrl(item.href));
      await page.waitForLoadState('load');
      if (item.id === 'puzzle-sheet') {
        // The link chooses Brandubh's puzzles: the sheet holds those alone.
        const shown = await page
          .locator('[data-print-puzzle]:not([hidden])')
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.reading));
        expect(shown.length).toBeGreaterThan(0);
        expect(new Set(shown)).toEqual(new Set(['brandubh']));
      }
      for (const format of ['A4', 'Letter'] as const) {
        const pages = pdfPages(await page.pdf({ format }));
        if (pages !== item.pages) found.push(`${item.id} on ${format}: ${pages} pages, where ${item.pages} are said`);
      }
    }
    expect(found).toEqual([]);
  });

  it('one button on the print kits prints the whole set, each part from a new page, and parts can be left out', async () => {
    const { page } = session;
    // The print dialog, counted rather than opened.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const printed = (): Promise<number> => page.evaluate(() => (window as unknown as { printed: number }).printed);
    await page.goto(siteUrl('/learn/print/'));
    const button = page.getByTestId('print-class-set');
    expect(await button.textContent()).toContain(`${CLASS_SET_PAGES} pages`);
    await button.click();
    await page.waitForURL(/\/learn\/print\/class\/$/);
    await expect.poll(printed, { message: 'the print dialog opens once' }).toBe(1);
    expect(new URL(page.url()).hash, 'the address forgets #print, so a reload does not print again').toBe('');
    await page.reload();
    await page.waitForLoadState('load');
    expect(await printed()).toBe(0);
    expect(await page.locator('[data-total]').textContent()).toBe(`${CLASS_SET_PAGES} pages in all.`);

    // Where each part starts: the rules sheet on page 1, then each lesson step, the puzzle sheet and the board.
    const firstWords = { 'rules-sheet': 'Brandubh', 'puzzle-sheet': 'Name', 'blank-board': 'Blank board, 7 × 7' } as const;
    const starts: { page: number; words: string }[] = [];
    let at = 1;
    for (const item of CLASS_SET) {
      if (item.id === 'lesson-pages') for (const [i, l] of CLASS_LESSONS.entries()) starts.push({ page: at + i, words: l.title });
      else starts.push({ page: at, words: firstWords[item.id] });
      at += item.pages;
    }
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      expect(pdfPages(pdf), `the class set on ${format}`).toBe(CLASS_SET_PAGES);
      const text = pdfText(pdf, `class-set-${format.toLowerCase()}`);
      if (text === null) continue;
      const pages = text.split('\f');
      for (const s of starts) {
        const head = (pages[s.page - 1] ?? '').split('\n').slice(0, 6).join(' ').replace(/\s+/g, ' ');
        expect(head, `page ${s.page} on ${format} starts its part`).toContain(s.words);
      }
      // The answers start a page of their own, the puzzle sheet's last.
      expect(pages[at - 3]?.trimStart().startsWith('Answers'), `the answers on ${format}`).toBe(true);
    }

    // Leave out the lesson pages and the puzzle sheet: 3 pages, and the address says which parts.
    await page.getByRole('checkbox', { name: /lesson steps/ }).uncheck();
    await page.getByRole('checkbox', { name: /puzzle sheet/ }).uncheck();
    const kept = CLASS_SET.filter((i) => i.id === 'rules-sheet' || i.id === 'blank-board');
    const keptPages = kept.reduce((n, i) => n + i.pages, 0);
    expect(await page.locator('[data-total]').textContent()).toBe(`${keptPages} pages in all.`);
    expect(new URL(page.url()).search).toBe('?parts=rules-sheet,blank-board');
    for (const format of ['A4', 'Letter'] as const) expect(pdfPages(await page.pdf({ format })), format).toBe(keptPages);
    // The chosen parts survive a reload (and a shared link).
    await page.reload();
    expect(await page.getByRole('checkbox', { name: /lesson steps/ }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /rules sheet/ }).isChecked()).toBe(true);
    // Nothing chosen: nothing to print, and the page says so.
    for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    expect(await page.locator('[data-total]').textContent()).toBe('Choose at least one part to print.');
    expect(await page.getByRole('button', { name: 'Print the class set' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /blank/ }).check();
    await page.getByRole('button', { name: 'Print the class set' }).click();
    expect(await printed()).toBe(1);
    await shot(page, 'class-set-1280', { fullPage: true });
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    await shot(page, 'class-set-390', { fullPage: true });
  });
});
