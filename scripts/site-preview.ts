/**
 * What the page benchmarks share (bench-pages.ts, bench-lighthouse.ts), and the browser tests with
 * them: the built site served by `astro preview` on a port of their own, the Chromium they drive and
 * its flags, the pages they measure by default, a click on a board's square, and the plain table they print.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { centreOf } from '../src/islands/board/geometry';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = resolve(ROOT, 'dist');
/** The Debian package's full browser, as a reader runs it. */
const FULL_CHROMIUM = '/usr/bin/chromium';
/** The page benchmarks' Chromium: the full browser, or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
/**
 * The browser tests' Chromium: CHROMIUM_PATH if set; else Debian's chromium-headless-shell, the same
 * Chromium build (Blink, V8, Skia) without the browser's windowing layer, made for automation, when it is
 * installed (.ci/run installs it); else the full browser. Each browser test file took about a quarter less
 * time in the shell (every-page-2, print-kits and offline together: 53–55 s against 68–73 s, two runs each).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;

/** The pages measured when none is named: one of each kind, and the heaviest essays. */
export const DEFAULT_PAGES = [
  '/',
  '/play/',
  '/compare/',
  '/sources/',
  '/learn/puzzles/',
  '/learn/capturing-the-king/',
  '/essays/manuscript/',
  '/essays/tafl-family/',
  '/essays/nielsen/',
  '/essays/walker/',
  '/readings/alea-walker-2014/',
] as const;

/** Exits with the message and the usage line, for a command line that cannot be run. */
export function fail(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/** Fails unless the site has been built. */
export function requireBuild(usage: string): void {
  if (!existsSync(resolve(DIST, 'index.html'))) fail('There is no built site in dist/: run `npm run build` first.', usage);
}

/** Every built page's path ("/", "/play/", …), sorted. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') out.push(dir === DIST ? '/' : `/${relative(DIST, dir)}/`);
    }
  };
  walk(DIST);
  return out.sort();
}

/** Starts `astro preview` on `port` and resolves once it answers. */
export async function preview(port: number): Promise<ChildProcess> {
  // The astro binary itself, not through npx: killing npx would leave the server running.
  const astro = resolve(ROOT, 'node_modules', '.bin', 'astro');
  const child = spawn(astro, ['preview', '--host', '127.0.0.1', '--port', String(port)], { cwd: ROOT, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`astro preview did not answer on port ${port}`);
}

/** Prints a table: the first column left-aligned, the others right-aligned. */
export function printTable(head: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const table = rows.map((row) => row.map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const row of table) console.log(line(row));
}

/**
 * Clicks the centre of a square as a reader would, whether or not the square has an element of its
 * own (an empty square has none: the board reads it from the click's position). `scope` holds one
 * board: the page, a frame or any element around it.
 */
export async function clickSquare(scope: Page | Locator | FrameLocator, name: string): Promise<void> {
  const svg = scope.locator('[data-testid="board"] svg.tb-svg').first();
  const [size, flipped] = await svg.evaluate(
    (el) => [Number(el.getAttribute('data-size')), el.getAttribute('data-flipped') === 'true'] as const,
  );
  const centre = centreOf(name, size, flipped);
  if (!centre) throw new Error(`no square ${name} on a ${size}×${size} board`);
  // From board units to the <svg>'s own pixels, as the page lays it out.
  const position = await svg.evaluate((el, c) => {
    const m = (el as SVGSVGElement).getScreenCTM();
    if (!m) throw new Error('the board is not laid out');
    const p = new DOMPoint(c.x, c.y).matrixTransform(m);
    const box = el.getBoundingClientRect();
    return { x: p.x - box.left, y: p.y - box.top };
  }, centre);
  await svg.click({ position });
}
