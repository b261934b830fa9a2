/**
 * The balance verdict as a reader sees it: on a reading's page, every computer player's games side by
 * side with the verdict stated only as strongly as they agree (verdict.ts, over the shipped files); in
 * the family essay, the table of every reading's verdict and the count of those that depend on the
 * player; and the strength ladders, whose figures match their files and which show people's share
 * where it is known. Screenshots at 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { LADDERS, PLAYER_RESULTS } from '../../src/ai/selfplay/balance-data';
import { playerLabel } from '../../src/ai/selfplay/players';
import { formatInterval, ratesOf } from '../../src/ai/selfplay/stats';
import { countInWords, defendersOfDecided, verdictOf } from '../../src/ai/selfplay/verdict';
import { humanStatsFor } from '../../src/analysis/human-stats';
import { DESKTOP, PHONE, shot, siteUrl, useBrowser } from './browser.test-support';
import { builtHtml } from './pages.test-support';

const session = useBrowser();
const judged = [...PLAYER_RESULTS].filter(([, byPlayer]) => byPlayer.size > 1);
const verdictFor = (preset: string) =>
  verdictOf([...PLAYER_RESULTS.get(preset)!.values()].map((f) => ({ label: playerLabel(f.player), tally: f.tally })));
const pct = (p: number) => `${Math.round(p * 100)} %`;

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
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await box.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${size.width}`).toBeLessThanOrEqual(0);
      await shot(page, `balance-players-${preset}-${size.width}`);
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
          await page.setViewportSize(size);
          await fig.scrollIntoViewIfNeeded();
          await shot(page, `ladder-${preset}-${size.width}`);
        }
    }
  });
});
