/**
 * axe-core on every built page, after its islands have hydrated: no serious or critical violation
 * of WCAG 2 A/AA rules. The violations found are printed with their targets, to fix them quickly.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteUrl, useBrowser } from './browser';

const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(import.meta.dirname, '..', '..', 'dist');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : pages(path);
    return name === 'index.html' ? ['/' + relative(DIST, path).replace(/index\.html$/, '')] : [];
  });
}

interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

describe('accessibility (axe-core)', () => {
  const session = useBrowser();
  const all = pages(DIST).sort();

  it('has pages to check', () => expect(all.length).toBeGreaterThan(10));

  for (const path of all) {
    it(`${path} has no serious or critical violations`, async () => {
      const { page } = session;
      await page.goto(siteUrl(path));
      // Islands hydrate when visible: bring each one still waiting into view (its first child: the
      // island element itself is display: contents), again if a pass was too quick for it, then
      // wait for all of them.
      for (let pass = 0; pass < 3; pass++) {
        const waiting = await page.evaluate(async () => {
          for (const el of document.querySelectorAll('astro-island[ssr]')) {
            (el.firstElementChild ?? el).scrollIntoView({ block: 'center' });
            await new Promise((r) => setTimeout(r, 150));
          }
          window.scrollTo(0, 0);
          return document.querySelectorAll('astro-island[ssr]').length;
        });
        if (waiting === 0) break;
        await page.waitForTimeout(300);
      }
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 20_000 });
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
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    type Axe = { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return (found as Found[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
