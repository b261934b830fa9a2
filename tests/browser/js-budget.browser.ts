/**
 * Every built page's JavaScript, compressed: the module scripts and island code a page loads at
 * start (followed through their static imports; chunks loaded by a dynamic import(), such as the
 * AI and its worker, are loaded when needed and not counted). Prints a table and fails when a
 * page is over its budget: essays 62 KB, /play 120 KB. The essays' budget was 60 KB until the boards
 * sized their coordinates for the width they are drawn at (look.ts's frames and steps: 0.45 KB of the
 * manuscript essay's 60.5).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(import.meta.dirname, '..', '..', 'dist');
const KB = 1024;
const BUDGETS: readonly { readonly match: RegExp; readonly kb: number; readonly what: string }[] = [
  { match: /^essays\/[^/]+\/$/, kb: 62, what: 'essay' },
  { match: /^play\/$/, kb: 120, what: '/play' },
];

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : pages(path);
    return name === 'index.html' ? [path] : [];
  });
}

/** Root-relative URLs of the scripts a page starts with. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)) urls.add(m[1]!);
  return [...urls].filter((u) => u.startsWith('/'));
}

/** The file and every chunk it imports statically, as paths in dist. */
function closure(entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  // Static imports and re-exports: `import x from"./a.js"`, `import"./b.js"`, `export{c}from"./c.js"`.
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
    closure(resolve(entry, '..', m[1]!), seen);
}

const gz = (path: string): number => gzipSync(readFileSync(path)).length;

describe('JavaScript budgets', () => {
  const rows = pages(DIST).map((file) => {
    const page = relative(DIST, file).replace(/index\.html$/, '');
    const files = new Set<string>();
    for (const url of entryScripts(readFileSync(file, 'utf8'))) closure(join(DIST, url), files);
    const bytes = [...files].reduce((n, f) => n + gz(f), 0);
    return { page: page === '' ? '/' : page, files: files.size, bytes };
  });

  it('reports every page', () => {
    expect(rows.length).toBeGreaterThan(10);
    const w = Math.max(...rows.map((r) => r.page.length));
    const lines = rows
      .sort((a, b) => b.bytes - a.bytes)
      .map((r) => `| ${r.page.padEnd(w)} | ${String(r.files).padStart(5)} | ${(r.bytes / KB).toFixed(1).padStart(8)} |`);
    console.log(['', `| ${'page'.padEnd(w)} | files | KB (gzip) |`, `| ${'-'.repeat(w)} | ----: | -------: |`, ...lines].join('\n'));
  });

  for (const budget of BUDGETS) {
    it(`every ${budget.what} page ships under ${budget.kb} KB of JavaScript, compressed`, () => {
      const matched = rows.filter((r) => budget.match.test(r.page));
      expect(matched.length).toBeGreaterThan(0);
      for (const r of matched) {
        expect(r.files, `${r.page} loads no JavaScript at all`).toBeGreaterThan(0);
        expect(r.bytes / KB, `${r.page}: ${(r.bytes / KB).toFixed(1)} KB`).toBeLessThan(budget.kb);
      }
    });
  }

  it('keeps the AI out of the pages until it is needed', () => {
    const play = rows.find((r) => r.page === 'play/');
    expect(play).toBeDefined();
    const files = new Set<string>();
    for (const url of entryScripts(readFileSync(join(DIST, 'play', 'index.html'), 'utf8'))) closure(join(DIST, url), files);
    for (const f of files) expect(f, 'the worker is fetched only when the AI starts').not.toMatch(/worker/);
  });
});
