/**
 * axe-core on every built page, after its islands have hydrated: no serious or critical violation
 * of WCAG 2 A/AA rules. The violations found are printed with their targets, to fix them quickly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteUrl, useBrowser } from './browser';
import { hydrateAllIslands } from './pages';
import { builtPages } from './pages';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

describe('accessibility (axe-core)', () => {
  const session = useBrowser();
  const all = builtPages();

  it('has pages to check', () => expect(all.length).toBeGreaterThan(10));

  for (const path of all) {
    it(`${path} has no serious or critical violations`, async () => {
      const { page } = session;
      await page.goto(siteUrl(path));
      await hydrateAllIslands(page);
      const serious = await seriousViolations(page);
      expect(serious, JSON.stringify(serious, null, 1)).toEqual([]);
    });
  }

  it('finds a violation planted on a page (the check is not vacuous)', async () => {
    const { page } = session;
    await page.goto(siteUrl('/'));
    await page.evaluate(() => {
      const b = document.createElement('button');
      document.querySelector('main')?.append(b);
    });
    const serious = await seriousViolations(page);
    expect(serious.map((v) => v.id)).toContain('button-name');
  });
});

async function seriousViolations(page: Page): Promise<Found[]> {
  // Evaluated, not added as an inline <script>, which the site's content security policy refuses.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    type Axe = {
      run(
        ctx: Document,
        opts: object,
      ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return (found as Found[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
