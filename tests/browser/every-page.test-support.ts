/**
 * Every built page, loaded once at a phone's width (390×844) with its islands hydrated (any content
 * security policy violation, console error or page error on the way fails), then read by these checks,
 * each its own test:
 *   - its content security policy (policy.ts: the <meta> ahead of every script and style, no
 *     'unsafe-inline', the framing headers; csp.browser.ts checks the policy's effects);
 *   - axe-core finds no serious or critical violation of the WCAG 2 A/AA rules (printed with their
 *     targets, to fix them quickly), the contrast rules read on one element of each look the page has
 *     (half axe's time on an essay; a11y.browser.ts shows the check is not vacuous, and that a look
 *     planted once in a long essay is still found);
 *   - a reader sees no source by its file number ("source 000") and no developer identifier (a reading
 *     id such as alea-murray, a rule key such as kingCapture, alone or with its value such as
 *     "firstMover: attackers", or a rule value's identifier where its words belong: a caption, toggle,
 *     option or cell that reads "throne-strong", "throne strong" or "anvil" instead of "four at the
 *     centre, three beside it" or "only as the far piece") outside text offered for the reader to use
 *     (a rules string with its play link, a command that reproduces a result, a printed web address),
 *     every fold opened;
 *   - with every fold and every closed menu opened, the page is no wider than the window;
 *   - on a page with claims, each claim's two boards and their captions fit in the window.
 * The pages only read, so they share one tab (useReadingBrowser); each is loaded and hydrated once for all of them.
 * The pages are dealt round-robin to SHARDS files (every-page-1.browser.ts, …), so that the longest
 * walk of the browser tests runs on several workers at once; each file checks its own share.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_IDS, PRESET_IDS, RULE_KEYS, RULE_VALUES, valueName } from '../../src/engine';
import { seriousViolationsByLook } from './axe.test-support';
import { PHONE, type ReadPage, useReadingBrowser } from './browser.test-support';
import { builtHtml, builtPages, claimsFit, openHydrated } from './pages.test-support';
import { checkFramingHeaders, checkPolicy, metaPolicy } from './policy.test-support';

/** How many files share the pages (every-page-N.browser.ts for N from 1). */
export const SHARDS = 3;

/** Reading and layout ids that are not ordinary words ("alea-murray", "hnefatafl-11"): a reader should never see them. */
const ID_PATTERN = new RegExp(`\\b(${[...PRESET_IDS, ...LAYOUT_IDS].filter((id) => id.includes('-')).join('|')})\\b`);
/** A rule key with one of its values, as the code writes them ("firstMover: attackers", "kingGoal=corner"). */
const KEY_VALUE = new RegExp(`\\b(${RULE_KEYS.map((k) => `${k}\\s*[:=]\\s*(${RULE_VALUES[k].join('|')})\\b`).join('|')})`);
/** A rule key as the code writes it, where it is not an ordinary word ("kingCapture", not "shieldwall"). */
const RULE_KEY = new RegExp(`\\b(${RULE_KEYS.filter((k) => /[A-Z]/.test(k)).join('|')})\\b`);
/**
 * A rule value's identifier that is not a word of the reader's (hyphenated, or a term of the code:
 * "throne-strong", "block minus corner", "anvil"), in either spelling: a caption, toggle, option or cell
 * that holds only this shows the code where the value's words (RULE_META names) belong.
 */
const VALUE_IDS = new Set(
  RULE_KEYS.flatMap((k) =>
    (RULE_VALUES[k] as readonly string[])
      .filter((v) => v.includes('-') || ['anvil', 'mover', 'rook', 'removed'].includes(v))
      .filter((v) => valueName(k, v).toLowerCase() !== v)
      .flatMap((v) => [v, v.replace(/-/g, ' ')]),
  ),
);
// "one step" is also plain English ("pieces move one step"), as a phrase set in bold.
VALUE_IDS.delete('one step');

/** Checks the pages of share `shard` (from 1) of SHARDS: every SHARDS-th built page. */
export function checkEveryPage(shard: number): void {
  // At a phone's width: the width check needs it, and the other checks read the same page either way.
  const reader = useReadingBrowser({ viewport: PHONE });
  const built = builtPages();
  const mine = built.filter((_, i) => i % SHARDS === shard - 1);

  describe(`every page, share ${shard} of ${SHARDS}`, () => {
    it('has pages to check', () => {
      expect(built.length).toBeGreaterThan(20);
      expect(mine.length).toBeGreaterThanOrEqual(Math.floor(built.length / SHARDS));
      // Every share has its file, so that no page goes unchecked.
      for (let n = 1; n <= SHARDS; n++)
        expect(existsSync(join(import.meta.dirname, `every-page-${n}.browser.ts`)), `every-page-${n}.browser.ts`).toBe(true);
    });

    for (const path of mine) {
      describe(path, () => {
        let read: ReadPage | undefined;
        let policy: string | null = null;
        let policyFirst = false;
        beforeAll(async () => {
          read = await openHydrated(reader, path, async ({ page }) => {
            ({ policy, first: policyFirst } = await metaPolicy(page));
          });
        });
        const loaded = (): ReadPage => {
          if (!read) throw new Error(`${path} did not load`);
          return read;
        };

        it('carries the content security policy ahead of every script and style, and says who may frame it', () => {
          const { response, check } = loaded();
          checkFramingHeaders(path, response);
          expect(policy, `${path} has a <meta> policy`).not.toBeNull();
          expect(policyFirst, `${path}: the <meta> policy comes before every script and style`).toBe(true);
          checkPolicy(path, policy!);
          check();
        });

        it('has no serious or critical accessibility violations', async () => {
          const { page, check } = loaded();
          const serious = await seriousViolationsByLook(page);
          expect(serious, JSON.stringify(serious, null, 1)).toEqual([]);
          check();
        });

        // A page with claims (each essay): each claim's two boards side by side or one above the
        // other, with their captions, fit the phone's window, as hydrated and before any fold is opened.
        if (builtHtml(path).includes('data-testid="claim"'))
          it("fits each claim's two boards and their captions in the 390×844 window", async () => {
            const { page, check } = loaded();
            await claimsFit(page, path, PHONE);
            check();
          });

        it('shows no source by its file number and no developer identifier', async () => {
          const { page, check } = loaded();
          // Every fold opened, so that text shown on demand is read too (after the accessibility check,
          // which reads the page as it loads).
          const {
            text,
            all: everything,
            leaves,
          } = await page.evaluate(() => {
            for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');
            const everything = document.body.innerText;
            const offered = [...document.querySelectorAll<HTMLElement>('[data-reader-code]')];
            for (const el of offered) el.style.display = 'none';
            const text = document.body.innerText;
            for (const el of offered) el.style.display = '';
            // Every piece of text on its own (a cell, a button, an option, a caption), outside code offered to the reader.
            const leaves = new Set<string>();
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const parent = n.parentElement;
              if (!parent || parent.closest('script, style, [data-reader-code]')) continue;
              const t = (n.textContent ?? '').trim().toLowerCase();
              if (t) leaves.add(t);
            }
            return { text, all: everything, leaves: [...leaves] };
          });
          expect(everything.match(/sources? 0\d\d[^\n]{0,40}/gi) ?? []).toEqual([]);
          expect(text.match(new RegExp(`.{0,40}${ID_PATTERN.source}.{0,20}`, 'g')) ?? []).toEqual([]);
          expect(text.match(new RegExp(`.{0,40}${KEY_VALUE.source}.{0,20}`, 'g')) ?? []).toEqual([]);
          expect(text.match(new RegExp(`.{0,40}${RULE_KEY.source}.{0,20}`, 'g')) ?? []).toEqual([]);
          expect(leaves.filter((t) => VALUE_IDS.has(t))).toEqual([]);
          check();
        });

        it('at 390 px, with every fold and menu open, is no wider than the window', async () => {
          const { page, check } = loaded();
          expect(page.viewportSize()?.width).toBe(PHONE.width);
          const wider = await page.evaluate(async () => {
            for (const d of document.querySelectorAll('details')) d.setAttribute('open', '');
            // Every closed menu and disclosure button (the search dialog, a board's options) opened.
            for (const b of document.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]')) if (b.offsetParent) b.click();
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const root = document.documentElement;
            if (root.scrollWidth <= root.clientWidth) return null;
            // What reaches past the window's right edge, outermost first, to name in the failure.
            const past = [...document.body.querySelectorAll<HTMLElement>('*')]
              .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
              .slice(0, 5)
              .map(
                (el) =>
                  `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} ${Math.round(el.getBoundingClientRect().right)}px`,
              );
            return { width: root.scrollWidth, past };
          });
          expect(wider, `${path} at 390 px`).toBeNull();
          check();
        });
      });
    }
  });
}
