/** axe-core in a page: the serious and critical violations of the WCAG 2 A/AA rules, with their targets. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

/** The serious and critical violations of the WCAG 2 A/AA rules. */
export const seriousViolations = (page: Page): Promise<Found[]> => violations(page, 'serious', []);

/**
 * The violations of at least `least` impact, of the WCAG 2 A/AA rules and the `extra` tags (such as
 * 'best-practice', which holds the landmark and heading rules).
 */
export async function violations(page: Page, least: 'moderate' | 'serious', extra: readonly string[]): Promise<Found[]> {
  // Evaluated through the browser's debugging protocol, which the page's content security policy does
  // not govern (an inline <script> added by addScriptTag would be refused, as it should be).
  await page.evaluate(AXE);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...extra];
  const found = await page.evaluate(async (values) => {
    type Axe = {
      run(
        ctx: Document,
        opts: object,
      ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Only the violations are read: axe need not gather the elements that pass each rule.
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, tags);
  return (found as Found[]).filter((v) => IMPACTS.indexOf(v.impact ?? 'minor') >= IMPACTS.indexOf(least));
}
