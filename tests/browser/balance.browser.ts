/**
 * The balance verdict as a reader sees it: on a reading's page, every computer player's games side by
 * side with the verdict stated only as strongly as they agree (verdict.ts, over the shipped files); in
 * the family essay, the table of every reading's verdict and the count of those that depend on the
 * player; and the strength ladders, whose figures match their files and which show people's share
 * where it is known; and the rule-effect maps of the Alea readings, on each reading's page and in the lab,
 * whose "In the lab" links set the lab to the cell's very games. Screenshots at 390 and 1280 px.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BALANCE, LADDERS, MAP_RESULTS, PLAYER_RESULTS } from '../../src/ai/selfplay/balance-data';
import { mapSentence, mapView } from '../../src/ai/selfplay/map-view';
import { MAP_GAMES, MAP_PRESET_IDS, mapOf } from '../../src/ai/selfplay/rule-map';
import { playerLabel } from '../../src/ai/selfplay/players';
import { formatInterval, formatPercent, formatRange, ratesOf } from '../../src/ai/selfplay/stats';
import { countInWords, defendersOfDecided, verdictOf } from '../../src/ai/selfplay/verdict';
import { humanStatsFor, ladderCheckFor, ladderDoubt } from '../../src/analysis/human-stats';
import { chanceSentence, endingsViewFor, openingsSentence } from '../../src/analysis/endings-view';
import { rungSentenceFor } from '../../src/analysis/rung-endings';
import { gamesPartText, OPENING_WORDS } from '../../src/analysis/games-part';
import { hasNetwork } from '../../src/ai/policy/policies';
import { edgeShieldsLoneKing, STALL_PLIES } from '../../src/ai/play/levels';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { builtHtml } from './pages.test-support';

const session = useBrowser();
const judged = [...PLAYER_RESULTS].filter(([, byPlayer]) => byPlayer.size > 1);
const verdictFor = (preset: string) =>
  verdictOf([...PLAYER_RESULTS.get(preset)!.values()].map((f) => ({ label: playerLabel(f.player), tally: f.tally })));
const pct = (p: number) => `${Math.round(p * 100)} %`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** At `size`, the scrolling region `scroller`, brought into view, shows all it holds: nothing behind a sideways scroll. */
async function fitsWidth(page: Page, size: { width: number; height: number }, scroller: Locator): Promise<void> {
  await page.setViewportSize(size);
  await scroller.scrollIntoViewIfNeeded();
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), `${size.width} px`).toBeLessThanOrEqual(0);
}

/** The names of the page's elements of each role in Chromium's own accessibility tree (what a screen reader is given), by role. */
async function rolesByName(page: Page): Promise<(role: string) => string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return (role) => nodes.filter((n) => !n.ignored && n.role?.value === role).map((n) => oneLine(n.name?.value ?? ''));
}

describe('the verdict across computer players', () => {
  it('every reading played by more than one player states the verdict its files give, on its page and in the essay', () => {
    expect(judged.length).toBeGreaterThan(0);
    const essay = builtHtml('/essays/tafl-family/');
    for (const [preset, byPlayer] of judged) {
      const v = verdictFor(preset);
      const html = builtHtml(`/readings/${preset}/`);
      expect(html, preset).toContain(`data-verdict="${v.kind}"`);
      expect(html, preset).toContain(v.sentence);
      for (const id of byPlayer.keys()) expect(html, `${preset}: ${id}`).toContain(`data-player="${id}"`);
      expect(essay, preset).toMatch(new RegExp(`data-verdict-preset="${preset}"[^>]*data-verdict="${v.kind}"`));
    }
    // Where the edge shields the king, the page says that some draws by repetition are the computer's choice.
    for (const preset of BALANCE.keys()) {
      const shown = builtHtml(`/readings/${preset}/`).includes('data-testid="balance-stall-policy"');
      expect(shown, preset).toBe(edgeShieldsLoneKing(BALANCE.get(preset)!.rules));
    }
    // Every result says how its games differ from each other, by its own level and board; the lab says how its games open.
    for (const [preset, f] of BALANCE) {
      const html = builtHtml(`/readings/${preset}/`).replace(/\s+/g, ' ');
      expect(html, preset).toContain(gamesPartText(f.level, hasNetwork(f.rules, f.layout)));
    }
    expect(builtHtml('/lab/').replace(/\s+/g, ' ')).toContain(OPENING_WORDS);
    const viking = builtHtml('/readings/viking/').replace(/\s+/g, ' ');
    expect(viking).toContain(`Once a game has gone ${STALL_PLIES} moves without a capture`);
    // Its games that still reach the move limit, replayed: how many of each player's, and what they show.
    expect(viking).toMatch(
      /The games that reach the move limit:<\/strong> \d+ of the \d+ by the club level, .* Played again move for move, /,
    );
    const depends = judged.filter(([p]) => verdictFor(p).kind === 'depends').length;
    expect(essay.replace(/\s+/g, ' ')).toContain(`the verdict depends on the player in ${countInWords(depends)}.`);
  });

  it('a reading’s page shows each player’s figures, the verdict, and the ladder where there is one', async () => {
    const { page } = session;
    // A reading whose verdict depends on the player where there is one: the longest sentence.
    const [preset] = judged.find(([p]) => verdictFor(p).kind === 'depends') ?? judged[0]!;
    await page.goto(siteUrl(`/readings/${preset}/`));
    const box = page.getByTestId('balance-players').first();
    expect(await box.getByTestId('balance-verdict').textContent()).toBe(verdictFor(preset).sentence);
    const cells = (await box.locator('tbody td[data-share]').allTextContents()).map((c) => c.trim());
    expect(cells).toEqual([...PLAYER_RESULTS.get(preset)!.values()].map((f) => formatInterval(defendersOfDecided(f.tally))));
    const labels = await box.locator('tbody th').allTextContents();
    for (const size of [PHONE, DESKTOP]) {
      // Every figure in sight, a phone's included (there each row stacks): none behind a sideways scroll.
      await fitsWidth(page, size, box.locator('.players-scroll'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${size.width}`).toBeLessThanOrEqual(0);
      // As a screen reader gets it, at either width: a table whose rows are headed by the players, whose
      // columns keep their headings, and whose share cells hold the figure alone (the words a phone shows
      // beside each figure are not read a second time).
      const named = await rolesByName(page);
      for (const label of labels) expect(named('rowheader'), `${size.width} px: ${label}`).toContain(oneLine(label));
      expect(named('columnheader'), `${size.width} px`).toEqual(
        expect.arrayContaining(['Computer player', 'Favours', 'Defenders’ share of the games won (95 %)', 'Games']),
      );
      for (const cell of cells) expect(named('cell'), `${size.width} px: ${cell}`).toContain(oneLine(cell));
      await shot(page, `balance-players-${preset}-${size.width}`);
    }
  });

  it('the family essay’s verdict table: every figure in sight at 390 and 1280 px, its rows and cells kept for a screen reader', async () => {
    const { page } = session;
    await page.goto(siteUrl('/essays/tafl-family/'));
    const table = page.getByTestId('verdict-table');
    const readings = (await table.locator('tbody th').allTextContents()).map(oneLine);
    expect(readings).toHaveLength(judged.length);
    const verdicts = (await table.locator('tbody td:last-child').allTextContents()).map(oneLine);
    for (const size of [PHONE, DESKTOP]) {
      // On a phone each reading's row becomes a card: no column behind a sideways scroll.
      await fitsWidth(page, size, page.locator('.verdict-scroll'));
      const named = await rolesByName(page);
      for (const reading of readings) expect(named('rowheader'), `${size.width} px`).toContain(reading);
      expect(named('columnheader'), `${size.width} px`).toEqual(expect.arrayContaining(['Reading', 'Club level', 'Verdict']));
      // A verdict cell holds its words alone, not the label a phone shows before it.
      for (const verdict of verdicts) expect(named('cell'), `${size.width} px`).toContain(verdict);
      await shot(table, `verdict-table-${size.width}`);
    }
  });

  it('the strength ladders: each rung’s share as its file has it, people’s line where known', async () => {
    expect(LADDERS.size).toBeGreaterThanOrEqual(4);
    const { page } = session;
    for (const [preset, rungs] of LADDERS) {
      expect(rungs.length, `${preset}: at least four rungs`).toBeGreaterThanOrEqual(4);
      await page.goto(siteUrl(`/readings/${preset}/`));
      const fig = page.getByTestId('ladder');
      expect(await fig.locator('[data-factor]').evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-factor'))))).toEqual(
        rungs.map((r) => r.factor),
      );
      const shares = await fig.locator('tbody tr td:last-child').allTextContents();
      expect(shares.map((s) => s.trim().replace(/\s+/g, ' '))).toEqual(
        rungs.map((r) => {
          const d = ratesOf(r.file.tally).defenders;
          return `${pct(d.p)} (${Math.round(d.lo * 100)}–${pct(d.hi)})`;
        }),
      );
      const human = humanStatsFor(preset);
      expect(await fig.getByTestId('ladder-human').count()).toBe(human ? 1 : 0);
      if (preset === 'copenhagen')
        for (const size of [PHONE, DESKTOP]) {
          // The figures' table fits the width, a phone's included: no column hidden behind a scroll.
          await fitsWidth(page, size, fig.locator('.ladder-scroll'));
          await shot(page, `ladder-${preset}-${size.width}`);
        }
    }
  });
});

describe('the gap’s hypothesis put to the ladder', () => {
  it('where the ladder plays the rules the computer is measured by, a rung that contradicts the stronger player beyond chance is named', () => {
    const file = BALANCE.get('copenhagen')!;
    const doubt = ladderDoubt(humanStatsFor('copenhagen')!, ladderCheckFor('copenhagen', ratesOf(file.tally).defenders, file.rules)!);
    expect(doubt, 'Copenhagen: searching less also comes nearer people').toMatch(/^the ladder below does not show/);
    expect(textOf(builtHtml('/readings/copenhagen/'))).toContain(`nearer people's; but ${doubt}`);
    // Brandub is measured under people's rules, which its ladder does not play: the ladder is not put to the test.
    expect(textOf(builtHtml('/readings/brandubh/'))).not.toContain('the ladder below does not show');
  });
});

describe('how the games end, people’s and the computer’s', () => {
  const presets = ['copenhagen', 'brandubh'] as const;

  it('each column as the files give it, people’s resigned games played on among them, with the sentence measured against them', () => {
    for (const preset of presets) {
      const view = endingsViewFor(preset)!;
      expect(view.playedOut, `${preset}: resigned games played on`).not.toBeNull();
      const html = builtHtml(`/readings/${preset}/`);
      const table = html.slice(html.indexOf('data-testid="endings"'), html.indexOf('</table>', html.indexOf('data-testid="endings"')));
      for (const c of view.columns) expect(table, `${preset}: ${c.id}`).toContain(`data-column="${c.id}"`);
      for (const r of view.reasons) {
        const row = table.slice(table.indexOf(`data-ending="${r}"`), table.indexOf('</tr>', table.indexOf(`data-ending="${r}"`)));
        // Each cell: the share, then its 95 % interval, named for a screen reader.
        expect(
          [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1]!).trim()),
          `${preset}: ${r}`,
        ).toEqual(view.columns.map((c) => `${formatPercent(c.ends.shares[r])} , 95 % interval ${formatRange(c.ends.intervals[r])}`));
      }
      expect(textOf(html)).toContain(chanceSentence(view));
      const opening = openingsSentence(view);
      if (opening) expect(textOf(html)).toContain(opening);
      // The ladder's rung that ends its games most like people's, where the ladder plays the rules they are compared under.
      const rungs = rungSentenceFor(preset, view);
      expect(rungs === null, `${preset}: the ladder's nearest rung`).toBe(preset === 'brandubh');
      // (The page's text reads a no-break space as a space.)
      if (rungs) expect(textOf(html)).toContain(rungs.replaceAll('\u00a0', ' '));
      // Why the computer stopped some resigned games at the limit, where it did.
      expect(view.playedOut!.stopped === null, `${preset}: stopped games explained`).toBe(view.playedOut!.atLimit === 0);
      if (view.playedOut!.stopped) expect(textOf(html)).toContain(view.playedOut!.stopped);
      expect(textOf(table)).toContain(`within 6 points of people’s share`);
      expect(textOf(table)).toContain(
        `in ${view.playedOut!.agree.toLocaleString('en-US')} of ${view.playedOut!.games.toLocaleString('en-US')}`,
      );
    }
    // Brandub: people played other rules than the reading's, and the computer's first column plays theirs.
    expect(endingsViewFor('brandubh')!.computer.id).toBe('people-rules');
    expect(endingsViewFor('copenhagen')!.computer.id).toBe('club');
    // Brandub's games under people's rules were also played opened with more free moves, and its page says what that does.
    expect(endingsViewFor('brandubh')!.openings.map((o) => o.plies)).toEqual([6, 8]);
    expect(openingsSentence(endingsViewFor('brandubh')!)).toMatch(/^How the computer’s games open matters too: with the first six moves/);
    // Copenhagen's resigned games the computer could not finish: lone kings, late resignations and a record past a third occurrence.
    expect(endingsViewFor('copenhagen')!.playedOut!.stopped).toMatch(/ended with the king alone against .* attackers/);
    // Copenhagen's, with eight, hardly moved.
    expect(endingsViewFor('copenhagen')!.openings.map((o) => o.plies)).toEqual([8]);
    expect(openingsSentence(endingsViewFor('copenhagen')!)).toMatch(
      /^The computer’s figure holds when its games open otherwise: with the first eight/,
    );
  });

  it('fits a phone and a desktop, the table scrolling within its box with each ending’s name in sight', async () => {
    const { page } = session;
    await page.goto(siteUrl('/readings/brandubh/'));
    const box = page.getByTestId('endings');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await box.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll of the page at ${size.width}`).toBeLessThanOrEqual(0);
      await shot(page, `endings-brandubh-${size.width}`);
    }
    // On a phone the figures scroll sideways in their box; scrolled to their last column, every row's
    // heading (the ending, the defenders' share, the games, the length) still stands whole at the box's left.
    await page.setViewportSize(PHONE);
    const scroller = box.locator('.endings-scroll');
    const { scrolled, misplaced } = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      const left = el.getBoundingClientRect().left;
      const misplaced = [...el.querySelectorAll('tbody th')]
        .filter((th) => Math.abs(th.getBoundingClientRect().left - left) > 1)
        .map((th) => th.textContent?.trim());
      return { scrolled: el.scrollLeft, misplaced };
    });
    expect(scrolled, 'the table scrolls on a phone').toBeGreaterThan(0);
    expect(misplaced).toEqual([]);
    await shot(scroller, 'endings-brandubh-390-scrolled');
  });
});

/** The text of an HTML fragment as a reader sees it: tags dropped, spaces folded, the entities this site writes read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the rule-effect maps', () => {
  it('every Alea reading’s page and the lab show its map as its files give it: each cell played, the sentence, and why a rule has no cell', () => {
    expect(MAP_RESULTS.size).toBe(MAP_PRESET_IDS.length);
    const lab = textOf(builtHtml('/lab/'));
    for (const id of MAP_PRESET_IDS) {
      const results = MAP_RESULTS.get(id)!;
      // Every cell of the map is played and shipped.
      expect(
        results.map((r) => r.cell.file),
        id,
      ).toEqual(mapOf(id).cells.map((c) => c.file));
      const html = builtHtml(`/readings/${id}/`);
      const view = mapView(id, BALANCE.get(id)!, results);
      expect(textOf(html), id).toContain(mapSentence(view));
      expect(lab, id).toContain(mapSentence(view));
      for (const r of results) expect(html, r.cell.file).toContain(`data-cell="${r.cell.file}"`);
      for (const g of view.gaps) expect(textOf(html), id).toContain(g.why);
    }
    // The family essay's table: a row for each reading, naming the change nearest to even and the largest effect.
    const essay = builtHtml('/essays/tafl-family/');
    expect(textOf(essay)).toContain(`lets the club level play the result against itself ${MAP_GAMES} times`);
    expect(textOf(essay)).toContain(`${MAP_GAMES === 40 ? 'Forty' : MAP_GAMES} games give a wide interval`);
    for (const id of MAP_PRESET_IDS) {
      const view = mapView(id, BALANCE.get(id)!, MAP_RESULTS.get(id)!);
      expect(essay, id).toMatch(
        new RegExp(
          `data-map-preset="${id}"[\\s\\S]*?data-map-nearest="${view.nearest!.cell.file}"[\\s\\S]*?data-map-largest="${view.largest!.cell.file}"`,
        ),
      );
    }
  });

  it('a cell’s “In the lab” sets the lab to its reading, rules, layout, games and seed', async () => {
    const { page } = session;
    // The cell that needs another layout, where there is one: the longest way round.
    const preset = 'alea-cyningstan';
    const cell = MAP_RESULTS.get(preset)!.find((r) => !r.cell.ownLayout)?.cell ?? MAP_RESULTS.get(preset)![0]!.cell;
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl(`/readings/${preset}/`));
    const map = page.getByTestId('rule-map');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await map.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${size.width}`).toBeLessThanOrEqual(0);
      await shot(page, `rule-map-${preset}-${size.width}`);
    }
    await map.locator(`tr[data-cell="${cell.file}"] a`).click();
    await page.locator('.lab[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.getByRole('combobox', { name: 'Reading' }).inputValue()).toBe(preset);
    for (const [key, value] of Object.entries(cell.patch)) expect(await page.locator(`#lab-rule-${key}`).inputValue(), key).toBe(value);
    expect(await page.getByRole('textbox', { name: 'Number of games' }).inputValue()).toBe('40');
    expect(await page.getByRole('textbox', { name: 'Seed' }).inputValue()).toBe('1');
    expect(await page.getByTestId('lab-layout').count()).toBe(cell.ownLayout ? 0 : 1);
    expect(await page.getByTestId('lab-link-problems').count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Run', exact: true }).isEnabled()).resolves.toBe(true);
    await shot(page, 'lab-from-map-1280');
  });

  it('a broken lab link keeps what it can and says what it left out', async () => {
    const { page } = session;
    await page.goto(siteUrl('/lab/?r=alea-helmfrid;kingCapture=sideways&l=nowhere'));
    await page.locator('.lab[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.getByRole('combobox', { name: 'Reading' }).inputValue()).toBe('alea-helmfrid');
    const problems = await page.getByTestId('lab-link-problems').locator('p').allInnerTexts();
    expect(problems).toEqual([
      'The link gives "How the king is captured" a value "sideways" it cannot take, so that change was left out.',
      'The link names a layout "nowhere" that this site does not know, so the reading\'s own layout is used.',
    ]);
    await expect(page.getByRole('button', { name: 'Run', exact: true }).isEnabled()).resolves.toBe(true);
  });
});
