/**
 * The searching behind the search dialog (SearchDialog.astro), fetched the first time the dialog
 * opens: loads Pagefind's script from `${BASE_URL}pagefind/` (built by `pagefind --site dist` after
 * `astro build`), searches as the reader types, shows each page's title, an excerpt with the words
 * found highlighted, and links into the sections where they were found, and announces the number of
 * results. Says so in plain words when there is no index in this build or the network is gone. A
 * query that finds nothing is tried once more with each word the site does not have replaced by the
 * nearest it has ("evangalist" finds the Evangelist pages), and the status line says so.
 */
import { correctedQuery, type Vocabulary } from './near-miss';

/** The parts of Pagefind's browser API used here (pagefind.js, https://pagefind.app/docs/api/). */
interface PagefindAnchor {
  id: string;
  location: number;
}
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  anchor?: PagefindAnchor;
}
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindFragment>;
}
interface Pagefind {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  /** A query, or null for every page. */
  search: (query: string | null) => Promise<{ results: PagefindResult[] } | null>;
  preload: (query: string) => Promise<void>;
}

/** Results shown at a time. */
const PAGE = 8;
/** Sections shown under a result. */
const SECTIONS = 3;
/** Wait this long after the last key press before searching (ms). */
const TYPING_PAUSE = 200;

const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');
const BUNDLE = `${BASE}pagefind/pagefind.js`;

const MESSAGES = {
  loading: 'Loading the search index…',
  missing: 'Search is not available in this copy of the site: its search index is missing.',
  offline:
    'Search needs the network the first time it is used on this device, and the network cannot be reached. Try again when you are online.',
  partOffline:
    'Part of the search index for these words is not saved on this device, and the network cannot be reached. Try again when you are online.',
  noneOffline: (query: string) =>
    `No results for “${query}” in the part of the search index saved on this device; the network cannot be reached to look further. Try again when you are online.`,
  broken: 'Search could not be started. Reload the page and try again.',
} as const;

type Failure = 'missing' | 'offline' | 'broken';

/**
 * The site's words, for "did you mean" (scripts/search-words.mjs, beside the index): fetched once, as
 * search starts and again with the whole index for offline use, and kept by the service worker with it.
 */
let vocabulary: Promise<Vocabulary | null> | null = null;
function siteWords(): Promise<Vocabulary | null> {
  vocabulary ??= fetch(`${BASE}pagefind/search-words.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Vocabulary>) : null))
    .catch(() => null);
  return vocabulary;
}

/** Under this key, the index (its entry file) that is saved whole on this device. */
const SAVED_KEY = 'alea-search-saved';

/**
 * Pagefind, ready to search; or why not: no index in this build, or no network (and no saved copy).
 * The index's entry file is fetched first, so that a missing index or a missing network is told
 * apart before Pagefind starts (which would otherwise fail on its own, out of reach).
 */
async function loadPagefind(): Promise<{ pagefind: Pagefind; index: string } | Failure> {
  let index: string;
  try {
    const entry = await fetch(`${BASE}pagefind/pagefind-entry.json`);
    if (entry.status === 404) return 'missing';
    if (!entry.ok) return 'broken';
    index = await entry.text();
  } catch {
    return 'offline';
  }
  let pagefind: Pagefind;
  try {
    pagefind = (await import(/* @vite-ignore */ BUNDLE)) as Pagefind;
  } catch {
    return navigator.onLine ? 'broken' : 'offline';
  }
  try {
    await pagefind.options({ baseUrl: BASE, excerptLength: 24 });
    await pagefind.init();
    return { pagefind, index };
  } catch {
    return navigator.onLine ? 'broken' : 'offline';
  }
}

/** True if the network answers: a HEAD request, which the service worker leaves to the network. */
async function online(): Promise<boolean> {
  try {
    await fetch(BASE, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches the whole index (about half a megabyte) once per build of it, in the background, when a
 * service worker keeps what is fetched: then any word can be searched offline, not only those searched
 * before. Pagefind's public calls do it: a preload for every first letter or digit (all the index's
 * chunks) and the data of every page (all the excerpts).
 */
async function saveForOffline(pagefind: Pagefind, index: string): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  try {
    if (localStorage.getItem(SAVED_KEY) === index) return;
  } catch {
    return;
  }
  await siteWords();
  for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') await pagefind.preload(c);
  const every = await pagefind.search(null);
  for (const page of every?.results ?? []) await page.data();
  try {
    localStorage.setItem(SAVED_KEY, index);
  } catch {
    // Private modes may refuse storage: the index is fetched again next time, nothing worse.
  }
}

/** Pagefind's excerpt HTML as nodes: its text, with only the <mark> elements kept. */
export function highlighted(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createDocumentFragment();
  for (const node of template.content.childNodes) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      out.append(mark);
    } else out.append(node.textContent ?? '');
  }
  return out;
}

/** What kind of page a result is, from its address ("Essay", "Reading", …), or '' if none fits. */
export function kindOf(url: string, base = BASE): string {
  const path = new URL(url, 'https://x.invalid').pathname;
  const parts = (path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '')).split('/').filter(Boolean);
  const [section, page] = parts;
  if (section === undefined) return 'Home';
  if (section === 'essays') return page ? 'Essay' : 'Essays';
  if (section === 'readings') return 'Reading';
  if (section === 'learn') {
    if (page === 'puzzles') return 'Puzzles';
    if (page === 'teachers') return 'For teachers';
    return page ? 'Lesson' : 'Learn';
  }
  if (section === 'sources') return 'Sources';
  return section === 'play' || section === 'compare' || section === 'lab' ? section[0]!.toUpperCase() + section.slice(1) : '';
}

/** "1 result" / "12 results". */
export const countText = (n: number): string => `${n} ${n === 1 ? 'result' : 'results'}`;

/** The sections to show under a result: those with most hits, in the page's own order. */
export function sectionsOf(data: Pick<PagefindFragment, 'url' | 'sub_results'>, max = SECTIONS): PagefindSubResult[] {
  const withHeading = data.sub_results.filter((s) => s.anchor && s.url !== data.url);
  return withHeading
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.locations.length - a.s.locations.length || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map(({ s }) => s);
}

function renderResult(data: PagefindFragment, close: () => void): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'search-result';
  const kind = kindOf(data.url);
  if (kind) {
    const label = document.createElement('span');
    label.className = 'search-result-kind';
    label.textContent = kind;
    li.append(label);
  }
  const link = document.createElement('a');
  link.className = 'search-result-title';
  link.href = data.url;
  link.textContent = data.meta.title?.trim() || data.url;
  li.append(link);
  const excerpt = document.createElement('p');
  excerpt.append(highlighted(data.excerpt));
  li.append(excerpt);

  const sections = sectionsOf(data);
  if (sections.length > 0) {
    const list = document.createElement('ul');
    list.className = 'search-sub';
    list.setAttribute('aria-label', `Sections of ${link.textContent}`);
    for (const sub of sections) {
      const item = document.createElement('li');
      const a = document.createElement('a');
      a.href = sub.url;
      a.textContent = sub.title;
      const p = document.createElement('p');
      p.append(highlighted(sub.excerpt));
      item.append(a, p);
      list.append(item);
    }
    li.append(list);
  }
  // A result on this very page only moves to a section: close the dialog so that it can be seen, and once
  // the browser has moved to the section, the focus follows, so that the keyboard and a screen reader go on
  // from there.
  li.addEventListener('click', (event) => {
    const a = event.target instanceof Element ? event.target.closest('a') : null;
    if (!a) return;
    close();
    const to = new URL(a.href, location.href);
    if (to.pathname !== location.pathname || to.hash.length < 2) return;
    requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(to.hash.slice(1)));
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  });
  return li;
}

/** The dialog's parts that the search uses. */
interface SearchElements {
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly status: HTMLElement;
  readonly list: HTMLOListElement;
  readonly more: HTMLButtonElement;
}

function elementsOf(dialog: HTMLDialogElement): SearchElements {
  return {
    form: dialog.querySelector<HTMLFormElement>('[data-search-form]')!,
    input: dialog.querySelector<HTMLInputElement>('[data-search-input]')!,
    status: dialog.querySelector<HTMLElement>('[data-search-status]')!,
    list: dialog.querySelector<HTMLOListElement>('[data-search-results]')!,
    more: dialog.querySelector<HTMLButtonElement>('[data-search-more]')!,
  };
}

/** Puts a text in the status line, unless it is already there (so it is not announced twice). */
const sayerOf =
  (status: HTMLElement) =>
  (text: string): void => {
    if (status.textContent !== text) status.textContent = text;
  };

/** With no Pagefind: says why, and keeps saying it when the reader types anyway. */
function explainFailure({ form, input, status }: SearchElements, why: string): void {
  const say = sayerOf(status);
  say(why);
  input.addEventListener('input', () => {
    status.textContent = '';
    setTimeout(() => say(why), 50);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
}

/** The searching itself: `run` searches for a text, `more` shows the next results. */
interface Search {
  readonly run: (text: string) => Promise<void>;
  readonly more: () => void;
}

function createSearch(pagefind: Pagefind, { list, more, status }: SearchElements, close: () => void): Search {
  const say = sayerOf(status);
  let results: PagefindResult[] = [];
  let shown = 0;
  let query = '';
  /** Bumped by every search, so that a slow answer to an earlier one is dropped. */
  let generation = 0;

  const clear = (): void => {
    results = [];
    shown = 0;
    list.replaceChildren();
    more.hidden = true;
  };
  const sayFailed = (): void => say(navigator.onLine ? MESSAGES.broken : MESSAGES.partOffline);

  /** Shows the next PAGE results; returns the first new result's link. */
  async function showMore(mine: number): Promise<HTMLAnchorElement | null> {
    const next = results.slice(shown, shown + PAGE);
    const fragments = await Promise.all(next.map((r) => r.data()));
    if (mine !== generation) return null;
    const items = fragments.map((data) => renderResult(data, close));
    list.append(...items);
    shown += items.length;
    more.hidden = shown >= results.length;
    return items[0]?.querySelector('a') ?? null;
  }

  /**
   * For a query with a word no page has: the query with each such word replaced by the site's nearest,
   * and what that finds; null when every word is the site's, none is near, or the nearer words find nothing.
   */
  async function nearMiss(): Promise<{ readonly corrected: string; readonly found: PagefindResult[] } | null> {
    const words = await siteWords();
    const corrected = words ? correctedQuery(query, words) : null;
    if (!corrected) return null;
    const found = await pagefind.search(corrected);
    return found && found.results.length > 0 ? { corrected, found: found.results } : null;
  }

  /** Shows what Pagefind found for the query (search number `mine`), or for the words nearest to it. */
  async function show(mine: number, found: PagefindResult[]): Promise<void> {
    // A word no page has: the site's nearest word instead, if it finds anything.
    const near = await nearMiss().catch(() => null);
    if (mine !== generation) return;
    clear();
    if (near) {
      results = near.found;
      await showMore(mine);
      if (mine !== generation) return;
      say(`No results for “${query}”; ${countText(results.length)} for “${near.corrected}”.`);
      return;
    }
    results = found;
    if (results.length === 0) {
      // Offline, the words may be in a part of the index that was never saved here.
      const reachable = await online();
      if (mine !== generation) return;
      say(reachable ? `No results for “${query}”.` : MESSAGES.noneOffline(query));
      return;
    }
    await showMore(mine);
    if (mine !== generation) return;
    say(`${countText(results.length)} for “${query}”.`);
  }

  async function run(text: string): Promise<void> {
    const mine = ++generation;
    query = text.trim();
    if (query === '') {
      clear();
      say('');
      return;
    }
    try {
      const found = await pagefind.search(query);
      if (mine !== generation || !found) return;
      await show(mine, found.results);
    } catch {
      if (mine !== generation) return;
      clear();
      sayFailed();
    }
  }

  function showNext(): void {
    void showMore(generation)
      .then((first) => {
        if (!first) return;
        first.focus();
        say(`Showing ${shown} of ${countText(results.length)} for “${query}”.`);
      })
      .catch(sayFailed);
  }

  return { run, more: showNext };
}

/** Searches as the reader types (after a pause), at once on Enter, and shows more on "More results". */
function listen({ form, input, list, more }: SearchElements, search: Search): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search.run(input.value), TYPING_PAUSE);
  });
  form.addEventListener('submit', (event) => {
    // Enter: search now, then go to the first result.
    event.preventDefault();
    clearTimeout(timer);
    void search.run(input.value).then(() => list.querySelector('a')?.focus());
  });
  more.addEventListener('click', () => search.more());
}

/** Wires the dialog's field, status line and result list to Pagefind. */
export async function startSearch(dialog: HTMLDialogElement): Promise<void> {
  const elements = elementsOf(dialog);
  sayerOf(elements.status)(MESSAGES.loading);
  const loaded = await loadPagefind();
  if (typeof loaded === 'string') {
    explainFailure(elements, MESSAGES[loaded]);
    return;
  }
  const { pagefind, index } = loaded;
  sayerOf(elements.status)('');
  void siteWords();
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  idle(() => void saveForOffline(pagefind, index).catch(() => undefined));

  const search = createSearch(pagefind, elements, () => dialog.close());
  listen(elements, search);
  // Words typed while the index was loading.
  if (elements.input.value.trim() !== '') await search.run(elements.input.value);
}
