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
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules that judge how text looks against what is behind it: the costly part of axe on a long page. */
const LOOK_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations of the WCAG 2 A/AA rules. */
export const seriousViolations = (page: Page): Promise<Found[]> => violations(page, 'serious', []);

/**
 * The violations of at least `least` impact, of the WCAG 2 A/AA rules and the `extra` tags (such as
 * 'best-practice', which holds the landmark and heading rules).
 */
export async function violations(page: Page, least: 'moderate' | 'serious', extra: readonly string[]): Promise<Found[]> {
  return atLeast(least, await runAxe(page, { type: 'tag', values: [...WCAG, ...extra] }, false));
}

/**
 * The serious and critical violations of the WCAG 2 A/AA rules, with the contrast rules (color-contrast,
 * link-in-text-block) run on one element of each look the page has rather than on every element. Text
 * is drawn in a few looks, each repeated many times (an essay's paragraphs, its links, a table's cells),
 * and these two rules take two thirds of axe's time on a long page. A look is what the two rules read:
 * the element's colour, size, weight, decoration and shadow, its surrounding text's colour (for a link),
 * and, for the element and every element around it, the background colour and image, the opacity, the
 * filter and blending, and whether it is positioned (so may lie over other content). Every other rule
 * reads the whole page. a11y.browser.ts shows that a look planted once among many is still found.
 */
export async function seriousViolationsByLook(page: Page): Promise<Found[]> {
  return atLeast('serious', await runAxe(page, { type: 'tag', values: WCAG }, true));
}

/** The serious and critical violations of the contrast rules alone (color-contrast, link-in-text-block), read on every element. */
export async function seriousLookViolations(page: Page): Promise<Found[]> {
  return atLeast('serious', await runAxe(page, { type: 'rule', values: LOOK_RULES }, false));
}

function atLeast(least: 'moderate' | 'serious', found: Found[]): Found[] {
  return found.filter((v) => IMPACTS.indexOf(v.impact ?? 'minor') >= IMPACTS.indexOf(least));
}

/** Which rules axe runs: those of the tags, or the rules named. */
interface RunOnly {
  readonly type: 'tag' | 'rule';
  readonly values: readonly string[];
}

async function runAxe(page: Page, runOnly: RunOnly, byLook: boolean): Promise<Found[]> {
  // Evaluated through the browser's debugging protocol, which the page's content security policy does
  // not govern (an inline <script> added by addScriptTag would be refused, as it should be).
  await page.evaluate(AXE);
  return page.evaluate(
    async ({ runOnly, lookRules, byLook }) => {
      type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
      type Axe = { run(ctx: unknown, opts: object): Promise<{ violations: Violation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      // Only the violations are read: axe need not gather the elements that pass each rule.
      const base = { runOnly, resultTypes: ['violations'] };
      // One run at a time: axe refuses a second run while one is going.
      const found: Violation[] = [];
      if (!byLook) found.push(...(await axe.run(document, base)).violations);
      else {
        const off = Object.fromEntries(lookRules.map((id) => [id, { enabled: false }]));
        found.push(...(await axe.run(document, { ...base, rules: off })).violations);
        // One element of each look: the first that holds text of its own.
        const around = new Map<Element, string>();
        const lookAround = (el: Element | null): string => {
          if (!el) return '';
          const known = around.get(el);
          if (known !== undefined) return known;
          const s = getComputedStyle(el);
          const own = [
            s.backgroundColor,
            s.backgroundImage,
            s.opacity,
            s.filter,
            s.mixBlendMode,
            s.position === 'static' ? '' : s.position,
          ].join(' ');
          const look = `${own}|${lookAround(el.parentElement)}`;
          around.set(el, look);
          return look;
        };
        const seen = new Set<string>();
        const reps: Element[] = [];
        for (const el of document.body.querySelectorAll('*')) {
          if (el.closest('script, style, template, noscript')) continue;
          const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
          if (!text) continue;
          const s = getComputedStyle(el);
          const link = el.closest('a[href]');
          const look = [
            el.namespaceURI,
            s.color,
            s.fontSize,
            s.fontWeight,
            s.textDecorationLine,
            s.textDecorationColor,
            s.textShadow,
            link ? `link ${getComputedStyle(link.parentElement ?? link).color}` : '',
            lookAround(el),
          ].join('|');
          if (seen.has(look)) continue;
          seen.add(look);
          reps.push(el);
        }
        if (reps.length > 0) {
          const looks = await axe.run({ include: reps }, { runOnly: { type: 'rule', values: lookRules }, resultTypes: ['violations'] });
          found.push(...looks.violations);
        }
      }
      return found.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
    },
    { runOnly, lookRules: LOOK_RULES, byLook },
  );
}
