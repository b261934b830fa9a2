/**
 * The browser side of the browser tests: one Chromium per worker (the Debian package's headless shell
 * where installed, else its full browser, driven by playwright-core; CHROMIUM_PATH overrides either: see
 * TEST_CHROMIUM in scripts/site-preview.ts), contexts of its own for each file, a clean page per test
 * (useBrowser), and
 * four guards on every page, checked after each test:
 *   - no uncaught page error,
 *   - no console message of type 'error',
 *   - no content security policy violation in any page or frame (a `securitypolicyviolation` event;
 *     allowConsoleError does not let one pass),
 *   - no request to any host but 127.0.0.1 (the site makes no third-party calls; such requests are
 *     recorded, and fail: Chromium resolves no other host name).
 * shot(page, name) saves a PNG into test-results/screenshots/ when SCREENSHOTS=1 (a failed test's, always).
 * Service workers are blocked unless a file asks for them (useBrowser({ serviceWorkers: 'allow' }), as the
 * offline test does): a worker left from an earlier build could serve stale pages.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_FLAGS, TEST_CHROMIUM as CHROMIUM } from '../../scripts/site-preview';

export { CHROMIUM };
export const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The served site's origin, e.g. "http://127.0.0.1:41234" (from global-setup.test-support.ts). */
export function baseUrl(): string {
  return inject('baseUrl') ?? process.env.BROWSER_TEST_BASE_URL ?? '';
}

/** An absolute URL on the served site for a root-relative path such as "/readings/tablut/". */
export function siteUrl(path = '/'): string {
  return new URL(path, baseUrl()).href;
}

/**
 * Whether shot() saves its pictures: they are for people judging the pages, and no test reads them, so a
 * plain run skips them (`SCREENSHOTS=1 npm run test:browser` takes them). A failed test's picture is
 * always taken.
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves a PNG as test-results/screenshots/<name>.png: of the page's viewport (or the whole page with
 * fullPage), or of one element when given a Locator (the element's box, page scrolled to the top), when
 * screenshots are asked for (TAKE_SCREENSHOTS) or `always` is set. An element that is not visible fails
 * either way. `timeout` overrides the context's 10 s, for a page whose layout is slow to settle (print media).
 */
export async function shot(
  target: Page | Locator,
  name: string,
  opts: { fullPage?: boolean; timeout?: number; always?: boolean } = {},
): Promise<string> {
  const path = join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  const take = TAKE_SCREENSHOTS || opts.always === true;
  if (take) mkdirSync(SCREENSHOTS, { recursive: true });
  const timeout = opts.timeout === undefined ? {} : { timeout: opts.timeout };
  if ('goto' in target) {
    if (take) await target.screenshot({ path, fullPage: opts.fullPage ?? false, animations: 'disabled', ...timeout });
  } else {
    // Clipped from a full-page shot rather than scrolled to, so that a sticky element taller than the
    // viewport is not cut.
    const page = target.page();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await target.boundingBox();
    if (!box) throw new Error(`shot ${name}: the element is not visible`);
    if (take) await page.screenshot({ path, fullPage: true, clip: box, animations: 'disabled', ...timeout });
  }
  return path;
}

export interface BrowserSession {
  /** The current test's first page (opened in beforeEach). */
  readonly page: Page;
  /** The current test's context: every page in it is guarded. */
  readonly context: BrowserContext;
  /** Another page in the current test's context, guarded like the first. */
  newPage(): Promise<Page>;
  /** A page in a fresh context (no shared storage), guarded like the first and closed after the test. */
  freshPage(): Promise<Page>;
  /** Lets the current test pass despite console errors matching `pattern` (for pages expected to log one). */
  allowConsoleError(pattern: RegExp): void;
}

const isLocal = (url: string): boolean => {
  try {
    const u = new URL(url);
    if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return true;
    return u.hostname === '127.0.0.1';
  } catch {
    return false;
  }
};

/** Chromium as every browser test starts it. */
const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      // Every host name but the test server's address fails to resolve: no request leaves the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });

let running: Promise<Browser> | undefined;

/**
 * The worker's Chromium, started by its first file and handed to every file after it (a worker runs its
 * files one after another, in one module graph: vitest.browser.config.ts). Each file still gets contexts of
 * its own, and starts with none left by the file before it, so no page, storage, cache or listener passes
 * from one file to the next. What is saved is starting Chromium again: ten of the shortest files took 85 and
 * 66 s of the cores' time against 89 and 72 when each started its own (two pairs of runs, alternating), about
 * half a second of a core a file. The browser ends with its worker's process (playwright-core kills what it
 * launched when its process exits; no Chromium is left after a run).
 */
async function launch(): Promise<Browser> {
  const known = running && (await running.catch(() => undefined));
  if (known?.isConnected()) {
    for (const c of known.contexts()) await c.close().catch(() => undefined);
    return known;
  }
  running = launchChromium();
  return running;
}

/** What a guarded page reported: `text` is the console message alone, for allowConsoleError. */
interface Problem {
  readonly kind: 'console' | 'other';
  readonly text: string;
  readonly message: string;
}

interface ContextOptions {
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
  /** False: the pages' scripts never run (each page as the server sent it); the test's own evaluate still does. */
  scripts?: boolean;
}

/** A context whose every page reports its problems (the four guards above) to `report`. */
async function newGuardedContext(
  b: Browser,
  opts: ContextOptions,
  report: (page: Page | null, problem: Problem) => void,
): Promise<BrowserContext> {
  const c = await b.newContext({
    viewport: opts.viewport ?? DESKTOP,
    reducedMotion: 'reduce',
    serviceWorkers: opts.serviceWorkers ?? 'block',
    javaScriptEnabled: opts.scripts ?? true,
  });
  const other = (page: Page | null, message: string): void => report(page, { kind: 'other', text: message, message });
  // Watched, not intercepted: routing every request through Playwright costs the browser about as much
  // as loading the page, and Chromium already refuses every host but 127.0.0.1 (launch()).
  c.on('request', (request) => {
    const url = request.url();
    if (isLocal(url)) return;
    let from: Page | null = null;
    try {
      from = request.frame().page();
    } catch {
      // A service worker's request has no frame.
    }
    other(from, `request to a non-local host: ${request.method()} ${url}`);
  });
  // An element that is there appears within seconds; a missing one should fail fast, not in 30 s. A
  // page's load is the browser's work, not the test's: with both cores busy the heaviest essay (about
  // 5,700 elements and 60 claim boards) once took past 10 s to fire 'load' in CI, so navigations get 30 s.
  c.setDefaultTimeout(10_000);
  c.setDefaultNavigationTimeout(30_000);
  await c.exposeBinding('__reportCspViolation', ({ frame, page }, what: string) => {
    other(page, `content security policy violation on ${frame.url()}: ${what}`);
  });
  await c.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = `${e.sourceFile || e.documentURI}:${e.lineNumber}`;
      const sample = e.sample ? ` ("${e.sample}")` : '';
      const report = (window as unknown as { __reportCspViolation(what: string): void }).__reportCspViolation;
      void report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${sample} at ${where}`);
    });
  });
  c.on('page', (p) => {
    p.on('pageerror', (err) => other(p, `uncaught page error on ${p.url()}: ${err.message}`));
    p.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      const where = msg.location();
      report(p, {
        kind: 'console',
        text,
        message: `console error on ${p.url()}: ${text}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
      });
    });
  });
  return c;
}

/** Events a test may listen for on its page; the harness's own listeners ('pageerror', 'console') stay. */
const TEST_EVENTS = [
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'download',
  'dialog',
  'popup',
  'filechooser',
  'frameattached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'worker',
  'websocket',
] as const;

/**
 * Registers the hooks for one test file and returns the session whose page/context are the current
 * test's. Call once at the top of a file (or describe block).
 *
 * A test starts on a clean page: no storage, cookies, routes or listeners of an earlier test, the file's
 * viewport, screen media and reduced motion. The page is the file's one tab, reset between tests, as
 * long as the tests leave it so: a new tab and context per test would make Chromium start a renderer
 * and compile the site's scripts afresh each time, about a second of a core per test. A test that
 * reaches for its context (`session.context`: permissions, offline), opens another page, or fails gets a
 * fresh context for the next test, as does every test of a file that allows service workers.
 */
export function useBrowser(opts: ContextOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let extra: BrowserContext[] = [];
  let page: Page | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];
  /** The context cannot be handed to the next test (see above). */
  let spent = false;
  const alwaysFresh = opts.serviceWorkers === 'allow';

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    context = undefined;
    browser = undefined;
  });

  const guardedContext = (b: Browser): Promise<BrowserContext> =>
    newGuardedContext(b, opts, (_page, problem) => {
      if (problem.kind === 'console' && allowed.some((re) => re.test(problem.text))) return;
      problems.push(problem.message);
    });

  /** Leaves the tab as a new one would be; false where it cannot (the page closed or crashed). */
  async function reset(tab: Page, c: BrowserContext): Promise<boolean> {
    if (tab.isClosed() || c.pages().length !== 1) return false;
    for (const event of TEST_EVENTS) tab.removeAllListeners(event);
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    // The origin's storage is cleared by a page of the site itself, as the site's own code sees it (the
    // site keeps games and progress in local storage; the databases and caches are cleared in case).
    await tab.goto(siteUrl('/offline.html'));
    await tab.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await tab.goto('about:blank');
    await c.clearCookies();
    await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: 'reduce' });
    await tab.setViewportSize(opts.viewport ?? DESKTOP);
    return true;
  }

  beforeEach(async () => {
    if (!browser) throw new Error(`Chromium did not start (${CHROMIUM})`);
    problems = [];
    allowed = [];
    spent = alwaysFresh;
    if (!context || !page) {
      context = await guardedContext(browser);
      page = await context.newPage();
    }
  });

  afterEach(async (ctx) => {
    const failed = ctx.task.result?.state === 'fail';
    try {
      if (failed && page && !page.isClosed()) {
        await shot(page, `FAILED-${ctx.task.name}`, { always: true }).catch(() => undefined);
      }
    } finally {
      for (const c of extra) await c.close().catch(() => undefined);
      extra = [];
      const kept = !failed && !spent && page && context && (await reset(page, context).catch(() => false));
      if (!kept) {
        await context?.close().catch(() => undefined);
        context = undefined;
        page = undefined;
      }
    }
    const found = problems;
    problems = [];
    if (found.length > 0) throw new Error(`The page reported problems:\n  ${found.join('\n  ')}`);
  });

  return {
    get page(): Page {
      if (!page) throw new Error('no page: use session.page inside a test');
      return page;
    },
    get context(): BrowserContext {
      if (!context) throw new Error('no context: use session.context inside a test');
      spent = true;
      return context;
    },
    async newPage(): Promise<Page> {
      if (!context) throw new Error('no context: call newPage inside a test');
      spent = true;
      return context.newPage();
    },
    async freshPage(): Promise<Page> {
      if (!browser) throw new Error('no browser: call freshPage inside a test');
      const c = await guardedContext(browser);
      extra.push(c);
      return c.newPage();
    },
    allowConsoleError(pattern: RegExp): void {
      allowed.push(pattern);
    },
  };
}

/** A page of a reading session, with what it has reported so far. */
export interface ReadPage {
  readonly page: Page;
  /** The response to the page's own request (its status and headers). */
  readonly response: Response | null;
  /** Throws with every problem the page reported (the four guards), if any. */
  check(): void;
}

/**
 * For tests that only read pages, one after another: one Chromium, one guarded context and one tab for
 * the whole file. `open(path)` takes the tab to the page (the page before it is left, its problems
 * forgotten), so that Chromium keeps one renderer and what it has compiled instead of starting a tab per
 * page: in a walk over every page, that halves the browser's work. Nothing a test does to a page is seen
 * on the next but storage, which such tests leave alone.
 */
export function useReadingBrowser(opts: ContextOptions = {}): {
  open(path: string): Promise<ReadPage>;
  /**
   * The page as the server sent it, before any island hydrates: in a second tab whose context runs none
   * of the pages' scripts. (Read in the first tab at its 'load', a page whose scripts the browser keeps
   * may already have hydrated, and a style read between two frames may still be the one before.)
   */
  openServed(path: string): Promise<ReadPage>;
} {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let tab: Page | undefined;
  let servedContext: BrowserContext | undefined;
  let servedTab: Page | undefined;
  /** What the tab has reported since it was last taken to a page; `stray` what no page reported (a service worker's request). */
  let found: string[] = [];
  const stray: string[] = [];

  /** A problem of one of the two tabs is the page's it shows; any other (a service worker's request) is stray. */
  const report = (page: Page | null, problem: Problem): void => {
    if (page && (page === tab || page === servedTab)) found.push(problem.message);
    else stray.push(problem.message);
  };

  beforeAll(async () => {
    browser = await launch();
    context = await newGuardedContext(browser, opts, report);
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await servedContext?.close().catch(() => undefined);
    context = undefined;
    servedContext = undefined;
    browser = undefined;
    tab = undefined;
    servedTab = undefined;
    if (stray.length > 0) throw new Error(`A page reported problems:\n  ${stray.join('\n  ')}`);
  });

  /** Takes `page` to `path`, its problems from now on its own. */
  async function read(page: Page, path: string): Promise<ReadPage> {
    const mine: string[] = [];
    found = mine;
    const response = await page.goto(siteUrl(path));
    return {
      page,
      response,
      check(): void {
        if (mine.length > 0) throw new Error(`The page reported problems:\n  ${mine.join('\n  ')}`);
      },
    };
  }

  return {
    async open(path: string): Promise<ReadPage> {
      if (!context) throw new Error(`Chromium did not start (${CHROMIUM})`);
      if (!tab || tab.isClosed()) tab = await context.newPage();
      return read(tab, path);
    },
    async openServed(path: string): Promise<ReadPage> {
      if (!browser) throw new Error(`Chromium did not start (${CHROMIUM})`);
      servedContext ??= await newGuardedContext(browser, { ...opts, scripts: false }, report);
      if (!servedTab || servedTab.isClosed()) servedTab = await servedContext.newPage();
      return read(servedTab, path);
    },
  };
}
