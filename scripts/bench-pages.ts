/**
 * npm run bench:pages [-- --cpu 4] [-- --page /play/ ...] [-- --actions-only | --pages-only]
 *
 * How heavy the built pages are for a reader's browser: serves dist/ with `astro preview`, opens
 * each page in Chromium (the Debian package, /usr/bin/chromium or CHROMIUM_PATH) at 390×844 with the
 * CPU slowed `--cpu` times (4 by default, as Lighthouse's mobile preset does), and prints a table:
 *   - elements: every element in the page once it has loaded, and how many of them are inside boards' <svg>;
 *   - load: milliseconds from navigation to the load event;
 *   - hydrate: milliseconds to hydrate every island, each brought into view in turn (as a reader scrolling would);
 *   - longest task and blocking time (the sum over tasks of their time beyond 50 ms), from load to the end of hydration.
 * Then a second table: the longest task and the blocking time while the reader acts, at the same slowdown:
 * a move on /play, a rule changed there, a hint asked for there, and a claim's rule value flipped on an essay
 * (a claim's two boards both answer), each from the action until the page has been quiet for a second,
 * the median of three runs.
 * Run `npm run build` first. Timings move with the machine: compare pages and runs made in one go.
 */
import { chromium, type Page } from 'playwright-core';
import { parseArgs } from 'node:util';
import { CHROMIUM, CHROMIUM_FLAGS, clickSquare, DEFAULT_PAGES, fail as failWith, preview, printTable, requireBuild } from './site-preview';

const PORT = 4329;
const USAGE = 'usage: npm run bench:pages [-- --cpu <slowdown>] [-- --page <path> ...] [-- --actions-only | --pages-only]';
const fail: (message: string) => never = (message) => failWith(message, USAGE);
let flags: { cpu?: string; page?: string[]; 'actions-only'?: boolean; 'pages-only'?: boolean };
try {
  flags = parseArgs({
    options: {
      cpu: { type: 'string' },
      page: { type: 'string', multiple: true },
      'actions-only': { type: 'boolean' },
      'pages-only': { type: 'boolean' },
    },
  }).values;
} catch (e) {
  fail((e as Error).message);
}
const cpu = flags.cpu === undefined ? 4 : Number(flags.cpu);
if (!Number.isFinite(cpu) || cpu < 1 || cpu > 20) fail(`--cpu takes a slowdown from 1 to 20, not "${flags.cpu}".`);
requireBuild(USAGE);
if (flags['actions-only'] && (flags['pages-only'] || flags.page)) fail('--actions-only measures no page: give it alone.');
const pages = flags['actions-only'] ? [] : (flags.page ?? DEFAULT_PAGES);

/** Records every long task of the page from its first script on, into window.__tasks as [start, duration]. */
async function watchTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: [number, number][] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
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
  await watchTasks(page);
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
  const tasks = (await page.evaluate(() => (window as unknown as { __tasks: [number, number][] }).__tasks)).map(([, d]) => d);
  return {
    page: path,
    ...counts,
    load,
    hydrate,
    longest: Math.round(Math.max(0, ...tasks)),
    blocking: Math.round(tasks.reduce((s, d) => s + Math.max(0, d - 50), 0)),
  };
}

interface Interaction {
  readonly name: string;
  readonly path: string;
  /** Made ready before the clock starts (a panel brought into view, a piece picked up). */
  readonly before?: (page: Page) => Promise<void>;
  readonly act: (page: Page) => Promise<void>;
  /** Resolves once what the action does is on the page. */
  readonly done: (page: Page) => Promise<unknown>;
}

const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'a move on /play (7×7)',
    path: '/play/?r=brandubh',
    before: (page) => clickSquare(page, 'd1'),
    act: (page) => clickSquare(page, 'c1'),
    done: (page) => page.getByTestId('game-status').filter({ hasText: 'Defenders to move' }).waitFor(),
  },
  {
    name: 'a move on /play (19×19)',
    path: '/play/?r=alea-cyningstan',
    before: (page) => clickSquare(page, 'c1'),
    act: (page) => clickSquare(page, 'c3'),
    done: (page) => page.getByTestId('game-status').filter({ hasText: 'Defenders to move' }).waitFor(),
  },
  {
    name: 'a rule changed on /play',
    path: '/play/?r=brandubh',
    before: async (page) => {
      await page.locator('#play-rule-kingCapture').scrollIntoViewIfNeeded();
      // The rules come to life as they come near (WhenNear): what follows is the change alone.
      await page.waitForTimeout(1500);
    },
    act: async (page) => {
      const select = page.locator('#play-rule-kingCapture');
      const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      const now = await select.inputValue();
      await select.selectOption(values.find((v) => v !== now)!);
    },
    done: (page) => page.getByTestId('rules-changed-count').waitFor(),
  },
  {
    name: 'a hint on /play',
    path: '/play/?r=brandubh',
    act: (page) => page.getByRole('button', { name: /^hint$/i }).click(),
    done: (page) =>
      page
        .getByTestId('ai-hint')
        .filter({ hasText: /Hint: / })
        .waitFor({ timeout: 60_000 }),
  },
  {
    name: 'a claim’s value flipped (essay)',
    path: '/essays/walker/',
    before: async (page) => {
      const claim = page.getByTestId('claim').first();
      await claim.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !document.querySelector('[data-testid="claim"]')?.closest('astro-island')?.hasAttribute('ssr'));
    },
    act: (page) => page.getByTestId('claim').first().locator('button.claim-value[aria-pressed="false"]').first().click(),
    done: (page) => page.getByTestId('claim').first().locator('button.claim-value[aria-pressed="true"]').first().waitFor(),
  },
];

/** Longest task and blocking time from the action until a second passes with no long task. */
async function measureInteraction(page: Page, x: Interaction): Promise<[string, number, number]> {
  await page.goto(`http://127.0.0.1:${PORT}${x.path}`, { waitUntil: 'load' });
  if (x.path.startsWith('/play/')) await page.locator('.play[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(2000);
  await x.before?.(page);
  const start = await page.evaluate(() => performance.now());
  await x.act(page);
  await x.done(page);
  // Until the page has been quiet for a second: the renders that follow the action are part of it.
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __tasks: [number, number][] };
      const last = w.__tasks.at(-1);
      return !last || performance.now() - (last[0] + last[1]) > 1000;
    },
    undefined,
    { polling: 200, timeout: 60_000 },
  );
  const tasks = (await page.evaluate(() => (window as unknown as { __tasks: [number, number][] }).__tasks)).filter(([t]) => t >= start - 1);
  const durations = tasks.map(([, d]) => d);
  return [x.name, Math.round(Math.max(0, ...durations)), Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0))];
}

const server = await preview(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
try {
  /** A fresh phone-sized context with the CPU slowed, and its page. */
  const phonePage = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return { context, page };
  };
  const rows: Row[] = [];
  for (const path of pages) {
    const { context, page } = await phonePage();
    rows.push(await measure(page, path));
    await context.close();
  }
  if (rows.length > 0) {
    console.log(`\nPages at 390×844, CPU slowed ${cpu}×, times in ms\n`);
    printTable(
      ['page', 'elements', 'in boards', 'load', 'hydrate', 'longest task', 'blocking'],
      rows.map((r) => [r.page, r.elements, r.inBoards, r.load, r.hydrate, r.longest, r.blocking]),
    );
  }
  // Each action three times, on a fresh page each: the run with the median longest task is shown.
  const acts: [string, number, number][] = [];
  for (const x of flags['pages-only'] ? [] : INTERACTIONS) {
    const runs: [string, number, number][] = [];
    for (let i = 0; i < 3; i++) {
      const { context, page } = await phonePage();
      await watchTasks(page);
      runs.push(await measureInteraction(page, x).catch((e: Error) => Promise.reject(new Error(`${x.name}: ${e.message}`))));
      await context.close();
    }
    acts.push(runs.sort((a, b) => a[1] - b[1])[1]!);
  }
  if (acts.length > 0) {
    console.log(`\nWhile the reader acts, at 390×844 with the CPU slowed ${cpu}×, times in ms (the median of three runs)\n`);
    printTable(['action', 'longest task', 'blocking'], acts);
  }
} finally {
  await browser.close();
  server.kill();
}
