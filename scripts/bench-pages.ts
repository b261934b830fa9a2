/**
 * npm run bench:pages [-- --cpu 4] [-- --page /play/]
 *
 * How heavy the built pages are for a reader's browser: serves dist/ with `astro preview`, opens
 * each page in Chromium (the Debian package, /usr/bin/chromium or CHROMIUM_PATH) at 390×844 with the
 * CPU slowed `--cpu` times (4 by default, as Lighthouse's mobile preset does), and prints a table:
 *   - elements: every element in the page once it has loaded, and how many of them are inside boards' <svg>;
 *   - load: milliseconds from navigation to the load event;
 *   - hydrate: milliseconds to hydrate every island, each brought into view in turn (as a reader scrolling would);
 *   - longest task and blocking time (the sum over tasks of their time beyond 50 ms), from load to the end of hydration.
 * Run `npm run build` first. Timings move with the machine: compare pages and runs made in one go.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4329;
const DEFAULT_PAGES = [
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
];

const USAGE = 'usage: npm run bench:pages [-- --cpu <slowdown>] [-- --page <path>]';
function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}
let flags: { cpu?: string; page?: string[] };
try {
  flags = parseArgs({ options: { cpu: { type: 'string' }, page: { type: 'string', multiple: true } } }).values;
} catch (e) {
  fail((e as Error).message);
}
const cpu = flags.cpu === undefined ? 4 : Number(flags.cpu);
if (!Number.isFinite(cpu) || cpu < 1 || cpu > 20) fail(`--cpu takes a slowdown from 1 to 20, not "${flags.cpu}".`);
if (!existsSync(resolve(ROOT, 'dist', 'index.html'))) fail('There is no built site in dist/: run `npm run build` first.');
const pages = flags.page ?? DEFAULT_PAGES;

/** Starts `astro preview` on PORT and resolves once it answers. */
async function preview(): Promise<ChildProcess> {
  // The astro binary itself, not through npx: killing npx would leave the server running.
  const astro = resolve(ROOT, 'node_modules', '.bin', 'astro');
  const child = spawn(astro, ['preview', '--host', '127.0.0.1', '--port', String(PORT)], { cwd: ROOT, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`astro preview did not answer on port ${PORT}`);
}

interface Row {
  readonly page: string;
  readonly elements: number;
  readonly inBoards: number;
  readonly load: number;
  readonly hydrate: number;
  readonly longest: number;
  readonly blocking: number;
}

/** Loads a page, hydrates each island as a reader scrolling down would, and reads the page's long tasks. */
async function measure(page: Page, path: string): Promise<Row> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const t0 = Date.now();
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' });
  const load = Date.now() - t0;
  const counts = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    inBoards: [...document.querySelectorAll('svg.tb-svg')].reduce((n, svg) => n + svg.getElementsByTagName('*').length + 1, 0),
  }));
  const t1 = Date.now();
  // Each island still waiting is brought into view until it hydrates (a slow one may miss a quick pass).
  for (let pass = 0; pass < 20; pass++) {
    const waiting = await page.evaluate(async () => {
      for (const el of document.querySelectorAll('astro-island[ssr]')) {
        (el.firstElementChild ?? el).scrollIntoView({ block: 'center' });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      return document.querySelectorAll('astro-island[ssr]').length;
    });
    if (waiting === 0) break;
    await page.waitForTimeout(250);
  }
  await page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 60_000 })
    .catch(async () => {
      const left = await page.evaluate(() =>
        [...document.querySelectorAll('astro-island[ssr]')].map((el) => el.getAttribute('component-url')),
      );
      throw new Error(`${path}: ${left.length} islands did not hydrate within a minute (${left.join(', ')})`);
    });
  const hydrate = Date.now() - t1;
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  return {
    page: path,
    ...counts,
    load,
    hydrate,
    longest: Math.round(Math.max(0, ...tasks)),
    blocking: Math.round(tasks.reduce((s, d) => s + Math.max(0, d - 50), 0)),
  };
}

const server = await preview();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const rows: Row[] = [];
  for (const path of pages) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    rows.push(await measure(page, path));
    await context.close();
  }
  console.log(`\nPages at 390×844, CPU slowed ${cpu}×, times in ms\n`);
  const head = ['page', 'elements', 'in boards', 'load', 'hydrate', 'longest task', 'blocking'];
  const table = rows.map((r) => [r.page, r.elements, r.inBoards, r.load, r.hydrate, r.longest, r.blocking].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const row of table) console.log(line(row));
} finally {
  await browser.close();
  server.kill();
}
