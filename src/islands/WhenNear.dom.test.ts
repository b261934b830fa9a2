// @vitest-environment happy-dom
/**
 * WhenNear keeps the server's HTML of its part while the island hydrates, and hydrates the part, on
 * the same elements, when the reader comes near it, or inside the event when the reader reaches it
 * first (a choice made before it was live is not lost); mounted with no server HTML, it renders at once.
 */
import { h, hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

let renders = 0;
const chosen: string[] = [];
function Part({ label }: { label: string }) {
  renders++;
  return h(
    'p',
    { 'data-label': label },
    h('label', { for: 'near-select' }, label),
    h(
      'select',
      { id: 'near-select', onChange: (e: Event) => chosen.push((e.currentTarget as HTMLSelectElement).value) },
      h('option', { value: 'one' }, 'one'),
      h('option', { value: 'two' }, 'two'),
    ),
  );
}

/** An IntersectionObserver the test drives: `reach()` tells every observer its element is near. */
function fakeObserver() {
  const observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
  class Fake {
    private readonly entry: { cb: IntersectionObserverCallback; el?: Element };
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.el = el;
    }
    disconnect() {
      const i = observers.indexOf(this.entry);
      if (i >= 0) observers.splice(i, 1);
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    count: () => observers.length,
    reach: () => {
      for (const o of [...observers]) o.cb([{ isIntersecting: true, target: o.el } as unknown as IntersectionObserverEntry], o as never);
    },
  };
}

/** Long enough for Preact's effects and renders. */
const settle = () => new Promise((r) => setTimeout(r, 150));

/** The server's HTML of a part (rendered with no document, as on the server), in the page. */
function serverPage(label: string): HTMLElement {
  const doc = document;
  vi.stubGlobal('document', undefined);
  const html = renderToString(h(WhenNear, null, h(Part, { label })));
  vi.stubGlobal('document', doc);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  renders = 0;
  chosen.length = 0;
});

describe('WhenNear', () => {
  it('renders its part on the server', () => {
    expect(serverPage('Rule').innerHTML).toContain('<select id="near-select">');
  });

  it('keeps the server’s HTML through hydration, then hydrates the part on the same elements as it comes near', async () => {
    const io = fakeObserver();
    const root = serverPage('from the server');
    const serverSelect = root.querySelector('select');
    renders = 0;
    hydrate(h(WhenNear, null, h(Part, { label: 'from the server' })), root);
    await settle();
    expect(renders, 'the part is not rendered at the island’s hydration').toBe(0);
    expect(root.querySelector('select')).toBe(serverSelect);
    expect(io.count()).toBe(1);
    io.reach();
    expect(renders).toBe(1);
    expect(root.querySelector('select'), 'the same elements, now live').toBe(serverSelect);
    expect(io.count(), 'the observer is gone once the part is live').toBe(0);
  });

  it('follows its parent once live, from what the server drew to the current props', async () => {
    const io = fakeObserver();
    const root = serverPage('from the server');
    hydrate(h(WhenNear, null, h(Part, { label: 'from the server' })), root);
    await settle();
    // The parent renders again before the part is near: nothing changes on the page yet.
    render(h(WhenNear, null, h(Part, { label: 'changed' })), root);
    expect(root.textContent).toContain('from the server');
    io.reach();
    expect(root.querySelector('p')?.getAttribute('data-label'), 'the attributes follow too').toBe('changed');
    render(h(WhenNear, null, h(Part, { label: 'again' })), root);
    expect(root.textContent).toContain('again');
  });

  it('comes to life at once when what it shows is no longer what the server drew it for (a link to other rules)', async () => {
    const io = fakeObserver();
    const root = serverPage('from the server');
    const serverSelect = root.querySelector('select');
    hydrate(h(WhenNear, { shows: 'brandubh' }, h(Part, { label: 'from the server' })), root);
    await settle();
    // Same rules, another render: still the server's HTML, waiting to come near.
    render(h(WhenNear, { shows: 'brandubh' }, h(Part, { label: 'from the server' })), root);
    expect(io.count()).toBe(1);
    render(h(WhenNear, { shows: 'alea-nielsen-2015' }, h(Part, { label: 'Nielsen' })), root);
    await settle();
    expect(root.querySelector('p')?.getAttribute('data-label')).toBe('Nielsen');
    expect(root.querySelector('select'), 'the same elements, now live').toBe(serverSelect);
    expect(io.count(), 'nothing left waiting').toBe(0);
  });

  it('a choice made on the server’s select before the part is live reaches the part', async () => {
    fakeObserver();
    const root = serverPage('from the server');
    hydrate(h(WhenNear, null, h(Part, { label: 'from the server' })), root);
    await settle();
    const select = root.querySelector('select')!;
    select.value = 'two';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toEqual(['two']);
    expect(root.querySelector('select'), 'the same element keeps the choice').toBe(select);
  });

  it('comes to life when the browser is idle after the reader’s first tap elsewhere on the page', async () => {
    fakeObserver();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const root = serverPage('from the server');
    renders = 0;
    hydrate(h(WhenNear, null, h(Part, { label: 'from the server' })), root);
    await settle();
    expect(idle).toHaveLength(0);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(renders, 'not inside the tap').toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(renders).toBe(1);
  });

  it('comes to life before printing', async () => {
    fakeObserver();
    const root = serverPage('from the server');
    renders = 0;
    hydrate(h(WhenNear, null, h(Part, { label: 'from the server' })), root);
    await settle();
    dispatchEvent(new Event('beforeprint'));
    expect(renders).toBe(1);
  });

  it('renders at once where there is no server HTML to keep', () => {
    fakeObserver();
    const root = document.createElement('div');
    document.body.append(root);
    render(h(WhenNear, null, h(Part, { label: 'now' })), root);
    expect(root.textContent).toContain('now');
  });
});
